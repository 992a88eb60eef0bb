import Foundation

/// A source of values a view can receive with `onReceive`, shaped like Combine's `Publisher`
/// (Combine does not exist on Linux). Motion's publishers are driven by the host's frame clock.
///
/// ```swift
/// Circle().onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in tick(date) }
/// ```
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher the host's clock drives: it emits at regular intervals once subscribed.
protocol ClockDrivenPublisher {
    /// Seconds between emissions.
    var interval: TimeInterval { get }
}

extension Timer {
    /// Emits the current date every `interval` seconds of the host's clock, as Foundation's
    /// `Timer.publish` does on Apple platforms. `tolerance`, `runLoop`, `mode` and `options` are
    /// accepted for source compatibility; the host's frame clock decides when it fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// A timer publisher; `autoconnect()` makes it start when a view subscribes.
    public struct TimerPublisher: Publisher, ClockDrivenPublisher, Equatable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval

        /// The publisher, connected as soon as a view subscribes to it.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }
    }
}

/// Namespace of publisher types, shaped like Combine's.
public enum Publishers {
    /// A publisher that connects when subscribed.
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
    }
}

extension Publishers.Autoconnect: ClockDrivenPublisher where Upstream: ClockDrivenPublisher {
    var interval: TimeInterval { upstream.interval }
}

extension Publishers.Autoconnect: Equatable where Upstream: Equatable {}

extension Publishers.Autoconnect: _SubscribablePublisher where Upstream == Timer.TimerPublisher {
    /// Emits the date every `interval` seconds of the current host's clock (see ``HostScheduler``)
    /// until cancelled, so a model can drive itself:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in tick() }`.
    /// (In a view, `onReceive` runs the same timer on the view's own host while it is shown.)
    public func _subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable {
        let scheduler = HostScheduler.current
        let entry = scheduler.scheduleRepeating(every: upstream.interval) { [weak scheduler] in
            receive(scheduler.map { $0.date(at: $0.time) } ?? Date(timeIntervalSince1970: 0))
        }
        return AnyCancellable { [weak scheduler] in scheduler?.cancel(entry) }
    }
}
