import XCTest
@testable import MotionUI

final class OffsetShapeTests: XCTestCase {
    func testMovesTheOutlineNotTheFrame() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(Circle().offset(x: 20, y: -10).path(in: rect).boundingRect, CGRect(x: 20, y: -10, width: 40, height: 40))
        XCTAssertEqual(Circle().offset(CGPoint(x: 1, y: 2)).offset, CGSize(width: 1, height: 2))
        // The view keeps its frame: a 40-point circle offset by 20 in a 100 × 100 window is drawn at x 50…90.
        let host = ViewHost(Circle().offset(x: 20).fill(Color.red).frame(width: 40, height: 40), size: CGSize(width: 100, height: 100))
        let bounds = host.displayList.items.first { $0.color == .red }?.bounds
        XCTAssertEqual(bounds?.minX ?? 0, 50, accuracy: 1e-9)
        XCTAssertEqual(Circle().offset(x: 5).inset(by: 5).path(in: rect).boundingRect, CGRect(x: 10, y: 5, width: 30, height: 30))
    }
}
