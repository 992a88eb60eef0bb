import XCTest
@testable import MotionUI

final class ViewSpacingTests: XCTestCase {
    func testDistances() {
        let plain = ViewSpacing()
        XCTAssertEqual(plain.distance(to: plain, along: .horizontal), 8)        // both without preference
        XCTAssertEqual(plain.distance(to: .zero, along: .vertical), 0)           // next to a spacer
        let wide = ViewSpacing(top: nil, leading: nil, bottom: 20, trailing: 4)
        XCTAssertEqual(wide.distance(to: plain, along: .vertical), 20)           // this bottom faces next top
        XCTAssertEqual(wide.distance(to: ViewSpacing(top: 30, leading: nil, bottom: nil, trailing: nil), along: .vertical), 30)
        XCTAssertEqual(wide.distance(to: .zero, along: .horizontal), 4)          // max(4, 0)
        XCTAssertEqual(plain.distance(to: wide, along: .vertical), 8)            // wide's *top* has none
    }

    func testUnionAndReset() {
        var s = ViewSpacing()
        s.formUnion(.zero, edges: .horizontal)
        XCTAssertEqual(s, ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0))
        XCTAssertEqual(ViewSpacing(top: 3, leading: nil, bottom: nil, trailing: nil)
            .union(ViewSpacing(top: 5, leading: nil, bottom: nil, trailing: nil)).top, 5)
        s.reset(.leading)
        XCTAssertNil(s.leading)
        XCTAssertEqual(s.trailing, 0)
        XCTAssertNil(ViewSpacing(top: .nan, leading: nil, bottom: nil, trailing: nil).top)
    }
}
