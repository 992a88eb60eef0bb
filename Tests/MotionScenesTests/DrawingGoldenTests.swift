import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the drawing scene (issue 12) through the real pipeline at 1× (`.1`) and 2× (`.2`),
/// 800 × 480 points, 3 s in (the loader's first expansion is half done: its timer first fires at
/// 2 s): at rest, and 0.25 s after Space (the card turning, the word blurring into the next, the
/// digits rolling).
final class DrawingGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    let tolerance = 1

    func testIssue12_atRest() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.drawing.makeView(), size: size)
            host.advance(by: 3)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    func testIssue12_aQuarterSecondAfterSpace() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.drawing.makeView(), size: size)
            host.advance(by: 3)
            host.environment.sceneTrigger = 1
            host.advance(by: 0.25)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
