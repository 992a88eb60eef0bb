import XCTest
@testable import MotionCore

final class SpeedAnimationTests: XCTestCase {
    // Base ramp of length 1 over 10: base(τ) = 10·τ. Speed 2: covered(t) = 20·t until t = 0.5.
    func testBaseSeesScaledTime() {
        let quick = Animation.fixtureLinear(1).speed(2)
        let got = sampleAnimation(quick, value: 10, at: [0, 0.1, 0.25, 0.49, 0.5])
        XCTAssertEqual(got[0], 0)
        XCTAssertEqual(got[1]!, 2, accuracy: 1e-12)
        XCTAssertEqual(got[2]!, 5, accuracy: 1e-12)
        XCTAssertEqual(got[3]!, 9.8, accuracy: 1e-12)
        XCTAssertNil(got[4])
        // Speed 0.5: covered(t) = 5·t until t = 2.
        let slow = sampleAnimation(Animation.fixtureLinear(1).speed(0.5), value: 10, at: [1, 1.5, 2])
        XCTAssertEqual(slow[0]!, 5, accuracy: 1e-12)
        XCTAssertEqual(slow[1]!, 7.5, accuracy: 1e-12)
        XCTAssertNil(slow[2])
    }

    func testVelocityChainRule() {
        // d/dt base(s·t) = s · base′(s·t) = 2 · 10 = 20.
        let quick = Animation.fixtureLinear(1).speed(2)
        XCTAssertEqual(quick.velocity(value: 10.0, time: 0.2, context: AnimationContext())!, 20, accuracy: 1e-12)
    }

    func testInitialVelocityIsConvertedToBaseTime() {
        // An attribute moving at 4 units/s hands over to spring.speed(2). The base runs in τ = 2t, so it
        // must see 4 / 2 = 2 units per τ; the reported velocity at t = 0 is 2 · 2 = 4 again, and the
        // context given by the caller is left untouched.
        let quick = Animation.fixtureSpring(0.5).speed(2)
        var context = AnimationContext<Double>()
        context.initialVelocity = 4
        XCTAssertEqual(quick.velocity(value: 1.0, time: 0, context: context)!, 4, accuracy: 1e-12)
        _ = quick.animate(value: 1.0, time: 0.1, context: &context)
        XCTAssertEqual(context.initialVelocity, 4)
    }

    func testKnownDurationDividesBySpeed() {
        XCTAssertEqual(Animation.fixtureLinear(1).speed(4).fixedDuration, 0.25)
        XCTAssertEqual(Animation.fixtureLinear(1).speed(0.5).fixedDuration, 2)
        XCTAssertNil(Animation.fixtureSpring(0.5).speed(2).fixedDuration)
    }

    func testBadSpeedsFinishAtOnce() {
        for bad in [0.0, -1.0, .nan, .infinity, -.infinity] {
            let animation = Animation.fixtureLinear(1).speed(bad)
            XCTAssertEqual(sampleAnimation(animation, value: 10, at: [0, 0.5, 100]).map { $0 == nil }, [true, true, true],
                           "\(bad)")
            XCTAssertEqual(animation.fixedDuration, 0)
            XCTAssertEqual(animation.velocity(value: 10.0, time: 0.5, context: AnimationContext()), 0)
        }
    }

    func testHugeSpeedStaysFinite() {
        // t·s overflows to infinity; the base is given the largest finite time instead, and ends.
        let got = sampleAnimation(Animation.fixtureLinear(1).speed(.greatestFiniteMagnitude), value: 10, at: [0, 2])
        XCTAssertEqual(got[0], 0)
        XCTAssertNil(got[1])
    }

    func testDescriptionReadsLikeSwiftUISource() {
        XCTAssertEqual(Animation.linear(duration: 1).speed(2).description, "linear(duration: 1.0).speed(2.0)")
        XCTAssertEqual(Animation.easeOut(duration: 0.5).speed(0.5).repeatCount(3).description,
                       "easeOut(duration: 0.5).speed(0.5).repeatCount(3)")
    }
}
