import XCTest
@testable import MotionUI

final class AxisTests: XCTestCase {
    func testAxes() {
        XCTAssertEqual(Axis.horizontal.other, .vertical)
        XCTAssertEqual(Axis.Set.all, [.horizontal, .vertical])
        XCTAssertEqual(CGSize(major: 10, minor: 20, axis: .vertical), CGSize(width: 20, height: 10))
        XCTAssertEqual(CGPoint(x: 1, y: 2)[.vertical], 2)
    }
}
