import XCTest
@testable import MotionUI

final class MutableCollectionOffsetsTests: XCTestCase {
    func testIssue10_removeAtOffsets() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([0, 2, 9]))
        XCTAssertEqual(items, ["b", "d"])
    }

    func testIssue10_moveFromOffsets() {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(items, ["b", "c", "a", "d"])
        items.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        XCTAssertEqual(items, ["a", "d", "b", "c"])
        items.move(fromOffsets: IndexSet([1]), toOffset: 99)
        XCTAssertEqual(items, ["a", "b", "c", "d"])
    }
}
