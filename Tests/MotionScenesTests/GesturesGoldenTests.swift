import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the gestures scene (issue 11) through the real pipeline at 1× (`.1`) and 2× (`.2`),
/// 800 × 480 points: the card mid-drag, and the tab underline mid-glide.
final class GesturesGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    let tolerance = 1

    private func card<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") && ($0.color == .blue || $0.color == .indigo) }!.bounds
    }

    /// The card pressed and moved 150 × 90 points: it follows the pointer exactly (the drag's
    /// translation from the press), lifted (1.05×, indigo, a deeper shadow) over the list.
    func testIssue11_theCardMidDrag() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.gestures.makeView(), size: size)
            let rest = card(host)
            let start = CGPoint(x: rest.midX, y: rest.midY)
            host.press(at: start)
            host.send(.pointerMoved(CGPoint(x: start.x + 20, y: start.y + 10)))
            host.send(.pointerMoved(CGPoint(x: start.x + 150, y: start.y + 90)))
            host.advance(by: 0.5)   // the lift's snappy 0.2 s spring has settled
            let moved = card(host)
            XCTAssertEqual(moved.midX - rest.midX, 150, accuracy: 1e-6)
            XCTAssertEqual(moved.midY - rest.midY, 90, accuracy: 1e-6)
            XCTAssertEqual(moved.width, rest.width * 1.05, accuracy: 1e-3)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
            host.release(at: CGPoint(x: start.x + 150, y: start.y + 90))
        }
    }

    /// 0.1 s after "About" is tapped on the matched-geometry tab bar: the underline on its spring
    /// (duration 0.4, bounce 0.2) between "Login" and "About"; the seed's bar beside it unchanged.
    func testIssue11_theUnderlineMidGlide() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.gestures.makeView(), size: size)
            let underline = { host.displayList.items.first { $0.kind == .fill(shape: "Capsule") && $0.color == .orange }!.bounds }
            let from = underline()
            XCTAssertTrue(host.tap(text: "About"))
            let to = host.frame(ofText: "About")!
            host.advance(by: 0.1)
            // spring(duration: 0.4, bounce: 0.2): response 0.4, ζ = 0.8.
            let omega0 = 2 * Double.pi / 0.4, zeta = 0.8, wd = omega0 * (1 - zeta * zeta).squareRoot(), t = 0.1
            let progress = 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + zeta * omega0 / wd * sin(wd * t))
            XCTAssertEqual(Double(underline().midX), Double(from.midX) + Double(to.midX - from.midX) * progress, accuracy: 1e-6)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
