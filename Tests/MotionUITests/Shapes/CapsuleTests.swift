import XCTest
@testable import MotionUI

final class CapsuleTests: XCTestCase {
    func testAreaIsARectangleWithHalfDiscEnds() {
        // 100 × 30: radius 15, straight part 70 × 30 = 2100, two half discs π·15² = 706.86.
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(Coverage.area(of: path, step: 0.05), 2100 + .pi * 225, accuracy: 1)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    func testVerticalCapsule() {
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 20, height: 80))
        XCTAssertEqual(Coverage.area(of: path, step: 0.05), 60 * 20 + .pi * 100, accuracy: 1)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "rounded top corner")
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 40)))
    }

    func testContinuousCapsuleIsTheSameShape() {
        // With the corner taking half the short side the continuous corner is fully circular.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 30)
        let circular = Capsule().path(in: rect), continuous = Capsule(style: .continuous).path(in: rect)
        for f: CGFloat in [0.1, 0.3, 0.55, 0.8] {
            assertPoint(continuous.trimmedPath(from: 0, to: f).currentPoint,
                        circular.trimmedPath(from: 0, to: f).currentPoint!, accuracy: 1e-4)
        }
        XCTAssertEqual(Capsule().style, .circular)
    }
}
