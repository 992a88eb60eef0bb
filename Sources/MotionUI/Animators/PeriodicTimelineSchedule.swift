import Foundation

/// A schedule of dates `interval` seconds apart, in phase with a start date, as SwiftUI's
/// `PeriodicTimelineSchedule` (`.periodic(from:by:)`).
///
/// The dates are `startDate + k × interval` for every whole k: from a view's start date the
/// sequence begins with the latest of them at or before it (so a timeline view first shows that
/// one), then goes on every `interval`. An interval that is not a positive finite number gives
/// one date, `startDate`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.second())
/// }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Dates `interval` seconds apart, in phase with `startDate`.
    ///
    /// ```swift
    /// PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 0.5)
    /// ```
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the latest one at or before `startDate` on (see the type's rules).
    ///
    /// ```swift
    /// let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 60)
    /// Array(schedule.entries(from: Date(timeIntervalSince1970: 90), mode: .normal).prefix(2))   // 60 s, 120 s
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else { return Entries(anchor: self.startDate, interval: 0, index: 0, count: 1) }
        let offset = startDate.timeIntervalSince(self.startDate)
        let first = offset.isFinite ? (offset / interval + 1e-9).rounded(.down) : 0
        return Entries(anchor: self.startDate, interval: interval, index: first, count: nil)
    }

    /// The dates of a periodic schedule, each computed from the anchor (no drift).
    ///
    /// ```swift
    /// var dates = PeriodicTimelineSchedule(from: start, by: 1).entries(from: start, mode: .normal)
    /// dates.next()   // start
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let anchor: Date
        let interval: TimeInterval
        var index: Double
        /// How many dates are left, or nil for no end.
        var count: Int?

        /// The next date.
        ///
        /// ```swift
        /// dates.next()   // one interval after the last
        /// ```
        public mutating func next() -> Date? {
            if let left = count {
                guard left > 0 else { return nil }
                count = left - 1
            }
            defer { index += 1 }
            return anchor.addingTimeInterval(index * interval)
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds, in phase with `startDate`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: start, by: 1)) { context in Text("\(context.date)") }
    /// ```
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
