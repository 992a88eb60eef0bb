import XCTest
import MotionUI
@testable import MotionScenes

/// The `drawing` scene (issue 12): what Space does to each of its parts, checked on the display
/// list against values worked out by hand.
final class DrawingSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)

    private func texts<V: View>(_ host: ViewHost<V>) -> [String] { host.displayList.texts.compactMap(\.text) }

    /// Half way through the 0.8 s ease-in-out flip (0.4 s) the card has turned exactly 90°: it is
    /// seen edge on, so its face projects to a vertical line. After it, the back shows, the word is
    /// the next one and the counter has gone up by 7.
    func testIssue12_spaceFlipsTheCardSwapsTheWordAndCountsUp() {
        let host = ViewHost(DrawingScene(), size: size)
        XCTAssertTrue(texts(host).contains("Front"))
        XCTAssertTrue(texts(host).contains("Motion"))
        XCTAssertTrue(texts(host).contains("1993"))
        let card = { host.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") }!.bounds }
        let flat = card()
        XCTAssertEqual(flat.width, 150, accuracy: 1e-9)
        host.environment.sceneTrigger = 1
        host.advance(by: 0.4)
        XCTAssertEqual(card().width, 0, accuracy: 1e-6, "edge on at 90°")
        XCTAssertEqual(card().midX, flat.midX, accuracy: 1e-6)
        host.advance(by: 0.6)
        XCTAssertTrue(texts(host).contains("Back"))
        XCTAssertFalse(texts(host).contains("Front"))
        XCTAssertTrue(texts(host).contains("SwiftUI"))
        XCTAssertFalse(texts(host).contains("Motion"))
        XCTAssertTrue(texts(host).contains("2000"))
        XCTAssertEqual(card().width, 150, accuracy: 1e-6, "flat again, back to front")
    }

    /// Each particle's place is a function of the timeline's date: particle 0 (phase 0) is at
    /// angle 0.6·t and reach 0.25 + 0.75·(0.5 + 0.5·sin 0.8·t) of the half-size from the centre, so
    /// its move between two dates is known exactly.
    func testIssue12_theParticlesFollowTheTimelinesDate() {
        let host = ViewHost(DrawingScene(), size: size)
        let particles = { host.displayList.items.filter { $0.kind == .fill(shape: "Canvas.fill") } }
        XCTAssertEqual(particles().count, 60)
        func place(_ t: Double) -> CGPoint {
            let reach = 0.25 + 0.75 * (0.5 + 0.5 * sin(0.8 * t))
            return CGPoint(x: cos(0.6 * t) * reach * 80, y: sin(0.6 * t) * reach * 60)
        }
        let first = particles()[0].bounds
        host.advance(by: 1.5)
        let second = particles()[0].bounds
        let expected = CGPoint(x: place(1.5).x - place(0).x, y: place(1.5).y - place(0).y)
        XCTAssertEqual(second.midX - first.midX, expected.x, accuracy: 1e-3)
        XCTAssertEqual(second.midY - first.midY, expected.y, accuracy: 1e-3)
        XCTAssertEqual(first.width, 4, accuracy: 1e-3, "particle 0's radius is 2")
    }
}
