import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the phases scene (seed 002) through the real pipeline at 1× (`.1`) and 2× (`.2`),
/// 800 × 480 points: the alarm clock at the frame each of its phases is reached, and the document
/// dropping into its tray after Save. (The keyframe tile beside them moves on its own timeline and
/// is caught wherever it is at those frames.)
///
/// When a phase is reached: the phase animator starts the step to the next phase in the frame where
/// the step to this one is logically complete, so that frame still shows this phase and the next
/// frame shows the next step begun. From ``TimerPhase/animation``, stepping 1/60 s frames from the
/// clock's appearance at frame 0:
/// - resting: the first phase, shown at frame 0 (the step to `lifted` starts there);
/// - lifted: spring(duration 0.32) is logically complete at t ≥ 0.32 s: frame ⌈19.2⌉ = 20;
/// - tiltedLeft: easeInOut 0.12 s from frame 20: 20/60 + 0.12 = 0.4533 s, frame ⌈27.2⌉ = 28;
/// - tiltedRight: 0.12 s more from frame 28: 0.5867 s, frame ⌈35.2⌉ = 36;
/// - settled: spring(duration 0.36) from frame 36: 0.96 s, frame ⌈57.6⌉ = 58 (then it holds still
///   for the 1.5 s delay of the return to rest).
final class PhasesGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    /// One step per channel, as the renderer's own goldens; no pixel may exceed it.
    let tolerance = 1

    private struct Clock {
        var rim: CGRect
        /// Degrees, clockwise positive, from the line through the two bells.
        var tilt: Double
        var glow: Double
    }

    private func clock<V: View>(_ host: ViewHost<V>) -> Clock {
        let items = host.displayList.items
        let rim = items.first { $0.kind == .fill(shape: "stroke(Circle)") && $0.color == PhasesPalette.clockRim }!.bounds
        let bells = items.filter { $0.kind == .fill(shape: "Circle") && $0.color == PhasesPalette.clockBell }.map(\.bounds)
            .sorted { $0.midX < $1.midX }
        let tilt = atan2(Double(bells[1].midY - bells[0].midY), Double(bells[1].midX - bells[0].midX)) * 180 / .pi
        return Clock(rim: rim, tilt: tilt, glow: items.first { $0.kind == .shadow }?.color?.opacity ?? 0)
    }

    /// Snapshots the scene at `frame` (1/60 s frames), after `check(rest, now)`, then checks
    /// `next(now, oneFrameLater)`: that the step to the next phase has begun.
    private func snapshotClock(atFrame frame: Int, _ check: (Clock, Clock) -> Void, next: (Clock, Clock) -> Void,
                               file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.phases.makeView(), size: size)
            let rest = clock(host)
            for _ in 0..<frame { host.advance(by: 1.0 / 60) }
            let now = clock(host)
            check(rest, now)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance, file: file, testName: testName, line: line)
            host.advance(by: 1.0 / 60)
            next(now, clock(host))
        }
    }

    /// Resting: the plain clock, upright, no glow.
    func testClockResting() throws {
        try snapshotClock(atFrame: 0, { rest, now in
            XCTAssertEqual(now.glow, 0)
            XCTAssertEqual(now.tilt, 0, accuracy: 1e-9)
        }, next: { now, later in
            XCTAssertLessThan(later.rim.midY, now.rim.midY, "the lift has begun")
        })
    }

    /// Lifted: about 8 points up (the bouncy spring is near its target), 1.03× larger, upright, with
    /// an orange glow (opacity ≈ 0.45, radius ≈ 12) falling about 10 points below.
    func testClockLifted() throws {
        try snapshotClock(atFrame: 20, { rest, now in
            XCTAssertEqual(Double(now.rim.midY - rest.rim.midY), -8, accuracy: 0.1)
            XCTAssertEqual(Double(now.rim.width / rest.rim.width), 1.03, accuracy: 0.001)
            XCTAssertEqual(now.tilt, 0, accuracy: 1e-9)
            XCTAssertEqual(now.glow, 0.45, accuracy: 0.01)
        }, next: { _, later in
            XCTAssertLessThan(later.tilt, 0, "the tilt to the left has begun")
        })
    }

    /// Tilted left: turned exactly 2° anticlockwise (the 0.12 s ease is complete), back down at rest
    /// height and size (the tilted phases are not lifted; the lift's spring leaves a few hundredths
    /// of a point), glow ≈ 0.35.
    func testClockTiltedLeft() throws {
        try snapshotClock(atFrame: 28, { rest, now in
            XCTAssertEqual(now.tilt, -2, accuracy: 1e-6)
            XCTAssertEqual(Double(now.rim.midY - rest.rim.midY), 0, accuracy: 0.1)
            XCTAssertEqual(now.glow, 0.35, accuracy: 0.01)
        }, next: { _, later in
            XCTAssertGreaterThan(later.tilt, -2, "the tilt to the right has begun")
        })
    }

    /// Tilted right: turned exactly 2° clockwise, glow 0.35.
    func testClockTiltedRight() throws {
        try snapshotClock(atFrame: 36, { rest, now in
            XCTAssertEqual(now.tilt, 2, accuracy: 1e-6)
            XCTAssertEqual(Double(now.rim.midY - rest.rim.midY), 0, accuracy: 1e-6)
            XCTAssertEqual(now.glow, 0.35, accuracy: 1e-3)
        }, next: { _, later in
            XCTAssertLessThan(later.tilt, 2, "the settle has begun")
        })
    }

    /// Settled: upright (within 0.03°), at rest height and size, a faint glow (≈ 0.2, radius ≈ 5)
    /// close under the clock; from the next frame it holds still through the return's 1.5 s delay.
    func testClockSettled() throws {
        try snapshotClock(atFrame: 58, { rest, now in
            XCTAssertEqual(now.tilt, 0, accuracy: 0.03)
            XCTAssertEqual(Double(now.rim.midY - rest.rim.midY), 0, accuracy: 1e-3)
            XCTAssertEqual(now.glow, 0.2, accuracy: 0.005)
        }, next: { now, later in
            XCTAssertEqual(later.glow, now.glow, accuracy: 1e-9, "the delayed return to rest holds the glow")
        })
    }

    /// 31 frames after Save: the lift (spring 0.32 s) took 20 frames and the drop (easeIn 0.28 s)
    /// is 11 frames in, u = (11/60)/0.28 ≈ 0.65, easeIn(u) ≈ 0.50 — half way from lifted (−30 points,
    /// 1.08×, −6°, opaque) to dropped (+54 points, 0.72×, upright, 20 % opacity): about 12 points
    /// below its ready place, 0.9×, turned −3°, at 60 % opacity, sinking into the tray.
    func testDocumentMidDropAfterSave() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.phases.makeView(), size: size)
            let document = {
                host.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") && $0.color == PhasesPalette.document }!
            }
            let ready = document()
            XCTAssertTrue(host.tap(text: "Save"))
            for _ in 0..<31 { host.advance(by: 1.0 / 60) }
            let now = document()
            XCTAssertEqual(now.opacity, 0.6, accuracy: 0.02)
            XCTAssertEqual(Double(now.bounds.midY - ready.bounds.midY), 12, accuracy: 2)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
