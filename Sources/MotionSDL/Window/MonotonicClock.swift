import CSDL2
import Foundation

/// Seconds since the clock was made, from SDL's high-resolution performance counter — a clock
/// that never jumps with the wall clock (NTP, time zones) and never goes backwards.
///
/// The player reads it once per frame; everything below the player (MotionUI, MotionCore) is given
/// the time as a parameter and never reads a clock.
///
/// ```swift
/// let clock = MonotonicClock()
/// let start = clock.now()
/// // ... a frame ...
/// let elapsed = clock.now() - start   // seconds, sub-microsecond resolution on Linux
/// ```
public struct MonotonicClock: Sendable {
    private let origin: UInt64
    private let secondsPerTick: Double

    /// A clock reading 0 now.
    ///
    /// ```swift
    /// let clock = MonotonicClock()
    /// ```
    public init() {
        origin = SDL_GetPerformanceCounter()
        let frequency = SDL_GetPerformanceFrequency()
        secondsPerTick = frequency > 0 ? 1 / Double(frequency) : 1e-9
    }

    /// Seconds since ``init()``, never negative.
    ///
    /// ```swift
    /// let t = clock.now()
    /// ```
    public func now() -> TimeInterval {
        let ticks = SDL_GetPerformanceCounter()
        return ticks >= origin ? Double(ticks - origin) * secondsPerTick : 0
    }
}
