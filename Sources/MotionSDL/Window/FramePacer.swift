import Foundation

/// Decides how long to sleep after presenting a frame, so that a driver without working vsync
/// does not turn the frame loop into a busy loop.
///
/// With working vsync `SDL_RenderPresent` blocks until the display refreshes, so a frame lasts
/// about one refresh interval and there is nothing left to wait for. Without it (the software
/// renderer, a driver ignoring the request, a compositor that does not throttle) present returns
/// at once; the frame then ends much sooner than the interval and the pacer sleeps the rest.
///
/// Rule: sleep `interval − elapsed` when that is more than ``slack`` (2 ms by default), else 0. The
/// slack keeps vsync'd frames, which end a little early or late by jitter, from ever sleeping.
/// Non-finite times give 0; an interval that is not positive and finite uses 1/60 s.
///
/// Elapsed time counts from the frame's place on a schedule (``scheduledStart(frameStart:previousStart:)``):
/// one interval after the previous frame's, so the little every sleep oversleeps is taken off the
/// next one and frames average exactly one interval (60.0 a second, not 59.7 or, sleeping whole
/// milliseconds, 61–62).
///
/// ```swift
/// let pacer = FramePacer(targetInterval: 1.0 / 60)
/// pacer.sleepDuration(frameStart: 0, now: 0.004)    // 0.01267: present returned early, sleep
/// pacer.sleepDuration(frameStart: 0, now: 0.0166)   // 0: vsync already waited
/// ```
public struct FramePacer: Sendable, Equatable {
    /// The interval used when none (or a bad one) is given: 1/60 s.
    public static let defaultInterval: TimeInterval = 1.0 / 60

    /// The time one frame should take: one display refresh.
    public let targetInterval: TimeInterval
    /// Shortfalls up to this long are not slept (vsync jitter).
    public let slack: TimeInterval

    /// A pacer for frames of `targetInterval` seconds.
    ///
    /// ```swift
    /// let pacer = FramePacer(refreshRate: 144)
    /// ```
    public init(targetInterval: TimeInterval = FramePacer.defaultInterval, slack: TimeInterval = 0.002) {
        self.targetInterval = targetInterval.isFinite && targetInterval > 0 ? targetInterval : FramePacer.defaultInterval
        self.slack = slack.isFinite && slack >= 0 ? slack : 0.002
    }

    /// A pacer for a display refreshing `refreshRate` times a second (60 if not positive and finite).
    ///
    /// ```swift
    /// FramePacer(refreshRate: 120).targetInterval   // 0.00833…
    /// ```
    public init(refreshRate: Double) {
        self.init(targetInterval: refreshRate.isFinite && refreshRate > 0 ? 1 / refreshRate : FramePacer.defaultInterval)
    }

    /// Where a frame that began at `frameStart` sits on the pacing schedule: one ``targetInterval``
    /// after `previousStart` (the previous frame's scheduled start) when that is less than an
    /// interval away from `frameStart`; otherwise — the first frame, a stall, a slow frame that
    /// fell a whole interval behind — `frameStart` itself, so the schedule never makes up for more
    /// than one interval. Non-finite times start a new schedule.
    ///
    /// ```swift
    /// let pacer = FramePacer(targetInterval: 0.010)
    /// pacer.scheduledStart(frameStart: 1.0103, previousStart: 1.0)   // 1.010: 0.3 ms overslept
    /// pacer.scheduledStart(frameStart: 1.5, previousStart: 1.0)      // 1.5: a stall
    /// ```
    public func scheduledStart(frameStart: TimeInterval, previousStart: TimeInterval?) -> TimeInterval {
        guard let previousStart, previousStart.isFinite, frameStart.isFinite else { return frameStart }
        let next = previousStart + targetInterval
        return abs(frameStart - next) < targetInterval ? next : frameStart
    }

    /// Seconds to sleep after a frame that began at `frameStart` and was presented by `now`.
    ///
    /// ```swift
    /// let pause = pacer.sleepDuration(frameStart: start, now: clock.now())
    /// ```
    public func sleepDuration(frameStart: TimeInterval, now: TimeInterval) -> TimeInterval {
        guard frameStart.isFinite, now.isFinite else { return 0 }
        let remaining = targetInterval - max(now - frameStart, 0)
        return remaining > slack ? remaining : 0
    }
}
