import XCTest
@testable import Motion

final class TraceFileTests: XCTestCase {
    private func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "motion-trace-file-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func parse(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testIssue15_aClosedTraceIsOneJSONObjectWithItsEventsInOrder() throws {
        let path = try folder("events") + "/deeper/t.json"   // the missing folder is made
        let file = try TraceFile(path: path)
        file.write(TraceEvent(name: "one", phase: .instant, timestamp: 1))
        file.write(TraceEvent(name: "two", phase: .complete, timestamp: 2, duration: 3))
        XCTAssertEqual(file.eventCount, 2)
        try file.close()
        try file.close()                                       // a second close does nothing
        file.write(TraceEvent(name: "late", phase: .instant, timestamp: 9))
        let trace = try parse(path)
        XCTAssertEqual(trace["displayTimeUnit"] as? String, "ms")
        let events = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]])
        XCTAssertEqual(events.map { $0["name"] as? String }, ["one", "two"])
        XCTAssertEqual(events[1]["dur"] as? Int, 3)
        XCTAssertEqual(file.eventCount, 2)
    }

    func testIssue15_anEmptyTraceIsStillValidJSON() throws {
        let path = try folder("empty") + "/t.json"
        try TraceFile(path: path).close()
        XCTAssertEqual((try parse(path)["traceEvents"] as? [Any])?.count, 0)
    }

    func testIssue15_anUnwritablePathIsOneLineSayingWhy() throws {
        let directory = try folder("unwritable")
        XCTAssertThrowsError(try TraceFile(path: directory)) { error in
            XCTAssertEqual("\(error)", "cannot write the trace '\(directory)': Is a directory")
        }
        let plain = directory + "/plain"
        XCTAssertTrue(FileManager.default.createFile(atPath: plain, contents: Data()))
        XCTAssertThrowsError(try TraceFile(path: plain + "/t.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write the trace '\(plain)/t.json': could not create the folder '\(plain)'"), "\(error)")
            XCTAssertFalse("\(error)".contains("\n"))
        }
    }
}
