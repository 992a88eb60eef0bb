import Dispatch
import Foundation

/// A point on the host's clock, standing in for Dispatch's `DispatchTime` in files that import
/// MotionUI, so `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)` waits half a second of
/// the host's clock (exact under a test's ``ViewHost``, real time in a window).
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { withAnimation { shown = true } }
/// ```
///
/// `now()` is the current host's time (see ``HostScheduler``); `uptimeNanoseconds` counts from that
/// host's start. Arithmetic saturates at zero and at `distantFuture`, as Dispatch's does; NaN
/// seconds add nothing.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds of the host's clock.
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The current host's time.
    public static func now() -> DispatchTime {
        DispatchTime(seconds: HostScheduler.current.time)
    }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    init(seconds: TimeInterval) {
        uptimeNanoseconds = DispatchTime.nanoseconds(seconds)
    }

    /// The time in seconds of the host's clock (`distantFuture` is infinity).
    var seconds: TimeInterval {
        uptimeNanoseconds == .max ? .infinity : Double(uptimeNanoseconds) / 1e9
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard !seconds.isNaN, seconds > 0 else { return 0 }
        let nanos = (seconds * 1e9).rounded()
        return nanos >= Double(UInt64.max) ? .max : UInt64(nanos)
    }

    private func adding(nanoseconds delta: Int64) -> DispatchTime {
        if uptimeNanoseconds == .max { return self }
        if delta >= 0 {
            let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64(delta))
            return DispatchTime(uptimeNanoseconds: overflow ? .max : sum)
        }
        let magnitude = delta.magnitude
        return DispatchTime(uptimeNanoseconds: uptimeNanoseconds > magnitude ? uptimeNanoseconds - magnitude : 0)
    }

    private static func nanoseconds(of interval: DispatchTimeInterval) -> Int64 {
        func scaled(_ value: Int, _ unit: Int64) -> Int64 {
            let (product, overflow) = Int64(value).multipliedReportingOverflow(by: unit)
            return overflow ? (value < 0 ? .min : .max) : product
        }
        switch interval {
        case .seconds(let s): return scaled(s, 1_000_000_000)
        case .milliseconds(let ms): return scaled(ms, 1_000_000)
        case .microseconds(let us): return scaled(us, 1_000)
        case .nanoseconds(let ns): return Int64(ns)
        case .never: return .max
        @unknown default: return .max
        }
    }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        guard !seconds.isNaN else { return time }
        if seconds == .infinity { return distantFuture }
        let delta = (seconds * 1e9).rounded()
        return time.adding(nanoseconds: delta >= Double(Int64.max) ? .max : delta <= Double(Int64.min) ? .min : Int64(delta))
    }

    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time + (-seconds)
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        let delta = nanoseconds(of: interval)
        return delta == .max ? distantFuture : time.adding(nanoseconds: delta)
    }

    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        let delta = nanoseconds(of: interval)
        return time.adding(nanoseconds: delta == .max ? .min : -delta)
    }
}
