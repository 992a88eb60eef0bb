import XCTest
@testable import Motion

final class TraceEventTests: XCTestCase {
    func testIssue15_aCompleteEventIsOneLineWithItsKeysInOrder() {
        let frame = TraceEvent(name: "frame", category: "frame", phase: .complete, timestamp: 16_667, duration: 900,
                               arguments: [("frame", .integer(2)), ("app_time", .number(0.25)), ("late", .bool(false))])
        XCTAssertEqual(frame.json, #"{"name":"frame","cat":"frame","ph":"X","ts":16667,"dur":900,"pid":1,"tid":1,"args":{"frame":2,"app_time":0.25,"late":false}}"#)
    }

    func testIssue15_instantsAreThreadScopedAndAsyncEventsCarryTheirId() {
        let write = TraceEvent(name: "state write", category: "state", phase: .instant, timestamp: 5, thread: 2)
        XCTAssertEqual(write.json, #"{"name":"state write","cat":"state","ph":"i","ts":5,"pid":1,"tid":2,"s":"t"}"#)
        let begin = TraceEvent(name: "offset", category: "animation", phase: .asyncBegin, timestamp: 7, id: 3)
        XCTAssertEqual(begin.json, #"{"name":"offset","cat":"animation","ph":"b","ts":7,"pid":1,"tid":1,"id":3}"#)
    }

    func testIssue15_stringsAreEscapedAndNonFiniteNumbersBecomeStrings() throws {
        let event = TraceEvent(name: "a \"b\" \\ c\n\u{1}é", phase: .metadata, timestamp: 0,
                               arguments: [("x", .number(.nan)), ("y", .number(.infinity)), ("z", .number(-.infinity))])
        XCTAssertEqual(event.json, #"{"name":"a \"b\" \\ c\n\u0001é","ph":"M","ts":0,"pid":1,"tid":1,"args":{"x":"nan","y":"inf","z":"-inf"}}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["name"] as? String, "a \"b\" \\ c\n\u{1}é")
    }

    func testIssue15_microsecondsRoundToNearestAndStayFinite() {
        XCTAssertEqual(TraceEvent.microseconds(1.0 / 60), 16_667)        // 16666.67 µs
        XCTAssertEqual(TraceEvent.microseconds(59.0 / 60), 983_333)      // 983333.33 µs
        XCTAssertEqual(TraceEvent.microseconds(0.0000005), 1)           // 0.5 µs rounds away from zero
        XCTAssertEqual(TraceEvent.microseconds(.nan), 0)
        XCTAssertEqual(TraceEvent.microseconds(.infinity), 0)
        XCTAssertEqual(TraceEvent.microseconds(1e300), 9_007_199_254_740_992)
        XCTAssertEqual(TraceEvent.microseconds(-1e300), -9_007_199_254_740_992)
    }
}
