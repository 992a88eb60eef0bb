import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the animate-state scene (seed 004) through the real pipeline at 1× (`.1`) and 2×
/// (`.2`), 800 × 480 points, and the check that its two implementations draw the same pixels.
final class AnimateStateGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    /// One step per channel, as the renderer's own goldens; no pixel may exceed it.
    let tolerance = 1

    /// Toggles every offset of `host` in one frame with the player's trigger (Space). Not by tapping
    /// "Toggle offset": a tap's release would be re-evaluated under the action's 2 s animation, so
    /// the buttons' labels would still be fading back from their pressed opacity (see
    /// ``ShakeGoldenTests``); the trigger leaves the buttons alone.
    private func toggleAll<V: View>(_ host: ViewHost<V>) {
        host.environment.sceneTrigger += 1
    }

    /// The rows of `image` from `top` down.
    private func rows(_ image: PixelImage, from top: Int) -> ArraySlice<PixelColor> {
        image.pixels[(top * image.width)...]
    }

    /// One second into the 2 s easeInOut after both offsets were toggled: each
    /// "Hello, world!" is half way down, 100 · y(0.5) = 50 points (the curve is symmetric about its
    /// middle), the left one moved by `withAnimation`, the right one by `@AnimateState`.
    func testMidAnimationBothSidesAreHalfWayDown() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.animateState.makeView(), size: size)
            let hellos = { host.displayList.items.filter { $0.text == "Hello, world!" }.map(\.bounds).sorted { $0.minX < $1.minX } }
            let rest = hellos()
            toggleAll(host)
            host.advance(by: 1)
            let now = hellos()
            XCTAssertEqual(now.count, 2)
            for (moved, start) in zip(now, rest) {
                XCTAssertEqual(Double(moved.minY - start.minY), 50, accuracy: 1e-4)
            }
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// Each implementation alone, in its own host, 1 s into the animation: from the top of the
    /// "Toggle offset" button down (below the captions "withAnimation" and "@AnimateState", whose
    /// glyphs — the "@" — reach a pixel below their line box) the two images are exactly the same:
    /// the button and the moving text land on the same pixels. One frame later the text has moved,
    /// so the comparison does see a difference when there is one.
    func testBothImplementationsDrawTheSamePixelsMidAnimation() throws {
        try forEachGoldenScale { pipeline in
            let alone = CGSize(width: 300, height: 260)
            func render<V: View>(_ view: V, after time: TimeInterval) throws -> (image: PixelImage, button: CGRect, hello: CGRect) {
                let host = pipeline.host(view, size: alone)
                toggleAll(host)
                host.advance(by: time)
                let button = try XCTUnwrap(host.frame(ofText: "Toggle offset"))
                let hello = try XCTUnwrap(host.frame(ofText: "Hello, world!"))
                return (try pipeline.image(of: host), button, hello)
            }
            let left = try render(AnimateStateScene.WithAnimationView(), after: 1)
            let right = try render(AnimateStateScene.AnimateStateView(), after: 1)
            XCTAssertEqual(left.button, right.button)
            XCTAssertEqual(left.hello, right.hello)
            let top = Int((Double(left.button.minY) * pipeline.scale).rounded(.down))
            XCTAssertTrue(rows(left.image, from: top) == rows(right.image, from: top),
                          "below the captions the two implementations give the same pixels")
            // The compared rows hold the moving text: dark ink inside its frame.
            let scale = pipeline.scale
            var ink = 0
            for y in Int(left.hello.minY * scale)..<Int(left.hello.maxY * scale) {
                for x in Int(left.hello.minX * scale)..<Int(left.hello.maxX * scale) where left.image.pixel(x: x, y: y)!.r < 100 {
                    ink += 1
                }
            }
            XCTAssertGreaterThan(ink, Int(30 * scale * scale))
            let later = try render(AnimateStateScene.AnimateStateView(), after: 1 + 1.0 / 60)
            XCTAssertFalse(rows(left.image, from: top) == rows(later.image, from: top), "a frame later differs")
        }
    }
}
