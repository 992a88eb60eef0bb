import Dispatch
import Foundation

/// Dispatch's `DispatchQueue` for files that import MotionUI: the main queue runs on the host's
/// clock, every other queue is a real Dispatch queue.
///
/// `DispatchQueue.main.async { }` runs at the host's next point for queued work (the next frame,
/// or right after the input event being handled), and
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { }` at the first frame at or after the
/// deadline, in order (see ``HostScheduler``): exact under a test's ``ViewHost``, on schedule in a
/// window, whose frame loop drives the host's clock.
///
/// ```swift
/// Button("Save") {
///     saving = true
///     DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation { saving = false } }
/// }
/// ```
///
/// Limits (rules where Dispatch differs): `main.sync` runs the work at once on the calling thread
/// instead of deadlocking when called from the main thread, and from another thread waits for the
/// host to run it; a `DispatchWorkItem` cancelled before its time does not run; on other queues,
/// `asyncAfter` waits the same number of seconds of real time (the host's clock has no meaning
/// there). Dispatch's own API that takes a `Dispatch.DispatchQueue` (`DispatchGroup.notify(queue:)`,
/// say) reaches the real main queue, which Motion does not run: pass a global queue and hop to
/// `DispatchQueue.main.async` from there.
public struct DispatchQueue: @unchecked Sendable {
    /// The real queue behind this one; nil for the host's main queue.
    public let underlying: Dispatch.DispatchQueue?

    private init(underlying: Dispatch.DispatchQueue?) {
        self.underlying = underlying
    }

    /// The main queue: the current host's queued work (see ``HostScheduler``).
    public static let main = DispatchQueue(underlying: nil)

    /// A global concurrent Dispatch queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(underlying: Dispatch.DispatchQueue.global(qos: qos))
    }

    /// A new Dispatch queue (serial unless `attributes` has `.concurrent`).
    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
                autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit,
                target: DispatchQueue? = nil) {
        underlying = Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes,
                                            autoreleaseFrequency: autoreleaseFrequency, target: target?.underlying)
    }

    /// The queue's label (`"com.apple.main-thread"` for the main queue, as Dispatch's).
    public var label: String { underlying?.label ?? "com.apple.main-thread" }

    /// Runs `work` later: on the main queue at the host's next point for queued work.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable () -> Void) {
        guard let underlying else {
            group?.enter()
            HostScheduler.current.async {
                work()
                group?.leave()
            }
            return
        }
        underlying.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Runs `workItem` later, unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        guard let underlying else {
            HostScheduler.current.async { if !workItem.isCancelled { workItem.perform() } }
            return
        }
        underlying.async(execute: workItem)
    }

    /// Runs `work` at `deadline`: on the main queue, at the first frame at or after it.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable () -> Void) {
        guard let underlying else {
            HostScheduler.current.schedule(at: deadline.seconds, work)
            return
        }
        underlying.asyncAfter(deadline: realDeadline(deadline), qos: qos, flags: flags, execute: work)
    }

    /// Runs `workItem` at `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard let underlying else {
            HostScheduler.current.schedule(at: deadline.seconds) { if !workItem.isCancelled { workItem.perform() } }
            return
        }
        underlying.asyncAfter(deadline: realDeadline(deadline), execute: workItem)
    }

    /// Runs `work` and returns its result: at once on the calling thread for the main queue when
    /// called from the main thread (or when no host runs), else after the work queued before it.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        guard let underlying else {
            if Thread.isMainThread { return try work() }
            return try withoutActuallyEscaping(work) { escapable in
                let done = DispatchSemaphore(value: 0)
                var result: Result<T, Error>!
                let box = UncheckedBox { result = Result { try escapable() }; done.signal() }
                HostScheduler.current.async { box.value() }
                done.wait()
                return try result.get()
            }
        }
        return try underlying.sync(execute: work)
    }

    /// Runs `work` once per index, concurrently, as Dispatch's.
    public static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }

    /// The real-time deadline `deadline` stands for: as many seconds from now as it is from the
    /// host's now.
    private func realDeadline(_ deadline: DispatchTime) -> Dispatch.DispatchTime {
        let delay = deadline.seconds - HostScheduler.current.time
        guard delay.isFinite else { return delay > 0 ? .distantFuture : .now() }
        return .now() + max(delay, 0)
    }
}

/// Carries a non-escaping closure's escaping stand-in across the host's queue; `sync` waits for it.
private final class UncheckedBox: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}
