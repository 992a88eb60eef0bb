import Foundation

/// A spring-driven animation: what `.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`,
/// `.interpolatingSpring` and `Animation.default` build.
///
/// `animate(value:time:context:)` receives the change `value` (target − start). The attribute starts
/// at displacement x0 = −value from the target, with velocity v0 = `context.initialVelocity` (zero for a
/// fresh start; the Animator sets it when this spring takes over a running animation) plus
/// `value · initialVelocity` (the interpolating spring's initial velocity is a fraction of the change
/// per second, as SwiftUI's). It returns `value + x(t)`, where x follows the ``Spring``'s closed form.
///
/// Lifetime:
/// - logically complete (`context.isLogicallyComplete = true`) at t ≥ `spring.response`; removal
///   checks t ≥ response itself, so a context already marked complete by an earlier animation it was
///   shared with cannot remove the spring early;
/// - removed (`nil`) once logically complete *and* settled: √(x² + (x′/ω)²) ≤ 0.1 % of the motion's
///   scale R, where ω = 2π / response and R = max(|value|, |v0| / ω) (magnitudes are
///   `sqrt(magnitudeSquared)`). So the distance to the target is within 0.1 % of R and the speed
///   within 0.1 % of R·ω per second. The left side is the spring's energy expressed as an amplitude,
///   which never grows (d/dt [x² + x′²/ω²] = −4γx′²/ω² ≤ 0), so once settled a spring stays settled.
/// - A zero change with zero velocity, an instant spring (bad response, see ``Spring``) and a change
///   or velocity that is not finite finish at once (`nil`, logically complete).
///
/// Merging: `.spring`-style animations take over a running animation (`shouldMerge` is `true`); the
/// Animator then starts them from the current presentation value with `context.initialVelocity` set to
/// the current velocity, using the same context it passed to `shouldMerge`. Interpolating springs are
/// additive like timing curves (`shouldMerge` is `false`), as in SwiftUI, where their effects add.
///
/// Blending: when a spring with `blendDuration` > 0 takes over a ``SpringAnimation`` with a different
/// response, `shouldMerge` records the old spring's mass-normalised stiffness and damping in the
/// context. For t < blendDuration the motion integrates x″ = −K(t)·x − C(t)·x′ numerically, with K and C
/// blended linearly from the old spring's values to the new one's (RK4 on a fixed grid of 1 ms steps
/// from the merge — finer, 1 / max(ω, C), for very stiff springs — plus one partial step to the
/// requested time; the last grid state is kept in the context so each frame continues from it, and the
/// result depends only on t, not on the frame times). From blendDuration on, the new spring's closed
/// form continues from the blended state at blendDuration. A blend that would need more than 100 000
/// steps is skipped (the new spring starts at once).
///
/// Bad values: blendDuration NaN, negative or infinite → 0; initialVelocity NaN or infinite → 0;
/// time NaN or negative → 0, +infinity → settled.
///
/// ```swift
/// let spring = SpringAnimation(spring: Spring(duration: 0.5, bounce: 0.3))
/// var context = AnimationContext<Double>()
/// spring.animate(value: 100.0, time: 0.25, context: &context)   // ≈ 98.4: most of the way there
/// spring.animate(value: 100.0, time: 3, context: &context)      // nil: settled and removed
/// ```
public struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    /// The spring model.
    public let spring: Spring
    /// How long a change of response is blended when this spring takes over another one, in seconds.
    public let blendDuration: TimeInterval
    /// Initial velocity as a fraction of the change per second (interpolating springs).
    public let initialVelocity: Double
    /// Whether this spring takes over a running animation (`true`) or adds to it (interpolating springs).
    public let mergesWithPrevious: Bool

    /// A spring animation.
    ///
    /// ```swift
    /// let interactive = SpringAnimation(spring: Spring(response: 0.15, dampingRatio: 0.86),
    ///                                   blendDuration: 0.25)
    /// ```
    public init(spring: Spring, blendDuration: TimeInterval = 0, initialVelocity: Double = 0,
                mergesWithPrevious: Bool = true) {
        self.spring = spring
        self.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.mergesWithPrevious = mergesWithPrevious
    }

    /// The settle band, as a fraction of the motion's scale.
    static let settleFraction = 0.001
    /// The blend integration step on the grid anchored at the merge.
    static let blendStep: TimeInterval = 0.001
    /// More blend steps than this and the blend is skipped.
    static let maximumBlendSteps = 100_000

    /// The part of `value` covered at `time`: `value + x(t)`, or `nil` once settled (see the type's rules).
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// SpringAnimation(spring: .smooth).animate(value: 10, time: 0.5, context: &context)   // ≈ 9.86
    /// ```
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = Self.sanitized(time)
        guard let start = start(value: value, context: context) else {
            context.isLogicallyComplete = true
            return nil
        }
        let blend = context.state[BlendKey.self]
        var progress = context.state[BlendProgressKey<V>.self]
        let (x, v) = state(at: t, start: start, blend: blend, progress: &progress)
        if blend != nil { context.state[BlendProgressKey<V>.self] = progress }
        // Removal waits for this spring's own logical completion, whatever a shared context says.
        if t >= spring.response {
            context.isLogicallyComplete = true
            let omega = blend.map { $0.frequency(at: t, to: spring, over: blendDuration) } ?? spring.angularFrequency
            let amplitude = (x.magnitudeSquared + v.magnitudeSquared / (omega * omega)).squareRoot()
            if amplitude <= Self.settleFraction * start.scale(omega: spring.angularFrequency) { return nil }
        }
        return value + x
    }

    /// The closed-form (or, while blending, integrated) derivative x′(t); zero for an animation that
    /// finishes at once.
    ///
    /// ```swift
    /// SpringAnimation(spring: .bouncy).velocity(value: 1.0, time: 0, context: AnimationContext())   // 0
    /// ```
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let start = start(value: value, context: context) else { return .zero }
        var progress = context.state[BlendProgressKey<V>.self]
        return state(at: Self.sanitized(time), start: start, blend: context.state[BlendKey.self],
                     progress: &progress).v
    }

    /// `true` for springs (they take over), `false` for interpolating springs (they add). Records the
    /// previous spring for a response blend when `blendDuration` > 0 (see the type's documentation).
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// SpringAnimation(spring: .snappy).shouldMerge(previous: .spring, value: 1.0, time: 0.1,
    ///                                              context: &context)   // true
    /// ```
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        guard mergesWithPrevious else { return false }
        var blend: Blend?
        if blendDuration > 0, let old = previous.base as? SpringAnimation,
           !old.spring.isInstant, !spring.isInstant, old.spring.response != spring.response {
            let candidate = Blend(stiffness: old.spring.stiffness / old.spring.mass,
                                  damping: old.spring.damping / old.spring.mass)
            if candidate.stepCount(to: spring, over: blendDuration) <= Self.maximumBlendSteps { blend = candidate }
        }
        // No blend leaves no state, so an Animator can tick the spring on its linear fast path.
        if let blend {
            context.state[BlendKey.self] = blend
        } else {
            context.state.removeValue(forKey: BlendKey.self)
        }
        context.state.removeValue(forKey: BlendProgressKey<V>.self)
        return true
    }

    /// The parameters, SwiftUI style.
    ///
    /// ```swift
    /// SpringAnimation(spring: .smooth).description
    /// // "spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)"
    /// ```
    public var description: String {
        var text = "spring(response: \(spring.response), dampingFraction: \(spring.dampingRatio), "
            + "blendDuration: \(blendDuration)"
        if spring.mass != 1 { text += ", mass: \(spring.mass)" }
        if initialVelocity != 0 { text += ", initialVelocity: \(initialVelocity)" }
        if !mergesWithPrevious { text += ", additive" }
        return text + ")"
    }

    // MARK: - Motion

    /// Where the spring starts: displacement and velocity, and the scale settling is measured against.
    private struct Start<V: VectorArithmetic> {
        var x0: V
        var v0: V
        var valueMagnitude: Double
        var velocityMagnitude: Double

        /// R = max(|value|, |v0| / ω).
        func scale(omega: Double) -> Double { Swift.max(valueMagnitude, velocityMagnitude / omega) }
    }

    /// The start, or `nil` when the animation finishes at once.
    private func start<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Start<V>? {
        guard !spring.isInstant else { return nil }
        let v0 = context.initialVelocity + value.scaled(by: initialVelocity)
        let valueSquared = value.magnitudeSquared, velocitySquared = v0.magnitudeSquared
        guard valueSquared.isFinite, velocitySquared.isFinite, valueSquared > 0 || velocitySquared > 0 else {
            return nil
        }
        return Start(x0: .zero - value, v0: v0, valueMagnitude: valueSquared.squareRoot(),
                     velocityMagnitude: velocitySquared.squareRoot())
    }

    /// Displacement and velocity at `t`, blending first when a blend was recorded.
    private func state<V: VectorArithmetic>(at t: TimeInterval, start: Start<V>, blend: Blend?,
                                            progress: inout BlendProgress<V>?) -> (x: V, v: V) {
        guard let blend else {
            let moved = spring.displacement(from: start.x0, velocity: start.v0, time: t)
            return (moved.x, moved.velocity)
        }
        let (x, v) = blend.integrate(to: Swift.min(t, blendDuration), blendDuration: blendDuration, to: spring,
                                     start: (start.x0, start.v0), progress: &progress)
        guard t > blendDuration else { return (x, v) }
        let moved = spring.displacement(from: x, velocity: v, time: t - blendDuration)
        return (moved.x, moved.velocity)
    }

    /// NaN and negative times count as 0.
    private static func sanitized(_ time: TimeInterval) -> TimeInterval { time.isNaN ? 0 : Swift.max(time, 0) }
}

// MARK: - Linear view

extension SpringAnimation: LinearAnimation {
    var isLinear: Bool { true }
    var usesLinearMemory: Bool { false }

    /// Below ``LinearStart/limit`` for the start and for the spring's own v0 = v0 + value·initialVelocity.
    func supportsLinear(_ start: LinearStart) -> Bool {
        guard start.isSafe else { return false }
        let iv = initialVelocity
        let extra = iv * iv * start.valueSquared
        let w = springVelocitySquared(start)
        return extra <= LinearStart.limit && w.isFinite && w <= LinearStart.limit
    }

    /// |v0 + value·initialVelocity|² from the invariants.
    private func springVelocitySquared(_ start: LinearStart) -> Double {
        let iv = initialVelocity
        guard iv != 0 else { return start.velocitySquared }
        return Swift.max(0, start.velocitySquared + 2 * iv * start.dot + iv * iv * start.valueSquared)
    }

    /// `animate` without a blend, in coefficients. With x0 = −value and the spring's own
    /// v0ₛ = v0 + value·initialVelocity, x = A·x0 + B·v0ₛ = (B·initialVelocity − A)·value + B·v0, so
    /// covered = value + x has a = 1 − A + B·initialVelocity and b = B; likewise x′ = (B′·initialVelocity
    /// − A′)·value + B′·v0. The settle test needs |x|² and |x′|², which are quadratic forms in the
    /// invariants: |p·value + q·v0|² = p²|value|² + 2pq·(value·v0) + q²|v0|².
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        let t = Self.sanitized(time)
        guard !spring.isInstant else { return .finished(logicallyComplete: true) }
        let valueSquared = start.valueSquared
        let velocitySquared = springVelocitySquared(start)
        guard valueSquared.isFinite, velocitySquared.isFinite, valueSquared > 0 || velocitySquared > 0 else {
            return .finished(logicallyComplete: true)
        }
        let iv = initialVelocity
        let k = spring.coefficients(at: t)
        let p = k.b * iv - k.a, q = k.b
        guard t >= spring.response else { return LinearSample(a: 1 + p, b: q) }
        let omega = spring.angularFrequency
        let r = k.db * iv - k.da, s = k.db
        func squared(_ p: Double, _ q: Double) -> Double {
            let sum = p * p * valueSquared + (q == 0 ? 0 : 2 * p * q * start.dot + q * q * start.velocitySquared)
            return Swift.max(0, sum)
        }
        let amplitude = (squared(p, q) + squared(r, s) / (omega * omega)).squareRoot()
        let scale = Swift.max(valueSquared.squareRoot(), velocitySquared.squareRoot() / omega)
        if amplitude <= Self.settleFraction * scale { return .finished(logicallyComplete: true) }
        return LinearSample(a: 1 + p, b: q, isLogicallyComplete: true)
    }
}

// MARK: - Blending

/// The spring being blended from, mass-normalised: K = k / m and C = c / m.
private struct Blend: Hashable {
    var stiffness: Double
    var damping: Double

    /// The grid step: 1 ms, or finer for stiff springs so RK4 stays well inside its stability region.
    func step(to spring: Spring) -> Double {
        let fastest = Swift.max(stiffness.squareRoot(), damping, spring.angularFrequency, spring.damping / spring.mass)
        return Swift.min(SpringAnimation.blendStep, 1 / fastest)
    }

    func stepCount(to spring: Spring, over blendDuration: Double) -> Int {
        let count = (blendDuration / step(to: spring)).rounded(.up)
        return count.isFinite && count < Double(Int.max / 2) ? Int(count) : .max
    }

    /// (K, C) at time `s` of the blend.
    func parameters(at s: Double, to spring: Spring, over blendDuration: Double) -> (k: Double, c: Double) {
        let w = Swift.min(Swift.max(s / blendDuration, 0), 1)
        let k1 = spring.stiffness / spring.mass, c1 = spring.damping / spring.mass
        return (stiffness + (k1 - stiffness) * w, damping + (c1 - damping) * w)
    }

    /// √K at time `t`, the blended natural frequency.
    func frequency(at t: Double, to spring: Spring, over blendDuration: Double) -> Double {
        parameters(at: t, to: spring, over: blendDuration).k.squareRoot()
    }

    /// Integrates from the last stored grid point (or the start) to `t` ≤ blendDuration.
    func integrate<V: VectorArithmetic>(to t: Double, blendDuration: Double, to spring: Spring, start: (V, V),
                                        progress: inout BlendProgress<V>?) -> (x: V, v: V) {
        let h = step(to: spring)
        if let stored = progress, Double(stored.step) * h > t { progress = nil }   // time went back
        var current = progress ?? BlendProgress(step: 0, x: start.0, v: start.1)
        let lastStep = Int((t / h).rounded(.down))
        while current.step < lastStep {
            let s = Double(current.step) * h
            (current.x, current.v) = rk4(x: current.x, v: current.v, from: s, by: h, spring: spring,
                                         blendDuration: blendDuration)
            current.step += 1
        }
        progress = current
        let remainder = t - Double(current.step) * h
        guard remainder > 0 else { return (current.x, current.v) }
        return rk4(x: current.x, v: current.v, from: Double(current.step) * h, by: remainder, spring: spring,
                   blendDuration: blendDuration)
    }

    /// One classical Runge–Kutta step of x″ = −K(s)·x − C(s)·x′.
    private func rk4<V: VectorArithmetic>(x: V, v: V, from s: Double, by h: Double, spring: Spring,
                                          blendDuration: Double) -> (V, V) {
        func acceleration(_ s: Double, _ x: V, _ v: V) -> V {
            let p = parameters(at: s, to: spring, over: blendDuration)
            return .zero - x.scaled(by: p.k) - v.scaled(by: p.c)
        }
        let half = h / 2
        let a1 = acceleration(s, x, v)
        let x2 = x + v.scaled(by: half), v2 = v + a1.scaled(by: half)
        let a2 = acceleration(s + half, x2, v2)
        let x3 = x + v2.scaled(by: half), v3 = v + a2.scaled(by: half)
        let a3 = acceleration(s + half, x3, v3)
        let x4 = x + v3.scaled(by: h), v4 = v + a3.scaled(by: h)
        let a4 = acceleration(s + h, x4, v4)
        let sixth = h / 6
        let nextX = x + (v + v2.scaled(by: 2) + v3.scaled(by: 2) + v4).scaled(by: sixth)
        let nextV = v + (a1 + a2.scaled(by: 2) + a3.scaled(by: 2) + a4).scaled(by: sixth)
        return (nextX, nextV)
    }
}

/// The integrated state at grid step `step` (time `step · h` since the merge).
private struct BlendProgress<V: VectorArithmetic> {
    var step: Int
    var x: V
    var v: V
}

private struct BlendKey: AnimationStateKey {
    static var defaultValue: Blend? { nil }
}

private struct BlendProgressKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: BlendProgress<V>? { nil }
}
