import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the shake scene (seed 001) through the real pipeline at 1× (`.1`) and 2× (`.2`),
/// 800 × 480 points (the player's window width): the wrong shake (left) and the geometry-effect
/// shake (right), each a pink 200 × 100 rectangle over its Login button.
final class ShakeGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    /// One step per channel, as the renderer's own goldens; no pixel may exceed it.
    let tolerance = 1

    /// The pink rectangles: the wrong one (left column) and the correct one (right column).
    private func rectangles<V: View>(_ host: ViewHost<V>) -> (wrong: CGRect, correct: CGRect) {
        let pink = host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") && $0.color == .pink }
            .map(\.bounds).sorted { $0.midX < $1.midX }
        XCTAssertEqual(pink.count, 2)
        return (pink[0], pink[1])
    }

    /// Taps both Login buttons, the wrong side's first, in the same frame.
    private func logInOnBothSides<V: View>(_ host: ViewHost<V>) {
        let logins = host.displayList.items.filter { $0.kind == .text && $0.text == "Login" }.map(\.bounds)
            .sorted { $0.minX < $1.minX }
        XCTAssertEqual(logins.count, 2)
        for login in logins { XCTAssertTrue(host.tap(at: CGPoint(x: login.midX, y: login.midY))) }
    }

    /// Both rectangles at rest, centred over their columns' Login buttons.
    func testAtRest() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.shake.makeView(), size: size)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// 0.15 s (9 frames) after a Login tap on each side: the wrong rectangle is on its way 10 points
    /// left (the default spring's first pass, about 10 · s(0.15) ≈ 5.1 points, with
    /// s(t) = 1 − (1 + ωt)e^(−ωt), ω = 2π/0.55); the correct one is at its leftmost swing,
    /// 10 · sin(3π · s(0.15)) ≈ −9.9 points (s ≈ 0.51, where the sine is −1 at s = 0.5).
    ///
    /// Both Login labels are back at full opacity: each release writes `isPressed = false` without
    /// animation, and that write's own transaction decides, even though the correct side's parent
    /// re-renders the button under its action's `withAnimation(.default)` in the same update
    /// (see ViewGraphTests.testIssue4_buttonReleaseSnapsEvenWhenItsActionAnimates).
    func testMidShakeAfterALoginOnEachSide() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.shake.makeView(), size: size)
            let rest = rectangles(host)
            logInOnBothSides(host)
            host.advance(by: 0.15)
            let omega = 2 * Double.pi / 0.55, s = 1 - (1 + omega * 0.15) * exp(-omega * 0.15)
            let now = rectangles(host)
            XCTAssertEqual(Double(now.correct.minX - rest.correct.minX), 10 * sin(3 * .pi * s), accuracy: 1e-6)
            XCTAssertLessThan(now.wrong.minX, rest.wrong.minX - 1, "the wrong one moves left")
            XCTAssertGreaterThan(now.wrong.minX, rest.wrong.minX - 10)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// Once everything has settled after one login on each side: the wrong rectangle rests 10
    /// points to the left (an odd repeat count ends at the new offset), the correct one where it
    /// started.
    func testAfterItSettlesTheWrongOneIsTenPointsOff() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.shake.makeView(), size: size)
            let rest = rectangles(host)
            logInOnBothSides(host)
            host.advance(by: 6)
            XCTAssertEqual(host.liveAnimationCount, 0)
            let end = rectangles(host)
            XCTAssertEqual(end.wrong.minX, rest.wrong.minX - 10, accuracy: 1e-9)
            XCTAssertEqual(end.correct, rest.correct)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
