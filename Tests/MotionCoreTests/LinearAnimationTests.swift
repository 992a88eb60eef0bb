import XCTest
@testable import MotionCore
import MotionTestSupport

/// The linear views against the generic `animate`, driven directly on a context: for each frame the
/// covered amount value·a + v0·b, the logical completion and the removal must match.
final class LinearAnimationTests: XCTestCase {
    func testStartInvariants() {
        // value (3, 4), v0 (1, −2): |value|² = 25, |v0|² = 5, value·v0 = 3 − 8 = −5 (by hand).
        let start = LinearStart(value: AnimatablePair(3.0, 4.0), velocity: AnimatablePair(1.0, -2.0))
        XCTAssertEqual(start.valueSquared, 25)
        XCTAssertEqual(start.velocitySquared, 5)
        XCTAssertEqual(start.dot, -5)
        // Without velocity the dot product is exactly 0.
        XCTAssertEqual(LinearStart(value: 0.1, velocity: 0.0).dot, 0)
        XCTAssertFalse(LinearStart(value: 1e200, velocity: 0.0).isSafe)
    }

    func testEveryBuiltInKindHasALinearView() {
        let linear: [Animation] = [
            .linear, .easeIn(duration: 0.3), .timingCurve(0.1, -0.5, 0.9, 1.5, duration: 1),
            .spring, .bouncy, .interactiveSpring, .interpolatingSpring(stiffness: 100, damping: 5, initialVelocity: 3),
            Animation.linear.delay(1), Animation.spring.speed(2), Animation.easeOut.logicallyComplete(after: 0.1),
            Animation.easeIn.repeatCount(3), Animation.easeIn.delay(0.2).repeatForever(),
            Animation.easeIn.repeatCount(2).delay(0.3), Animation.spring.repeatCount(0), Animation.spring.speed(0),
        ]
        for animation in linear { XCTAssertNotNil(animation.linear, "\(animation)") }
        // Repeats of a spring (unknown length), repeats of repeats and custom animations fall back.
        let generic: [Animation] = [
            Animation.spring.repeatCount(2), Animation.linear.repeatCount(2).repeatCount(2),
            Animation.linear.repeatForever().delay(1).repeatCount(3), .fixtureLinear(1), Animation.fixtureLinear(1).delay(1),
            Animation.fixtureLinear(1).repeatCount(2),
        ]
        for animation in generic { XCTAssertNil(animation.linear, "\(animation)") }
    }

    func testTimingCurveSampleIsTheCurve() {
        // easeInOut is symmetric: y(0.5) = 0.5, so after 1 s of 2 s a = 0.5 and b = 0.
        var memory = LinearMemory()
        let start = LinearStart(value: 10.0, velocity: 0.0)
        let sample = TimingCurveAnimation(curve: .easeInOut, duration: 2).linearSample(at: 1, start: start, memory: &memory)
        XCTAssertEqual(sample.a, 0.5, accuracy: 1e-15)
        XCTAssertEqual(sample.b, 0)
        XCTAssertFalse(sample.isFinished || sample.isLogicallyComplete)
        let end = TimingCurveAnimation(curve: .easeInOut, duration: 2).linearSample(at: 2, start: start, memory: &memory)
        XCTAssertTrue(end.isFinished && end.isLogicallyComplete)
    }

    func testCriticalSpringSampleMatchesTheClosedForm() {
        // Critically damped, ω = 2π (response 1): x(t) = (x0 + (v0 + ω x0) t) e^{−ωt} with x0 = −value,
        // so covered = value + x = value·(1 − (1 + ωt) e^{−ωt}) + v0·t e^{−ωt}: a = 1 − (1 + ωt)e^{−ωt}, b = t e^{−ωt}.
        let spring = SpringAnimation(spring: Spring(response: 1, dampingRatio: 1))
        var memory = LinearMemory()
        let omega = 2 * Double.pi, t = 0.3
        let sample = spring.linearSample(at: t, start: LinearStart(value: 2.0, velocity: 1.0), memory: &memory)
        XCTAssertEqual(sample.a, 1 - (1 + omega * t) * exp(-omega * t), accuracy: 1e-14)
        XCTAssertEqual(sample.b, t * exp(-omega * t), accuracy: 1e-14)
    }

    func testRepeatBackwardPassMirrors() {
        // linear 1 s, twice, autoreversing: at 1.25 s the backward pass has covered 1 − 0.25 = 0.75.
        let twice = RepeatAnimation(base: .linear(duration: 1), repeatCount: 2, autoreverses: true)
        var memory = LinearMemory()
        let sample = twice.linearSample(at: 1.25, start: LinearStart(value: 1.0, velocity: 0.0), memory: &memory)
        XCTAssertEqual(sample.a, 0.75, accuracy: 1e-15)
        XCTAssertTrue(sample.isLogicallyComplete == false && sample.isFinished == false)
        XCTAssertTrue(twice.linearSample(at: 2, start: LinearStart(value: 1.0, velocity: 0.0), memory: &memory).isFinished)
    }

    /// A repeated delay whose base ends (by rounding) an ulp before the pass does: the repeat holds
    /// the base's last value in that pass. The linear view must hold the same one.
    func testRepeatHoldsTheBaseValueWhenTheBaseEndsInsideItsPass() {
        var rng = SeededRandom(seed: 11)
        var found = 0
        for _ in 0..<20_000 where found < 20 {
            let delay = rng.double(0.01, 1), duration = rng.double(0.01, 1)
            let length = delay + duration
            let local = length.nextDown
            guard local - delay >= duration else { continue }   // the base is done inside the pass
            found += 1
            let animation = Animation.easeOut(duration: duration).delay(delay).repeatCount(3, autoreverses: true)
            // With a frame earlier in the pass (held value = that frame's) and without (held = zero).
            for times in [[0.5 * length, local], [local], [length + 0.3 * length, length + local]] {
                compare(animation, value: 7.0, velocity: 0.0, times: times, label: "hold \(delay) \(duration)")
            }
        }
        XCTAssertGreaterThanOrEqual(found, 20)
    }

    /// The chains named in the fast path's brief, each with a Double and a pair, at rest and with an
    /// initial velocity, at 1/60 s frames plus the exact pass boundaries.
    func testNamedChainsMatchTheGenericPath() {
        let named: [(String, Animation)] = [
            ("repeat 3 autoreverses", Animation.easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)),
            ("repeat 4 autoreverses", Animation.easeOut(duration: 0.4).repeatCount(4, autoreverses: true)),
            ("repeat 3", Animation.easeIn(duration: 0.4).repeatCount(3, autoreverses: false)),
            ("repeat forever autoreverses", Animation.linear(duration: 0.3).repeatForever()),
            ("delay∘repeat", Animation.easeIn(duration: 0.3).repeatCount(3).delay(0.25)),
            ("repeat∘delay", Animation.easeIn(duration: 0.3).delay(0.25).repeatCount(3)),
            ("repeat∘speed", Animation.timingCurve(0.3, 1.6, 0.6, -0.4, duration: 0.5).speed(1.7).repeatCount(2)),
            ("speed∘repeat", Animation.easeOut(duration: 0.5).repeatCount(2).speed(0.6)),
            ("under-damped", .spring(response: 0.4, dampingFraction: 0.3)),
            ("critically damped", .spring(response: 0.4, dampingFraction: 1)),
            ("over-damped", .spring(response: 0.4, dampingFraction: 3)),
            ("interpolating, initial velocity", .interpolatingSpring(stiffness: 120, damping: 8, initialVelocity: -4)),
            ("spring speed delay", Animation.bouncy.speed(1.5).delay(0.2)),
            ("spring marked complete early", Animation.smooth.logicallyComplete(after: 0.1)),
            ("bad speed", Animation.spring.speed(-1)),
            ("empty repeat", Animation.easeIn.repeatCount(0)),
        ]
        for (name, animation) in named {
            var times = (0...360).map { Double($0) / 60 }
            times += [0.3, 0.4, 0.5, 0.55, 0.8, 0.85, 1.2, 1.15].flatMap { [$0.nextDown, $0] }
            times.sort()
            for velocity in [0.0, 6.0] {
                compare(animation, value: 2.5, velocity: velocity, times: times, label: name)
                compare(animation, value: AnimatablePair(-3.0, 40.0), velocity: AnimatablePair(velocity, -velocity),
                        times: times, label: name)
            }
        }
    }

    /// 1,000 seeded chains (every kind, up to three modifiers, bad values included), each sampled
    /// along a random frame sequence with Double or pair values and a random initial velocity.
    func testRandomChainsMatchTheGenericPath() {
        var linearCount = 0, springCount = 0, repeatCount = 0, removed = 0, frames = 0
        for seed in 0..<1000 {
            var rng = SeededRandom(seed: UInt64(seed) &+ 1000)
            let chain = RandomChain.random(&rng)
            XCTAssertEqual(chain.animation.linear != nil, RandomChain.expectsLinear(chain.shape), "\(chain)")
            guard chain.animation.linear != nil else { continue }
            linearCount += 1
            if RandomChain.containsSpring(chain.shape) { springCount += 1 }
            if RandomChain.containsRepeat(chain.shape) { repeatCount += 1 }
            let times = Self.frames(&rng, shape: chain.shape)
            let hasVelocity = rng.chance(0.7)
            if rng.chance(0.5) {
                let value = rng.double(-500, 500), velocity = hasVelocity ? rng.double(-3000, 3000) : 0
                (frames, removed) = add((frames, removed), compare(chain.animation, value: value, velocity: velocity,
                                                                    times: times, label: "seed \(seed) \(chain)"))
            } else {
                let value = AnimatablePair(rng.double(-500, 500), rng.double(-500, 500))
                let velocity = hasVelocity ? AnimatablePair(rng.double(-3000, 3000), rng.double(-3000, 3000)) : .zero
                (frames, removed) = add((frames, removed), compare(chain.animation, value: value, velocity: velocity,
                                                                    times: times, label: "seed \(seed) \(chain)"))
            }
        }
        // Enough of every kind was really compared, most of them up to their removal.
        XCTAssertGreaterThan(linearCount, 750)
        XCTAssertGreaterThan(springCount, 250)
        XCTAssertGreaterThan(repeatCount, 200)
        XCTAssertGreaterThan(removed, 500)
        XCTAssertGreaterThan(frames, 30_000)
    }

    // MARK: - Helpers

    /// Frame times: random steps (some of zero), with jumps exactly onto the chain's pass boundaries.
    static func frames(_ rng: inout SeededRandom, shape: RandomChain.Shape) -> [Double] {
        var marks: [Double] = []
        func collect(_ shape: RandomChain.Shape, offset: Double) {
            if let length = RandomChain.knownLength(shape), length > 0, length.isFinite {
                for k in 1...5 { marks.append(offset + Double(k) * length) }
            }
            switch shape {
            case .curve, .spring: break
            case let .delay(base, delay): collect(base, offset: offset + (delay.isFinite && delay > 0 ? delay : 0))
            case let .speed(base, _), let .repeatCount(base, _), let .logicallyComplete(base, _): collect(base, offset: offset)
            }
        }
        collect(shape, offset: 0)
        marks.sort()
        var times: [Double] = []
        var t = rng.chance(0.2) ? 0 : rng.double(0, 0.05)
        while times.count < 500 && t < 40 {
            times.append(t)
            if rng.chance(0.2), let next = marks.first(where: { $0 > t }) {
                t = rng.chance(0.5) ? next : next.nextDown
            } else if !rng.chance(0.05) {
                t += rng.double(0, 0.12)
            }
        }
        return times
    }

    private func add(_ lhs: (Int, Int), _ rhs: (frames: Int, removed: Bool)) -> (Int, Int) {
        (lhs.0 + rhs.frames, lhs.1 + (rhs.removed ? 1 : 0))
    }

    /// Drives `animation.animate` on one context and the linear view with one memory over `times`,
    /// stopping when the generic path returns `nil`. Returns the frames compared and whether the
    /// animation was removed.
    @discardableResult
    func compare<V: VectorArithmetic>(_ animation: Animation, value: V, velocity: V, times: [Double],
                                      label: String) -> (frames: Int, removed: Bool) {
        guard let linear = animation.linear else { XCTFail("not linear: \(label)"); return (0, false) }
        let start = LinearStart(value: value, velocity: velocity)
        XCTAssertTrue(linear.supportsLinear(start), label)
        var context = AnimationContext<V>()
        context.initialVelocity = velocity
        var memory = LinearMemory()
        var complete = false
        for (frame, t) in times.enumerated() {
            let generic = animation.animate(value: value, time: t, context: &context)
            let sample = linear.linearSample(at: t, start: start, memory: &memory)
            complete = complete || sample.isLogicallyComplete
            XCTAssertEqual(sample.isFinished, generic == nil, "removal, frame \(frame) t \(t): \(label)")
            XCTAssertEqual(complete, context.isLogicallyComplete, "logical completion, frame \(frame) t \(t): \(label)")
            guard let generic, !sample.isFinished else { return (frame + 1, true) }
            let fast = value.scaled(by: sample.a) + velocity.scaled(by: sample.b)
            let scale = norm(value) * max(1, abs(sample.a)) + norm(velocity) * max(1, abs(sample.b))
            XCTAssertLessThanOrEqual(norm(fast - generic), 1e-12 * scale, "covered, frame \(frame) t \(t): \(label)")
            if norm(fast - generic) > 1e-12 * scale { return (frame + 1, false) }
        }
        return (times.count, false)
    }
}
