import XCTest
@testable import MotionSDL

final class PixelRectTests: XCTestCase {
    func testCoveringRoundsOutwards() {
        XCTAssertEqual(PixelRect(covering: CGRect(x: 10.5, y: 3.2, width: 20, height: 5)), PixelRect(x: 10, y: 3, width: 21, height: 6))
        XCTAssertEqual(PixelRect(covering: CGRect(x: -1.5, y: 0, width: 1, height: 1)), PixelRect(x: -2, y: 0, width: 2, height: 1))
        XCTAssertEqual(PixelRect(covering: CGRect(x: 2, y: 2, width: 3, height: 3)), PixelRect(x: 2, y: 2, width: 3, height: 3))
        XCTAssertTrue(PixelRect(covering: .null).isEmpty)
        XCTAssertTrue(PixelRect(covering: CGRect(x: 0, y: 0, width: 0, height: 4)).isEmpty)
        XCTAssertTrue(PixelRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)).isEmpty)
        // Huge rectangles are clamped instead of trapping.
        XCTAssertEqual(PixelRect(covering: CGRect(x: -1e300, y: 0, width: 2e300, height: 1)).x, -(1 << 30))
    }

    func testIntersectionExpansionAndOffset() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(PixelRect(x: 5, y: 8, width: 10, height: 10)), PixelRect(x: 5, y: 8, width: 5, height: 2))
        XCTAssertEqual(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)), .empty)
        XCTAssertEqual(PixelRect(x: 10, y: 10, width: 5, height: 5).expanded(by: 2), PixelRect(x: 8, y: 8, width: 9, height: 9))
        XCTAssertEqual(PixelRect(x: 10, y: 10, width: 5, height: 5).expanded(by: -3), .empty)
        XCTAssertEqual(PixelRect.empty.expanded(by: 4), .empty)
        XCTAssertEqual(PixelRect(x: 1, y: 2, width: 3, height: 4).offsetBy(x: 10, y: -2), PixelRect(x: 11, y: 0, width: 3, height: 4))
        XCTAssertEqual(PixelRect(x: 0, y: 0, width: -4, height: 3).width, 0)
        XCTAssertTrue(a.contains(x: 9, y: 0))
        XCTAssertFalse(a.contains(x: 10, y: 0))
        XCTAssertEqual(a.area, 100)
        XCTAssertEqual(a.maxX, 10)
    }
}
