import XCTest
import MotionSDL
@testable import Motion

/// The timeline's drawing: the sliding square of ``TimelineScrubberTests`` paused after 2 s and
/// scrubbed back half a second, with the bar over the bottom 36 points of its 480 × 320 window.
final class TimelineBarTests: XCTestCase {
    func testLabels() {
        XCTAssertEqual(TimelineBar.label(shown: 11, now: 12), "11.000 s · −1.000 s")
        XCTAssertEqual(TimelineBar.label(shown: 12, now: 12), "12.000 s · now")
        XCTAssertEqual(TimelineBar.label(shown: 1.0 / 60, now: 0.5), "0.017 s · −0.483 s")
    }

    func testIssue15_theTimelineDrawsAlongTheBottomWhilePaused() throws {
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale)
            let runner = TimelineScrubberTests.makeRunner(frames: 120, scale: CGFloat(scale), textMeasurer: pipeline.textMeasurer)
            XCTAssertNil(runner.displayList.items.first { $0.color == TimelineBar.playheadColor }, "running: no timeline")
            runner.handle(.keyDown(Key("p"), isRepeat: false))
            runner.timeline.scrub(by: -0.5)
            let list = runner.displayList
            XCTAssertEqual(list.texts.last?.text, "1.500 s · −0.500 s")

            let background = try XCTUnwrap(list.items.first { $0.color == TimelineBar.background })
            XCTAssertEqual(background.bounds, CGRect(x: 0, y: 284, width: 480, height: 36), "the bottom 36 points")
            // The track: x 184…468 for app time −8…2 s; recorded from 0 s (x 184 + 0.8 · 284).
            let grey = list.items.filter { $0.color == Color(white: 0.6) }.map(\.bounds)
            let recorded = try XCTUnwrap(grey.first { $0.height == 4 })
            XCTAssertEqual(recorded.minX, 184 + 0.8 * 284, accuracy: 1e-9)
            XCTAssertEqual(recorded.maxX, 468, accuracy: 1e-9)
            XCTAssertEqual(grey.filter { $0.height == 10 }.count, 11, "a tick every second, now included")
            let playhead = try XCTUnwrap(list.items.first { $0.color == TimelineBar.playheadColor }).bounds
            XCTAssertEqual(playhead.midX, 184 + 0.95 * 284, accuracy: 1e-6, "1.5 s: 95 % along")
            XCTAssertEqual(playhead.minY, 284 + 6)

            let pixels = try HeadlessRenderer(size: TimelineScrubberTests.size, scale: scale, renderer: pipeline.renderer).render(list)
            if let failure = GoldenImage.check(pixels, testFile: #filePath, testName: #function, tolerance: 1) {
                XCTFail(failure)
            }
        }
    }
}
