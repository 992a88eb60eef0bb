import Foundation

/// An animation that runs its base faster or slower: the base sees `t · speed`.
///
/// Made by ``Animation/speed(_:)``. Velocities follow the chain rule: the reported velocity is the
/// base's times `speed`, and an initial (merge) velocity is divided by `speed` before the base sees it.
/// Merging and logical completion are the base's.
///
/// Bad values: a speed that is zero, negative, NaN or infinite makes the animation finish at once —
/// `animate` returns `nil` at any time, so an `Animator` shows the new value immediately.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let quick = SpeedAnimation(base: .linear(duration: 1), speed: 2)
/// quick.animate(value: 10, time: 0.25, context: &context)   // 5: the base is at 0.5 s
/// ```
public struct SpeedAnimation: CustomAnimation, KnownDurationAnimation {
    /// The animation being sped up or slowed down.
    public let base: Animation
    /// The factor applied to time, as given.
    public let speed: Double

    /// Wraps `base`. See the type's notes for bad speeds.
    public init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed
    }

    /// Whether `speed` is usable (finite and positive).
    private var isValid: Bool { speed.isFinite && speed > 0 }

    /// The time the base sees at `time`, kept finite.
    private func baseTime(_ time: TimeInterval) -> TimeInterval {
        guard time > 0 else { return 0 }
        return min(time * speed, .greatestFiniteMagnitude)
    }

    /// Runs `body` with the context's initial velocity expressed in the base's time.
    private func inBaseTime<V: VectorArithmetic, R>(_ context: inout AnimationContext<V>,
                                                    _ body: (inout AnimationContext<V>) -> R) -> R {
        let saved = context.initialVelocity
        context.initialVelocity = saved.scaled(by: 1 / speed)
        defer { context.initialVelocity = saved }
        return body(&context)
    }

    /// The base's covered amount at `time · speed`; `nil` for a bad speed.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard isValid else { return nil }
        let t = baseTime(time)
        return inBaseTime(&context) { base.animate(value: value, time: t, context: &$0) }
    }

    /// The base's velocity times `speed`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard isValid else { return .zero }
        var copy = context
        let t = baseTime(time)
        return inBaseTime(&copy) { base.velocity(value: value, time: t, context: $0) }?.scaled(by: speed)
    }

    /// The base's answer (false for a bad speed).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        guard isValid else { return false }
        return inBaseTime(&context) { base.shouldMerge(previous: previous, value: value, time: time, context: &$0) }
    }

    /// The base's length divided by `speed`; 0 for a bad speed (it finishes at once).
    var knownDuration: TimeInterval? {
        guard isValid else { return 0 }
        return base.fixedDuration.map { $0 / speed }
    }
}

extension SpeedAnimation: LinearAnimation {
    var isLinear: Bool { !isValid || base.linear != nil }
    var usesLinearMemory: Bool { base.linear?.usesLinearMemory ?? false }

    /// A bad speed always finishes; otherwise the base must support the start with v0 / speed, and
    /// 1 / speed must be finite.
    func supportsLinear(_ start: LinearStart) -> Bool {
        guard isValid else { return true }
        guard let linear = base.linear else { return false }
        let factor = 1 / speed
        let scaled = start.scalingVelocity(by: factor)
        return factor.isFinite && scaled.isSafe && linear.supportsLinear(scaled)
    }

    /// The base's sample at `time · speed` for a start whose v0 is divided by `speed` (so b is too);
    /// finished, not logically complete, for a bad speed, as `animate`.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        guard isValid else { return .finished(logicallyComplete: false) }
        let factor = 1 / speed
        var sample = base.linear!.linearSample(at: baseTime(time), start: start.scalingVelocity(by: factor),
                                               memory: &memory)
        if sample.b != 0 { sample.b *= factor }
        return sample
    }
}

extension SpeedAnimation: CustomStringConvertible {
    /// The animation as SwiftUI source spells it.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).speed(2).description   // "linear(duration: 1.0).speed(2.0)"
    /// ```
    public var description: String { "\(base).speed(\(speed))" }
}
