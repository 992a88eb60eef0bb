import XCTest
@testable import MotionUI

final class OverlayStyleModifierTests: XCTestCase {
    func testIssue11_BackgroundAndOverlayFillAShapeInTheViewsFrame() {
        // A 100 × 40 clear view centred in 300 × 200 at (100, 80): an orange capsule behind it,
        // a red circle (the 40-point circle centred in the frame: x 130) in front.
        let host = ViewHost(Color.clear.frame(width: 100, height: 40)
            .background(.orange, in: Capsule())
            .overlay(.red, in: Circle()), size: CGSize(width: 300, height: 200))
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.color), [.orange, .red])
        XCTAssertEqual(items[0].kind, .fill(shape: "Capsule"))
        XCTAssertEqual(items[0].bounds.minX, 100, accuracy: 0.01)
        XCTAssertEqual(items[0].bounds.width, 100, accuracy: 0.01)
        XCTAssertEqual(items[1].kind, .fill(shape: "Circle"))
        XCTAssertEqual(items[1].bounds.minX, 130, accuracy: 0.01)
        XCTAssertEqual(items[1].bounds.height, 40, accuracy: 0.01)
    }

    func testIssue11_LeadingDotColourBackgroundAndOverlayFillTheFrame() {
        let host = ViewHost(Color.clear.frame(width: 100, height: 40).background(.orange).overlay(.red.opacity(0.5)),
                            size: CGSize(width: 300, height: 200))
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.color), [.orange, Color.red.opacity(0.5)])
        XCTAssertEqual(items.map(\.bounds), [CGRect(x: 100, y: 80, width: 100, height: 40),
                                             CGRect(x: 100, y: 80, width: 100, height: 40)])
    }
}
