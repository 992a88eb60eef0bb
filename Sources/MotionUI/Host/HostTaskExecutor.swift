#if compiler(>=6.3)
@_spi(ExperimentalScheduling) import _Concurrency
#endif
import Foundation

/// Where the tasks of `.task { }` run: on the host's thread, at the host's points for queued work
/// (see ``HostScheduler``), so their state writes happen between frames like any other main-thread
/// work. Nonisolated async code the task calls runs here too (task executor preference).
///
/// `Task.sleep` inside such a task follows the host's clock (with Swift 6.3 or later; an older
/// toolchain sleeps in real time and resumes on the host's thread): the runtime hands the sleep to
/// the task's executor through its experimental `SchedulingExecutor` protocol, and the executor
/// wakes it at the first frame at or after the deadline, so a test that advances 0.5 s sees
/// `try await Task.sleep(for: .seconds(0.5))` end exactly then.
///
/// Rule where Swift is silent: the runtime gives the deadline as an instant of its own clock, so
/// the executor reads that clock once, as the sleep starts, to recover how long the sleep is, and
/// rounds it to the nearest millisecond (the moment between the runtime's reading and its own
/// must not move the wake-up to an earlier frame). Sleeps on clocks other than `ContinuousClock`
/// and `SuspendingClock` go to the global executor and take real time. Code isolated to
/// `@MainActor` runs on the real main actor, which Motion does not drive.
final class HostTaskExecutor: TaskExecutor, @unchecked Sendable {
    private weak var scheduler: HostScheduler?

    init(scheduler: HostScheduler) {
        self.scheduler = scheduler
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard let scheduler else { return globalConcurrentExecutor.enqueue(job) }
        scheduler.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

#if compiler(>=6.3)
extension HostTaskExecutor: SchedulingExecutor {
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), seconds: HostTaskExecutor.seconds(delay))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let seconds = HostTaskExecutor.seconds(clock.now.duration(to: instant)).map { ($0 * 1000).rounded() / 1000 }
        schedule(UnownedJob(job), seconds: seconds)
    }

    /// Runs a sleep's wake-up job when the host reaches `seconds` from now. The wake-up job runs as
    /// if on the global executor (where the runtime made it), so the task it resumes comes back to
    /// this executor at once and continues in the same frame.
    private func schedule(_ job: UnownedJob, seconds: TimeInterval?) {
        guard let scheduler, let seconds else {
            return globalConcurrentExecutor.enqueue(job)
        }
        scheduler.schedule(at: scheduler.time + max(seconds, 0)) {
            job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        }
    }

    /// A standard clock's duration in seconds, or nil for a clock of another kind.
    private static func seconds<D: DurationProtocol>(_ duration: D) -> TimeInterval? {
        guard let duration = duration as? Duration else { return nil }
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds / 1_000_000_000) / 1e9
    }
}
#endif
