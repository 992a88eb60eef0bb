import XCTest
@testable import MotionCore

final class AnimationTimingCurvesTests: XCTestCase {
    private func timing(_ animation: Animation, file: StaticString = #filePath, line: UInt = #line) -> TimingCurveAnimation? {
        let base = animation.base as? TimingCurveAnimation
        XCTAssertNotNil(base, "\(animation) is not a timing curve", file: file, line: line)
        return base
    }

    func testNamedCurvesUseTheirCurveAndTheDefaultDuration() {
        let cases: [(Animation, UnitCurve)] = [
            (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInOut),
        ]
        for (animation, curve) in cases {
            XCTAssertEqual(timing(animation)?.curve, curve)
            XCTAssertEqual(timing(animation)?.duration, 0.35)
        }
    }

    func testDurationVariants() {
        XCTAssertEqual(timing(.linear(duration: 2)), TimingCurveAnimation(curve: .linear, duration: 2))
        XCTAssertEqual(timing(.easeIn(duration: 0.2)), TimingCurveAnimation(curve: .easeIn, duration: 0.2))
        XCTAssertEqual(timing(.easeOut(duration: 0.3)), TimingCurveAnimation(curve: .easeOut, duration: 0.3))
        XCTAssertEqual(timing(.easeInOut(duration: 2)), TimingCurveAnimation(curve: .easeInOut, duration: 2))
        XCTAssertEqual(Animation.easeInOut(duration: 2), Animation.easeInOut(duration: 2))
        XCTAssertNotEqual(Animation.easeInOut(duration: 2), Animation.easeIn(duration: 2))
    }

    func testTimingCurveBuildsABezier() {
        XCTAssertEqual(timing(.timingCurve(0.42, 0, 0.58, 1)), TimingCurveAnimation(curve: .easeInOut, duration: 0.35))
        XCTAssertEqual(timing(.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1))?.curve, .bezier(0.1, 0.2, 0.3, 0.4))
        XCTAssertEqual(timing(.timingCurve(.easeOut, duration: 3)), TimingCurveAnimation(curve: .easeOut, duration: 3))
    }

    func testAnimationForwardsToTheCurve() {
        var context = AnimationContext<Double>()
        XCTAssertEqual(try XCTUnwrap(Animation.linear(duration: 1).animate(value: 10.0, time: 0.25, context: &context)),
                       2.5, accuracy: 1e-12)
        XCTAssertNil(Animation.easeOut.animate(value: 10.0, time: 0.35, context: &context))
        XCTAssertTrue(context.isLogicallyComplete)
    }
}
