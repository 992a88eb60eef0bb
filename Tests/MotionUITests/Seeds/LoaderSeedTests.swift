import XCTest
@testable import MotionUI

final class LoaderSeedTests: XCTestCase {
    // radius 200 → a 100 × 100 frame → the circle has radius 50, centred in the 300 × 300 window.
    let window = CGSize(width: 300, height: 300)
    let center = CGPoint(x: 150, y: 150)
    let lineWidth: CGFloat = 4
    let tolerance = 0.5 * .pi / 180   // half a degree

    private func arc<V: View>(_ host: ViewHost<V>) -> ArcMeasure? {
        guard let item = host.displayList.items.first(where: { $0.kind == .fill(shape: "stroke(_TrimmedShape<Circle>)") })
        else { return nil }
        return ArcMeasure(item, center: center, radius: 50, lineWidth: lineWidth)
    }

    /// The angle (radians, y-down, clockwise from 3 o'clock) of a point a `fraction` along the
    /// circle, after the seed's −90° turn and `rotation`.
    private func angle(fraction: Double, rotation: Double) -> Double {
        let a = (fraction * 360 - 90 + rotation) * .pi / 180
        let r = a.truncatingRemainder(dividingBy: 2 * .pi)
        return r < 0 ? r + 2 * .pi : r
    }

    private func assertAngle(_ actual: Double, _ expected: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        var d = (actual - expected).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi }
        if d < -.pi { d += 2 * .pi }
        XCTAssertEqual(d, 0, accuracy: tolerance, message, file: file, line: line)
    }

    func testArticleUnitTestOfTheInitialState() {
        let testee = CircularLoaderView(configuration: .init(radius: 100.0, strokeWidth: 4.0, strokeColor: Color.blue,
                                                             animationDuration: 2.0, rotationDuration: 4.0))
        XCTAssertEqual(testee.startPoint, Angle(degrees: 0))
        XCTAssertEqual(testee.endPoint, Angle(degrees: 0))
        XCTAssertEqual(testee.rotationEffect, Angle(degrees: 0))
        let first = LinearLoaderView(configuration: .init(radius: 100.0, strokeWidth: 4.0, strokeColor: Color.blue))
        XCTAssertEqual(first.startPoint, Angle(degrees: 0))
        XCTAssertEqual(first.endPoint, Angle(degrees: 0))
    }

    func testLinearVersionTrimsZeroToOneEachCycleAndJumpsBack() {
        let host = ViewHost(LinearLoaderView(configuration: .init(radius: 200, strokeWidth: lineWidth, strokeColor: .blue)),
                            size: window)
        XCTAssertNil(arc(host), "nothing is drawn before the animation starts")
        // end = frac(t / 2), rotation = 360° · frac(t / 2): both linear, repeating every 2 s.
        var previousSweep = 0.0
        var jumps = 0
        for frame in 1...300 {
            host.advance(by: 1.0 / 60.0)
            let phase = (host.time / 2).truncatingRemainder(dividingBy: 1)
            guard let measured = arc(host) else {
                XCTAssertLessThan(phase, 0.01, "only an empty trim draws nothing (frame \(frame))")
                previousSweep = 0
                jumps += 1
                continue
            }
            if phase < 0.95 {   // see testFinalVersion…: near a full turn the gap is below the measure's resolution
                XCTAssertEqual(measured.sweep, phase * 2 * .pi, accuracy: tolerance, "sweep at frame \(frame)")
                assertAngle(measured.start, angle(fraction: 0, rotation: phase * 360), "start at frame \(frame)")
            }
            if measured.sweep < previousSweep - 1 { jumps += 1 }
            previousSweep = measured.sweep
        }
        XCTAssertEqual(jumps, 2, "the stroke jumps back to empty at t = 2 s and t = 4 s")
    }

    func testFinalVersionExpandsThenShrinksWithoutAJump() {
        let config = CircularLoaderView.Configuration(radius: 200, strokeWidth: lineWidth, strokeColor: .blue,
                                                      animationDuration: 2, rotationDuration: 4)
        let host = ViewHost(CircularLoaderView(configuration: config), size: window)
        let easeOut = UnitCurve.easeOut
        var previousSweep = 0.0
        for frame in 1...(60 * 9) {
            host.advance(by: 1.0 / 60.0)
            let t = host.time
            let rotation = 360 * (t / 4).truncatingRemainder(dividingBy: 1)
            // Expected trim: the timer fires at 2, 4, 6, 8 s.
            //   2…4 s: (0, easeOut(u))  expand        4…6 s: (easeOut(u), 1)  shrink
            //   6…8 s: (0,0) then (0,1) in one action: the start animates 1 → 0, the end stays 1
            //   8…9 s: (easeOut(u), 1)  shrink again
            let u = ((t - 2) / 2).truncatingRemainder(dividingBy: 1)
            let expected: (start: Double, end: Double)
            switch t {
            case ..<2: expected = (0, 0)
            case ..<4: expected = (0, easeOut.value(at: u))
            case ..<6: expected = (easeOut.value(at: u), 1)
            case ..<8: expected = (1 - easeOut.value(at: u), 1)
            default: expected = (easeOut.value(at: u), 1)
            }
            var sweep = 0.0
            if expected.end == expected.start {
                XCTAssertNil(arc(host), "empty trim at \(t)")
            } else if expected.end - expected.start < 0.005 {
                sweep = arc(host)?.sweep ?? 0   // a sliver: too short to measure its ends
            } else if let measured = arc(host) {
                sweep = measured.sweep
                // Near a full turn the uncovered gap is narrower than one flattened segment of the
                // outline (≈ 8°), so the measure cannot see it: only check the arc is there.
                guard (1 - (expected.end - expected.start)) * 2 * .pi > 0.3 else { previousSweep = 2 * .pi - 0.3; continue }
                XCTAssertEqual(measured.sweep, (expected.end - expected.start) * 2 * .pi, accuracy: tolerance, "sweep at \(t)")
                assertAngle(measured.start, angle(fraction: expected.start, rotation: rotation), "start at \(t)")
            } else {
                XCTFail("no arc drawn at frame \(frame), t = \(t)")
            }
            // No jump: between frames the drawn arc changes by less than the fastest easeOut step
            // (easeOut's slope at 0 is 1/0.58 per unit, so one 1/60 s frame of a 2 s curve moves ≈ 0.0144 turns).
            XCTAssertLessThan(abs(sweep - previousSweep), 0.016 * 2 * .pi, "jump at \(t)")
            previousSweep = sweep
        }
    }

    func testAnimationModifierVersionDoesNotRotateButTrimsUnderTheOuterAnimation() {
        // `.animation(.linear(4).repeatForever)` sits outside the trim, so it also takes over the
        // trim's change from the onAppear block: the trim end runs 0 → 1 over 4 s (not 2), and the
        // constant 360° rotation never changes, so nothing rotates: the arc starts at 12 o'clock.
        // This version has no frame yet: the circle fills the 300 × 300 window (radius 150).
        let host = ViewHost(AnimationModifierLoaderView(configuration: .init(radius: 200, strokeWidth: lineWidth,
                                                                             strokeColor: .blue)),
                            size: window)
        host.advance(by: 1)
        let item = host.displayList.items.first { $0.kind == .fill(shape: "stroke(_TrimmedShape<Circle>)") }!
        let measured = ArcMeasure(item, center: center, radius: 150, lineWidth: lineWidth)!
        XCTAssertEqual(measured.sweep, 0.25 * 2 * .pi, accuracy: tolerance)
        assertAngle(measured.start, angle(fraction: 0, rotation: 0), "start")
    }
}
