import Foundation

/// A repeating timer on the host's clock. It fires at `start + k · interval` (k = 1, 2, …); when
/// a frame comes late and several fire times have passed, it fires once and skips to the next
/// fire time after now, as a run-loop timer does.
final class TimerSubscription {
    let interval: TimeInterval
    private(set) var nextFire: TimeInterval
    private(set) var isCancelled = false
    private let action: (Date) -> Void

    /// Intervals below 0.1 ms (and NaN) are raised to 0.1 ms, as Foundation's `Timer` does.
    init(interval: TimeInterval, start: TimeInterval, action: @escaping (Date) -> Void) {
        self.interval = TimerSubscription.sanitised(interval)
        self.nextFire = start + self.interval
        self.action = action
    }

    /// How late a frame may be computed and still count as reaching a fire time (frame times are
    /// sums of 1/60 s steps).
    static let tolerance = 1e-9

    /// `interval`, raised to 0.1 ms when shorter or not a number; infinity (a timer that never
    /// fires again) is kept.
    static func sanitised(_ interval: TimeInterval) -> TimeInterval {
        interval > 0.0001 ? interval : 0.0001
    }

    /// The fire time after a firing due at `due` and run at `now`: the next multiple of
    /// `interval` after `now`, counted from `due`, so missed fire times are skipped.
    static func nextFire(after due: TimeInterval, interval: TimeInterval, now: TimeInterval) -> TimeInterval {
        let missed = max(0, ((now - due) / interval + tolerance).rounded(.down))
        return due + (missed + 1) * interval
    }

    func cancel() { isCancelled = true }

    /// Fires if due at `time`; returns whether it fired. The date sent is `date`: the host
    /// clock's calendar date at `time` (``ViewGraph/date(at:)``).
    func fireIfDue(at time: TimeInterval, date: Date) -> Bool {
        guard !isCancelled, nextFire <= time + TimerSubscription.tolerance else { return false }
        nextFire = TimerSubscription.nextFire(after: nextFire, interval: interval, now: time)
        action(date)
        return true
    }
}

extension ViewGraph {
    /// A timer that calls `action` every `interval` seconds of graph time from now.
    func scheduleTimer(interval: TimeInterval, action: @escaping (Date) -> Void) -> TimerSubscription {
        let subscription = TimerSubscription(interval: interval, start: time, action: action)
        timers.append(subscription)
        return subscription
    }

    /// Fires every timer due at the current time, with no animation in the transaction.
    func fireTimers() {
        timers.removeAll { $0.isCancelled }
        let date = self.date(at: time)
        for timer in timers { _ = timer.fireIfDue(at: time, date: date) }
    }
}
