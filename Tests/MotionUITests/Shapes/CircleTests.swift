import XCTest
@testable import MotionUI

final class CircleTests: XCTestCase {
    func testFitsTheShorterSideCentred() {
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(path.boundingRect, CGRect(x: 20, y: 0, width: 60, height: 60))
        let tall = Circle().path(in: CGRect(x: 10, y: 10, width: 40, height: 100))
        XCTAssertEqual(tall.boundingRect, CGRect(x: 10, y: 40, width: 40, height: 40))
    }

    func testStartsAtThreeOClockAndRunsClockwiseOnScreen() {
        // trim(0, 0.25) is the lower-right quarter: from (80, 30) to (50, 60) in a 100 × 60 frame.
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(elements(of: path).first, .move(to: CGPoint(x: 80, y: 30)))
        assertPoint(path.trimmedPath(from: 0, to: 0.25).currentPoint, CGPoint(x: 50, y: 60), accuracy: 1e-6)
    }

    func testAreaIsPiRSquared() {
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // πr², plus ≈ 3·10⁻⁴ of it for the cubics' outward bulge (radial error ≤ 2.7·10⁻⁴ r).
        XCTAssertEqual(Coverage.area(of: path, step: 0.1), .pi * 2500 * (1 + 3e-4), accuracy: .pi * 2500 * 5e-4)
    }

    func testNothingToAnimate() {
        var circle = Circle()
        circle.animatableData = EmptyAnimatableData()
        XCTAssertEqual(circle.animatableData, EmptyAnimatableData())
        XCTAssertTrue(Circle().path(in: .zero).boundingRect.width == 0)
    }
}
