import XCTest
import MotionUI
@testable import MotionScenes
@testable import MotionPlayer
import Motion

final class LoaderSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)
    // The scene's configuration: "radius" 320 → a 160-point frame → a circle of radius 80,
    // stroked 10 points wide with round caps.
    let radius = 80.0, lineWidth = 10.0

    private func makeRunner() -> AppRunner {
        AppRunner(shell: PlayerShell(sceneIndex: PlayerScene.all.firstIndex { $0.name == "loader" }!), size: size)
    }

    /// How much of the circle each loader's stroke covers, in turns (nil when nothing is drawn):
    /// the first loader is in the left column, the final one in the right.
    ///
    /// A round-capped arc band of sweep θ (radians) has area θ·R·w + π(w/2)² (the band plus two
    /// half-disc caps), so θ = (A − π w²/4) / (R w), with A the outline's area (shoelace). The
    /// outline is flattened, so this reads a little short (well under 1 %).
    private func sweeps(_ runner: AppRunner) -> (first: Double?, final: Double?) {
        var first: Double?, final: Double?
        for item in runner.displayList.items where item.kind == .fill(shape: "stroke(_TrimmedShape<Circle>)") {
            // Signed areas: a full ring is an outer and an inner contour of opposite winding.
            let area = abs(item.polygons.reduce(0.0) { total, polygon in
                var twice = 0.0
                for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                    twice += Double(a.x * b.y - b.x * a.y)
                }
                return total + twice / 2
            })
            let turns = (area - .pi * lineWidth * lineWidth / 4) / (radius * lineWidth) / (2 * .pi)
            if item.bounds.midX < size.width / 2 { first = turns } else { final = turns }
        }
        return (first, final)
    }

    /// easeOut, the cubic Bézier (0,0) (0.58,1) (1,1), solved here by bisection as the reference:
    /// x(s) = 3(1−s)s²·0.58 + s³, y(s) = 3(1−s)s² + s³.
    private func easeOut(_ u: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let s = (low + high) / 2
            let x = 3 * (1 - s) * s * s * 0.58 + s * s * s
            if x < u { low = s } else { high = s }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }

    /// Six seconds at 60 frames a second: the first loader fills linearly and jumps back to
    /// nothing at 2 s and 4 s; the final one waits for its timer (2 s), expands with easeOut for
    /// 2 s, then shrinks for 2 s, never changing much from one frame to the next.
    func testTheFinalLoaderExpandsThenShrinksAndTheFirstJumps() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner)
        var first: [Double?] = [], final: [Double?] = []
        for frame in 0...(6 * 60) {
            _ = try driver.frame(at: Double(frame) / 60)
            let measured = sweeps(runner)
            first.append(measured.first)
            final.append(measured.final)
        }
        // The first loader: sweep = t / 2 turns within each 2 s repeat.
        for frame in [30, 60, 90, 150, 210] {
            let t = Double(frame) / 60
            XCTAssertEqual(try XCTUnwrap(first[frame]), (t / 2).truncatingRemainder(dividingBy: 1), accuracy: 0.01, "first at \(t) s")
        }
        var jumps: [Int] = []
        for frame in 1..<first.count where (first[frame] ?? 0) < (first[frame - 1] ?? 0) - 0.5 {
            jumps.append(frame)
        }
        XCTAssertEqual(jumps, [120, 240, 360], "the first loader empties at once every 2 s: the jump")

        // The final loader: nothing until the first tick at 2 s.
        XCTAssertTrue(final[0..<120].allSatisfy { $0 == nil }, "no stroke before the timer's first tick")
        // 2…4 s expands: (0, easeOut(u)); 4…6 s shrinks from the start: (easeOut(u), 1).
        for frame in [135, 150, 180, 210] {
            let u = (Double(frame) / 60 - 2) / 2
            XCTAssertEqual(try XCTUnwrap(final[frame]), easeOut(u), accuracy: 0.01, "expanding at frame \(frame)")
        }
        for frame in [255, 270, 300, 330] {
            let u = (Double(frame) / 60 - 4) / 2
            XCTAssertEqual(try XCTUnwrap(final[frame]), 1 - easeOut(u), accuracy: 0.01, "shrinking at frame \(frame)")
        }
        let expanding = final[121..<235].map { $0 ?? 0 }, shrinking = final[241..<355].map { $0 ?? 0 }
        XCTAssertEqual(expanding, expanding.sorted(), "grows all the way")
        XCTAssertEqual(shrinking, shrinking.sorted(by: >), "shrinks all the way")
        // No jump: easeOut's steepest slope is 1/0.58 at the start, so one 1/60 s frame of a 2 s
        // phase changes the sweep by at most (1/60)/2/0.58 ≈ 0.0144 turns.
        for frame in 122..<final.count {
            XCTAssertLessThan(abs((final[frame] ?? 0) - (final[frame - 1] ?? 0)), 0.016, "frame \(frame)")
        }
    }

    func testArrowsChangeTheDurationsAndRestartTheLoaders() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("""
            wait 1
            key up
            key right
            key right
            """))
        func summary() -> String? { runner.displayList.texts.first { $0.text?.hasPrefix("animation") == true }?.text }
        XCTAssertEqual(summary(), "animation 2.00 s · rotation 4.00 s")
        var final: [Double?] = []
        for frame in 0...(5 * 60) {
            _ = try driver.frame(at: Double(frame) / 60)
            final.append(sweeps(runner).final)
        }
        XCTAssertEqual(summary(), "animation 2.25 s · rotation 5.00 s")
        // Restarted at 1 s with 2.25 s phases: the first tick comes at 3.25 s, not at 2 s.
        XCTAssertTrue(final[0...195].allSatisfy { $0 == nil }, "no stroke until 3.25 s")
        XCTAssertNotNil(final[196])
        XCTAssertEqual(try XCTUnwrap(final[240]), easeOut((4 - 3.25) / 2.25), accuracy: 0.01)
    }

    func testSpaceRestartsTheLoaders() throws {
        let runner = makeRunner()
        let driver = FrameDriver(runner: runner, script: try AppScript.parse("wait 3\nkey space"))
        for frame in 0...(3 * 60) { _ = try driver.frame(at: Double(frame) / 60) }
        XCTAssertNil(sweeps(runner).final, "back to its initial state")
        XCTAssertNil(sweeps(runner).first, "the first loader starts again from nothing")
        _ = try driver.frame(at: 3 + 1.0 / 60)
        XCTAssertNotNil(sweeps(runner).first)
    }

    func testTimingSteps() {
        var timing = LoaderScene.Timing()
        XCTAssertEqual(timing.summary, "animation 2.00 s · rotation 4.00 s")
        timing.adjust(for: .down)
        timing.adjust(for: .left)
        XCTAssertEqual(timing.animationDuration, 1.75)
        XCTAssertEqual(timing.rotationDuration, 3.5)
        for _ in 0..<40 { timing.adjust(for: .down); timing.adjust(for: .left) }
        XCTAssertEqual(timing.animationDuration, 0.25, "clamped at the shortest")
        XCTAssertEqual(timing.rotationDuration, 0.5)
        XCTAssertEqual(timing.summary, "animation 0.25 s · rotation 0.50 s")
        for _ in 0..<100 { timing.adjust(for: .up); timing.adjust(for: .right) }
        XCTAssertEqual(timing.animationDuration, 8)
        XCTAssertEqual(timing.rotationDuration, 16)
        XCTAssertEqual(timing.summary, "animation 8.00 s · rotation 16.00 s")
        XCTAssertEqual(timing.configuration.animationDuration, 8)
        XCTAssertEqual(timing.configuration.radius, 320)
    }

    /// The article's unit test of the initial state, against the scene's own loader.
    func testArticleInitialState() {
        let testee = LoaderScene.CircularLoaderView(configuration: .init(radius: 100, strokeWidth: 4, strokeColor: .blue,
                                                                          animationDuration: 2, rotationDuration: 4))
        XCTAssertEqual(testee.startPoint, Angle(degrees: 0))
        XCTAssertEqual(testee.endPoint, Angle(degrees: 0))
        XCTAssertEqual(testee.rotationEffect, Angle(degrees: 0))
    }
}
