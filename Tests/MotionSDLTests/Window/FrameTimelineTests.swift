import XCTest
@testable import MotionSDL

final class FrameTimelineTests: XCTestCase {
    func testFollowsTheWallClockAtNormalRates() {
        var timeline = FrameTimeline()
        XCTAssertNil(timeline.lastWallTime)
        XCTAssertEqual(timeline.advance(toWallTime: 100), 0)   // the first frame is animation time 0
        // 60 steps of 1/60 s (below the 1/15 s clamp) add up to one second of animation time.
        for frame in 1...60 { timeline.advance(toWallTime: 100 + Double(frame) / 60) }
        XCTAssertEqual(timeline.time, 1, accuracy: 1e-9)
        XCTAssertEqual(timeline.lastWallTime ?? 0, 101, accuracy: 1e-9)
    }

    func testAStallAdvancesByAtMostOneFifteenthOfASecond() {
        var timeline = FrameTimeline()
        timeline.advance(toWallTime: 10)
        timeline.advance(toWallTime: 10.016)
        // A 2-second stall: 0.016 + 1/15 = 0.0826667.
        XCTAssertEqual(timeline.advance(toWallTime: 12), 0.016 + 1.0 / 15, accuracy: 1e-12)
        // Then normal frames continue from the new wall time.
        XCTAssertEqual(timeline.advance(toWallTime: 12.01), 0.016 + 1.0 / 15 + 0.01, accuracy: 1e-12)
    }

    func testBadWallTimes() {
        var timeline = FrameTimeline()
        timeline.advance(toWallTime: 5)
        timeline.advance(toWallTime: 5.01)
        XCTAssertEqual(timeline.advance(toWallTime: .nan), 0.01, accuracy: 1e-12)       // ignored
        XCTAssertEqual(timeline.advance(toWallTime: .infinity), 0.01, accuracy: 1e-12)  // ignored
        XCTAssertEqual(timeline.advance(toWallTime: 4), 0.01, accuracy: 1e-12)          // backwards: +0
        XCTAssertEqual(timeline.advance(toWallTime: 4.02), 0.03, accuracy: 1e-12)       // from the new time
    }

    func testCustomAndBadMaximumSteps() {
        var timeline = FrameTimeline(maximumStep: 0.5)
        timeline.advance(toWallTime: 0)
        XCTAssertEqual(timeline.advance(toWallTime: 3), 0.5)
        XCTAssertEqual(FrameTimeline(maximumStep: -1).maximumStep, 1.0 / 15)
        XCTAssertEqual(FrameTimeline(maximumStep: .nan).maximumStep, 1.0 / 15)
    }
}
