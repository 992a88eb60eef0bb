import XCTest
import MotionSDL
@testable import Motion

/// The runtime around a plain app (one `WindowGroup`): the developer keys, the clock, and the
/// frame-time strip. The player's own keys are tested with the player.
final class AppRunnerTests: XCTestCase {
    private struct Counter: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("tap") { taps += 1 }
            }
        }
    }

    private func makeRunner(developerKeys: Bool = true) -> AppRunner {
        AppRunner(shell: WindowGroupShell(program: "counter", title: "Counter", content: AnyView(Counter())),
                  size: CGSize(width: 480, height: 320), developerKeys: developerKeys)
    }

    private func press(_ runner: AppRunner, _ key: Key) -> AppRequest? {
        defer { runner.handle(.keyUp(key)) }
        return runner.handle(.keyDown(key, isRepeat: false))
    }

    private func shows(_ runner: AppRunner, _ text: String) -> Bool {
        runner.displayList.texts.contains { $0.text == text }
    }

    func testIssue9_everyAppHasTheDeveloperKeys() throws {
        let runner = makeRunner()
        runner.advance(toWallTime: 0)
        XCTAssertNil(press(runner, Key("p")))
        XCTAssertTrue(runner.isPaused)
        XCTAssertEqual(runner.windowTitle, "Counter - paused", "a plain app shows the state in its title")
        runner.advance(toWallTime: 1)
        XCTAssertEqual(runner.time, 0, "paused")
        _ = press(runner, Key("."))
        XCTAssertEqual(runner.time, 1.0 / 60, accuracy: 1e-12)
        _ = press(runner, Key("s"))
        XCTAssertEqual(runner.windowTitle, "Counter - paused, slow x10")
        _ = press(runner, Key("p"))
        runner.advance(toWallTime: 2)
        XCTAssertEqual(runner.time, 1.0 / 60 + 0.1, accuracy: 1e-12, "slow motion: a tenth of the wall second")
        _ = press(runner, Key("r"))
        XCTAssertTrue(runner.reduceMotion)
        XCTAssertEqual(press(runner, .f12), .screenshot(path: nil))
        XCTAssertEqual(press(runner, .escape), .quit)
        XCTAssertEqual(runner.shell.screenshotPrefix, "counter")
    }

    func testIssue9_theFrameTimeStripSitsBelowTheAppAndKeepsItsState() throws {
        let runner = makeRunner()
        let button = try XCTUnwrap(runner.host.frame(ofText: "tap"))
        runner.handle(.mouseDown(CGPoint(x: button.midX, y: button.midY), button: 1))
        runner.handle(.mouseUp(CGPoint(x: button.midX, y: button.midY), button: 1))
        XCTAssertTrue(shows(runner, "taps 1"))
        let centred = try XCTUnwrap(runner.host.frame(ofText: "taps 1"))
        _ = press(runner, .f1)
        XCTAssertTrue(shows(runner, "– ms · – fps · work – ms"), "shown at once, empty until frames are recorded")
        XCTAssertTrue(shows(runner, "taps 1"), "the app keeps its state")
        let strip = try XCTUnwrap(runner.displayList.items.first { $0.color == DevChrome.stripBackground })
        XCTAssertEqual(strip.bounds.maxY, 320, accuracy: 1e-9)
        XCTAssertEqual(strip.bounds.width, 480, accuracy: 1e-9)
        // The app is laid out in the height above the strip: its centre moves up by half the strip.
        let moved = try XCTUnwrap(runner.host.frame(ofText: "taps 1"))
        XCTAssertEqual(moved.midY, centred.midY - strip.bounds.height / 2, accuracy: 1e-9)
        _ = press(runner, Key("p"))
        XCTAssertTrue(shows(runner, "– ms · – fps · work – ms · paused"), "the state words follow the times")
        _ = press(runner, .f1)
        XCTAssertNil(runner.displayList.items.first { $0.color == DevChrome.stripBackground })
    }

    func testIssue9_noDeveloperKeysForAShippedApp() {
        let runner = makeRunner(developerKeys: false)
        for key in [Key("p"), Key("s"), Key("r"), Key("."), .f1] { XCTAssertNil(press(runner, key)) }
        XCTAssertNil(press(runner, .f12))
        XCTAssertNil(press(runner, .escape), "Esc does not quit a shipped app; the window's close button does")
        XCTAssertFalse(runner.isPaused)
        XCTAssertFalse(runner.isSlowMotion)
        XCTAssertFalse(runner.reduceMotion)
        XCTAssertFalse(runner.showsFrameStats)
        XCTAssertEqual(runner.status.keyHelp, "")
    }

    func testIssue11_mouseMotionHoversTheWheelScrollsAndLeavingEndsTheHover() throws {
        final class Log { var events: [String] = [] }
        let log = Log()
        let content = AnyView(VStack(spacing: 0) {
            Text("hover me").onHover { log.events.append("hover \($0)") }
            ScrollView { VStack(spacing: 0) { ForEach(0..<40) { Text("row \($0)").frame(height: 20) } } }
        })
        let runner = AppRunner(shell: WindowGroupShell(title: "Hover", content: content), size: CGSize(width: 300, height: 200))
        let label = try XCTUnwrap(runner.host.frame(ofText: "hover me"))
        runner.handle(.mouseMoved(CGPoint(x: label.midX, y: label.midY)))
        XCTAssertEqual(log.events, ["hover true"], "motion without a button is a hover")
        let row = try XCTUnwrap(runner.host.frame(ofText: "row 0"))
        let row4 = try XCTUnwrap(runner.host.frame(ofText: "row 4"))
        runner.handle(.mouseMoved(CGPoint(x: row.midX, y: row.midY)))
        runner.handle(.mouseWheel(CGSize(width: 0, height: 40)))
        XCTAssertEqual(try XCTUnwrap(runner.host.frame(ofText: "row 4")).minY, row4.minY - 40, accuracy: 1e-9,
                       "the wheel scrolls what is under the pointer")
        XCTAssertNil(runner.host.frame(ofText: "row 0"), "a row scrolled out of the window is left out of the frame")
        runner.handle(.mouseMoved(CGPoint(x: label.midX, y: label.midY)))
        runner.handle(.mouseLeft)
        XCTAssertEqual(log.events, ["hover true", "hover false", "hover true", "hover false"])
    }

    func testClickIdTapsTheElementWithThatIdentifier() throws {
        struct Tapper: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("taps \(taps)")
                    Button("tap") { taps += 1 }.accessibilityIdentifier("tapButton")
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier("counter")
            }
        }
        let runner = AppRunner(shell: WindowGroupShell(program: "tapper", title: "Tapper", content: AnyView(Tapper())),
                               size: CGSize(width: 480, height: 320))
        try runner.run(AppScript.Step(line: 1, time: 0, command: .clickIdentifier("tapButton")))
        XCTAssertTrue(shows(runner, "taps 1"))
        XCTAssertThrowsError(try runner.run(AppScript.Step(line: 3, time: 0, command: .clickIdentifier("nothing")))) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "no accessibility element with identifier \"nothing\" to click (none on screen)")
        }
        XCTAssertThrowsError(try runner.run(AppScript.Step(line: 4, time: 0, command: .clickIdentifier("counter")))) { error in
            XCTAssertEqual((error as? ScriptError)?.message,
                           "no accessibility element with identifier \"counter\" to click (it cannot be activated)")
        }
    }
}

extension AppRunnerTests {
    /// The window presents a frame only when its display list changed: a running `.animation`
    /// timeline changes it in every frame, so the loop keeps presenting; a paused one does not.
    func testIssue12_anAnimatingTimelineGivesEveryFrameANewPicture() {
        func runner(paused: Bool) -> AppRunner {
            AppRunner(shell: WindowGroupShell(program: "clock", title: "Clock", content: AnyView(
                TimelineView(.animation(paused: paused)) { context in
                    Text(String(format: "%.4f", context.date.timeIntervalSince1970))
                })), size: CGSize(width: 200, height: 100))
        }
        for paused in [false, true] {
            let clock = runner(paused: paused)
            var lists: [DisplayList] = []
            for frame in 0..<4 {
                clock.advance(toWallTime: Double(frame) / 60)
                lists.append(clock.displayList)
            }
            let changes = zip(lists, lists.dropFirst()).filter { $0 != $1 }.count
            XCTAssertEqual(changes, paused ? 0 : 3)
        }
    }

    func testIssue15_gAsksTheSessionToStartOrStopARecording() {
        XCTAssertEqual(press(makeRunner(), Key("g")), .toggleRecording)
        XCTAssertEqual(makeRunner().perform(.toggleRecording), .toggleRecording)
        XCTAssertNil(press(makeRunner(developerKeys: false), Key("g")), "a shipped app records nothing")
    }

    /// `D` switches the app between the light and the dark appearance: its system colours and the
    /// window behind it follow.
    func testDSwitchesTheAppearanceAndTheWindowBackground() {
        let runner = makeRunner()
        XCTAssertTrue(runner.background.rgba8 == (255, 255, 255, 255))
        XCTAssertNil(press(runner, Key("d")))
        XCTAssertTrue(runner.background.rgba8 == (0, 0, 0, 255))
        XCTAssertTrue(runner.displayList.texts.contains { $0.color.map { "\($0.rgba8)" } == "(red: 255, green: 255, blue: 255, alpha: 255)" }, "the counter's label turns white")
        _ = press(runner, Key("d"))
        XCTAssertTrue(runner.background.rgba8 == (255, 255, 255, 255))
        XCTAssertNil(press(makeRunner(developerKeys: false), Key("d")), "a shipped app keeps its appearance")
    }
}

extension AppRunnerTests {
    private final class PinchLog {
        var magnifications: [CGFloat] = []
        var rotations: [Angle] = []
    }

    private func pinchRunner(_ log: PinchLog) -> AppRunner {
        AppRunner(shell: WindowGroupShell(title: "Pinch", content: AnyView(
            Rectangle().frame(width: 200, height: 200)
                .gesture(MagnifyGesture().onEnded { log.magnifications.append($0.magnification) })
                .simultaneousGesture(RotateGesture().onEnded { log.rotations.append($0.rotation) }))),
                  size: CGSize(width: 300, height: 300))
    }

    func testCtrlWheelMagnifiesUnderThePointerAndEndsAfterAQuietGapOnTheFrameClock() {
        let log = PinchLog()
        let runner = pinchRunner(log)
        runner.advance(toWallTime: 0)
        runner.handle(.mouseMoved(CGPoint(x: 150, y: 150)))
        let up = CGSize(width: 0, height: -WindowEvent.wheelNotch)
        runner.handle(.mouseWheel(up), modifiers: .control)
        runner.advance(toWallTime: 0.1)
        runner.handle(.mouseWheel(up), modifiers: .control)
        runner.handle(.mouseWheel(up), modifiers: .control)
        runner.advance(toWallTime: 0.35)
        XCTAssertTrue(log.magnifications.isEmpty, "0.25 s quiet: the pinch still runs")
        runner.advance(toWallTime: 0.4)
        XCTAssertEqual(log.magnifications, [1.1 * 1.1 * 1.1], "three notches up, ended 0.3 s after the last")
        XCTAssertTrue(log.rotations.isEmpty, "pure scale is no rotation")
        // Ctrl + Shift turns; a press ends the pinch at once.
        runner.handle(.mouseWheel(up), modifiers: [.control, .shift])
        runner.handle(.mouseWheel(up), modifiers: [.control, .shift])
        runner.handle(.mouseDown(CGPoint(x: 150, y: 150), button: 1))
        runner.handle(.mouseUp(CGPoint(x: 150, y: 150), button: 1))
        XCTAssertEqual(log.rotations, [.degrees(5) + .degrees(5)])
        XCTAssertEqual(log.magnifications.count, 1)
    }

    func testATouchpadPinchAndThePlainWheel() throws {
        let log = PinchLog()
        let runner = pinchRunner(log)
        runner.handle(.mouseMoved(CGPoint(x: 100, y: 100)))
        runner.handle(.pinch(scale: 1.5, rotation: .degrees(20)))
        runner.handle(.pinch(scale: 0.8, rotation: .degrees(-5)))
        runner.handle(.mouseLeft)
        XCTAssertEqual(log.magnifications, [1.5 * 0.8])
        XCTAssertEqual(log.rotations, [.degrees(20) + .degrees(-5)])
        runner.handle(.mouseMoved(CGPoint(x: 100, y: 100)))
        runner.handle(.mouseWheel(CGSize(width: 0, height: -40)))
        runner.advance(toWallTime: 1)
        runner.advance(toWallTime: 2)
        XCTAssertEqual(log.magnifications.count, 1, "without Ctrl the wheel scrolls")
    }

    func testThePinchScriptCommandDrivesTheGesturesHeadless() throws {
        let log = PinchLog()
        let runner = pinchRunner(log)
        let script = try AppScript.parse("pinch 150 150 1.5 30")
        for step in script.steps { try runner.run(step) }
        let step = pow(CGFloat(1.5), 1.0 / 6)
        XCTAssertEqual(log.magnifications, [step * step * step * step * step * step], "the product of the six steps")
        let turn = Angle.degrees(30.0 / 6)
        XCTAssertEqual(log.rotations, [turn + turn + turn + turn + turn + turn], "the sum of the six steps")
        XCTAssertEqual(log.rotations[0].degrees, 30, accuracy: 1e-9)
    }
}


extension AppRunnerTests {
    /// The player's sessions start the app clock at the wall clock's second: a `Date()` taken in a
    /// view and the dates its live texts see then agree.
    func testASessionStartsAtTheWallClocksSecond() {
        let before = Date().timeIntervalSince1970
        let start = AppRunner.sessionStartDate().timeIntervalSince1970
        XCTAssertEqual(start, start.rounded(.down), "a whole second")
        XCTAssertLessThanOrEqual(start, before + 1)
        XCTAssertGreaterThan(start, before - 2)
        let opened = Date(timeIntervalSince1970: start + 0.25)   // a Date() taken as the app's view is made
        let runner = AppRunner(shell: WindowGroupShell(program: "timer", title: "Timer", content: AnyView(Text(opened, style: .timer))),
                               size: CGSize(width: 200, height: 100), startDate: Date(timeIntervalSince1970: start))
        runner.advance(toWallTime: 0)
        runner.advance(toWallTime: 3)
        XCTAssertTrue(shows(runner, "0:02"), "counted from the view's own now, not from 1970")
    }
}
