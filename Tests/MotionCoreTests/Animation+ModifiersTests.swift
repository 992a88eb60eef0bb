import XCTest
@testable import MotionCore

final class AnimationModifiersTests: XCTestCase {
    func testModifiersWrapInCallOrder() {
        let a = Animation.fixtureLinear(1).delay(1).speed(2)
        let speed = a.base as? SpeedAnimation
        XCTAssertEqual(speed?.speed, 2)
        let delay = speed?.base.base as? DelayAnimation
        XCTAssertEqual(delay?.delay, 1)
        XCTAssertEqual(delay?.base, .fixtureLinear(1))
        // delay(1).speed(2): the whole (1 s wait + 1 s ramp) runs twice as fast: 1 s.
        XCTAssertEqual(a.fixedDuration, 1)
        // speed(2).delay(1): wait 1 s, then a 0.5 s ramp.
        XCTAssertEqual(Animation.fixtureLinear(1).speed(2).delay(1).fixedDuration, 1.5)
    }

    func testRepeatParameters() {
        let r = Animation.fixtureLinear(1).repeatCount(4, autoreverses: false).base as? RepeatAnimation
        XCTAssertEqual(r?.repeatCount, 4)
        XCTAssertEqual(r?.autoreverses, false)
        let f = Animation.fixtureLinear(1).repeatForever().base as? RepeatAnimation
        XCTAssertNil(f?.repeatCount)
        XCTAssertEqual(f?.autoreverses, true)
        XCTAssertEqual((Animation.fixtureLinear(1).repeatCount(2).base as? RepeatAnimation)?.autoreverses, true)
    }

    func testModifiedAnimationsAreValuesThatCompare() {
        XCTAssertEqual(Animation.fixtureLinear(1).delay(0.5), Animation.fixtureLinear(1).delay(0.5))
        XCTAssertNotEqual(Animation.fixtureLinear(1).delay(0.5), Animation.fixtureLinear(1).delay(0.6))
        XCTAssertNotEqual(Animation.fixtureLinear(1).delay(1).repeatCount(3),
                          Animation.fixtureLinear(1).repeatCount(3).delay(1))
        XCTAssertEqual(Set([Animation.fixtureLinear(1).speed(2), .fixtureLinear(1).speed(2)]).count, 1)
    }

    func testFixedDurationOfUnknownBaseIsNil() {
        XCTAssertNil(Animation.fixtureSpring(0.5).fixedDuration)
        XCTAssertNil(Animation.fixtureSpring(0.5).repeatCount(2).fixedDuration)
        XCTAssertNil(Animation.fixtureSpring(0.5).logicallyComplete(after: 1).fixedDuration)
    }
}
