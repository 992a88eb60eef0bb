import XCTest
@testable import MotionCore
import MotionTestSupport

final class AnimatorTests: XCTestCase {
    func testRestingAnimator() {
        var a = Animator(3.0)
        XCTAssertEqual(a.value, 3)
        XCTAssertEqual(a.target, 3)
        XCTAssertEqual(a.velocity, 0)
        XCTAssertFalse(a.isAnimating)
        XCTAssertTrue(a.isLogicallyComplete)
        XCTAssertEqual(a.advance(to: 10), 3)
    }

    func testSingleTimingCurve() {
        // 0 → 10 over a 1 s ramp: value = 10·t, velocity 10.
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 2)
        XCTAssertEqual(a.value, 0)
        XCTAssertEqual(a.target, 10)
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.advance(to: 2.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(a.velocity, 10, accuracy: 1e-12)
        XCTAssertFalse(a.isLogicallyComplete)
        XCTAssertEqual(a.advance(to: 3), 10)
        XCTAssertFalse(a.isAnimating)
        XCTAssertEqual(a.velocity, 0)
    }

    func testInterruptedTimingCurveHasNoJumpAndAddsUp() {
        // 0 → 10 over 1 s; at 0.5 (value 5) retarget to 20 with another 1 s ramp.
        // Run 1: remaining 10 − 10t; run 2 (from 0.5, delta 10): remaining 10 − 10(t − 0.5).
        // value = 20 − remaining₁ − remaining₂: at 0.5 → 5, at 0.75 → 10, at 1.0 → 15 (run 1 gone), at 1.5 → 20.
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        XCTAssertEqual(a.advance(to: 0.5), 5, accuracy: 1e-12)
        a.setTarget(20, animation: .fixtureLinear(1), at: 0.5)
        XCTAssertEqual(a.value, 5, accuracy: 1e-12)   // no jump at the instant of change
        XCTAssertEqual(a.animationCount, 2)
        XCTAssertEqual(a.velocity, 20, accuracy: 1e-12)
        XCTAssertEqual(a.advance(to: 0.75), 10, accuracy: 1e-12)
        XCTAssertEqual(a.advance(to: 1.0), 15, accuracy: 1e-12)
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.velocity, 10, accuracy: 1e-12)
        XCTAssertEqual(a.advance(to: 1.5), 20)
        XCTAssertFalse(a.isAnimating)
    }

    func testInterruptionWithAnEasedCurveIsContinuousFrameByFrame() {
        // Retarget every 0.2 s while frames run at 1/60: the largest frame-to-frame step never
        // exceeds what the summed velocities allow (each ramp moves at most |delta|/duration per second).
        var a = Animator(0.0)
        var previous = a.value
        var maxStep = 0.0
        for frame in 0...240 {
            let t = Double(frame) / 60
            if frame % 12 == 0 { a.setTarget(Double(frame % 24 == 0 ? 100 : -100), animation: .fixtureLinear(0.5), at: t) }
            a.advance(to: t)
            maxStep = max(maxStep, abs(a.value - previous))
            previous = a.value
        }
        // Deltas are at most 200 and ≤ 3 ramps overlap (0.5 s / 0.2 s): at most 3·400/60 = 20 per frame.
        XCTAssertLessThanOrEqual(maxStep, 20 + 1e-9)
    }

    func testMergingAnimationKeepsPositionAndVelocity() {
        var a = Animator(0.0)
        a.setTarget(1, animation: .fixtureSpring(1), at: 0)
        a.advance(to: 0.3)
        let p = a.value, v = a.velocity
        XCTAssertGreaterThan(v, 0)
        a.setTarget(2, animation: .fixtureSpring(1), at: 0.3)
        XCTAssertEqual(a.animationCount, 1)          // took over
        XCTAssertEqual(a.value, p, accuracy: 1e-12)   // from where it was …
        XCTAssertEqual(a.velocity, v, accuracy: 1e-12) // … at the speed it had
        // Afterwards it must follow the critically damped ODE x″ = −ω²(x − 2) − 2ω x′ (ω = 2π).
        // Check with central differences on the animator's own output (h = 1e-3, error O(h²)).
        let omega = 2 * Double.pi
        let h = 1e-3
        var samples: [Double] = []
        var velocities: [Double] = []
        for k in 0...2 { samples.append(a.advance(to: 0.5 + Double(k) * h)); velocities.append(a.velocity) }
        let x = samples[1]
        let dx = (samples[2] - samples[0]) / (2 * h)
        let ddx = (samples[2] - 2 * samples[1] + samples[0]) / (h * h)
        XCTAssertEqual(ddx, -omega * omega * (x - 2) - 2 * omega * dx, accuracy: 1e-3)
        XCTAssertEqual(velocities[1], dx, accuracy: 1e-4)
    }

    func testTimingCurveDoesNotMergeWithASpring() {
        var a = Animator(0.0)
        a.setTarget(1, animation: .fixtureSpring(1), at: 0)
        a.advance(to: 0.2)
        let p = a.value
        a.setTarget(5, animation: .fixtureLinear(1), at: 0.2)
        XCTAssertEqual(a.animationCount, 2)
        XCTAssertEqual(a.value, p, accuracy: 1e-12)
    }

    func testMergeIsAskedAgainstTheNewestAnimationWithCurrentVelocity() {
        let log = Probe.Log()
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(2), at: 0)
        a.setTarget(20, animation: .fixtureLinear(4), at: 1)   // value 5, velocity 5 + 2.5 = 7.5 after
        a.advance(to: 1.5)                                       // 20 − (10 − 7.5) − (10 − 1.25) = 8.75
        XCTAssertEqual(a.value, 8.75, accuracy: 1e-12)
        a.setTarget(30, animation: Animation(Probe(log: log)), at: 1.5)
        XCTAssertEqual(log.calls.count, 1)
        XCTAssertEqual(log.calls[0].0, .fixtureLinear(4))           // the newest
        XCTAssertEqual(log.calls[0].1, 30 - 8.75, accuracy: 1e-12)   // newTarget − presentation
        XCTAssertEqual(log.calls[0].2, 0.5, accuracy: 1e-12)         // its age
        XCTAssertEqual(log.calls[0].3, 7.5, accuracy: 1e-12)         // current velocity: 10/2 + 10/4
    }

    func testNilAnimationSnaps() {
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        a.setTarget(20, animation: .fixtureLinear(1), at: 0.5)
        a.advance(to: 0.6)
        a.setTarget(-4, animation: nil, at: 0.7)
        XCTAssertEqual(a.value, -4)
        XCTAssertEqual(a.velocity, 0)
        XCTAssertFalse(a.isAnimating)
        XCTAssertEqual(a.advance(to: 0.8), -4)
    }

    func testSameTargetStartsNothing() {
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        a.setTarget(10, animation: .fixtureLinear(5), at: 0.5)
        XCTAssertEqual(a.animationCount, 1)
        a.setTarget(10, animation: nil, at: 0.5)   // same value: nothing to snap either
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.value, 5, accuracy: 1e-12)
    }

    func testNonFiniteTargetIsRejected() {
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        for bad in [Double.nan, .infinity, -.infinity, 1e200] {
            a.setTarget(bad, animation: .fixtureLinear(1), at: 0.25)
            a.setTarget(bad, animation: nil, at: 0.25)
        }
        XCTAssertEqual(a.target, 10)
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.advance(to: 0.5), 5, accuracy: 1e-12)
    }

    func testTimeNeverGoesBackwards() {
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        XCTAssertEqual(a.advance(to: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(a.advance(to: 0.2), 5, accuracy: 1e-12)   // treated as 0.5
        XCTAssertEqual(a.time, 0.5)
        XCTAssertEqual(a.advance(to: .nan), 5, accuracy: 1e-12)
        XCTAssertEqual(a.advance(to: .infinity), 5, accuracy: 1e-12)
        // A change "at 0.1" happens at 0.5: the new ramp starts there.
        a.setTarget(20, animation: .fixtureLinear(1), at: 0.1)
        XCTAssertEqual(a.advance(to: 0.75), 20 - 2.5 - 7.5, accuracy: 1e-12)
    }

    func testMisbehavingAnimationIsRemoved() {
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureLinear(1), at: 0)
        a.setTarget(20, animation: Animation(FixtureNaN()), at: 0.5)
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.value, 5 + 10, accuracy: 1e-12)   // NaN run gone: its delta of 10 shows at once
        XCTAssertTrue(a.value.isFinite && a.velocity.isFinite)
    }

    func testVelocityIsEstimatedWhenAnAnimationReportsNone() {
        // The unknown ramp reports no velocity; the estimate is exact for a straight line: 10/2 = 5.
        var a = Animator(0.0)
        a.setTarget(10, animation: .fixtureUnknown(2), at: 0)
        XCTAssertEqual(a.velocity, 5, accuracy: 1e-9)   // one-sided at t = 0
        a.advance(to: 1)
        XCTAssertEqual(a.velocity, 5, accuracy: 1e-9)
    }

    func testRepeatCountInAnAnimatorShowsTheModelValueAfterTheLastPass() {
        // Odd count ends smoothly on the target, even count jumps there from the start value.
        for (count, autoreverses, before) in [(3, true, 9.9), (2, true, 0.1), (2, false, 9.9)] {
            var a = Animator(0.0)
            a.setTarget(10, animation: Animation.fixtureLinear(1).repeatCount(count, autoreverses: autoreverses), at: 0)
            XCTAssertEqual(a.advance(to: Double(count) - 0.01), before, accuracy: 1e-9)
            XCTAssertEqual(a.advance(to: Double(count)), 10)
            XCTAssertFalse(a.isAnimating)
        }
    }

    func testRapidRetargetChainStaysFinite() {
        // 1,000 retargets, one per frame, alternating springs and ramps, targets far apart.
        var a = Animator(0.0)
        var rng = SeededRandom(seed: 42)
        for frame in 0..<1000 {
            let t = Double(frame) / 60
            let target = rng.double(-1e6, 1e6)
            let animation: Animation = frame % 3 == 0 ? .fixtureLinear(rng.double(0.05, 2))
                                                      : .fixtureSpring(rng.double(0.05, 1))
            a.setTarget(target, animation: animation, at: t)
            XCTAssertTrue(a.value.isFinite && a.velocity.isFinite, "frame \(frame)")
            XCTAssertLessThanOrEqual(a.animationCount, 2 * 60 + 2)   // ramps live ≤ 2 s, one spring at a time
        }
        var t = 1000.0 / 60
        while a.isAnimating { t += 1.0 / 60; a.advance(to: t) }
        XCTAssertEqual(a.value, a.target)
        XCTAssertLessThan(t, 1000.0 / 60 + 3)
    }

    func testPairValues() {
        var a = Animator(AnimatablePair(0.0, 100.0))
        a.setTarget(AnimatablePair(10.0, 0.0), animation: .fixtureLinear(2), at: 0)
        let v = a.advance(to: 0.5)
        XCTAssertEqual(v.first, 2.5, accuracy: 1e-12)
        XCTAssertEqual(v.second, 75, accuracy: 1e-12)
        XCTAssertEqual(a.velocity.second, -50, accuracy: 1e-12)
    }

    func testRemoveAllAnimations() {
        var a = Animator(0.0)
        a.setTarget(10, animation: Animation.fixtureLinear(1).repeatForever(), at: 0)
        a.advance(to: 7.25)
        XCTAssertTrue(a.isAnimating)
        a.removeAllAnimations()
        XCTAssertEqual(a.value, 10)
        XCTAssertFalse(a.isAnimating)
    }

    func testLogicalCompletionIsTracked() {
        var a = Animator(0.0)
        a.setTarget(1, animation: Animation.fixtureLinear(2).logicallyComplete(after: 0.5), at: 0)
        a.advance(to: 0.4)
        XCTAssertFalse(a.isLogicallyComplete)
        a.advance(to: 0.5)
        XCTAssertTrue(a.isLogicallyComplete)
        XCTAssertTrue(a.isAnimating)
        a.setTarget(2, animation: .fixtureLinear(1), at: 0.6)
        XCTAssertFalse(a.isLogicallyComplete)
    }
}

extension AnimatorTests {
    /// A random animation over the fixtures, with up to two random modifiers, bad values included.
    private func randomAnimation(_ rng: inout SeededRandom) -> Animation {
        var animation: Animation
        switch rng.int(0, 2) {
        case 0: animation = .fixtureLinear(rng.double(-0.1, 1.5))
        case 1: animation = .fixtureSpring(rng.double(0.05, 1))
        default: animation = .fixtureUnknown(rng.double(0, 1))
        }
        for _ in 0..<rng.int(0, 2) {
            switch rng.int(0, 3) {
            case 0:
                animation = animation.delay(rng.chance(0.2) ? [Double.nan, .infinity, -1][rng.int(0, 2)] : rng.double(0, 1))
            case 1:
                animation = animation.speed(rng.chance(0.2) ? [0, -2, Double.nan, .infinity][rng.int(0, 3)]
                                                            : rng.double(0.25, 4))
            case 2:
                animation = animation.repeatCount(rng.int(-1, 4), autoreverses: rng.chance(0.5))
            default:
                animation = animation.logicallyComplete(after: rng.chance(0.2) ? .nan : rng.double(-0.5, 2))
            }
        }
        return animation
    }

    /// 1,000 seeded scenarios of random retargets (timing curves, merging springs, modifiers, bad
    /// values, nil animations, non-finite targets, times that go backwards), each change under a
    /// completion with a random criterion. Invariants: value and velocity are always finite; with
    /// nothing running the value is exactly the target; once everything is removed the value lands
    /// exactly on the last finite target; every completion has fired exactly once.
    func testRandomScenariosStayFiniteAndLandOnTheTarget() {
        for seed in 0..<1000 {
            var rng = SeededRandom(seed: UInt64(seed))
            var animator = Animator(rng.double(-100, 100))
            var fired: [Int] = []
            var t = 0.0
            var lastFiniteTarget = animator.target
            for _ in 0..<rng.int(1, 30) {
                t += rng.chance(0.1) ? -rng.double(0, 0.2) : rng.double(0, 0.1)
                if rng.chance(0.6) {
                    let target = rng.chance(0.05) ? [Double.nan, .infinity][rng.int(0, 1)] : rng.double(-1000, 1000)
                    if target.isFinite { lastFiniteTarget = target }
                    let animation: Animation? = rng.chance(0.1) ? nil : randomAnimation(&rng)
                    let index = fired.count
                    fired.append(0)
                    let time = t
                    withAnimation(animation, completionCriteria: rng.chance(0.5) ? .logicallyComplete : .removed, {
                        animator.setTarget(target, transaction: .current, at: time)
                    }, completion: { fired[index] += 1 })
                } else {
                    animator.advance(to: t)
                }
                XCTAssertTrue(animator.value.isFinite && animator.velocity.isFinite, "seed \(seed)")
                if !animator.isAnimating { XCTAssertEqual(animator.value, animator.target, "seed \(seed)") }
                XCTAssertTrue(fired.allSatisfy { $0 <= 1 }, "seed \(seed)")
            }
            XCTAssertEqual(animator.target, lastFiniteTarget, "seed \(seed)")
            // Every random animation lasts well under 60 s (≤ 4 passes of ≤ 2.9 s at speed ≥ 0.25).
            let end = (animator.time ?? 0) + 60
            var now = animator.time ?? 0
            while animator.isAnimating && now < end {
                now += 1.0 / 20
                animator.advance(to: now)
                XCTAssertTrue(animator.value.isFinite && animator.velocity.isFinite, "seed \(seed)")
            }
            XCTAssertFalse(animator.isAnimating, "seed \(seed)")
            XCTAssertEqual(animator.value, lastFiniteTarget, "seed \(seed)")
            XCTAssertEqual(animator.velocity, 0, "seed \(seed)")
            XCTAssertEqual(fired, Array(repeating: 1, count: fired.count), "seed \(seed)")
        }
    }
}

/// Records how the animator asks it to merge; never merges.
private struct Probe: CustomAnimation {
    final class Log: @unchecked Sendable { var calls: [(Animation, Double, Double, Double)] = [] }
    let log: Log
    static func == (l: Probe, r: Probe) -> Bool { l.log === r.log }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(log)) }
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: time) : nil
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        log.calls.append((previous, value as! Double, time, context.initialVelocity as! Double))
        return false
    }
}

/// The animator with the real timing curves and springs.
final class AnimatorRealCurveTests: XCTestCase {
    func testInterruptedEaseOutHasNoJump() {
        // easeOut 0 → 100 over 1 s, interrupted at 0.5 s by easeOut to 0 over 1 s.
        // Reference (independent Bézier solve): y(u) for (0,0)(0.58,1).
        func y(_ u: Double) -> Double { referenceBezierY(atX: u, 0, 0, 0.58, 1) }
        var a = Animator(0.0)
        a.setTarget(100, animation: .easeOut(duration: 1), at: 0)
        let before = a.advance(to: 0.5)
        XCTAssertEqual(before, 100 * y(0.5), accuracy: 1e-4)
        a.setTarget(0, animation: .easeOut(duration: 1), at: 0.5)
        XCTAssertEqual(a.value, before, accuracy: 1e-9)
        XCTAssertEqual(a.animationCount, 2)
        // At 0.75: 0 − (100 − 100·y(0.75)) − (−100 − (−100)·y(0.25)) = 100·y(0.75) − 100·y(0.25).
        XCTAssertEqual(a.advance(to: 0.75), 100 * y(0.75) - 100 * y(0.25), accuracy: 1e-4)
        XCTAssertEqual(a.advance(to: 1.5), 0)
        XCTAssertFalse(a.isAnimating)
    }

    func testSpringTakeOverKeepsVelocity() {
        var a = Animator(0.0)
        a.setTarget(1, animation: .spring, at: 0)
        a.advance(to: 0.2)
        let p = a.value, v = a.velocity
        XCTAssertGreaterThan(v, 1)
        a.setTarget(2, animation: .spring, at: 0.2)
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.value, p, accuracy: 1e-9)
        XCTAssertEqual(a.velocity, v, accuracy: 1e-9)
        // 0.1 ms later the value has moved on at that speed (no stop, no jump). The spring accelerates
        // at most ω²·|x| ≈ (2π/0.5)²·1.5 ≈ 240 /s², changing the mean speed over 0.1 ms by ≤ 0.012.
        let next = a.advance(to: 0.2 + 1e-4)
        XCTAssertEqual((next - p) / 1e-4, v, accuracy: 0.02)
    }

    func testLinearAfterSpringAddsAndSpringAfterLinearTakesOver() {
        var a = Animator(0.0)
        a.setTarget(1, animation: .linear(duration: 1), at: 0)
        a.advance(to: 0.5)
        a.setTarget(3, animation: .default, at: 0.5)   // springs merge with whatever runs
        XCTAssertEqual(a.animationCount, 1)
        XCTAssertEqual(a.value, 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.velocity, 1, accuracy: 1e-9)    // the ramp's speed carried over
        a.setTarget(4, animation: .linear(duration: 1), at: 0.6)
        XCTAssertEqual(a.animationCount, 2)
        var t = 0.6
        while a.isAnimating { t += 1.0 / 60; a.advance(to: t) }
        XCTAssertEqual(a.value, 4)
    }

    func testDelayedSpringWaits() {
        var a = Animator(0.0)
        a.setTarget(10, animation: Animation.spring.delay(0.5), at: 0)
        XCTAssertEqual(a.advance(to: 0.4), 0)
        XCTAssertGreaterThan(a.advance(to: 0.7), 0)
        XCTAssertEqual(Animation.spring.delay(0.5).fixedDuration, nil)
    }

    func testRandomRealAnimationsLandOnTheTarget() {
        var rng = SeededRandom(seed: 7)
        let pool: [Animation] = [.linear, .easeIn, .easeOut, .easeInOut, .spring, .default, .smooth, .snappy, .bouncy,
                                 .interactiveSpring, .spring(duration: 0.3, bounce: 0.5),
                                 Animation.easeOut(duration: 0.2).repeatCount(3), Animation.bouncy.speed(2).delay(0.1),
                                 .interpolatingSpring(stiffness: 170, damping: 15)]
        for scenario in 0..<200 {
            var a = Animator(AnimatablePair(0.0, 0.0))
            var t = 0.0
            for _ in 0..<rng.int(1, 20) {
                t += rng.double(0, 0.2)
                a.setTarget(AnimatablePair(rng.double(-500, 500), rng.double(-500, 500)),
                            animation: pool[rng.int(0, pool.count - 1)], at: t)
                a.advance(to: t + rng.double(0, 0.05))
                XCTAssertTrue(a.value.isFiniteVector && a.velocity.isFiniteVector, "scenario \(scenario)")
            }
            var frames = 0
            while a.isAnimating && frames < 60 * 60 { frames += 1; a.advance(to: (a.time ?? 0) + 1.0 / 60) }
            XCTAssertFalse(a.isAnimating, "scenario \(scenario)")
            XCTAssertEqual(a.value, a.target, "scenario \(scenario)")
        }
    }

    func testShiftMovesTargetAndPresentationAndKeepsTheRunningAnimation() {
        // 10 → 20 linearly over a second, shifted by 5 at 0: half way 15 + 5 = 20, the end 25.
        var x = Animator(10.0)
        x.setTarget(20, animation: .linear(duration: 1), at: 0)
        x.shift(by: 5)
        XCTAssertEqual(x.target, 25)
        XCTAssertEqual(x.advance(to: 0.5), 20, accuracy: 1e-12)
        XCTAssertTrue(x.isAnimating)
        XCTAssertEqual(x.advance(to: 1), 25, accuracy: 1e-12)
        // A non-finite shift is ignored.
        x.shift(by: .nan)
        XCTAssertEqual(x.target, 25)
        XCTAssertEqual(x.value, 25)
    }

    /// Issue 14: a change under a transaction that does not animate, with nothing running, takes
    /// an inlined snap; it keeps every rule of the general path.
    func testIssue14_aSnapUnderAPlainTransactionKeepsTheRules() {
        var a = Animator(0.0)
        a.setTarget(.nan, transaction: Transaction(), at: 5)
        XCTAssertEqual(a.target, 0, "a non-finite target is rejected")
        XCTAssertNil(a.time, "and gives no time")
        a.setTarget(3, transaction: Transaction(), at: 2)
        XCTAssertEqual([a.target, a.value], [3, 3])
        XCTAssertEqual(a.time, 2)
        a.setTarget(4, transaction: Transaction(), at: 1)
        XCTAssertEqual([a.target, a.value], [4, 4])
        XCTAssertEqual(a.time, 2, "time never goes backwards")
        var disabled = Transaction(animation: .linear(duration: 1))
        disabled.disablesAnimations = true
        a.setTarget(8, transaction: disabled, at: 3)
        XCTAssertEqual([a.target, a.value], [8, 8])
        XCTAssertFalse(a.isAnimating)
        XCTAssertEqual(a.velocity, 0)
        // The same steps through the general path (an explicit nil animation) end the same way.
        var b = Animator(0.0)
        for (target, time) in [(Double.nan, 5.0), (3, 2), (4, 1), (8, 3)] { b.setTarget(target, animation: nil, at: time) }
        XCTAssertEqual([b.target, b.value], [a.target, a.value])
        XCTAssertEqual(b.time, a.time)
    }

    /// Issue 14: a plain transaction while an animation runs still takes the general path: it snaps
    /// and removes the animation.
    func testIssue14_aPlainTransactionStopsARunningAnimation() {
        var a = Animator(0.0)
        a.setTarget(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        a.advance(to: 0.5)
        XCTAssertEqual(a.value, 5, accuracy: 1e-12)
        a.setTarget(2, transaction: Transaction(), at: 0.6)
        XCTAssertFalse(a.isAnimating)
        XCTAssertEqual([a.target, a.value], [2, 2])
    }
}

extension AnimatorTests {
    /// 300 seeded cases of one to three runs of timing curves (control points that overshoot both
    /// ways included) on a pair of values, retargeted at random times: from each retarget until the
    /// runs end, every presentation value lies componentwise within the extremes' box.
    func testIssue14_presentationExtremesBoundEveryValueUntilTheAnimationsEnd() {
        var rng = SeededRandom(seed: 14)
        for _ in 0..<300 {
            var a = Animator(AnimatablePair(rng.double(-50, 50), rng.double(-50, 50)))
            var time = 0.0
            a.advance(to: time)
            for _ in 0..<rng.int(1, 3) {
                let curve = Animation.timingCurve(rng.double(0, 1), rng.double(-1, 2), rng.double(0, 1), rng.double(-1, 2),
                                                  duration: rng.double(0.1, 2))
                a.setTarget(AnimatablePair(rng.double(-100, 100), rng.double(-100, 100)), animation: curve, at: time)
                time += rng.double(0, 0.5)
                a.advance(to: time)
            }
            guard let extremes = a.presentationExtremes else { return XCTFail("timing curves are bounded") }
            let firsts = extremes.map(\.first), seconds = extremes.map(\.second)
            while a.isAnimating {
                time += 0.01
                let value = a.advance(to: time)
                XCTAssertGreaterThanOrEqual(value.first, firsts.min()! - 1e-9)
                XCTAssertLessThanOrEqual(value.first, firsts.max()! + 1e-9)
                XCTAssertGreaterThanOrEqual(value.second, seconds.min()! - 1e-9)
                XCTAssertLessThanOrEqual(value.second, seconds.max()! + 1e-9)
            }
        }
    }

    /// At rest the target alone; a linear ramp from 0 to 100 gives both ends; a spring (which may
    /// overshoot by any amount its velocity gives) and a delayed curve give no bound.
    func testIssue14_presentationExtremesAreKnownForTimingCurvesOnly() {
        var a = Animator(5.0)
        XCTAssertEqual(a.presentationExtremes, [5])
        a = Animator(0.0)
        a.setTarget(100, animation: .linear(duration: 1), at: 0)
        XCTAssertEqual(a.presentationExtremes.map { Set($0) }, [0, 100])
        a.setTarget(0, animation: .spring(), at: 0.5)
        XCTAssertNil(a.presentationExtremes)
        var delayed = Animator(0.0)
        delayed.setTarget(1, animation: .linear(duration: 1).delay(0.5), at: 0)
        XCTAssertNil(delayed.presentationExtremes)
    }
}

extension AnimatorTests {
    /// 300 seeded sessions of retargets (timing curves of every shape, springs, no animation) at
    /// random times. One animator advances every 1/60 s; the other skips each step that falls
    /// before its ``Animator/quietUntil`` and, at random moments (as a drawing reads it), takes the
    /// last one skipped. Whenever the second has advanced, both hold the same value, animations and
    /// logical completion, bit for bit.
    func testIssue14_skippingQuietStepsGivesExactlyTheValuesOfEveryStep() {
        var rng = SeededRandom(seed: 1414)
        var skipped = 0
        for _ in 0..<300 {
            var eager = Animator(AnimatablePair(0.0, 0.0)), lazy = eager
            var pending: TimeInterval?
            var time = 0.0
            for step in 1...240 {
                time = Double(step) / 60
                if rng.chance(0.05) {
                    let target = AnimatablePair(rng.double(-100, 100), rng.double(-100, 100))
                    let animation: Animation? = [Animation.timingCurve(rng.double(0, 1), rng.double(-1, 2), rng.double(0, 1),
                                                                       rng.double(-1, 2), duration: rng.double(0, 1.5)),
                                                 .easeInOut(duration: rng.double(0.1, 1)), .spring(duration: 0.5), nil][rng.int(0, 3)]
                    eager.setTarget(target, animation: animation, at: time)
                    lazy.setTarget(target, animation: animation, at: time)
                    pending = nil
                } else if time < lazy.quietUntil {
                    pending = time
                    skipped += 1
                } else {
                    pending = nil
                    lazy.advance(to: time)
                }
                eager.advance(to: time)
                if let due = pending, rng.chance(0.3) {
                    lazy.advance(to: due)
                    pending = nil
                }
                guard pending == nil else { continue }
                XCTAssertEqual(lazy.value, eager.value)
                XCTAssertEqual(lazy.animationCount, eager.animationCount)
                XCTAssertEqual(lazy.isLogicallyComplete, eager.isLogicallyComplete)
            }
        }
        XCTAssertGreaterThan(skipped, 10_000)
    }

    /// Quiet until just before a timing curve's end; never while a spring runs, nor at rest.
    func testIssue14_quietUntilIsKnownForTimingCurvesOnly() {
        var a = Animator(0.0)
        XCTAssertEqual(a.quietUntil, -.infinity)
        a.setTarget(10, animation: .linear(duration: 2), at: 1)
        XCTAssertEqual(a.quietUntil, 3, accuracy: 1e-8)
        XCTAssertLessThan(a.quietUntil, 3)
        a.setTarget(20, animation: .spring(), at: 1.5)
        XCTAssertEqual(a.quietUntil, -.infinity)
    }
}
