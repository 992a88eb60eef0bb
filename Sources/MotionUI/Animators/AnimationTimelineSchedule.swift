import Foundation

/// A schedule for animating a ``TimelineView`` frame by frame, as SwiftUI's
/// `AnimationTimelineSchedule` (`.animation`, `.animation(minimumInterval:paused:)`).
///
/// A timeline view on this schedule updates in every frame of its host whose time is at least
/// `minimumInterval` after its last update (every frame when nil), with `context.date` the
/// frame's time; paused, it shows its first date and never updates. As a sequence (for code that
/// asks for ``entries(from:mode:)``) it is the dates `minimumInterval` apart from the start date
/// (1/60 s apart when nil, NaN or not positive); paused or in ``TimelineScheduleMode/lowFrequency``
/// mode it is empty, as SwiftUI's.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Circle().frame(width: 20, height: 20).offset(x: 50 * sin(t))
/// }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between two updates, or nil for every frame.
    public let minimumInterval: Double?
    /// Whether updates are paused.
    public let paused: Bool

    /// A frame-by-frame schedule.
    ///
    /// ```swift
    /// TimelineView(AnimationTimelineSchedule(minimumInterval: 1.0 / 30)) { context in … }
    /// ```
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The least time between two updates: `minimumInterval`, with nil, NaN and negative values read as 0.
    var updateInterval: TimeInterval {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return 0 }
        return minimumInterval
    }

    /// The schedule's dates from `start` (see the type's rules).
    ///
    /// ```swift
    /// Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(2))   // start, start + 0.5
    /// ```
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, step: updateInterval > 0 ? updateInterval : 1.0 / 60.0,
                isEmpty: paused || mode == .lowFrequency)
    }

    /// The dates of an animation schedule: evenly spaced from a start, or none.
    ///
    /// ```swift
    /// var dates = AnimationTimelineSchedule().entries(from: start, mode: .normal)
    /// dates.next()   // start
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let step: TimeInterval
        let isEmpty: Bool
        var index = 0

        /// The next date, or nil when paused.
        ///
        /// ```swift
        /// var dates = AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)
        /// dates.next()   // nil
        /// ```
        public mutating func next() -> Date? {
            guard !isEmpty else { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * step)
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates in every frame.
    ///
    /// ```swift
    /// TimelineView(.animation) { context in Clock(date: context.date) }
    /// ```
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates in frames at least `minimumInterval` apart, or not at all while `paused`.
    ///
    /// ```swift
    /// TimelineView(.animation(minimumInterval: 0.1, paused: isPaused)) { context in … }
    /// ```
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
