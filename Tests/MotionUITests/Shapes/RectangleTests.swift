import XCTest
@testable import MotionUI

final class RectangleTests: XCTestCase {
    func testIsTheFrame() {
        let frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let path = Rectangle().path(in: frame)
        XCTAssertEqual(path, Path(frame))
        XCTAssertEqual(Coverage.area(of: path, step: 0.1), 1200, accuracy: 1e-6)
        XCTAssertEqual(Rectangle().animatableData, EmptyAnimatableData())
    }

    func testTrimStartsAtTheTopLeftCorner() {
        // Perimeter 140: a quarter (35) runs along the top (30) and 5 down the right side.
        let path = Rectangle().path(in: CGRect(x: 0, y: 0, width: 30, height: 40))
        assertPoint(path.trimmedPath(from: 0, to: 0.25).currentPoint, CGPoint(x: 30, y: 5), accuracy: 1e-9)
    }
}
