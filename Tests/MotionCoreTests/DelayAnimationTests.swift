import XCTest
@testable import MotionCore

final class DelayAnimationTests: XCTestCase {
    // Base: ramp of length 1 over value 10, so base(τ) = 10·τ. Delay 0.5: covered(t) = 10·max(0, t − 0.5).
    func testBaseSeesShiftedTime() {
        let late = Animation.fixtureLinear(1).delay(0.5)
        let got = sampleAnimation(late, value: 10, at: [0, 0.25, 0.5, 1.0, 1.25, 1.5, 2])
        XCTAssertEqual(got[0], 0)
        XCTAssertEqual(got[1], 0)
        XCTAssertEqual(got[2], 0)
        XCTAssertEqual(got[3]!, 5, accuracy: 1e-12)
        XCTAssertEqual(got[4]!, 7.5, accuracy: 1e-12)
        XCTAssertNil(got[5])   // base ends at τ = 1, i.e. t = 1.5
        XCTAssertNil(got[6])
    }

    func testVelocityIsZeroWhileWaitingThenTheBases() {
        let late = Animation.fixtureLinear(2).delay(1)
        let context = AnimationContext<Double>()
        XCTAssertEqual(late.velocity(value: 10.0, time: 0.5, context: context), 0)
        XCTAssertEqual(late.velocity(value: 10.0, time: 1.5, context: context)!, 5, accuracy: 1e-12)   // 10 / 2
    }

    func testKnownDurationAddsTheDelay() {
        XCTAssertEqual(Animation.fixtureLinear(1).delay(0.25).fixedDuration, 1.25)
        XCTAssertNil(Animation.fixtureSpring(0.5).delay(0.25).fixedDuration)
    }

    func testBadDelaysMeanNoDelay() {
        for bad in [-1.0, .nan, .infinity, -.infinity] {
            let animation = DelayAnimation(base: .fixtureLinear(1), delay: bad)
            XCTAssertEqual(animation.delay, 0, "\(bad)")
            let got = sampleAnimation(Animation(animation), value: 10, at: [0.5])
            XCTAssertEqual(got[0]!, 5, accuracy: 1e-12)
        }
    }

    func testMergeAndLogicalCompletionAreTheBases() {
        var context = AnimationContext<Double>()
        XCTAssertTrue(Animation.fixtureSpring(0.5).delay(1).shouldMerge(
            previous: .fixtureLinear(1), value: 1.0, time: 0, context: &context))
        XCTAssertFalse(Animation.fixtureLinear(1).delay(1).shouldMerge(
            previous: .fixtureLinear(1), value: 1.0, time: 0, context: &context))
        // The spring fixture is logically complete at τ ≥ response = 0.5, so at t ≥ 1.5 here.
        let late = Animation.fixtureSpring(0.5).delay(1)
        var c = AnimationContext<Double>()
        _ = late.animate(value: 1, time: 1.4, context: &c)
        XCTAssertFalse(c.isLogicallyComplete)
        _ = late.animate(value: 1, time: 1.5, context: &c)
        XCTAssertTrue(c.isLogicallyComplete)
    }

    func testDescriptionReadsLikeSwiftUISource() {
        XCTAssertEqual(Animation.easeIn(duration: 0.2).delay(0.1).description, "easeIn(duration: 0.2).delay(0.1)")
        XCTAssertEqual(Animation.linear(duration: 1).delay(-3).description, "linear(duration: 1.0).delay(0.0)",
                       "a bad delay shows as the 0 it is stored as")
    }
}
