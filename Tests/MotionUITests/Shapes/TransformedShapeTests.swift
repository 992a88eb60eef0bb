import XCTest
@testable import MotionUI

final class TransformedShapeTests: XCTestCase {
    func testMapsTheOutline() {
        // Sheared by 0.5: the bottom edge (y = 10) moves 5 to the right.
        let path = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 25, height: 10))
        XCTAssertTrue(path.contains(CGPoint(x: 23, y: 9)))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 9)))
    }
}
