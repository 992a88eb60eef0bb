import XCTest
@testable import MotionUI

final class ChildKeyTests: XCTestCase {
    /// Keys match when their case and payload do; hashing agrees with that.
    func testIssue14_keysMatchByCaseAndPayload() {
        XCTAssertEqual(ChildKey.index(2), .index(2))
        XCTAssertNotEqual(ChildKey.index(2), .index(3))
        XCTAssertNotEqual(ChildKey.index(0), .secondary(0), "same payload, another case")
        XCTAssertEqual(ChildKey.branch(true), .branch(true))
        XCTAssertNotEqual(ChildKey.branch(true), .branch(false))
        XCTAssertEqual(ChildKey.id(AnyHashable("a")), .id(AnyHashable("a")))
        XCTAssertNotEqual(ChildKey.id(AnyHashable(1)), .id(AnyHashable("1")), "ids of other types differ")
        XCTAssertEqual(ChildKey.type(ObjectIdentifier(Int.self)), .type(ObjectIdentifier(Int.self)))
        XCTAssertNotEqual(ChildKey.type(ObjectIdentifier(Int.self)), .type(ObjectIdentifier(String.self)))
        XCTAssertNotEqual(ChildKey.secondary(1), .id(AnyHashable(1)))
        let keys: Set<ChildKey> = [.index(0), .index(0), .secondary(0), .id(AnyHashable(0)), .id(AnyHashable(0))]
        XCTAssertEqual(keys.count, 3)
    }
}
