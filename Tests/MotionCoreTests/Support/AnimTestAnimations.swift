import Foundation
@testable import MotionCore

/// Test fixture: covers `value · t / duration`, returns `nil` from `t ≥ duration`; a known length.
/// A duration that is not positive (or NaN) finishes at once.
struct FixtureLinear: CustomAnimation, KnownDurationAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time < duration else { return nil }
        return value.scaled(by: max(0, time) / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time < duration else { return .zero }
        return value.scaled(by: 1 / duration)
    }

    var knownDuration: TimeInterval? { duration > 0 ? duration : 0 }
}

/// Test fixture: the same ramp, but its length is not declared and it reports no velocity, so
/// repeats find pass ends by `nil` and the animator estimates its velocity.
struct FixtureUnknownLinear: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time < duration else { return nil }
        return value.scaled(by: max(0, time) / duration)
    }
}

/// Test fixture: a critically damped spring, ω = 2π / response, that merges with whatever runs.
///
/// Displacement from the end y(t) = (y₀ + (v₀ + ω y₀) t) e^{−ωt}, y₀ = −value, v₀ = the context's
/// initial velocity; covered c(t) = value + y(t); c′(t) = e^{−ωt} (v₀ − ω (v₀ + ω y₀) t).
/// Logically complete from t ≥ response; finished (nil) from t ≥ 12 / ω.
struct FixtureSpring: CustomAnimation {
    var response: TimeInterval

    var omega: Double { 2 * .pi / response }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = max(0, time)
        if t >= response { context.isLogicallyComplete = true }
        guard t < 12 / omega else { return nil }
        let y0 = V.zero - value
        let v0 = context.initialVelocity
        let y = (y0 + (v0 + y0.scaled(by: omega)).scaled(by: t)).scaled(by: exp(-omega * t))
        return value + y
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let t = max(0, time)
        let y0 = V.zero - value
        let v0 = context.initialVelocity
        return (v0 - (v0 + y0.scaled(by: omega)).scaled(by: omega * t)).scaled(by: exp(-omega * t))
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        true
    }
}

/// Test fixture: returns a non-finite value (a misbehaving custom animation).
struct FixtureNaN: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: .nan)
    }
}

extension Animation {
    static func fixtureLinear(_ duration: TimeInterval) -> Animation { Animation(FixtureLinear(duration: duration)) }
    static func fixtureUnknown(_ duration: TimeInterval) -> Animation { Animation(FixtureUnknownLinear(duration: duration)) }
    static func fixtureSpring(_ response: TimeInterval) -> Animation { Animation(FixtureSpring(response: response)) }
}

/// Evaluates `animation` with a fresh context at each of `times` in order, returning the results.
func sampleAnimation(_ animation: Animation, value: Double, at times: [TimeInterval]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

/// Reference for timing curves, independent of `UnitCurve`: the cubic Bézier through (0,0), (c0x,c0y),
/// (c1x,c1y), (1,1) — B(s) = 3(1−s)²s·c0 + 3(1−s)s²·c1 + s³ per coordinate — solved for x by plain
/// bisection (x(s) is increasing for control x in [0, 1]), 200 halvings.
func referenceBezierY(atX x: Double, _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) -> Double {
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(mid, c0x, c1x) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, c0y, c1y)
}
