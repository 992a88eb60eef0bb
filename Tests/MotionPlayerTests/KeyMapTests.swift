import XCTest
import MotionSDL
@testable import MotionPlayer

final class KeyMapTests: XCTestCase {
    let map = KeyMap.player

    func testThePlayersKeys() {
        // The table the issue asks for, key by key.
        let expected: [(Key, PlayerAction)] = [
            (Key("1"), .selectScene(0)), (Key("2"), .selectScene(1)), (Key("9"), .selectScene(8)),
            (.space, .trigger), (Key("s"), .toggleSlowMotion), (Key("p"), .togglePause), (Key("."), .stepFrame),
            (Key("r"), .toggleReduceMotion), (.f1, .toggleFrameStats), (.f12, .screenshot), (.escape, .quit),
            (.up, .sceneKey(.up)), (.down, .sceneKey(.down)), (.left, .sceneKey(.left)), (.right, .sceneKey(.right)),
        ]
        for (key, action) in expected {
            XCTAssertEqual(map.action(for: key), action, "\(key)")
        }
        XCTAssertEqual(map.keys.count, expected.count + 6, "1–9 are nine keys; the table lists three of them")
    }

    func testUnmappedKeys() {
        for key in [Key("0"), Key("a"), Key("q"), Key(","), .enter, .tab, .backspace, .home] {
            XCTAssertNil(map.action(for: key), "\(key)")
        }
    }

    func testAutoRepeatOnlyRepeatsSteppingAndSceneKeys() {
        XCTAssertEqual(map.action(for: Key("."), isRepeat: true), .stepFrame)
        XCTAssertEqual(map.action(for: .up, isRepeat: true), .sceneKey(.up))
        for key in [Key("p"), Key("s"), Key("r"), Key("1"), .space, .f1, .f12, .escape] {
            XCTAssertNil(map.action(for: key, isRepeat: true), "a held \(key) must not toggle again and again")
        }
    }

    func testFirstBindingOfAKeyWins() {
        let custom = KeyMap(entries: [
            .init("A", "first", [(Key("a"), .togglePause)]),
            .init("A", "second", [(Key("a"), .quit)]),
        ])
        XCTAssertEqual(custom.action(for: Key("a")), .togglePause)
    }

    func testHelpLineComesFromTheTable() {
        XCTAssertEqual(map.helpLine,
                       "1–9 scene · S slow ×10 · P pause · . step · R reduce motion · F1 frame times · F12 screenshot · Esc quit")
        // Every entry with a meaning is in the line; Space and the arrows are the scenes' to describe.
        for entry in map.entries {
            if let meaning = entry.meaning {
                XCTAssertTrue(map.helpLine.contains("\(entry.label) \(meaning)"))
            } else {
                XCTAssertFalse(map.helpLine.contains(entry.label))
            }
        }
    }
}
