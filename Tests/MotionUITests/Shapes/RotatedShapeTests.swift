import XCTest
@testable import MotionUI

final class RotatedShapeTests: XCTestCase {
    func testAProgressRingStartsAtTwelveOClock() {
        // A circle's outline starts at 3 o'clock; turned −90° about the centre it starts at 12:
        // in 100 × 100, (100, 50) → (50, 0).
        let path = Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start)? = elements(of: path).first else { return XCTFail() }
        XCTAssertEqual(start.x, 50, accuracy: 1e-9)
        XCTAssertEqual(start.y, 0, accuracy: 1e-9)
        // A quarter from 12 o'clock ends at 3 o'clock: the path stays in the top-right quadrant.
        XCTAssertEqual(path.boundingRect.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.maxY, 50, accuracy: 1e-9)
    }

    func testTurnsAboutTheAnchorAndAnimates() {
        // A 20 × 10 rectangle turned 90° about its top-leading corner lies left of it: x −10…0, y 0…20.
        let r = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(r.boundingRect.minX, -10, accuracy: 1e-9)
        XCTAssertEqual(r.boundingRect.maxY, 20, accuracy: 1e-9)
        var shape = Rectangle().rotation(.zero)
        shape.animatableData = shape.animatableData.interpolated(towards: Rectangle().rotation(.degrees(90)).animatableData, amount: 0.5)
        XCTAssertEqual(shape.angle.degrees, 45, accuracy: 1e-9)
        // Inset by 5, a 40-point circle is 30 across whatever its turn; turned 30° its cubic quarters'
        // bulge (at most 2.7·10⁻⁴ of the radius 15, on each side) shows in the bounding box.
        XCTAssertEqual(Circle().rotation(.degrees(30)).inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect.width,
                       30, accuracy: 2 * 15 * 2.8e-4)
    }
}
