import Foundation

/// A sequence of dates at which a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`.
///
/// Dates are the host's clock as a `Date`: ``ViewHost/startDate`` plus the host's seconds — the
/// same dates `Timer.publish` sends — so a test's virtual clock moves them exactly.
///
/// ```swift
/// struct EveryOtherSecond: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideTo<Date> {
///         stride(from: startDate, to: .distantFuture, by: 2)
///     }
/// }
/// TimelineView(EveryOtherSecond()) { context in Text("\(context.date)") }
/// ```
public protocol TimelineSchedule {
    /// The update mode a timeline view asks its schedule for.
    typealias Mode = TimelineScheduleMode
    /// The dates, in ascending order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates to update at, starting around `startDate`.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a timeline view wants updates, as SwiftUI's `TimelineScheduleMode`. Motion's
/// timeline views always ask for ``normal``.
///
/// ```swift
/// schedule.entries(from: start, mode: .normal)
/// ```
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates at the schedule's own cadence.
    case normal
    /// Updates at a reduced rate (watchOS's always-on display).
    case lowFrequency
}
