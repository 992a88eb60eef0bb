import XCTest
import Motion
import MotionSDL
import MotionScenes
@testable import MotionPlayer

final class PlayerShellTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)

    /// A scene that shows the scene clock, the trigger count, the last scene key and Reduce Motion,
    /// so the tests read the runner's effects from the display list.
    private static let probe = PlayerScene(name: "probe", title: "Probe", summary: "test probe", keys: ["Space counts"]) {
        ProbeView()
    }
    private static let other = PlayerScene(name: "other", title: "Other", summary: "second") { Text("other scene") }

    private struct ProbeView: View {
        @Environment(\.sceneTrigger) var trigger
        @Environment(\.sceneKeyPress) var keyPress
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("trigger \(trigger)")
                Text("key \(keyPress.map { "\($0.key.rawValue) \($0.count)" } ?? "none")")
                Text("reduce \(reduceMotion)")
                Button("tap me") { taps += 1 }
                Text("taps \(taps)")
            }
        }
    }

    private func makeRunner(reduceMotion: Bool = false) -> AppRunner {
        AppRunner(shell: PlayerShell(scenes: [Self.probe, Self.other]), size: size, reduceMotion: reduceMotion)
    }

    private func press(_ runner: AppRunner, _ key: Key, isRepeat: Bool = false) -> AppRequest? {
        let request = runner.handle(.keyDown(key, isRepeat: isRepeat))
        runner.handle(.keyUp(key))
        return request
    }

    private func shows(_ runner: AppRunner, _ text: String) -> Bool {
        runner.displayList.texts.contains { $0.text == text }
    }

    // MARK: Clock

    func testTheClockFollowsTheWallClock() {
        let runner = makeRunner()
        runner.advance(toWallTime: 10)   // the origin
        XCTAssertEqual(runner.time, 0)
        runner.advance(toWallTime: 10.5)
        XCTAssertEqual(runner.time, 0.5, accuracy: 1e-12)
        runner.advance(toWallTime: 10.25)   // backwards: ignored
        runner.advance(toWallTime: .nan)
        XCTAssertEqual(runner.time, 0.5, accuracy: 1e-12)
        runner.advance(toWallTime: 11)
        XCTAssertEqual(runner.time, 1, accuracy: 1e-12)
    }

    func testPauseStopsTheClockAndDotStepsOneFrame() {
        let runner = makeRunner()
        runner.advance(toWallTime: 0)
        runner.advance(toWallTime: 1)
        XCTAssertNil(press(runner, Key(".")), "not paused: a step does nothing")
        XCTAssertEqual(runner.time, 1, accuracy: 1e-12)
        XCTAssertNil(press(runner, Key("p")))
        XCTAssertTrue(runner.isPaused)
        XCTAssertTrue(shows(runner, "paused"), "the help line says so")
        runner.advance(toWallTime: 5)
        XCTAssertEqual(runner.time, 1, accuracy: 1e-12, "paused")
        _ = press(runner, Key("."))
        XCTAssertEqual(runner.time, 1 + 1.0 / 60, accuracy: 1e-12, "one 1/60 s frame")
        _ = press(runner, Key("."), isRepeat: true)
        XCTAssertEqual(runner.time, 1 + 2.0 / 60, accuracy: 1e-12, "holding '.' keeps stepping")
        _ = press(runner, Key("p"))
        XCTAssertFalse(runner.isPaused)
        runner.advance(toWallTime: 5.5)
        XCTAssertEqual(runner.time, 1 + 2.0 / 60 + 0.5, accuracy: 1e-12, "the paused wall time is not made up")
    }

    func testSlowMotionRunsTheClockAtOneTenth() {
        let runner = makeRunner()
        runner.advance(toWallTime: 0)
        _ = press(runner, Key("s"))
        XCTAssertTrue(runner.isSlowMotion)
        XCTAssertTrue(shows(runner, "slow ×10"))
        for frame in 1...60 { runner.advance(toWallTime: Double(frame) / 60) }
        XCTAssertEqual(runner.time, 0.1, accuracy: 1e-12, "one wall second is a tenth of a second of animation")
        // A paused step in slow motion is a tenth of a frame.
        _ = press(runner, Key("p"))
        _ = press(runner, Key("."))
        XCTAssertEqual(runner.time, 0.1 + 0.1 / 60, accuracy: 1e-12)
        _ = press(runner, Key("p"))
        _ = press(runner, Key("s"))
        runner.advance(toWallTime: 2)
        XCTAssertEqual(runner.time, 0.1 + 0.1 / 60 + 1, accuracy: 1e-12, "full speed again")
    }

    // MARK: Keys

    func testNumberKeysSwitchScenesAndKeepTheClock() {
        let runner = makeRunner()
        XCTAssertEqual(runner.player.currentScene?.name, "probe")
        _ = press(runner, Key("2"))
        XCTAssertEqual(runner.player.sceneIndex, 1)
        XCTAssertTrue(shows(runner, "other scene"))
        XCTAssertFalse(shows(runner, "trigger 0"))
        _ = press(runner, Key("9"))
        XCTAssertEqual(runner.player.sceneIndex, 1, "no ninth scene: nothing happens")
        _ = press(runner, Key("1"))
        XCTAssertEqual(runner.player.sceneIndex, 0)
    }

    func testASceneStartsAfreshWhenShownAgain() {
        let runner = makeRunner()
        runner.click(text: "tap me")
        XCTAssertTrue(shows(runner, "taps 1"))
        _ = press(runner, Key("2"))
        _ = press(runner, Key("1"))
        XCTAssertTrue(shows(runner, "taps 0"), "a new scene value, a new identity, new state")
    }

    func testSpaceAndArrowsReachTheScene() {
        let runner = makeRunner()
        XCTAssertTrue(shows(runner, "trigger 0"))
        _ = press(runner, .space)
        _ = press(runner, .space)
        XCTAssertTrue(shows(runner, "trigger 2"))
        XCTAssertNil(press(runner, .space, isRepeat: true))
        XCTAssertTrue(shows(runner, "trigger 2"), "a held Space triggers once")
        XCTAssertTrue(shows(runner, "key none"))
        _ = press(runner, .up)
        _ = press(runner, .left, isRepeat: true)
        XCTAssertTrue(shows(runner, "key left 2"))
        _ = press(runner, .left)
        XCTAssertTrue(shows(runner, "key left 3"), "the same key again is a new press")
    }

    func testReduceMotionToggles() {
        let runner = makeRunner()
        XCTAssertFalse(runner.reduceMotion)
        XCTAssertTrue(shows(runner, "reduce false"))
        _ = press(runner, Key("r"))
        XCTAssertTrue(runner.host.environment.accessibilityReduceMotion)
        XCTAssertTrue(shows(runner, "reduce true"))
        XCTAssertTrue(shows(runner, "Reduce Motion"), "the help line says so")
        _ = press(runner, Key("r"))
        XCTAssertFalse(runner.host.environment.accessibilityReduceMotion)
        XCTAssertTrue(makeRunner(reduceMotion: true).reduceMotion, "--reduce-motion starts with it on")
    }

    func testScreenshotQuitAndFrameStats() {
        let runner = makeRunner()
        XCTAssertEqual(press(runner, .f12), .screenshot(path: nil))
        XCTAssertEqual(press(runner, .escape), .quit)
        XCTAssertNil(press(runner, Key("q")))
        XCTAssertFalse(runner.displayList.texts.contains { $0.text?.hasSuffix("fps · work – ms") == true })
        _ = press(runner, .f1)
        XCTAssertTrue(runner.showsFrameStats)
        XCTAssertTrue(shows(runner, "– ms · – fps · work – ms"), "shown at once, empty until frames are recorded")
        for _ in 0..<30 { runner.recordFrame(interval: 0.02, work: 0.005) }   // 0.6 s of frames
        XCTAssertTrue(shows(runner, "20.0 ms · 50 fps · work 5.0 ms"))
        _ = press(runner, .f1)
        XCTAssertFalse(runner.displayList.texts.contains { $0.text == "20.0 ms · 50 fps · work 5.0 ms" })
    }

    /// A text field with its text shown beside it.
    private struct FieldProbe: View {
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).frame(width: 200)
                Text("name [\(name)]")
            }
        }
    }

    /// Types as SDL delivers it: the key goes down, the text arrives, the key comes up.
    private func typeKey(_ runner: AppRunner, _ key: Key, _ text: String) {
        runner.handle(.keyDown(key, isRepeat: false))
        runner.handle(.textInput(text))
        runner.handle(.keyUp(key))
    }

    func testKeysGoToAFocusedFieldFirst() throws {
        let field = PlayerScene(name: "field", title: "Field", summary: "a text field") { FieldProbe() }
        let runner = AppRunner(shell: PlayerShell(scenes: [field, Self.other]), size: size)
        XCTAssertNil(runner.host.focusedText)
        runner.click(text: "Name")   // the placeholder: a click focuses the field
        XCTAssertEqual(runner.host.focusedText, "")
        // Keys the player would take type into the field instead: a scene number, Space, P, S, R, '.'.
        for (key, text) in [(Key("2"), "2"), (.space, " "), (Key("p"), "p"), (Key("s"), "s"), (Key("r"), "r"), (Key("."), ".")] {
            typeKey(runner, key, text)
        }
        XCTAssertTrue(shows(runner, "name [2 psr.]"))
        XCTAssertEqual(runner.player.sceneIndex, 0)
        XCTAssertFalse(runner.isPaused)
        XCTAssertFalse(runner.isSlowMotion)
        XCTAssertFalse(runner.reduceMotion)
        XCTAssertEqual(runner.player.trigger, 0)
        // Editing keys are the field's: Backspace deletes, Left moves the caret (not a scene key).
        XCTAssertNil(press(runner, .backspace))
        XCTAssertNil(press(runner, .left))
        typeKey(runner, Key("x"), "x")
        XCTAssertTrue(shows(runner, "name [2 psxr]"), "typed before the last character")
        XCTAssertNil(runner.player.keyPress, "the arrow went to the field")
        // Keys the field does not use still reach the player.
        XCTAssertNil(press(runner, .f1))
        XCTAssertTrue(runner.showsFrameStats)
        XCTAssertNil(press(runner, .up))
        XCTAssertEqual(runner.player.keyPress?.key, .up, "the field does not use Up")
        XCTAssertEqual(press(runner, .escape), .quit, "nor Esc")
        // A click on nothing takes the focus away; then the number keys switch scenes again.
        runner.handle(.mouseDown(CGPoint(x: 700, y: 300), button: 1))
        runner.handle(.mouseUp(CGPoint(x: 700, y: 300), button: 1))
        XCTAssertNil(runner.host.focusedText)
        _ = press(runner, Key("2"))
        XCTAssertEqual(runner.player.sceneIndex, 1)
    }

    func testTabFocusesAndShiftTabGoesBack() throws {
        let fields = PlayerScene(name: "fields", title: "Fields", summary: "two fields") {
            VStack {
                TextField("First", text: .constant("one"))
                TextField("Second", text: .constant("two"))
            }
        }
        let runner = AppRunner(shell: PlayerShell(scenes: [fields]), size: size)
        runner.handle(.keyDown(.tab, isRepeat: false))
        XCTAssertEqual(runner.host.focusedText, "one")
        runner.handle(.keyDown(.tab, isRepeat: false))
        XCTAssertEqual(runner.host.focusedText, "two")
        runner.handle(.keyDown(.tab, isRepeat: false), modifiers: .shift)
        XCTAssertEqual(runner.host.focusedText, "one", "the held modifiers reach the host")
    }

    // MARK: Mouse

    func testClickingASceneTitleSwitches() throws {
        let runner = makeRunner()
        let title = try XCTUnwrap(runner.host.frame(ofText: SceneBar.label(index: 1, title: "Other")))
        let point = CGPoint(x: title.midX, y: title.midY)
        runner.handle(.mouseDown(point, button: 1))
        XCTAssertEqual(runner.player.sceneIndex, 0, "a button acts on release")
        runner.handle(.mouseUp(point, button: 1))
        XCTAssertEqual(runner.player.sceneIndex, 1)
        // The right button does nothing.
        let first = try XCTUnwrap(runner.host.frame(ofText: SceneBar.label(index: 0, title: "Probe")))
        runner.handle(.mouseDown(CGPoint(x: first.midX, y: first.midY), button: 3))
        runner.handle(.mouseUp(CGPoint(x: first.midX, y: first.midY), button: 3))
        XCTAssertEqual(runner.player.sceneIndex, 1)
    }

    func testCurrentTitleIsHighlighted() throws {
        let runner = makeRunner()
        func capsuleColor(of index: Int) throws -> Color? {
            let title = try XCTUnwrap(runner.host.frame(ofText: SceneBar.label(index: index, title: index == 0 ? "Probe" : "Other")))
            return runner.displayList.items.first {
                $0.kind == .fill(shape: "Capsule") && $0.bounds.contains(CGPoint(x: title.midX, y: title.midY))
            }?.color
        }
        XCTAssertEqual(try capsuleColor(of: 0), .accentColor)
        XCTAssertNotEqual(try capsuleColor(of: 1), .accentColor)
        _ = press(runner, Key("2"))
        XCTAssertNotEqual(try capsuleColor(of: 0), .accentColor)
        XCTAssertEqual(try capsuleColor(of: 1), .accentColor)
    }

    func testDragOutsideCancelsAButton() throws {
        let runner = makeRunner()
        let button = try XCTUnwrap(runner.host.frame(ofText: "tap me"))
        runner.handle(.mouseDown(CGPoint(x: button.midX, y: button.midY), button: 1))
        runner.handle(.mouseMoved(CGPoint(x: 5, y: 300)))
        runner.handle(.mouseUp(CGPoint(x: 5, y: 300), button: 1))
        XCTAssertTrue(shows(runner, "taps 0"), "released outside: no action")
        runner.handle(.mouseUp(CGPoint(x: button.midX, y: button.midY), button: 1))
        XCTAssertTrue(shows(runner, "taps 0"), "a release without a press is ignored")
        runner.click(text: "tap me")
        XCTAssertTrue(shows(runner, "taps 1"))
    }

    // MARK: Layout

    func testChromeAroundTheSceneAndResize() throws {
        let runner = makeRunner()
        let bar = try XCTUnwrap(runner.displayList.items.first { $0.kind == .fill(shape: "Color") })
        XCTAssertEqual(bar.bounds.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(bar.bounds.width, 800, accuracy: 1e-9, "the bar spans the window")
        func helpLine() throws -> CGRect {
            try XCTUnwrap(runner.displayList.texts.first { $0.text?.hasPrefix("1–9 scene") == true }?.bounds)
        }
        XCTAssertGreaterThan(try helpLine().minY, 500, "the help line is at the bottom")
        XCTAssertTrue(shows(runner, "Space counts"), "the scene's keys are in the help line")
        runner.handle(.resized(CGSize(width: 1000, height: 700)))
        XCTAssertEqual(runner.size, CGSize(width: 1000, height: 700))
        let wider = try XCTUnwrap(runner.displayList.items.first { $0.kind == .fill(shape: "Color") })
        XCTAssertEqual(wider.bounds.width, 1000, accuracy: 1e-9)
        XCTAssertGreaterThan(try helpLine().minY, 600)
    }

    func testATallSceneIsClippedAndTheBarsStay() throws {
        let tall = PlayerScene(name: "tall", title: "Tall", summary: "taller than the window") {
            Color.green.frame(width: 100, height: 2000)
        }
        let runner = AppRunner(shell: PlayerShell(scenes: [tall]), size: size)
        let bars = runner.displayList.items.filter { $0.kind == .fill(shape: "Color") && $0.color == SceneBar.background }
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars[0].bounds.minY, 0, accuracy: 1e-9, "the scene bar stays at the top")
        XCTAssertEqual(bars[1].bounds.maxY, 600, accuracy: 1e-9, "the help line stays at the bottom")
        let green = try XCTUnwrap(runner.displayList.items.first { $0.color == .green })
        let clip = try XCTUnwrap(green.clips.first)
        XCTAssertEqual(clip.map(\.y).min()!, bars[0].bounds.maxY, accuracy: 1e-9, "clipped to the space between the bars")
        XCTAssertEqual(clip.map(\.y).max()!, bars[1].bounds.minY, accuracy: 1e-9)
    }

    func testNoScenesStillRuns() {
        let runner = AppRunner(shell: PlayerShell(scenes: []), size: size)
        XCTAssertNil(runner.player.currentScene)
        XCTAssertTrue(shows(runner, "No scenes"))
        _ = press(runner, Key("1"))
        XCTAssertEqual(runner.player.sceneIndex, 0)
    }

    // MARK: Scripts

    func testIssue4_aScreenshotShowsTheSceneAtItsPlaceInTheScript() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("""
            screenshot before.png
            key 2
            screenshot after.png
            """))
        var scenesShot: [Int] = []
        try driver.frame(at: 0) { request in
            if case .screenshot = request { scenesShot.append(runner.player.sceneIndex) }
        }
        XCTAssertEqual(scenesShot, [0, 1], "each screenshot is taken before the steps after it run")
    }

    func testScriptStepsGoThroughTheInputPath() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("""
            click "tap me"
            wait 0.5
            key space
            key p
            resize 640 480
            screenshot shot.png
            wait 0.5
            scene other
            quit
            key 1
            """))
        XCTAssertEqual(try driver.frame(at: 0), [])
        XCTAssertTrue(shows(runner, "taps 1"))
        XCTAssertEqual(try driver.frame(at: 0.25), [])
        XCTAssertEqual(try driver.frame(at: 0.5), [.resize(CGSize(width: 640, height: 480)), .screenshot(path: "shot.png")])
        XCTAssertTrue(shows(runner, "trigger 1"))
        XCTAssertTrue(runner.isPaused)
        XCTAssertEqual(runner.time, 0.5, accuracy: 1e-12)
        XCTAssertTrue(driver.hasScriptLeft(at: 0.5))
        XCTAssertEqual(try driver.frame(at: 1), [.quit])
        XCTAssertEqual(runner.player.sceneIndex, 1)
        XCTAssertEqual(runner.time, 0.5, accuracy: 1e-12, "still paused")
        XCTAssertFalse(driver.hasScriptLeft(at: 1))
    }

    func testScriptErrorsWhilePlaying() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("wait 0.1\nclick \"tap me\" 2"))
        XCTAssertEqual(try driver.frame(at: 0), [])
        XCTAssertThrowsError(try driver.frame(at: 0.1)) { error in
            XCTAssertEqual("\(error)", "script:2: no text \"tap me\" number 2 on screen (only 1)")
        }
        let unknown = FrameDriver(runner: runner, script: try AppScript.parse("scene nowhere"))
        XCTAssertThrowsError(try unknown.frame(at: 0)) { error in
            XCTAssertEqual("\(error)", "script:1: unknown scene 'nowhere'")
        }
    }
    /// Issue 12: with the seventh scene ("7 Drawing") every title of the bar still lies inside an
    /// 800-point window (before, the centred bar overflowed both edges), measured with the real fonts.
    func testIssue12_everySceneTitleFitsAnEightHundredPointWindow() throws {
        let graphics = AppGraphics(density: 1)
        guard graphics.fonts != nil else { throw XCTSkip("DejaVu Sans is not installed") }
        let runner = AppRunner(shell: PlayerShell(), size: CGSize(width: 800, height: 600), textMeasurer: graphics.textMeasurer)
        XCTAssertEqual(PlayerScene.all.count, 7)
        for (index, scene) in PlayerScene.all.enumerated() {
            let frame = try XCTUnwrap(runner.host.frame(ofText: SceneBar.label(index: index, title: scene.title)))
            XCTAssertGreaterThanOrEqual(frame.minX, 0, scene.title)
            XCTAssertLessThanOrEqual(frame.maxX, 800, scene.title)
        }
    }

    /// Issue 9: with `F1` on in an 800 × 600 window, the frame times no longer share the scene
    /// bar, so every title stays on one line (before, "4 Login / Sign up" and "5 @AnimateState"
    /// wrapped). Measured with the real fonts, as the window lays out.
    func testIssue9_frameTimesDoNotSqueezeTheSceneBar() throws {
        let graphics = AppGraphics(density: 1)
        guard graphics.fonts != nil else { throw XCTSkip("DejaVu Sans is not installed") }
        let runner = AppRunner(shell: PlayerShell(), size: size, textMeasurer: graphics.textMeasurer)
        func titleFrames() throws -> [CGRect] {
            try PlayerScene.all.enumerated().map { index, scene in
                try XCTUnwrap(runner.host.frame(ofText: SceneBar.label(index: index, title: scene.title)))
            }
        }
        let before = try titleFrames()
        _ = press(runner, .f1)
        for _ in 0..<30 { runner.recordFrame(interval: 1.0 / 60, work: 0.0012) }
        XCTAssertTrue(shows(runner, "16.7 ms · 60 fps · work 1.2 ms"))
        let after = try titleFrames()
        XCTAssertEqual(after, before, "the titles keep their frames: one line each, in the same places")
        let lineHeight = try XCTUnwrap(before.first).height
        for frame in after { XCTAssertEqual(frame.height, lineHeight, accuracy: 1e-9, "one line") }
        // The strip runs along the bottom of the window, below the help line.
        let strip = try XCTUnwrap(runner.displayList.items.first { $0.color == DevChrome.stripBackground })
        XCTAssertEqual(strip.bounds.maxY, 600, accuracy: 1e-9)
        XCTAssertEqual(strip.bounds.width, 800, accuracy: 1e-9)
        let help = try XCTUnwrap(runner.displayList.texts.first { $0.text?.hasPrefix("1–9 scene") == true })
        XCTAssertLessThanOrEqual(help.bounds.maxY, strip.bounds.minY, "the help line moved up, above the strip")
    }

    // MARK: The player's own keys

    func testThePlayersOwnKeys() {
        let map = KeyMap<PlayerAction>.player
        let expected: [(Key, PlayerAction)] = [
            (Key("1"), .selectScene(0)), (Key("2"), .selectScene(1)), (Key("9"), .selectScene(8)), (.space, .trigger),
            (.up, .sceneKey(.up)), (.down, .sceneKey(.down)), (.left, .sceneKey(.left)), (.right, .sceneKey(.right)),
        ]
        for (key, action) in expected {
            XCTAssertEqual(map.action(for: key), action, "\(key)")
        }
        XCTAssertEqual(map.keys.count, expected.count + 6, "1–9 are nine keys; the table lists three of them")
        XCTAssertEqual(map.action(for: .up, isRepeat: true), .sceneKey(.up), "held arrows repeat")
        XCTAssertNil(map.action(for: .space, isRepeat: true), "a held Space triggers once")
        XCTAssertNil(map.action(for: Key("p")), "the developer keys are the runtime's")
    }

    func testTheHelpLineListsThePlayersKeysThenTheDevelopersKeys() {
        // 1,000 points: the tests' monospace measurer is wider than DejaVu Sans, and at 800 points
        // it wraps the line before "GIF" (the real fonts fit it in 800).
        let runner = AppRunner(shell: PlayerShell(scenes: [Self.probe, Self.other]), size: CGSize(width: 1000, height: 600))
        XCTAssertTrue(shows(runner, "1–9 scene · S slow ×10 · P pause · . step · R reduce motion · F1 frame times · F12 screenshot · G record GIF · Esc quit"))
    }
}

extension AppRunner {
    /// The player's shell this runner runs.
    var player: PlayerShell { shell as! PlayerShell }

    /// Clicks the centre of the first text run showing `text` through the window-event path.
    func click(text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = host.frame(ofText: text) else {
            XCTFail("no text '\(text)' on screen", file: file, line: line)
            return
        }
        let point = CGPoint(x: frame.midX, y: frame.midY)
        handle(.mouseDown(point, button: 1))
        handle(.mouseUp(point, button: 1))
    }
}
