import XCTest
@testable import MotionUI

final class ScaledShapeTests: XCTestCase {
    func testScalesAboutTheAnchor() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 25, y: 15, width: 50, height: 30))
        XCTAssertEqual(Rectangle().scale(x: 1, y: 0.5, anchor: .bottom).path(in: rect).boundingRect,
                       CGRect(x: 0, y: 30, width: 100, height: 30))
        var shape = Circle().scale(1)
        shape.animatableData = shape.animatableData.interpolated(towards: Circle().scale(0).animatableData, amount: 0.25)
        XCTAssertEqual(shape.scale, CGSize(width: 0.75, height: 0.75))
    }
}
