import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the loader scene (seed 000) at chosen instants, through the real pipeline at 1× (`.1`)
/// and 2× (`.2`), 800 × 480 points (the player's window width).
///
/// The first loader (left) fills linearly from 0 to 1 turn every 2 s while turning once, so its arc
/// covers t/2 turns (mod 1) starting at its rotation of 360° · t/2 (mod 360) from the top, and jumps
/// back to nothing at every repeat. The final loader (right) draws nothing until its timer's first
/// tick at 2 s, expands (0 → easeOut(u) turns) from 2 to 4 s, then shrinks from its start
/// (easeOut(u) → 1) from 4 to 6 s, the whole circle turning once every 4 s.
///
/// Text is measured at each scale's density, as it is drawn: the right caption is 363 points wide
/// at 1× and fits its 364-point column, 367.5 at 2× (hinted glyph advances) and wraps.
final class LoaderGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    /// One step per channel, as the renderer's own goldens (floating-point differences between
    /// compilers and CPUs); no pixel may exceed it.
    let tolerance = 1

    private func snapshot(at time: TimeInterval, file: StaticString = #filePath, testName: String = #function,
                          line: UInt = #line) throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.loader.makeView(), size: size)
            host.advance(by: time)
            XCTAssertEqual(host.time, time, accuracy: 1e-9, file: file, line: line)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance, file: file, testName: testName, line: line)
        }
    }

    /// 0.5 s: the first loader is a quarter circle, from 3 o'clock (turned a quarter) to 6 o'clock;
    /// the final one shows nothing yet.
    func testAtHalfASecondTheFirstIsAQuarterAndTheFinalHasNotStarted() throws {
        try snapshot(at: 0.5)
    }

    /// 2.5 s: the first loader started again from nothing (a quarter, from 3 o'clock); the final one
    /// expands: easeOut(0.25) ≈ 0.38 turns, from its start turned 225° (2.5 s of 4 s) from the top,
    /// so clockwise from half past 7 to 12 o'clock.
    func testAtTwoAndAHalfSecondsTheFirstStartedAgainAndTheFinalExpands() throws {
        try snapshot(at: 2.5)
    }

    /// 3.5 s: the first loader covers three quarters (clockwise from 9 to 6 o'clock); the final one
    /// has expanded to easeOut(0.75) ≈ 0.91 turns, its start turned 315° from the top: a gap from
    /// about 9:20 to half past 10.
    func testAtThreeAndAHalfSecondsTheFinalIsAlmostAFullCircle() throws {
        try snapshot(at: 3.5)
    }

    /// 5 s: the first loader covers half a circle (from 6 o'clock); the final one shrinks from its
    /// start: from easeOut(0.5) ≈ 0.68 to 1 turn, about a third of the circle, the circle turned 90°
    /// (450°), so the arc runs clockwise from just before 12 o'clock (336°) to 3 o'clock.
    func testAtFiveSecondsTheFinalShrinksFromItsStart() throws {
        try snapshot(at: 5)
    }
}
