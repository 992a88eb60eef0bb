import XCTest
import MotionUI
@testable import MotionScenes
@testable import MotionPlayer
import Motion

/// Issue 11: the gestures scene played through the player's real input path — a script's `drag`,
/// `key` and `scroll` — on the session clock.
final class GesturesSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)

    private func makeRunner() -> AppRunner {
        AppRunner(shell: PlayerShell(sceneIndex: PlayerScene.all.firstIndex { $0.name == "gestures" }!), size: size)
    }

    private func card(_ runner: AppRunner) -> CGRect {
        runner.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") && ($0.color == .blue || $0.color == .indigo) }!.bounds
    }

    func testIssue11_aScriptedDragMovesTheCardAndItSpringsBack() throws {
        let runner = makeRunner()
        let rest = card(runner)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        let driver = FrameDriver(runner: runner, script: try AppScript.parse(
            "drag \(start.x) \(start.y) \(start.x + 120) \(start.y + 60) 0.5"))
        // Frames at 1/60 s: the drag's moves land every 1/60 s along the line.
        for frame in 0...15 { try driver.frame(at: Double(frame) / 60) }
        // At 15/60 s the pointer is half way: (60, 30) from the press; the card follows it exactly.
        XCTAssertEqual(card(runner).midX - rest.midX, 60, accuracy: 1e-6)
        XCTAssertEqual(card(runner).midY - rest.midY, 30, accuracy: 1e-6)
        for frame in 16...30 { try driver.frame(at: Double(frame) / 60) }   // released at 0.5 s
        for frame in 31...(31 + 180) { try driver.frame(at: Double(frame) / 60) }
        XCTAssertEqual(card(runner).midX, rest.midX, accuracy: 0.05, "back at its place three seconds later")
        XCTAssertEqual(card(runner).midY, rest.midY, accuracy: 0.05)
    }

    func testIssue11_spaceAddsRowsAndTheWheelScrollsTheList() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("""
            key space
            key space
            key space
            wait 1
            move 390 300
            scroll 0 100
            """))
        for frame in 0...59 { try driver.frame(at: Double(frame) / 60) }
        XCTAssertNotNil(runner.host.frame(ofText: "Golf"), "three rows added")
        let top = try XCTUnwrap(runner.host.frame(ofText: "Foxtrot")).minY
        try driver.frame(at: 1)
        // Seven rows of 36 with 8 between: 300 pt of content in a 256 pt view, so the most it scrolls is 44.
        XCTAssertEqual(try XCTUnwrap(runner.host.frame(ofText: "Foxtrot")).minY, top - 44, accuracy: 1e-6)
        XCTAssertNil(runner.host.frame(ofText: "Golf"), "the first row, scrolled out of the list's clip, is not drawn")
    }
}
