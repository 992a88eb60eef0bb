import XCTest
import MotionSDL
@testable import Motion

/// The paused timeline through the runner, on the virtual clock: a blue square slides 200 points
/// right in 4 s (linear: 50 points a second) once tapped, so every frame of the first 4 s differs.
final class TimelineScrubberTests: XCTestCase {
    struct SlidingSquare: View {
        @State private var right = false
        var body: some View {
            Rectangle().fill(Color.blue)
                .frame(width: 20, height: 20)
                .offset(x: right ? 200 : 0)
                .onTapGesture { withAnimation(.linear(duration: 4)) { right.toggle() } }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    static let size = CGSize(width: 480, height: 320)

    /// A runner of the slider, tapped at time 0 and run for `frames` frames of 1/60 s (wall times
    /// 0, 1/60, … frames/60, as a window session calls it).
    static func makeRunner(frames: Int, scale: CGFloat = 1, textMeasurer: TextMeasurer = MonospaceTextMeasurer()) -> AppRunner {
        let runner = AppRunner(shell: WindowGroupShell(title: "Slider", content: AnyView(SlidingSquare())), size: size, scale: scale,
                               textMeasurer: textMeasurer)
        runner.advance(toWallTime: 0)
        runner.handle(.mouseDown(CGPoint(x: 10, y: 10), button: 1))
        runner.handle(.mouseUp(CGPoint(x: 10, y: 10), button: 1))
        for frame in 0...frames { runner.advance(toWallTime: Double(frame) / 60) }
        return runner
    }

    private func press(_ runner: AppRunner, _ key: Key, modifiers: InputEvent.KeyModifiers = []) {
        runner.handle(.keyDown(key, isRepeat: false), modifiers: modifiers)
        runner.handle(.keyUp(key), modifiers: modifiers)
    }

    /// The linear curve is a Bézier solved to 1e-6 of progress: 2e-4 points over the 200-point slide.
    private let slideAccuracy = 1e-3

    /// The square's left edge in a frame.
    private func squareX(_ list: DisplayList) throws -> CGFloat {
        try XCTUnwrap(list.items.first { $0.color == .blue }).bounds.minX
    }

    func testIssue15_scrubbingBackOneSecondAndForwardAgainIsExactlyNeverHavingScrubbed() throws {
        let scrubbed = Self.makeRunner(frames: 120), untouched = Self.makeRunner(frames: 120)
        let atOneSecond = Self.makeRunner(frames: 60)
        for runner in [scrubbed, untouched] { press(runner, Key("p")) }
        XCTAssertEqual(scrubbed.displayList, untouched.displayList)

        try scrubbed.run(AppScript.Step(line: 1, time: 0, command: .scrub(-1)))
        XCTAssertTrue(scrubbed.timeline.showsPast)
        XCTAssertEqual(scrubbed.timeline.shownTime, atOneSecond.time, "the frame 60 frames back")
        XCTAssertEqual(scrubbed.timeline.shownFrame, atOneSecond.displayList, "exactly what was shown then")
        XCTAssertEqual(Double(try squareX(scrubbed.displayList)), 50 * atOneSecond.time, accuracy: slideAccuracy)
        XCTAssertEqual(scrubbed.time, untouched.time, "the app's clock stays at now")

        try scrubbed.run(AppScript.Step(line: 2, time: 0, command: .scrub(1)))
        XCTAssertFalse(scrubbed.timeline.showsPast)
        XCTAssertEqual(scrubbed.displayList, untouched.displayList, "forward again: exactly the unscrubbed frame")

        // Scrubbed back again, then unpaused: the app continues from now, as if never scrubbed.
        scrubbed.timeline.scrub(by: -1)
        for runner in [scrubbed, untouched] {
            press(runner, Key("p"))
            for frame in 121...150 { runner.advance(toWallTime: Double(frame) / 60) }
        }
        XCTAssertEqual(scrubbed.displayList, untouched.displayList)
        XCTAssertEqual(Double(try squareX(scrubbed.displayList)), 50 * scrubbed.time, accuracy: slideAccuracy)
    }

    func testIssue15_shiftArrowsMoveExactlyOneFrame() throws {
        let runner = Self.makeRunner(frames: 60)
        let oneBack = Self.makeRunner(frames: 59), twoBack = Self.makeRunner(frames: 58)
        press(runner, Key("p"))
        let now = runner.displayList
        press(runner, .left, modifiers: .shift)
        XCTAssertEqual(runner.timeline.shownTime, oneBack.time)
        XCTAssertEqual(runner.timeline.shownFrame, oneBack.displayList)
        XCTAssertEqual(runner.time, 1, accuracy: 1e-12, "the clock does not move")
        press(runner, .left, modifiers: .shift)
        XCTAssertEqual(runner.timeline.shownFrame, twoBack.displayList)
        press(runner, .right, modifiers: .shift)
        XCTAssertEqual(runner.timeline.shownFrame, oneBack.displayList)
        press(runner, .right, modifiers: .shift)
        XCTAssertFalse(runner.timeline.showsPast)
        XCTAssertEqual(runner.displayList, now)
        press(runner, .right, modifiers: .shift)
        XCTAssertEqual(runner.displayList, now, "now is the newest frame")
        press(runner, .left)
        XCTAssertFalse(runner.timeline.showsPast, "an arrow without Shift is not the timeline's")
    }

    func testIssue15_shiftLeftStopsAtTheOldestFrameAndOnlyWhilePaused() {
        let runner = Self.makeRunner(frames: 3)
        press(runner, .left, modifiers: .shift)
        XCTAssertFalse(runner.timeline.showsPast, "running: Shift+← is not the timeline's")
        press(runner, Key("p"))
        for _ in 0..<10 { press(runner, .left, modifiers: .shift) }
        XCTAssertEqual(runner.timeline.position, 0)
        XCTAssertEqual(runner.timeline.shownTime, 0, "the first frame, at time 0")
        press(runner, Key("."))
        XCTAssertFalse(runner.timeline.showsPast, "a step continues from now")
        XCTAssertEqual(runner.time, 4.0 / 60, accuracy: 1e-12)
    }

    func testIssue15_dragOnTheTimelineMapsXToTime() throws {
        let runner = Self.makeRunner(frames: 120)
        press(runner, Key("p"))
        // 480 points wide: the track runs from x 184 to 468 (284 points) over app time −8…2 s.
        let y = Self.size.height - TimelineBar.height / 2
        runner.handle(.mouseDown(CGPoint(x: 184 + 284 * 0.95, y: y), button: 1))
        XCTAssertEqual(runner.timeline.shownTime, 1.5, accuracy: 1e-9, "95 % along: 1.5 s")
        runner.handle(.mouseMoved(CGPoint(x: 184 + 284 * 0.9, y: 10)))
        XCTAssertEqual(runner.timeline.shownTime, 1, accuracy: 1e-9, "the drag follows x anywhere in the window")
        XCTAssertEqual(Double(try squareX(runner.displayList)), 50 * runner.timeline.shownTime, accuracy: slideAccuracy)
        runner.handle(.mouseMoved(CGPoint(x: 200, y: y)))
        XCTAssertEqual(runner.timeline.shownTime, 0, "before the recording: its oldest frame")
        runner.handle(.mouseUp(CGPoint(x: 184 + 284 * 0.9 + 284 / 600, y: y), button: 1))
        XCTAssertEqual(runner.timeline.shownTime, 1 + 1.0 / 60, accuracy: 1e-9, "one frame's 1/60 s is 284/600 points")
        runner.handle(.mouseDown(CGPoint(x: 475, y: y), button: 1))
        runner.handle(.mouseUp(CGPoint(x: 475, y: y), button: 1))
        XCTAssertFalse(runner.timeline.showsPast, "past the track's end: now")
    }

    func testIssue15_aPastFrameTakesNoPointerInput() throws {
        let runner = Self.makeRunner(frames: 60), untouched = Self.makeRunner(frames: 60)
        press(runner, Key("p"))
        press(untouched, Key("p"))
        runner.timeline.scrub(by: -0.5)
        let square = CGPoint(x: try squareX(runner.displayList) + 10, y: 10)
        runner.handle(.mouseDown(square, button: 1))
        runner.handle(.mouseUp(square, button: 1))
        runner.handle(.mouseWheel(CGSize(width: 0, height: 10)))
        press(runner, Key("p"))
        press(untouched, Key("p"))
        for runner in [runner, untouched] { runner.advance(toWallTime: 1.5) }
        XCTAssertEqual(runner.displayList, untouched.displayList, "the tap on the past frame did not reverse the slide")
    }

    func testIssue15_aResizeForgetsTheRecordedFrames() {
        let runner = Self.makeRunner(frames: 30)
        XCTAssertEqual(runner.timeline.history.count, 30, "frames 0 … 29; frame 30 is now, live")
        runner.resize(to: CGSize(width: 400, height: 300))
        XCTAssertTrue(runner.timeline.history.isEmpty)
    }

    func testIssue15_scrubInAScriptNeedsThePause() throws {
        let runner = Self.makeRunner(frames: 30)
        XCTAssertThrowsError(try runner.run(AppScript.Step(line: 7, time: 0, command: .scrub(-1)))) { error in
            XCTAssertEqual((error as? ScriptError)?.line, 7)
        }
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("key p\nkey shift+left\nscrub -0.25"))
        try driver.frame(at: 31.0 / 60)
        XCTAssertEqual(runner.timeline.shownTime, 15.0 / 60, accuracy: 1e-9, "one frame, then a quarter second back")
    }
}
