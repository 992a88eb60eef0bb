import Foundation

/// The animation clock of a window: follows the monotonic clock frame by frame, but lets one frame
/// advance it by at most ``maximumStep`` (1/15 s by default).
///
/// A stall — the process paused in a debugger, a window dragged, a minimised window restored, a
/// slow first frame — therefore moves animations on by at most 1/15 s instead of jumping to their
/// end; at normal frame rates (steps of 1/60 s or 1/144 s) the clamp never applies and animation
/// time runs exactly with real time. The first frame is at animation time 0.
///
/// Rules: a wall time that is not finite is ignored (the time stays); a wall time earlier than the
/// previous one advances by 0; a ``maximumStep`` that is not positive and finite uses 1/15 s.
///
/// ```swift
/// var timeline = FrameTimeline()
/// timeline.advance(toWallTime: 10.000)   // 0       (first frame)
/// timeline.advance(toWallTime: 10.016)   // 0.016
/// timeline.advance(toWallTime: 12.000)   // 0.0827  (a 2 s stall counts as 1/15 s)
/// ```
public struct FrameTimeline: Sendable, Equatable {
    /// The longest step one frame may take: 1/15 s.
    public static let defaultMaximumStep: TimeInterval = 1.0 / 15

    /// The longest step one frame may take, in seconds.
    public let maximumStep: TimeInterval
    /// The animation time of the latest frame, in seconds (0 before and at the first frame).
    public private(set) var time: TimeInterval = 0
    /// The wall time of the latest frame, or `nil` before the first.
    public private(set) var lastWallTime: TimeInterval?

    /// A timeline at animation time 0 that clamps each step to `maximumStep`.
    ///
    /// ```swift
    /// var timeline = FrameTimeline(maximumStep: 0.1)
    /// ```
    public init(maximumStep: TimeInterval = FrameTimeline.defaultMaximumStep) {
        self.maximumStep = maximumStep.isFinite && maximumStep > 0 ? maximumStep : FrameTimeline.defaultMaximumStep
    }

    /// Moves to the frame shown at `wallTime` (seconds on any monotonic clock) and returns the new
    /// animation time.
    ///
    /// ```swift
    /// let now = timeline.advance(toWallTime: clock.now())
    /// ```
    @discardableResult
    public mutating func advance(toWallTime wallTime: TimeInterval) -> TimeInterval {
        guard wallTime.isFinite else { return time }
        if let last = lastWallTime {
            time += min(max(wallTime - last, 0), maximumStep)
        }
        lastWallTime = wallTime
        return time
    }
}
