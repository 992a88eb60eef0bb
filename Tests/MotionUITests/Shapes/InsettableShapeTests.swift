import XCTest
@testable import MotionUI

final class InsettableShapeTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    func testIssue12_insetShapesShrinkOnEverySide() {
        XCTAssertEqual(Rectangle().inset(by: 2).path(in: rect).boundingRect, CGRect(x: 2, y: 2, width: 36, height: 16))
        XCTAssertEqual(Capsule().inset(by: 3).inset(by: 1).path(in: rect).boundingRect, CGRect(x: 4, y: 4, width: 32, height: 12))
        XCTAssertEqual(Ellipse().inset(by: -2).path(in: rect).boundingRect, CGRect(x: -2, y: -2, width: 44, height: 24))
        // Too large an inset leaves the centre; NaN insets nothing.
        XCTAssertEqual(Rectangle().inset(by: 50).path(in: rect).boundingRect, CGRect(x: 10, y: 10, width: 20, height: 0))
        XCTAssertEqual(Rectangle().inset(by: .nan).path(in: rect).boundingRect, rect)
        // A rounded rectangle's corners shrink with it.
        let inset = RoundedRectangle(cornerRadius: 6).inset(by: 4)
        XCTAssertEqual(inset.base.cornerSize, CGSize(width: 2, height: 2))
        XCTAssertEqual(RoundedRectangle(cornerRadius: 3).inset(by: 4).base.cornerSize, .zero)
    }

    func testIssue12_strokeBorderKeepsTheStrokeInsideTheFrame() {
        // A 4-wide border of a 40 × 20 rectangle at the origin covers exactly (0, 0, 40, 20).
        let border = ViewHost(Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 20),
                              size: CGSize(width: 40, height: 20)).displayList.items.first
        XCTAssertEqual(border?.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(border?.color, .red)
        let plain = ViewHost(Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 20),
                             size: CGSize(width: 40, height: 20)).displayList.items.first
        XCTAssertEqual(plain?.bounds, CGRect(x: -2, y: -2, width: 44, height: 24))
        let foreground = ViewHost(Circle().strokeBorder(lineWidth: 2).foregroundStyle(.blue).frame(width: 20, height: 20),
                                  size: CGSize(width: 20, height: 20)).displayList.items.first
        XCTAssertEqual(foreground?.color, .blue)
        // The outline's points lie on the circle of radius 10 about (10, 10): none left of 0, and
        // within the quarter-point flattening tolerance of it.
        XCTAssertGreaterThanOrEqual(foreground?.bounds.minX ?? -1, 0)
        XCTAssertLessThanOrEqual(foreground?.bounds.minX ?? 1, 0.25)
    }
}
