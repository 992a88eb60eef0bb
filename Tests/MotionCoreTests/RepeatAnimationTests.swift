import XCTest
@testable import MotionCore

final class RepeatAnimationTests: XCTestCase {
    // Base everywhere: ramp of length 1 over value 10, base(τ) = 10·τ for τ < 1.
    // Autoreversing pass k (k = 0, 1, …) at pass time τ covers 10·τ when k is even, 10 − 10·τ when odd.

    func testOddCountWithAutoreverse() {
        let got = sampleAnimation(Animation.fixtureLinear(1).repeatCount(3), value: 10,
                                  at: [0.25, 1.0, 1.25, 2.0, 2.5, 2.99, 3.0])
        XCTAssertEqual(got[0]!, 2.5, accuracy: 1e-12)   // pass 0 forward
        XCTAssertEqual(got[1]!, 10, accuracy: 1e-12)    // pass 1 starts where pass 0 ended
        XCTAssertEqual(got[2]!, 7.5, accuracy: 1e-12)   // pass 1 backward: 10 − 2.5
        XCTAssertEqual(got[3]!, 0, accuracy: 1e-12)     // pass 2 starts at the start value
        XCTAssertEqual(got[4]!, 5, accuracy: 1e-12)
        XCTAssertEqual(got[5]!, 9.9, accuracy: 1e-9)    // last pass nearly at the end value …
        XCTAssertNil(got[6])                            // … then removed: the model value (10) shows, no jump
    }

    func testEvenCountWithAutoreverseEndsAtTheStartValue() {
        let got = sampleAnimation(Animation.fixtureLinear(1).repeatCount(2), value: 10, at: [0.5, 1.75, 1.99, 2.0])
        XCTAssertEqual(got[0]!, 5, accuracy: 1e-12)
        XCTAssertEqual(got[1]!, 2.5, accuracy: 1e-12)
        XCTAssertEqual(got[2]!, 0.1, accuracy: 1e-9)    // back near the start value …
        XCTAssertNil(got[3])                            // … then removed, so the end value shows with a jump
    }

    func testWithoutAutoreverseEveryPassRunsForward() {
        for count in [2, 3] {
            let got = sampleAnimation(Animation.fixtureLinear(1).repeatCount(count, autoreverses: false), value: 10,
                                      at: [0.5, 1.0, 1.5, Double(count) - 0.01, Double(count)])
            XCTAssertEqual(got[0]!, 5, accuracy: 1e-12)
            XCTAssertEqual(got[1]!, 0, accuracy: 1e-12)   // a new pass starts over at the start value
            XCTAssertEqual(got[2]!, 5, accuracy: 1e-12)
            XCTAssertEqual(got[3]!, 9.9, accuracy: 1e-9)
            XCTAssertNil(got[4])
        }
    }

    func testPassBoundariesAreExactWhateverTheFrames() {
        // One sample far into pass 5 (backward), skipping every frame in between.
        let forever = Animation.fixtureLinear(0.5).repeatForever()
        let got = sampleAnimation(forever, value: 10, at: [2.6])   // pass 5 at τ = 0.1: 10 − 10·0.1/0.5 = 8
        XCTAssertEqual(got[0]!, 8, accuracy: 1e-9)
        let forward = sampleAnimation(Animation.fixtureLinear(0.5).repeatForever(autoreverses: false), value: 10, at: [2.6])
        XCTAssertEqual(forward[0]!, 2, accuracy: 1e-9)
    }

    func testRepeatForeverNeverFinishesNorCompletesLogically() {
        let forever = Animation.fixtureLinear(1).repeatForever()
        var context = AnimationContext<Double>()
        for t in stride(from: 0.0, through: 1000, by: 0.37) {
            XCTAssertNotNil(forever.animate(value: 10, time: t, context: &context))
        }
        XCTAssertFalse(context.isLogicallyComplete)
        XCTAssertEqual(forever.fixedDuration, .infinity)
    }

    func testDelayInsideRepeatDelaysEveryPass() {
        // delay(1).repeatCount(3): each pass is [wait 1 s, ramp 1 s], 2 s long; 6 s in all.
        let a = Animation.fixtureLinear(1).delay(1).repeatCount(3, autoreverses: false)
        let got = sampleAnimation(a, value: 10, at: [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6])
        XCTAssertEqual(got.map { $0.map { ($0 * 1e9).rounded() / 1e9 } }, [0, 5, 0, 5, 0, 5, nil])
        XCTAssertEqual(a.fixedDuration, 6)
    }

    func testDelayOutsideRepeatDelaysOnlyTheStart() {
        // repeatCount(3).delay(1): wait 1 s, then three 1 s ramps back to back; 4 s in all.
        let b = Animation.fixtureLinear(1).repeatCount(3, autoreverses: false).delay(1)
        let got = sampleAnimation(b, value: 10, at: [0.5, 1.5, 2.5, 3.5, 4])
        XCTAssertEqual(got.map { $0.map { ($0 * 1e9).rounded() / 1e9 } }, [0, 5, 5, 5, nil])
        XCTAssertEqual(b.fixedDuration, 4)
        // The two orders differ at 2.5 s: the first is still waiting, the second is mid-ramp.
        let a = Animation.fixtureLinear(1).delay(1).repeatCount(3, autoreverses: false)
        XCTAssertNotEqual(sampleAnimation(a, value: 10, at: [2.5])[0], sampleAnimation(b, value: 10, at: [2.5])[0])
    }

    func testSpeedOfRepeat() {
        // repeatCount(2).speed(2): passes of 0.5 s. At 0.75 s: pass 1 backward at τ = 0.5 → 10 − 5 = 5.
        let got = sampleAnimation(Animation.fixtureLinear(1).repeatCount(2).speed(2), value: 10, at: [0.25, 0.875, 1])
        XCTAssertEqual(got[0]!, 5, accuracy: 1e-12)
        XCTAssertEqual(got[1]!, 2.5, accuracy: 1e-12)
        XCTAssertNil(got[2])
    }

    func testVelocityIsNegatedOnBackwardPasses() {
        let twice = Animation.fixtureLinear(1).repeatCount(2)
        var context = AnimationContext<Double>()
        _ = twice.animate(value: 10, time: 0.5, context: &context)
        XCTAssertEqual(twice.velocity(value: 10.0, time: 0.5, context: context)!, 10, accuracy: 1e-12)
        _ = twice.animate(value: 10, time: 1.5, context: &context)
        XCTAssertEqual(twice.velocity(value: 10.0, time: 1.5, context: context)!, -10, accuracy: 1e-12)
        let straight = Animation.fixtureLinear(1).repeatCount(2, autoreverses: false)
        XCTAssertEqual(straight.velocity(value: 10.0, time: 1.5, context: AnimationContext())!, 10, accuracy: 1e-12)
    }

    func testUnknownLengthPassEndsWhenTheBaseReturnsNil() {
        // Ramp of 0.5 s with no declared length. Frames at 0, 0.2, 0.6: at 0.6 the base is done, so
        // pass 1 (backward) starts at 0.6 and covers 10 − 10·(t − 0.6)/0.5.
        let twice = Animation.fixtureUnknown(0.5).repeatCount(2)
        XCTAssertNil(twice.fixedDuration)
        var context = AnimationContext<Double>()
        XCTAssertEqual(twice.animate(value: 10, time: 0, context: &context)!, 0, accuracy: 1e-12)
        XCTAssertEqual(twice.animate(value: 10, time: 0.2, context: &context)!, 4, accuracy: 1e-12)
        XCTAssertEqual(twice.animate(value: 10, time: 0.6, context: &context)!, 10, accuracy: 1e-12)
        XCTAssertEqual(twice.animate(value: 10, time: 0.85, context: &context)!, 5, accuracy: 1e-12)
        XCTAssertNil(twice.animate(value: 10, time: 1.1, context: &context))
    }

    func testNestedRepeatsKeepTheirOwnPasses() {
        // Inner: repeatCount(2) of the 1 s ramp, 2 s long, inner(u) = 10u (u < 1), 10 − 10(u − 1) (u < 2).
        // Outer repeatCount(2): [0, 2) forward, [2, 4) backward = 10 − inner(t − 2).
        let nested = Animation.fixtureLinear(1).repeatCount(2).repeatCount(2)
        let got = sampleAnimation(nested, value: 10, at: [0.25, 1.25, 2.25, 3.25, 4])
        XCTAssertEqual(got[0]!, 2.5, accuracy: 1e-12)
        XCTAssertEqual(got[1]!, 7.5, accuracy: 1e-12)
        XCTAssertEqual(got[2]!, 7.5, accuracy: 1e-12)   // 10 − 2.5
        XCTAssertEqual(got[3]!, 2.5, accuracy: 1e-12)   // 10 − (10 − 2.5)
        XCTAssertNil(got[4])
        XCTAssertEqual(nested.fixedDuration, 4)
    }

    func testLogicalCompletionOnlyOnTheLastPass() {
        // Spring fixture, response 0.2: logically complete at pass time ≥ 0.2; each pass ends (nil) at
        // pass time ≥ 12/ω = 12·0.2/(2π) ≈ 0.38197 s. Frames every 1/64 s (exact in binary):
        // pass 0 ends at frame 25 (24/64 = 0.375 < 0.38197 ≤ 25/64), so pass 1 starts at 25/64;
        // pass 1 is logically complete at frame 25 + 13 = 38 (12/64 = 0.1875 < 0.2 ≤ 13/64), and ends
        // at frame 25 + 25 = 50. Pass 0's own logical completion (frame 13) must not count.
        let twice = Animation.fixtureSpring(0.2).repeatCount(2)
        var context = AnimationContext<Double>()
        var frame = 0
        var firstLogical: Int?
        while twice.animate(value: 1, time: Double(frame) / 64, context: &context) != nil {
            if context.isLogicallyComplete && firstLogical == nil { firstLogical = frame }
            frame += 1
        }
        XCTAssertEqual(firstLogical, 38)
        XCTAssertEqual(frame, 50)
        var forever = AnimationContext<Double>()
        let spin = Animation.fixtureSpring(0.2).repeatForever()
        for step in 0..<300 { _ = spin.animate(value: 1, time: Double(step) / 64, context: &forever) }
        XCTAssertFalse(forever.isLogicallyComplete)
    }

    func testOnlyTheFirstPassGetsTheInitialVelocity() {
        // The spring fixture's velocity at pass time 0 is its initial velocity; pass 0 ends by 25/64 s
        // (see above), and pass 1 starts fresh, at rest.
        let twice = Animation.fixtureSpring(0.2).repeatCount(3, autoreverses: false)
        var context = AnimationContext<Double>()
        context.initialVelocity = 7
        XCTAssertEqual(twice.velocity(value: 1.0, time: 0, context: context)!, 7, accuracy: 1e-12)
        _ = twice.animate(value: 1, time: 0.2, context: &context)
        XCTAssertEqual(twice.animate(value: 1, time: 25.0 / 64, context: &context)!, 0, accuracy: 1e-12)
        XCTAssertEqual(twice.velocity(value: 1.0, time: 25.0 / 64, context: context)!, 0, accuracy: 1e-12)
    }

    func testBadCountsAndZeroLengthBasesFinishAtOnce() {
        for animation in [Animation.fixtureLinear(1).repeatCount(0), .fixtureLinear(1).repeatCount(-3),
                          .fixtureLinear(0).repeatCount(3), .fixtureLinear(0).repeatForever(),
                          .fixtureLinear(.nan).repeatForever(), .fixtureUnknown(0).repeatForever(),
                          .fixtureUnknown(0).repeatCount(4), .fixtureLinear(1).speed(0).repeatForever()] {
            XCTAssertNil(sampleAnimation(animation, value: 10, at: [0])[0], "\(animation)")
            XCTAssertEqual(animation.velocity(value: 10.0, time: 0.5, context: AnimationContext()) ?? 0, 0)
        }
        XCTAssertEqual(Animation.fixtureLinear(1).repeatCount(0).fixedDuration, 0)
        XCTAssertEqual(Animation.fixtureLinear(0).repeatForever().fixedDuration, 0)
    }

    func testTinyPassesAndHugeTimesDoNotTrap() {
        let got = sampleAnimation(Animation.fixtureLinear(1e-300).repeatForever(), value: 10, at: [0, 1e10, 1e300])
        XCTAssertTrue(got.allSatisfy { $0 != nil && $0!.isFinite })
        let counted = sampleAnimation(Animation.fixtureLinear(1e-300).repeatCount(.max), value: 10, at: [1e10])
        XCTAssertTrue(counted[0]!.isFinite)
    }
}

/// The same rules with the real timing curves and springs.
final class RepeatAnimationRealCurveTests: XCTestCase {
    func testLinearRepeatCounts() {
        let odd = sampleAnimation(Animation.linear(duration: 1).repeatCount(3), value: 10, at: [0.25, 1.25, 2.5, 3])
        XCTAssertEqual(odd[0]!, 2.5, accuracy: 1e-6)
        XCTAssertEqual(odd[1]!, 7.5, accuracy: 1e-6)
        XCTAssertEqual(odd[2]!, 5, accuracy: 1e-6)
        XCTAssertNil(odd[3])
        XCTAssertEqual(Animation.linear(duration: 1).repeatCount(3).fixedDuration, 3)
        XCTAssertEqual(Animation.linear.repeatCount(2).delay(0.3).fixedDuration!, 1.0, accuracy: 1e-12)   // 2·0.35 + 0.3
    }

    func testEaseOutBackwardPassMirrorsTheCurve() {
        // easeOut = Bézier (0,0)(0.58,1); pass 1 at τ = 0.25 covers 10 − 10·y(0.25).
        let y = referenceBezierY(atX: 0.25, 0, 0, 0.58, 1)
        let got = sampleAnimation(Animation.easeOut(duration: 1).repeatCount(2), value: 10, at: [0.25, 1.25, 2])
        XCTAssertEqual(got[0]!, 10 * y, accuracy: 1e-5)
        XCTAssertEqual(got[1]!, 10 - 10 * y, accuracy: 1e-5)
        XCTAssertNil(got[2])
    }

    func testLoaderSpinRepeatsForeverWithoutReversing() {
        // The loader seed: .linear(duration: 1).repeatForever(autoreverses: false) on 0 → 360°.
        var angle = Animator(0.0)
        angle.setTarget(360, animation: Animation.linear(duration: 1).repeatForever(autoreverses: false), at: 0)
        XCTAssertEqual(angle.advance(to: 2.25), 90, accuracy: 1e-6)
        XCTAssertEqual(angle.advance(to: 1000.5), 180, accuracy: 1e-6)
        XCTAssertTrue(angle.isAnimating)
        XCTAssertFalse(angle.isLogicallyComplete)
    }

    func testWrongShakeEndsOnTheModelValue() {
        // The shake seed's wrong way: offset 0 → −10 with Animation.default.repeatCount(5). Passes
        // alternate forward / backward and each ends when the spring settles (0.1 % of 10). Forward
        // passes 0, 2, 4 arrive near −10, backward passes 1, 3 return near 0; after the fifth pass the
        // model value −10 shows, 10 points off the start.
        var offset = Animator(0.0)
        offset.setTarget(-10, animation: Animation.default.repeatCount(5), at: 0)
        var nearEnd = false
        var returns = 0, arrivals = 0
        var frame = 0
        while offset.isAnimating && frame < 60 * 30 {
            frame += 1
            let v = offset.advance(to: Double(frame) / 60)
            XCTAssertTrue(v >= -10.001 && v <= 0.001, "critically damped: no overshoot, got \(v)")
            if !nearEnd && v < -9.9 { nearEnd = true; arrivals += 1 }
            if nearEnd && v > -0.1 { nearEnd = false; returns += 1 }
        }
        XCTAssertEqual(arrivals, 3)
        XCTAssertEqual(returns, 2)
        XCTAssertFalse(offset.isAnimating)
        XCTAssertEqual(offset.value, -10)
    }

    func testDescriptionReadsLikeSwiftUISource() {
        XCTAssertEqual(Animation.easeInOut(duration: 0.35).repeatCount(5).description,
                       "easeInOut(duration: 0.35).repeatCount(5)")
        XCTAssertEqual(Animation.easeIn(duration: 0.2).repeatCount(2, autoreverses: false).description,
                       "easeIn(duration: 0.2).repeatCount(2, autoreverses: false)")
        XCTAssertEqual(Animation.linear(duration: 1).repeatForever().description, "linear(duration: 1.0).repeatForever()")
        XCTAssertEqual(Animation.linear(duration: 1).repeatForever(autoreverses: false).description,
                       "linear(duration: 1.0).repeatForever(autoreverses: false)")
    }
}
