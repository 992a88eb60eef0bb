import XCTest
@testable import Motion

final class TraceFrameTests: XCTestCase {
    private func frame(work: TimeInterval, parts: [FramePart: TimeInterval]) -> TraceFrame {
        var frame = TraceFrame(number: 2, start: 1.0 / 60, appTime: 0.5)
        frame.work = work
        for (part, seconds) in parts { frame.parts[part.rawValue] = seconds }
        return frame
    }

    private func spans(_ events: [TraceEvent]) -> [String] {
        events.map { "\($0.name) \($0.timestamp)+\($0.duration ?? -1)" }
    }

    func testIssue15_partsFollowOneAnotherFromTheFramesStartInTheirOrder() {
        // 1/60 s = 16666.67 µs → 16667. Work 4 ms is longer than the parts (3.5 ms): the frame lasts 4000 µs.
        let events = frame(work: 0.004, parts: [.render: 0.002, .update: 0.001, .layout: 0.0005]).events(nextStart: 2.0 / 60)
        XCTAssertEqual(spans(events), ["frame 16667+4000", "update 16667+1000", "layout 17667+500", "render 18167+2000"])
        XCTAssertEqual(events[0].json, #"{"name":"frame","cat":"frame","ph":"X","ts":16667,"dur":4000,"pid":1,"tid":1,"args":{"frame":2,"app_time":0.5,"measured_us":4000}}"#)
    }

    func testIssue15_aFrameLastsAtLeastItsParts() {
        let events = frame(work: 0.001, parts: [.update: 0.002, .present: 0.001]).events(nextStart: nil)
        XCTAssertEqual(spans(events), ["frame 16667+3000", "update 16667+2000", "present 18667+1000"])
    }

    func testIssue15_aFrameLongerThanItsSlotIsCutAndItsPartsScaledToFit() {
        // The slot: 33333 − 16667 = 16666 µs. The parts' 20000 µs scale by 16666/20000: boundaries at 8333 and 16666.
        let events = frame(work: 0.030, parts: [.update: 0.010, .layout: 0.010]).events(nextStart: 2.0 / 60)
        XCTAssertEqual(spans(events), ["frame 16667+16666", "update 16667+8333", "layout 25000+8333"])
        XCTAssertTrue(events[0].json.hasSuffix(#""measured_us":30000}}"#))
    }

    func testIssue15_aNextFrameAtTheSameTimeLeavesAnEmptyFrameAndBadTimesNoNegativeSpans() {
        XCTAssertEqual(spans(frame(work: 0.002, parts: [.layout: 0.001]).events(nextStart: 1.0 / 60)),
                       ["frame 16667+0", "layout 16667+0"])
        XCTAssertEqual(spans(frame(work: .nan, parts: [.layout: -1]).events(nextStart: 0)), ["frame 16667+0", "layout 16667+0"])
    }
}
