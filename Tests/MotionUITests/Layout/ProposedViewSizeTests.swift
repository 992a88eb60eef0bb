import XCTest
@testable import MotionUI

final class ProposedViewSizeTests: XCTestCase {
    func testSpecialValues() {
        XCTAssertEqual(ProposedViewSize.zero, ProposedViewSize(width: 0, height: 0))
        XCTAssertNil(ProposedViewSize.unspecified.width)
        XCTAssertEqual(ProposedViewSize.infinity.height, .infinity)
        XCTAssertEqual(ProposedViewSize(CGSize(width: 3, height: 4)), ProposedViewSize(width: 3, height: 4))
    }

    func testReplacingUnspecifiedDimensions() {
        XCTAssertEqual(ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions(), CGSize(width: 10, height: 5))
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)),
                       CGSize(width: 1, height: 2))
    }

    func testAxesAndSanitizing() {
        XCTAssertEqual(ProposedViewSize(major: 10, minor: nil, axis: .vertical), ProposedViewSize(width: nil, height: 10))
        XCTAssertEqual(ProposedViewSize(width: 1, height: 2)[.vertical], 2)
        XCTAssertEqual(ProposedViewSize(width: -4, height: .nan).sanitized, .zero)
        XCTAssertEqual(ProposedViewSize(width: nil, height: .infinity).sanitized, ProposedViewSize(width: nil, height: .infinity))
    }
}
