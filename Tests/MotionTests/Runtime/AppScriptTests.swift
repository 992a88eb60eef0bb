import XCTest
import MotionSDL
@testable import Motion

final class AppScriptTests: XCTestCase {
    private func parseError(_ text: String, scenes: [String]? = nil) -> ScriptError? {
        do {
            _ = try AppScript.parse(text, sceneNames: scenes)
            return nil
        } catch let error as ScriptError {
            return error
        } catch {
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    func testEveryCommandWithItsTime() throws {
        let script = try AppScript.parse("""
            # a demo
            scene shake
            wait 0.5
            click "Login" 2
            click 120 300
            wait 0.25
            press 10 20
            move 15.5 -20
            release 30 20

            key space
            KEY P
            key .
            key f12
            type hello world  # typed as is
            type "  padded \\"quoted\\"  "
            resize 640 480
            screenshot "out/shot one.png"
            wait 1   # trailing comment
            quit
            """, sceneNames: ["loader", "shake"])
        let expected: [(Int, TimeInterval, AppScript.Command)] = [
            (2, 0, .scene("shake")),
            (4, 0.5, .clickText("Login", occurrence: 2)),
            (5, 0.5, .click(CGPoint(x: 120, y: 300))),
            (7, 0.75, .press(CGPoint(x: 10, y: 20))),
            (8, 0.75, .move(CGPoint(x: 15.5, y: -20))),
            (9, 0.75, .release(CGPoint(x: 30, y: 20))),
            (11, 0.75, .key(.space)),
            (12, 0.75, .key(Key("p"))),
            (13, 0.75, .key(Key("."))),
            (14, 0.75, .key(.f12)),
            (15, 0.75, .type("hello world  # typed as is")),
            (16, 0.75, .type("  padded \"quoted\"  ")),
            (17, 0.75, .resize(CGSize(width: 640, height: 480))),
            (18, 0.75, .screenshot("out/shot one.png")),
            (20, 1.75, .quit),
        ]
        XCTAssertEqual(script.steps.count, expected.count)
        for (step, (line, time, command)) in zip(script.steps, expected) {
            XCTAssertEqual(step.line, line)
            XCTAssertEqual(step.time, time, accuracy: 1e-12, "line \(line)")
            XCTAssertEqual(step.command, command, "line \(line)")
        }
        XCTAssertEqual(script.duration, 1.75, accuracy: 1e-12)
    }

    func testEmptyScriptsAndWindowsLineEnds() throws {
        XCTAssertEqual(try AppScript.parse("").steps, [])
        XCTAssertEqual(try AppScript.parse("\n  # only a comment\n\t\n").steps, [])
        let script = try AppScript.parse("wait 1\r\nkey p\r\n")
        XCTAssertEqual(script.steps, [AppScript.Step(line: 2, time: 1, command: .key(Key("p")))])
        XCTAssertEqual(try AppScript.parse("click \"Login\"").steps.first?.command, .clickText("Login", occurrence: 1))
    }

    func testBadLinesNameTheirLine() {
        let cases: [(String, Int, String)] = [
            ("wait 1\nclik 10 10", 2, "unknown command 'clik' (commands: wait, click, press, move, release, drag, scroll, pinch, key, type, scene, resize, inspector, screenshot, quit, scrub)"),
            ("wait soon", 1, "wait needs one number of seconds, 0 or more, like 'wait 0.5'"),
            ("wait -1", 1, "wait needs one number of seconds, 0 or more, like 'wait 0.5'"),
            ("wait nan", 1, "wait needs one number of seconds, 0 or more, like 'wait 0.5'"),
            ("wait 1 2", 1, "wait needs one number of seconds, 0 or more, like 'wait 0.5'"),
            ("\n\nclick 10", 3, "click needs X Y, \"TEXT\" [N] or id:NAME"),
            ("click 10 y", 1, "click needs X Y in points, like 'click 120 300'"),
            ("click inf 3", 1, "click needs X Y in points, like 'click 120 300'"),
            ("click \"Login\" 0", 1, "click \"TEXT\" N needs N to be a whole number from 1"),
            ("click \"Login\" 1 2", 1, "click needs X Y, \"TEXT\" [N] or id:NAME"),
            ("click \"\"", 1, "click needs non-empty text"),
            ("click \"Login", 1, "unterminated quoted string"),
            ("click \"Lo\"gin", 1, "a quoted string must be followed by a space"),
            ("click \"a\\n\"", 1, "unknown escape '\\n' in a quoted string"),
            ("press 1", 1, "press needs X Y in points, like 'press 120 300'"),
            ("key", 1, "unknown key '' (keys: space, enter, return, tab, backspace, delete, escape, esc, left, right, up, down, home, end, f1, f2, f3, f12, or one character)"),
            ("key spacebar", 1, "unknown key 'spacebar' (keys: space, enter, return, tab, backspace, delete, escape, esc, left, right, up, down, home, end, f1, f2, f3, f12, or one character)"),
            ("key é", 1, "unknown key 'é' (keys: space, enter, return, tab, backspace, delete, escape, esc, left, right, up, down, home, end, f1, f2, f3, f12, or one character)"),
            ("type", 1, "type needs text, like 'type hello'"),
            ("type \"\"", 1, "type needs text"),
            ("type \"a\" b", 1, "type takes one \"quoted string\" or the rest of the line"),
            ("scene", 1, "scene needs one scene name"),
            ("scene form", 1, "unknown scene 'form' (scenes: loader, shake)"),
            ("resize 640", 1, "resize needs W H in whole points 1...16384, like 'resize 640 480'"),
            ("resize 0 480", 1, "resize needs W H in whole points 1...16384, like 'resize 640 480'"),
            ("resize 64.5 480", 1, "resize needs W H in whole points 1...16384, like 'resize 640 480'"),
            ("screenshot", 1, "screenshot needs one file name (quote it if it has spaces)"),
            ("screenshot a b", 1, "screenshot needs one file name (quote it if it has spaces)"),
            ("quit now", 1, "quit takes nothing after it"),
            ("inspector", 1, "inspector needs 'on' or 'off'"),
            ("inspector maybe", 1, "inspector needs 'on' or 'off'"),
            ("inspector on off", 1, "inspector needs 'on' or 'off'"),
            ("click id:", 1, "click id: needs an identifier, like 'click id:loginButton'"),
            ("click id:a b", 1, "click needs X Y in points, like 'click 120 300'"),
        ]
        for (text, line, message) in cases {
            let error = parseError(text, scenes: ["loader", "shake"])
            XCTAssertEqual(error?.line, line, text)
            XCTAssertEqual(error?.message, message, text)
        }
        // Without a scene list any name parses (the runner checks it when played).
        XCTAssertNil(parseError("scene form"))
    }

    func testErrorsNameTheFile() throws {
        let folder = NSTemporaryDirectory() + "motion-player-script-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/demo.txt"
        try "wait 1\nkey p\nwiat 2\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AppScript.load(contentsOf: path)) { error in
            XCTAssertEqual("\(error)", "\(path):3: unknown command 'wiat' (commands: wait, click, press, move, release, drag, scroll, pinch, key, type, scene, resize, inspector, screenshot, quit, scrub)")
        }
        XCTAssertThrowsError(try AppScript.load(contentsOf: folder + "/missing.txt")) { error in
            XCTAssertEqual((error as? ScriptError)?.line, 0)
            XCTAssertTrue("\(error)".hasPrefix("\(folder)/missing.txt: cannot read the script"), "\(error)")
        }
        try "key space\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try AppScript.load(contentsOf: path).steps.map(\.command), [.key(.space)])
    }

    func testKeyNames() {
        XCTAssertEqual(AppScript.key(named: "Space"), .space)
        XCTAssertEqual(AppScript.key(named: "esc"), .escape)
        XCTAssertEqual(AppScript.key(named: "F1"), .f1)
        XCTAssertEqual(AppScript.key(named: "f2"), .f2)
        XCTAssertEqual(AppScript.key(named: "S"), Key("s"), "letters by key code, like SDL")
        XCTAssertEqual(AppScript.key(named: "7"), Key("7"))
        XCTAssertNil(AppScript.key(named: "ab"))
        XCTAssertNil(AppScript.key(named: " "))
    }

    func testIssue15_inspectorCommandsAndTheF2Key() throws {
        let script = try AppScript.parse("inspector on\nwait 0.5\nINSPECTOR Off\nkey f2")
        XCTAssertEqual(script.steps.map(\.command), [.inspector(true), .inspector(false), .key(.f2)])
        XCTAssertEqual(script.steps.map(\.time), [0, 0.5, 0.5])
    }

    func testIssue11_dragAndScrollCommands() throws {
        let script = try AppScript.parse("drag 100 300 130 300 0.05\nscroll 0 120\nwait 0.1\nkey p")
        // A press, a move every 1/60 s (0.05 s: three moves), the release; the drag takes its time.
        XCTAssertEqual(script.steps.map(\.command), [
            .press(CGPoint(x: 100, y: 300)), .move(CGPoint(x: 110, y: 300)), .move(CGPoint(x: 120, y: 300)),
            .move(CGPoint(x: 130, y: 300)), .release(CGPoint(x: 130, y: 300)), .scroll(CGSize(width: 0, height: 120)),
            .key(Key("p")),
        ])
        XCTAssertEqual(script.steps.map(\.time)[0...4].map { ($0 * 1000).rounded() }, [0, 17, 33, 50, 50])
        XCTAssertEqual(script.steps[5].time, 0.05, accuracy: 1e-12)
        XCTAssertEqual(script.steps[6].time, 0.15, accuracy: 1e-12)
        XCTAssertThrowsError(try AppScript.parse("drag 1 2 3 4")) { error in
            XCTAssertEqual("\(error)", "script:1: drag needs X1 Y1 X2 Y2 SECONDS, like 'drag 100 300 400 300 0.5'")
        }
        XCTAssertThrowsError(try AppScript.parse("scroll down")) { error in
            XCTAssertTrue("\(error)".hasPrefix("script:1: scroll needs DX DY"))
        }
    }
}

extension AppScriptTests {
    func testIssue15_keyChordsAndScrub() throws {
        let script = try AppScript.parse("key p\nkey shift+left\nkey Shift+Right\nkey ctrl+alt+x\nkey +\nscrub -1.0\nscrub 0.25")
        XCTAssertEqual(script.steps.map(\.command), [
            .key(Key("p")), .keyChord(.left, modifiers: .shift), .keyChord(.right, modifiers: .shift),
            .keyChord(Key("x"), modifiers: [.control, .alt]), .key(Key("+")), .scrub(-1), .scrub(0.25),
        ])
        XCTAssertThrowsError(try AppScript.parse("key super+left")) { error in
            XCTAssertEqual("\(error)", "script:1: unknown key 'super+left' (modifiers: shift, ctrl, alt; then a key name, like 'key shift+left')")
        }
        for bad in ["scrub", "scrub back", "scrub nan", "scrub 1 2", "scrub \"1\""] {
            XCTAssertThrowsError(try AppScript.parse(bad)) { error in
                XCTAssertEqual("\(error)", "script:1: scrub needs one number of seconds (negative: back), like 'scrub -1.0'", bad)
            }
        }
    }

    func testClickByAccessibilityIdentifier() throws {
        let script = try AppScript.parse("click id:loginButton\nwait 1\nCLICK ID:status # comment")
        XCTAssertEqual(script.steps.map(\.command), [.clickIdentifier("loginButton"), .clickIdentifier("status")])
        XCTAssertEqual(script.steps.map(\.time), [0, 1])
        XCTAssertEqual(try AppScript.parse("click \"id:x\"").steps.first?.command, .clickText("id:x", occurrence: 1),
                       "a quoted id: is text on screen")
    }
}

extension AppScriptTests {
    func testThePinchCommandBeginsStepsSixTimesAFrameApartAndEnds() throws {
        let script = try AppScript.parse("pinch 200 150 2 -60\nkey p\npinch 10 20 0.5")
        let centre = CGPoint(x: 200, y: 150)
        let change = AppScript.Command.pinchChanged(scale: pow(2, 1.0 / 6), rotation: .degrees(-60.0 / 6), at: centre)
        XCTAssertEqual(script.steps[0...7].map(\.command), [.pinchBegan(centre)] + Array(repeating: change, count: 6) + [.pinchEnded(centre)])
        XCTAssertEqual(script.steps[0...7].map { ($0.time * 60).rounded() }, [0, 1, 2, 3, 4, 5, 6, 6])
        XCTAssertEqual(script.steps[8].command, .key(Key("p")))
        XCTAssertEqual(script.steps[8].time, 0.1, accuracy: 1e-12, "later commands run 0.1 s later")
        XCTAssertEqual(script.steps[10].command, .pinchChanged(scale: pow(0.5, 1.0 / 6), rotation: .zero, at: CGPoint(x: 10, y: 20)))
        for bad in ["pinch 1 2", "pinch 1 2 0", "pinch 1 2 -1", "pinch 1 2 1.5 30 7", "pinch 1 2 big", "pinch 1 2 \"2\""] {
            XCTAssertThrowsError(try AppScript.parse(bad), bad) { error in
                XCTAssertEqual("\(error)", "script:1: pinch needs X Y SCALE [DEGREES], SCALE above 0, like 'pinch 200 150 1.5 30'", bad)
            }
        }
    }
}

