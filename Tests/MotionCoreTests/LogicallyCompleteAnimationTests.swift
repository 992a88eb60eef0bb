import XCTest
@testable import MotionCore

final class LogicallyCompleteAnimationTests: XCTestCase {
    func testCompletesLogicallyAtTheGivenTime() {
        let animation = Animation.fixtureLinear(2).logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        XCTAssertEqual(animation.animate(value: 10, time: 0.49, context: &context)!, 2.45, accuracy: 1e-12)
        XCTAssertFalse(context.isLogicallyComplete)
        XCTAssertEqual(animation.animate(value: 10, time: 0.5, context: &context)!, 2.5, accuracy: 1e-12)
        XCTAssertTrue(context.isLogicallyComplete)
        XCTAssertNil(animation.animate(value: 10, time: 2, context: &context))   // removal is still the base's
        XCTAssertEqual(animation.fixedDuration, 2)
    }

    func testEarlierBaseCompletionStillCounts() {
        // The spring fixture is logically complete at its response, 0.3 s, before the 5 s given here.
        let animation = Animation.fixtureSpring(0.3).logicallyComplete(after: 5)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1, time: 0.3, context: &context)
        XCTAssertTrue(context.isLogicallyComplete)
    }

    func testBadDurations() {
        for (bad, expected) in [(-1.0, 0.0), (.nan, 0.0), (.infinity, .infinity)] {
            XCTAssertEqual(LogicallyCompleteAnimation(base: .fixtureLinear(1), duration: bad).duration, expected)
        }
        var context = AnimationContext<Double>()
        _ = Animation.fixtureLinear(1).logicallyComplete(after: .nan).animate(value: 1, time: 0, context: &context)
        XCTAssertTrue(context.isLogicallyComplete)
        var never = AnimationContext<Double>()
        _ = Animation.fixtureLinear(1000).logicallyComplete(after: .infinity).animate(value: 1, time: 999, context: &never)
        XCTAssertFalse(never.isLogicallyComplete)
    }

    func testDescriptionReadsLikeSwiftUISource() {
        XCTAssertEqual(Animation.linear(duration: 2).logicallyComplete(after: 0.5).description,
                       "linear(duration: 2.0).logicallyComplete(after: 0.5)")
    }
}
