import XCTest
@testable import MotionUI

private final class Reference {}

final class StoredFieldsTests: XCTestCase {
    func testIssue14_fieldsOfAStructAtTheirOffsets() throws {
        let fields = try XCTUnwrap(StoredFields.of(CGSize.self))
        XCTAssertEqual(fields.map(\.offset), [0, 8])
        XCTAssertTrue(fields.allSatisfy { $0.type == CGFloat.self })
        let tuple = try XCTUnwrap(StoredFields.of((Int8, Int64).self))
        XCTAssertEqual(tuple.map(\.offset), [0, 8], "the Int64 is aligned to 8")
        XCTAssertNil(StoredFields.of(Reference.self), "a class is a reference, not fields")
        XCTAssertNil(StoredFields.of(Int?.self))
    }

    func testIssue14_kindsSizesAndPlainData() {
        XCTAssertEqual(StoredFields.kind(of: CGSize.self), .structure)
        XCTAssertEqual(StoredFields.kind(of: Reference.self), .reference)
        XCTAssertEqual(StoredFields.kind(of: (() -> Void).self), .function)
        XCTAssertEqual(StoredFields.kind(of: Any.self), .existential)
        XCTAssertEqual(StoredFields.kind(of: Int?.self), .other)
        XCTAssertEqual(StoredFields.size(of: CGSize.self), 16)
        XCTAssertEqual(StoredFields.size(of: Bool.self), 1)
        XCTAssertTrue(StoredFields.isPlainData(CGSize.self))
        XCTAssertFalse(StoredFields.isPlainData(String.self))
    }
}
