import XCTest
@testable import MotionUI

final class DisplayListTests: XCTestCase {
    private let square: [[CGPoint]] = [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]]

    func testIssue14_anItemKeepsEveryFieldItIsGiven() {
        let projection = ProjectionTransform(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let font = Font.system(size: 13)
        var item = DisplayItem(kind: .text, polygons: square, color: .red, opacity: 0.5, transform: .identity,
                               localRect: CGRect(x: 1, y: 2, width: 3, height: 4), text: "Hi", font: font,
                               imageName: "star", shadowRadius: 6, projection: projection)
        XCTAssertEqual(item.localRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(item.text, "Hi")
        XCTAssertEqual(item.font, font)
        XCTAssertEqual(item.imageName, "star")
        XCTAssertEqual(item.shadowRadius, 6)
        XCTAssertEqual(item.projection, projection)
        XCTAssertNil(item.layer)
        XCTAssertNil(item.gradient)
        XCTAssertEqual(item.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))

        // A copy changed field by field leaves the original as it was.
        var copy = item
        copy.text = "Ho"
        copy.shadowRadius = 0
        XCTAssertEqual(item.text, "Hi")
        XCTAssertEqual(item.shadowRadius, 6)
        XCTAssertEqual(copy.text, "Ho")
        XCTAssertEqual(copy.shadowRadius, 0)
        XCTAssertNotEqual(copy, item)
        copy.text = "Hi"
        copy.shadowRadius = 6
        XCTAssertEqual(copy, item)

        // Every field back at its default: the same item as one made without them.
        item.localRect = .zero
        item.text = nil
        item.font = nil
        item.imageName = nil
        item.shadowRadius = 0
        item.projection = nil
        XCTAssertEqual(item, DisplayItem(kind: .text, polygons: square, color: .red, opacity: 0.5, transform: .identity))
    }

    func testIssue14_itemsDifferingInOneDetailAreNotEqual() {
        let plain = DisplayItem(kind: .fill(shape: "Rectangle"), polygons: square, color: .blue, opacity: 1, transform: .identity)
        XCTAssertEqual(plain, DisplayItem(kind: .fill(shape: "Rectangle"), polygons: square, color: .blue, opacity: 1,
                                          transform: .identity, localRect: .zero, shadowRadius: 0))
        XCTAssertNotEqual(plain, DisplayItem(kind: .fill(shape: "Rectangle"), polygons: square, color: .blue, opacity: 1,
                                             transform: .identity, localRect: CGRect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertNotEqual(plain, DisplayItem(kind: .fill(shape: "Rectangle"), polygons: square, color: .blue, opacity: 1,
                                             transform: .identity, shadowRadius: 2))
    }
}
