import Foundation

/// Foundation's `Timer`, firing on the host's clock: in a file that writes `import MotionUI` (and
/// not `import Foundation` as well), `Timer` names this subclass, so
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedules on the current host
/// (see ``HostScheduler``) instead of a run loop Motion does not run. In a window the frame loop
/// drives that clock, so timers fire on schedule; under a test's ``ViewHost`` they fire at exact
/// frames: a 0.25 s repeating timer fires at 0.25 s and 0.5 s when the host advances 0.5 s.
///
/// ```swift
/// struct Countdown: View {
///     @State private var left = 3
///     var body: some View {
///         Text("\(left)").onAppear {
///             Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
///                 left -= 1
///                 if left == 0 { timer.invalidate() }
///             }
///         }
///     }
/// }
/// ```
///
/// Limits: a file that also writes `import Foundation` sees both `Timer`s and Swift reports the
/// name as ambiguous (write `MotionUI.Timer` there, or drop the import); a timer made with
/// `Timer(timeInterval:repeats:block:)` and added to a `RunLoop` runs on that run loop, which
/// Motion does not run; `fireDate` and `tolerance` are Foundation's and do not move the host's
/// schedule. A non-repeating timer fires once and is then invalid, as Foundation's.
public final class Timer: Foundation.Timer, @unchecked Sendable {
    private var entry: HostScheduler.Entry?
    private weak var scheduler: HostScheduler?

    /// Makes a timer that runs `block` after `interval` seconds of the host's clock (and every
    /// `interval` seconds after that when `repeats`), on the current host.
    @discardableResult
    public override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                              block: @escaping @Sendable (Foundation.Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(on: HostScheduler.current, interval: interval, repeats: repeats)
        return timer
    }

    private func schedule(on scheduler: HostScheduler, interval: TimeInterval, repeats: Bool) {
        self.scheduler = scheduler
        if repeats {
            entry = scheduler.scheduleRepeating(every: interval) { [weak self] in self?.fire() }
        } else {
            let delay = interval.isFinite ? max(interval, 0) : interval
            entry = scheduler.schedule(at: scheduler.time + delay) { [weak self] in self?.fire() }
        }
    }

    /// Stops the timer: its block never runs again.
    public override func invalidate() {
        super.invalidate()
        if let entry, let scheduler { scheduler.cancel(entry) }
        entry = nil
    }
}
