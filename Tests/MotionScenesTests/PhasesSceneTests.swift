import XCTest
import MotionUI
@testable import MotionScenes

final class PhasesSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)

    private func host(environment: EnvironmentValues = EnvironmentValues()) -> ViewHost<AnyView> {
        ViewHost(PlayerScene.phases.makeView(), size: size, environment: environment)
    }

    private func items(_ host: ViewHost<AnyView>, _ kind: DisplayItem.Kind, _ color: Color) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == kind && $0.color == color }
    }

    /// The clock's rim: the stroked circle in the rim colour.
    private func rim(_ host: ViewHost<AnyView>) -> CGRect {
        items(host, .fill(shape: "stroke(Circle)"), PhasesPalette.clockRim)[0].bounds
    }

    /// The clock's tilt, from the line through its two bells (degrees, clockwise positive).
    private func tilt(_ host: ViewHost<AnyView>) -> Double {
        let bells = items(host, .fill(shape: "Circle"), PhasesPalette.clockBell).map(\.bounds).sorted { $0.midX < $1.midX }
        XCTAssertEqual(bells.count, 2)
        return atan2(Double(bells[1].midY - bells[0].midY), Double(bells[1].midX - bells[0].midX)) * 180 / .pi
    }

    /// The orange glow under the clock, if drawn.
    private func glow(_ host: ViewHost<AnyView>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .shadow }
    }

    private func document(_ host: ViewHost<AnyView>) -> DisplayItem {
        items(host, .fill(shape: "RoundedRectangle"), PhasesPalette.document)[0]
    }

    func testClockPhasesAtChosenTimesAndInOrder() {
        let host = host()
        let rest = rim(host)
        XCTAssertNil(glow(host), "the first phase (resting) shows on appear, without a glow")
        XCTAssertEqual(tilt(host), 0, accuracy: 1e-9)

        // 0.2 s in, the step to `lifted` (spring duration 0.32, bounce 0.4, started at 0) has covered
        // p of the change: offset −8p, scale 1 + 0.03p about the clock's centre, glow 0.45p, radius 12p.
        var context = AnimationContext<Double>()
        let p = Animation.spring(duration: 0.32, bounce: 0.4).animate(value: 1.0, time: 0.2, context: &context)!
        host.advance(by: 0.2)
        XCTAssertEqual(Double(rim(host).midY - rest.midY), -8 * p, accuracy: 1e-6)
        XCTAssertEqual(Double(rim(host).width / rest.width), 1 + 0.03 * p, accuracy: 1e-6)
        XCTAssertEqual(glow(host)?.color?.opacity ?? 0, 0.45 * p, accuracy: 1e-6)
        XCTAssertEqual(Double(glow(host)?.shadowRadius ?? 0), 12 * p, accuracy: 1e-6)

        // Then, frame by frame: lifted, tilted left, tilted right, settled and still (with a faint
        // glow) for the 1.5 s delay, resting (the glow all but gone: the next lift starts when the
        // smooth spring is logically complete, before it is removed), and lifted again.
        enum Seen: Equatable { case lifted, left, right, still, resting }
        var order: [Seen] = []
        var stillFrames = 0
        for _ in 0..<(60 * 4) {
            host.advance(by: 1.0 / 60)
            let dy = Double(rim(host).midY - rest.midY), angle = tilt(host)
            let seen: Seen?
            if dy < -6 { seen = .lifted }
            else if angle < -1.5 { seen = .left }
            else if angle > 1.5 { seen = .right }
            else if abs(dy) < 0.05, abs(angle) < 0.05, let glow = glow(host), abs(glow.color!.opacity - 0.2) < 0.01 {
                seen = .still
            } else if (glow(host)?.color?.opacity ?? 0) < 0.02 { seen = .resting }
            else { seen = nil }
            if seen == .still { stillFrames += 1 }
            if let seen, seen != order.last { order.append(seen) }
        }
        XCTAssertEqual(Array(order.prefix(6)), [.lifted, .left, .right, .still, .resting, .lifted])
        XCTAssertGreaterThanOrEqual(stillFrames, 85, "holds still through the 1.5 s delay")
    }

    func testTappingTheClockAcknowledgesItAndShowsTheStaticClock() {
        let host = host()
        let rest = rim(host)
        host.advance(by: 0.25)
        XCTAssertTrue(host.tap(at: CGPoint(x: rest.midX, y: rest.midY)))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.liveAnimationCount, 1, "only the keyframe tile still animates")
        for _ in 0..<180 {
            host.advance(by: 1.0 / 60)
            XCTAssertEqual(rim(host), rest, "the static clock")
            XCTAssertNil(glow(host))
        }
    }

    func testReduceMotionShowsTheStaticClockAndTile() {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let host = host(environment: environment)
        let rest = rim(host)
        host.advance(by: 2)
        XCTAssertEqual(rim(host), rest)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    /// After Save: the lift (spring 0.32 s) ends 20 frames later, the drop (ease-in 0.28 s) 17
    /// frames after that, then the document rests in the tray for the 0.45 s delay of the return
    /// (27 frames): at 50 frames it is exactly at the dropped phase.
    private func assertSaveRuns(_ host: ViewHost<AnyView>, save: () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let ready = document(host)
        save()
        host.advance(by: 10.0 / 60)
        XCTAssertLessThan(document(host).bounds.midY, ready.bounds.midY - 15, "lifting", file: file, line: line)
        host.advance(by: 40.0 / 60)
        let dropped = document(host)
        XCTAssertEqual(dropped.bounds.midY, ready.bounds.midY + 54, accuracy: 1e-6, "in the tray", file: file, line: line)
        XCTAssertEqual(dropped.bounds.height, ready.bounds.height * 0.72, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(dropped.opacity, 0.2, accuracy: 1e-9, file: file, line: line)
        host.advance(by: 1.5)
        let back = document(host)
        XCTAssertEqual(back.bounds, ready.bounds, "back to ready after the run", file: file, line: line)
        XCTAssertEqual(back.opacity, 1, file: file, line: line)
    }

    func testSaveDropsTheDocumentIntoTheTray() {
        let host = host()
        assertSaveRuns(host) { XCTAssertTrue(host.tap(text: "Save")) }
    }

    func testSpaceSavesToo() {
        let host = host()
        assertSaveRuns(host) {
            var environment = host.environment
            environment.sceneTrigger += 1
            host.environment = environment
        }
    }

    func testKeyframeTileMovesOnItsOwnTracks() {
        let host = host()
        let tile = { host.displayList.items.first { $0.color == PhasesPalette.keyframeTile }!.bounds }
        let rest = tile()
        var highest: CGFloat = 0, widest: CGFloat = 0
        for _ in 0..<90 {
            host.advance(by: 1.0 / 60)
            highest = max(highest, rest.midY - tile().midY)
            widest = max(widest, tile().width)
        }
        XCTAssertGreaterThan(highest, 30, "the translation track jumps it up")
        XCTAssertGreaterThan(widest, rest.width * 1.3, "the scale track grows it")
    }
}
