import XCTest
import MotionSDL
@testable import Motion

final class KeyMapTests: XCTestCase {
    let map = KeyMap<DevAction>.developer

    func testTheDeveloperKeys() {
        // The table issue 9 asks every app to have, key by key.
        let expected: [(Key, DevAction)] = [
            (Key("s"), .toggleSlowMotion), (Key("p"), .togglePause), (Key("."), .stepFrame),
            (Key("r"), .toggleReduceMotion), (.f1, .toggleFrameStats), (.f2, .toggleInspector), (.f12, .screenshot), (.escape, .quit),
            (Key("g"), .toggleRecording), (.f3, .toggleDamageFlash), (Key("d"), .toggleColorScheme),
        ]
        for (key, action) in expected {
            XCTAssertEqual(map.action(for: key), action, "\(key)")
        }
        XCTAssertEqual(map.keys.count, expected.count)
    }

    func testUnmappedKeys() {
        for key in [Key("0"), Key("1"), Key("a"), Key("q"), Key(","), .space, .up, .enter, .tab, .backspace, .home] {
            XCTAssertNil(map.action(for: key), "\(key)")
        }
    }

    func testAutoRepeatOnlyRepeatsStepping() {
        XCTAssertEqual(map.action(for: Key("."), isRepeat: true), .stepFrame)
        for key in [Key("p"), Key("s"), Key("r"), .f1, .f2, .f12, .escape] {
            XCTAssertNil(map.action(for: key, isRepeat: true), "a held \(key) must not toggle again and again")
        }
    }

    func testFirstBindingOfAKeyWins() {
        let custom = KeyMap<DevAction>(entries: [
            .init("A", "first", [(Key("a"), .togglePause)]),
            .init("A", "second", [(Key("a"), .quit)]),
        ])
        XCTAssertEqual(custom.action(for: Key("a")), .togglePause)
    }

    func testHelpLineComesFromTheTable() {
        XCTAssertEqual(map.helpLine, "S slow ×10 · P pause · . step · R reduce motion · F1 frame times · F12 screenshot · G record GIF · Esc quit")
        for entry in map.entries {
            if let meaning = entry.meaning {
                XCTAssertTrue(map.helpLine.contains("\(entry.label) \(meaning)"))
            } else {
                XCTAssertFalse(map.helpLine.contains(entry.label), "\(entry.label) has no meaning: it stays out")
            }
        }
    }
}
