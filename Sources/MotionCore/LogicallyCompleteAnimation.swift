import Foundation

/// An animation that reports logical completion `duration` seconds after its start, or earlier if
/// its base completes logically earlier. Values, velocity, merging and removal are the base's.
///
/// Made by ``Animation/logicallyComplete(after:)``. Bad values: a negative or NaN duration counts as
/// 0 (complete from the start); an infinite one adds nothing (only the base's own completion counts).
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let early = LogicallyCompleteAnimation(base: .linear(duration: 2), duration: 0.5)
/// _ = early.animate(value: 1, time: 0.6, context: &context)
/// context.isLogicallyComplete   // true
/// ```
public struct LogicallyCompleteAnimation: CustomAnimation, KnownDurationAnimation {
    /// The animation that runs.
    public let base: Animation
    /// Seconds after the start at which the animation counts as logically complete; ≥ 0, maybe infinite.
    public let duration: TimeInterval

    /// Wraps `base`; `duration` is clamped as described above.
    public init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration > 0 ? duration : 0   // NaN and negatives become 0
    }

    /// The base's covered amount; marks logical completion from `time ≥ duration`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    /// The base's velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// The base's answer.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The base's length.
    var knownDuration: TimeInterval? { base.fixedDuration }
}

extension LogicallyCompleteAnimation: LinearAnimation {
    var isLinear: Bool { base.linear != nil }
    var usesLinearMemory: Bool { base.linear?.usesLinearMemory ?? false }
    func supportsLinear(_ start: LinearStart) -> Bool { base.linear?.supportsLinear(start) ?? false }

    /// The base's sample, logically complete also from `time ≥ duration`.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        var sample = base.linear!.linearSample(at: time, start: start, memory: &memory)
        if time >= duration { sample.isLogicallyComplete = true }
        return sample
    }
}

extension LogicallyCompleteAnimation: CustomStringConvertible {
    /// The animation as SwiftUI source spells it.
    ///
    /// ```swift
    /// Animation.linear(duration: 2).logicallyComplete(after: 0.5).description
    /// // "linear(duration: 2.0).logicallyComplete(after: 0.5)"
    /// ```
    public var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
