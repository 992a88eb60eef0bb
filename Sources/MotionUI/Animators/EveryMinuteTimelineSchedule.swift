import Foundation

/// A schedule of the starts of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`
/// (`.everyMinute`): from a view's start date, the start of its minute, then each next minute.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    ///
    /// ```swift
    /// let schedule = EveryMinuteTimelineSchedule()
    /// ```
    public init() {}

    /// The start of `startDate`'s minute, then every minute after it.
    ///
    /// ```swift
    /// Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSince1970: 90), mode: .normal).prefix(2))   // 60 s, 120 s
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 60).entries(from: startDate, mode: mode)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in Clock(date: context.date) }
    /// ```
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
