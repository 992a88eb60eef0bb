import Foundation

/// A schedule of given dates, as SwiftUI's `ExplicitTimelineSchedule` (`.explicit(_:)`).
///
/// A timeline view first shows the latest given date at or before its start (its start date
/// when there is none), then updates at each later date; dates not after the one shown are skipped.
///
/// ```swift
/// let start = Date()
/// TimelineView(.explicit([start.addingTimeInterval(1), start.addingTimeInterval(3)])) { context in
///     Text("\(context.date)")
/// }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates` (in ascending order).
    ///
    /// ```swift
    /// ExplicitTimelineSchedule([Date(timeIntervalSince1970: 1)])
    /// ```
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever the start date and mode.
    ///
    /// ```swift
    /// Array(ExplicitTimelineSchedule([d1, d2]).entries(from: .now, mode: .normal))   // [d1, d2]
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    ///
    /// ```swift
    /// TimelineView(.explicit([start + 1, start + 2])) { context in … }
    /// ```
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
