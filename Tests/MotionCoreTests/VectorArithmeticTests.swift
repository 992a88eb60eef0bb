import XCTest
@testable import MotionCore

final class VectorArithmeticTests: XCTestCase {
    func testDoubleScaleAndMagnitude() {
        XCTAssertEqual(3.0.scaled(by: 2), 6.0)
        XCTAssertEqual((-3.0).magnitudeSquared, 9.0)
    }

    func testPairArithmetic() {
        let a = AnimatablePair(1.0, CGFloat(2))
        let b = AnimatablePair(0.5, CGFloat(-1))
        XCTAssertEqual(a + b, AnimatablePair(1.5, CGFloat(1)))
        XCTAssertEqual(a - b, AnimatablePair(0.5, CGFloat(3)))
        XCTAssertEqual(a.scaled(by: 2), AnimatablePair(2.0, CGFloat(4)))
        XCTAssertEqual(a.magnitudeSquared, 5.0)
        XCTAssertEqual(AnimatablePair<Double, Double>.zero, AnimatablePair(0.0, 0.0))
    }

    func testVectorPadsShorterOperand() {
        let a = AnimatableVector([1, 2, 3])
        XCTAssertEqual((a + .zero).elements, [1, 2, 3])
        XCTAssertEqual((a - AnimatableVector([1])).elements, [0, 2, 3])
        XCTAssertEqual(AnimatableVector([1, 0]), AnimatableVector([1]))
        XCTAssertEqual(AnimatableVector.zero, AnimatableVector([0, 0]))
        XCTAssertEqual(a.magnitudeSquared, 14)
    }

    func testInterpolationAndFiniteness() {
        XCTAssertEqual(2.0.interpolated(towards: 4.0, amount: 0.25), 2.5)
        XCTAssertTrue(AnimatablePair(1.0, 2.0).isFiniteVector)
        XCTAssertFalse(AnimatablePair(1.0, Double.nan).isFiniteVector)
        XCTAssertFalse(Double.infinity.isFiniteVector)
    }

    func testEmptyData() {
        var e = EmptyAnimatableData()
        e.scale(by: 3)
        XCTAssertEqual(e + e - e, .zero)
        XCTAssertEqual(e.magnitudeSquared, 0)
    }
}
