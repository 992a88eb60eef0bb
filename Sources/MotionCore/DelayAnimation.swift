import Foundation

/// An animation that waits, then runs its base animation: the base sees `max(0, t − delay)`.
///
/// Made by ``Animation/delay(_:)``. While waiting the value stays where the base starts (nothing
/// covered) and the velocity is zero. Velocity, merging and logical completion are the base's.
///
/// Bad values: a negative, NaN or infinite delay is stored as 0 (no delay).
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let late = DelayAnimation(base: .linear(duration: 1), delay: 0.5)
/// late.animate(value: 10, time: 0.25, context: &context)   // 0: still waiting
/// ```
public struct DelayAnimation: CustomAnimation, KnownDurationAnimation {
    /// The animation that runs after the delay.
    public let base: Animation
    /// The wait in seconds; always finite and ≥ 0.
    public let delay: TimeInterval

    /// Wraps `base`; `delay` is clamped as described above.
    public init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    /// The time the base sees at `time`.
    private func baseTime(_ time: TimeInterval) -> TimeInterval {
        let t = time - delay
        return t > 0 ? t : 0   // also maps NaN to 0
    }

    /// The base's covered amount at `max(0, time − delay)`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    /// Zero while waiting, then the base's velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time - delay >= 0 else { return .zero }
        return base.velocity(value: value, time: baseTime(time), context: context)
    }

    /// The base's answer.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// `delay` plus the base's length, when the base has one.
    var knownDuration: TimeInterval? {
        base.fixedDuration.map { delay + $0 }
    }
}

extension DelayAnimation: LinearAnimation {
    var isLinear: Bool { base.linear != nil }
    var usesLinearMemory: Bool { base.linear?.usesLinearMemory ?? false }
    func supportsLinear(_ start: LinearStart) -> Bool { base.linear?.supportsLinear(start) ?? false }

    /// The base's sample at `max(0, time − delay)`.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        base.linear!.linearSample(at: baseTime(time), start: start, memory: &memory)
    }
}

extension DelayAnimation: CustomStringConvertible {
    /// The animation as SwiftUI source spells it.
    ///
    /// ```swift
    /// Animation.easeIn(duration: 0.2).delay(0.1).description   // "easeIn(duration: 0.2).delay(0.1)"
    /// ```
    public var description: String { "\(base).delay(\(delay))" }
}
