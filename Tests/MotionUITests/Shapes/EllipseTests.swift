import XCTest
@testable import MotionUI

final class EllipseTests: XCTestCase {
    func testFillsTheFrame() {
        let path = Ellipse().path(in: CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(path.boundingRect, CGRect(x: 10, y: 20, width: 100, height: 40))
        // Area π·a·b = π·50·20, plus ≈ 3·10⁻⁴ of it because the cubic quarters bulge slightly outwards.
        XCTAssertEqual(Coverage.area(of: path, step: 0.05), .pi * 1000 * (1 + 3e-4), accuracy: .pi * 1000 * 0.001)
        XCTAssertEqual(elements(of: path).first, .move(to: CGPoint(x: 110, y: 40)))
    }

    func testNothingToAnimate() {
        XCTAssertEqual(Ellipse().animatableData, EmptyAnimatableData())
    }
}
