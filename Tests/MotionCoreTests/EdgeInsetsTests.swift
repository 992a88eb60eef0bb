import XCTest
@testable import MotionCore

final class EdgeInsetsTests: XCTestCase {
    func testStoresEachEdge() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.top, 1)
        XCTAssertEqual(insets.leading, 2)
        XCTAssertEqual(insets.bottom, 3)
        XCTAssertEqual(insets.trailing, 4)
        XCTAssertEqual(insets.horizontal, 6)   // 2 + 4
        XCTAssertEqual(insets.vertical, 4)     // 1 + 3
    }

    func testConvenienceInitialisers() {
        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(EdgeInsets(8), EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(EdgeInsets(.horizontal, 16), EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(EdgeInsets(.vertical, 5), EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
        XCTAssertEqual(EdgeInsets(.top, 3), EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(EdgeInsets(.all, 2), EdgeInsets(2))
        XCTAssertEqual(EdgeInsets([], 9), EdgeInsets())
        XCTAssertEqual(EdgeInsets([.bottom, .trailing], 1), EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 1))
    }

    func testNegativeInsetsAreKept() {
        let insets = EdgeInsets(-4)
        XCTAssertEqual(insets.top, -4)
        XCTAssertEqual(insets.horizontal, -8)
    }

    func testBadValuesBecomeZero() {
        let insets = EdgeInsets(top: .nan, leading: .infinity, bottom: 3, trailing: -.infinity)
        XCTAssertEqual(insets, EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 0))
        var edited = EdgeInsets(5)
        edited.top = .nan
        edited.leading = .infinity
        edited.bottom = -.infinity
        edited.trailing = .signalingNaN
        XCTAssertEqual(edited, EdgeInsets())
        XCTAssertEqual(EdgeInsets(.all, .nan), EdgeInsets())
    }

    func testAnimatableDataOrderAndInterpolation() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let data = insets.animatableData
        XCTAssertEqual(data.first, 1)
        XCTAssertEqual(data.second.first, 2)
        XCTAssertEqual(data.second.second.first, 3)
        XCTAssertEqual(data.second.second.second, 4)
        var copy = EdgeInsets()
        copy.animatableData = data
        XCTAssertEqual(copy, insets)
        // A quarter of the way from 0 to (4, 8, 12, 16) is (1, 2, 3, 4): each 0 + x · 0.25, exact.
        copy.animatableData = EdgeInsets().animatableData
            .interpolated(towards: EdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 16).animatableData,
                          amount: 0.25)
        XCTAssertEqual(copy, insets)
    }

    func testHashable() {
        XCTAssertEqual(Set([EdgeInsets(1), EdgeInsets(1), EdgeInsets()]).count, 2)
    }
}
