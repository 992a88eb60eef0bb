import XCTest
@testable import MotionCore

final class TimingCurveAnimationTests: XCTestCase {
    func testLinearCoversTheChangeProportionally() {
        let linear = TimingCurveAnimation(curve: .linear, duration: 2)
        var context = AnimationContext<Double>()
        for i in 0..<20 {
            let t = Double(i) / 10
            XCTAssertEqual(try XCTUnwrap(linear.animate(value: 10, time: t, context: &context)), 5 * t, accuracy: 1e-12)
            XCTAssertFalse(context.isLogicallyComplete)
        }
    }

    func testValueFollowsTheCurve() {
        // easeInOut is symmetric about its middle, so half the time covers half the change.
        let ease = TimingCurveAnimation(curve: .easeInOut, duration: 0.8)
        var context = AnimationContext<Double>()
        XCTAssertEqual(try XCTUnwrap(ease.animate(value: 10, time: 0.4, context: &context)), 5, accuracy: 1e-12)
        for i in 0..<8 {
            let t = Double(i) / 10
            XCTAssertEqual(try XCTUnwrap(ease.animate(value: -3, time: t, context: &context)),
                           -3 * UnitCurve.easeInOut.value(at: t / 0.8), accuracy: 1e-12)
        }
        XCTAssertEqual(ease.animate(value: 10, time: 0, context: &context), 0)
    }

    func testFinishesAtItsDuration() {
        let ease = TimingCurveAnimation(curve: .easeOut, duration: 0.5)
        var context = AnimationContext<Double>()
        XCTAssertNotNil(ease.animate(value: 1, time: 0.4999999, context: &context))
        XCTAssertFalse(context.isLogicallyComplete)
        XCTAssertNil(ease.animate(value: 1, time: 0.5, context: &context))
        XCTAssertTrue(context.isLogicallyComplete)
        XCTAssertNil(ease.animate(value: 1, time: .infinity, context: &context))
        XCTAssertEqual(ease.knownDuration, 0.5)
    }

    func testWorksComponentWise() {
        let ease = TimingCurveAnimation(curve: .easeIn, duration: 1)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let covered = try? XCTUnwrap(ease.animate(value: AnimatablePair(2.0, -4.0), time: 0.3, context: &context))
        let f = UnitCurve.easeIn.value(at: 0.3)
        XCTAssertEqual(covered?.first ?? .nan, 2 * f, accuracy: 1e-12)
        XCTAssertEqual(covered?.second ?? .nan, -4 * f, accuracy: 1e-12)
    }

    func testVelocityIsTheDerivativeOfTheValue() {
        // d/dt [value · f(t/d)] = value · f′(t/d) / d; checked against central differences of animate.
        let h = 1e-6
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .bezier(0.2, 1.4, 0.6, -0.3)] {
            let animation = TimingCurveAnimation(curve: curve, duration: 1.5)
            var context = AnimationContext<Double>()
            for i in 1..<15 {
                let t = Double(i) / 10
                let ahead = animation.animate(value: 8, time: t + h, context: &context) ?? .nan
                let behind = animation.animate(value: 8, time: t - h, context: &context) ?? .nan
                let velocity = try? XCTUnwrap(animation.velocity(value: 8.0, time: t, context: context))
                XCTAssertEqual(velocity ?? .nan, (ahead - behind) / (2 * h), accuracy: 1e-4, "\(curve) at \(t)")
            }
        }
        let linear = TimingCurveAnimation(curve: .linear, duration: 2)
        XCTAssertEqual(linear.velocity(value: 10.0, time: 1, context: AnimationContext()), 5)
        XCTAssertEqual(linear.velocity(value: 10.0, time: 2, context: AnimationContext()), 0)
    }

    func testNeverMerges() {
        var context = AnimationContext<Double>()
        let ease = TimingCurveAnimation(curve: .easeInOut, duration: 1)
        XCTAssertFalse(ease.shouldMerge(previous: Animation(ease), value: 1.0, time: 0.5, context: &context))
    }

    func testBadDurationsFinishAtOnce() {
        for duration in [Double.nan, -1, 0, .infinity, -.infinity] {
            let animation = TimingCurveAnimation(curve: .easeInOut, duration: duration)
            XCTAssertEqual(animation.duration, 0)
            XCTAssertEqual(animation.knownDuration, 0)
            var context = AnimationContext<Double>()
            XCTAssertNil(animation.animate(value: 1, time: 0, context: &context), "\(duration)")
            XCTAssertTrue(context.isLogicallyComplete)
            XCTAssertEqual(animation.velocity(value: 1.0, time: 0, context: context), 0)
        }
        XCTAssertEqual(TimingCurveAnimation(curve: .linear, duration: .nan), TimingCurveAnimation(curve: .linear, duration: 0))
    }

    func testBadTimesAndValues() {
        let linear = TimingCurveAnimation(curve: .linear, duration: 1)
        var context = AnimationContext<Double>()
        XCTAssertEqual(linear.animate(value: 4, time: .nan, context: &context), 0)
        XCTAssertEqual(linear.animate(value: 4, time: -2, context: &context), 0)
        XCTAssertFalse(context.isLogicallyComplete)
        XCTAssertNil(linear.animate(value: .nan, time: 0.5, context: &context))
        XCTAssertTrue(context.isLogicallyComplete)
        var other = AnimationContext<Double>()
        XCTAssertNil(linear.animate(value: .infinity, time: 0.5, context: &other))
        XCTAssertEqual(linear.velocity(value: Double.nan, time: 0.5, context: other), 0)
    }

    func testDescription() {
        XCTAssertEqual(TimingCurveAnimation(curve: .easeIn, duration: 0.5).description, "easeIn(duration: 0.5)")
    }

    func testCustomCurveDescriptionReadsLikeSwiftUISource() {
        XCTAssertEqual(Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).description,
                       "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)")
        XCTAssertEqual(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.3).description, "easeInOut(duration: 0.3)",
                       "a curve with a name is shown by it")
    }
}
