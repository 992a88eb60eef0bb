import XCTest
import MotionSDL
@testable import Motion

final class ScriptPlaybackTests: XCTestCase {
    func testStepsComeOutOnceWhenTheirTimeComes() throws {
        let script = try AppScript.parse("key p\nwait 0.1\nkey s\nkey r\nwait 0.1\nwait 0.1\nkey .")
        var playback = ScriptPlayback(script)
        XCTAssertEqual(playback.due(at: 0).map(\.line), [1])
        XCTAssertEqual(playback.due(at: 0).map(\.line), [], "handed out once")
        XCTAssertEqual(playback.due(at: 0.05).map(\.line), [])
        // 0.1 is exactly frame 6 at 60 fps (6.0 / 60 == 0.1 in floating point).
        XCTAssertEqual(playback.due(at: 6.0 / 60).map(\.line), [3, 4])
        XCTAssertFalse(playback.isFinished(at: 0.2))
        // 0.1 + 0.1 + 0.1 is 0.30000000000000004: the 1 µs slack puts it on the frame at 0.3.
        XCTAssertEqual(playback.due(at: 18.0 / 60).map(\.line), [7])
        XCTAssertTrue(playback.isFinished(at: 0.3))
    }

    func testATrailingWaitKeepsTheScriptGoing() throws {
        let playback = ScriptPlayback(try AppScript.parse("key p\nwait 2"))
        var copy = playback
        _ = copy.due(at: 0)
        XCTAssertFalse(copy.isFinished(at: 1.9))
        XCTAssertTrue(copy.isFinished(at: 2))
    }
}
