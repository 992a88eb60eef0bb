import Foundation

/// The main-thread work of one host, on its clock: what `DispatchQueue.main.async`,
/// `DispatchQueue.main.asyncAfter(deadline:)` and `Timer.scheduledTimer` schedule in a Motion app.
///
/// The host runs it at fixed points, so a run is deterministic: at the start of every frame (before
/// `Timer.publish` timers, state updates, layout and animation), work queued with `async` runs in
/// the order it was queued, then every timer and delayed work item due at the frame's time runs in
/// order of due time (ties: in the order they were scheduled), then the `async` work those queued.
/// After every input event, the `async` work queued so far runs before the event's state changes
/// are applied; after every update pass, the `async` work it queued (from `onAppear`, a `.task`
/// starting) runs and its state changes are applied in the same frame. Work that queues more `async` work leaves it for the next of these points, so a
/// loop of `async` calls cannot hang a frame.
///
/// Which host: work goes to the host that is building a frame or handling an event on this thread;
/// otherwise to the most recently created host still alive; when none is, it waits and the next
/// host created adopts it (its due times count from that host's start). Rule where Dispatch is
/// silent: it may be queued from any thread (a lock guards the queues), but runs on the thread
/// that drives the host.
final class HostScheduler {
    /// One timer or delayed work item: due at `due` seconds of the host's clock; repeating ones
    /// have an interval and come back after each firing.
    final class Entry {
        fileprivate(set) var due: TimeInterval
        let interval: TimeInterval?
        fileprivate let order: Int
        fileprivate let action: () -> Void
        fileprivate(set) var isCancelled = false

        fileprivate init(due: TimeInterval, interval: TimeInterval?, order: Int, action: @escaping () -> Void) {
            self.due = due
            self.interval = interval
            self.order = order
            self.action = action
        }
    }

    private let lock = NSLock()
    private var clock: TimeInterval = 0
    /// The size of the host's window, in points (what `UIScreen.main.bounds` reports).
    var hostSize = CGSize.zero
    private var queued: [() -> Void] = []
    private var entries: [Entry] = []
    private var nextOrder = 0

    /// The host's time, in seconds since it started.
    var time: TimeInterval { lock.withLock { clock } }

    /// The calendar date at the host's time 0, in seconds since 1970 (see ``ViewHost/startDate``).
    var dateOrigin: TimeInterval {
        get { lock.withLock { origin } }
        set { lock.withLock { origin = newValue.isFinite ? newValue : 0 } }
    }
    private var origin: TimeInterval = 0

    /// The calendar date at `time` seconds of the host's clock: what `Timer.publish`,
    /// `TimelineView` and the live text styles call now.
    func date(at time: TimeInterval) -> Date { Date(timeIntervalSince1970: dateOrigin + time) }

    /// The host time of `date` (``date(at:)``'s inverse).
    func time(of date: Date) -> TimeInterval { date.timeIntervalSince1970 - dateOrigin }

    /// Where `.task` actions run (see ``HostTaskExecutor``).
    private(set) lazy var taskExecutor = HostTaskExecutor(scheduler: self)

    /// Whether `async` work is waiting.
    var hasQueuedWork: Bool { lock.withLock { !queued.isEmpty } }

    /// Whether nothing is queued or scheduled.
    var isIdle: Bool { lock.withLock { queued.isEmpty && entries.isEmpty } }

    /// Runs `work` at the next point the host runs queued work.
    func async(_ work: @escaping () -> Void) {
        lock.withLock { queued.append(work) }
    }

    /// Runs `work` once, at the first frame at or after `due` (host seconds). A due time that has
    /// passed (or NaN) runs at the next frame.
    @discardableResult
    func schedule(at due: TimeInterval, _ work: @escaping () -> Void) -> Entry {
        add(due: due.isNaN ? -.infinity : due, interval: nil, action: work)
    }

    /// Runs `action` every `interval` seconds from now, with Foundation's rules: intervals below
    /// 0.1 ms (and NaN) are raised to 0.1 ms; a frame that comes after several fire times fires
    /// once and moves on to the next fire time after it.
    func scheduleRepeating(every interval: TimeInterval, _ action: @escaping () -> Void) -> Entry {
        let interval = TimerSubscription.sanitised(interval)
        return add(due: time + interval, interval: interval, action: action)
    }

    private func add(due: TimeInterval, interval: TimeInterval?, action: @escaping () -> Void) -> Entry {
        lock.withLock {
            nextOrder += 1
            let entry = Entry(due: due, interval: interval, order: nextOrder, action: action)
            entries.append(entry)
            return entry
        }
    }

    /// Stops `entry` from running again.
    func cancel(_ entry: Entry) {
        lock.withLock {
            entry.isCancelled = true
            entries.removeAll { $0 === entry }
        }
    }

    /// Moves the clock to `time` (never backwards) and runs what is due, as described above.
    func run(until time: TimeInterval) {
        lock.withLock { clock = max(clock, time) }
        runQueued()
        while let entry = takeNextDue() {
            entry.action()
        }
        runQueued()
    }

    /// Runs the `async` work queued so far.
    func runQueued() {
        let work = lock.withLock { () -> [() -> Void] in
            defer { queued.removeAll() }
            return queued
        }
        for item in work { item() }
    }

    /// The earliest entry due now, removed from the queue (a repeating one is put back at its next
    /// fire time).
    private func takeNextDue() -> Entry? {
        lock.withLock {
            let now = clock
            var best: Int?
            for (index, entry) in entries.enumerated() where entry.due <= now + TimerSubscription.tolerance {
                if let current = best, (entries[current].due, entries[current].order) <= (entry.due, entry.order) { continue }
                best = index
            }
            guard let index = best else { return nil }
            let entry = entries[index]
            if let interval = entry.interval {
                entry.due = TimerSubscription.nextFire(after: entry.due, interval: interval, now: now)
            } else {
                entries.remove(at: index)
            }
            return entry
        }
    }

    /// Takes over the work of `other` (an orphan scheduler, before any host existed).
    private func adopt(_ other: HostScheduler) {
        let (work, adopted) = other.lock.withLock { () -> ([() -> Void], [Entry]) in
            defer { other.queued.removeAll(); other.entries.removeAll() }
            return (other.queued, other.entries)
        }
        lock.withLock {
            queued.append(contentsOf: work)
            for entry in adopted {
                nextOrder += 1
                entries.append(Entry(due: entry.due, interval: entry.interval, order: nextOrder, action: entry.action))
            }
        }
    }

    // MARK: The current host

    private static let registry = NSLock()
    nonisolated(unsafe) private static var active: [ObjectIdentifier: [HostScheduler]] = [:]
    nonisolated(unsafe) private static weak var latest: HostScheduler?
    nonisolated(unsafe) private static var orphan: HostScheduler?

    /// The scheduler that work queued now goes to (see the type's rule).
    static var current: HostScheduler {
        registry.withLock {
            if let running = active[ObjectIdentifier(Thread.current)]?.last { return running }
            if let latest { return latest }
            if let orphan { return orphan }
            let waiting = HostScheduler()
            orphan = waiting
            return waiting
        }
    }

    /// The window size of the current host (see the type's rule) — while a window is being opened
    /// on this thread and no host builds a frame here, the opening window's — or zero when there is
    /// none yet.
    static var currentHostSize: CGSize {
        registry.withLock {
            let thread = ObjectIdentifier(Thread.current)
            if let running = active[thread]?.last { return running.hostSize }
            if let opening = opening[thread]?.last { return opening }
            return latest?.hostSize ?? .zero
        }
    }

    /// The sizes of the windows being opened, per thread (see ``openingWindow(of:_:)``).
    nonisolated(unsafe) private static var opening: [ObjectIdentifier: [CGSize]] = [:]

    /// Runs `body` as the opening of a window of `size`: what it asks of the current window's size
    /// (`UIScreen.main.bounds` in a view's stored properties) reads `size`.
    static func openingWindow<T>(of size: CGSize, _ body: () -> T) -> T {
        let thread = ObjectIdentifier(Thread.current)
        registry.withLock { opening[thread, default: []].append(size) }
        defer {
            registry.withLock {
                opening[thread]?.removeLast()
                if opening[thread]?.isEmpty == true { opening[thread] = nil }
            }
        }
        return body()
    }

    /// A scheduler for a new host: it becomes the latest, and adopts the work queued while no host
    /// was alive.
    static func makeForNewHost() -> HostScheduler {
        let scheduler = HostScheduler()
        let waiting = registry.withLock { () -> HostScheduler? in
            latest = scheduler
            defer { orphan = nil }
            return orphan
        }
        if let waiting { scheduler.adopt(waiting) }
        return scheduler
    }

    /// Runs `body` with this scheduler current on this thread (a host building a frame).
    func makingCurrent<T>(_ body: () -> T) -> T {
        let thread = ObjectIdentifier(Thread.current)
        HostScheduler.registry.withLock { HostScheduler.active[thread, default: []].append(self) }
        defer {
            HostScheduler.registry.withLock {
                HostScheduler.active[thread]?.removeLast()
                if HostScheduler.active[thread]?.isEmpty == true { HostScheduler.active[thread] = nil }
            }
        }
        return body()
    }
}
