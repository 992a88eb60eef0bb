import XCTest
@testable import MotionSDL

final class SnapshotRecordModeTests: XCTestCase {
    func testRecordModesParse() {
        XCTAssertEqual(SnapshotRecordMode.parse(nil), .missing)
        XCTAssertEqual(SnapshotRecordMode.parse(""), .missing)
        XCTAssertEqual(SnapshotRecordMode.parse("NEVER"), .never)
        XCTAssertEqual(SnapshotRecordMode.parse("failed"), .failed)
        XCTAssertEqual(SnapshotRecordMode.parse("all"), .all)
        XCTAssertNil(SnapshotRecordMode.parse("sometimes"))
    }

    func testTheEnvironmentVariableNamesTheMode() {
        XCTAssertEqual(SnapshotRecordMode.fromEnvironment([:]), .missing)
        XCTAssertEqual(SnapshotRecordMode.fromEnvironment(["MOTION_RECORD": "All"]), .all)
        XCTAssertNil(SnapshotRecordMode.fromEnvironment(["MOTION_RECORD": "yes"]))
        XCTAssertEqual(SnapshotRecordMode.fromEnvironment(["OTHER": "never"]), .missing)
    }
}
