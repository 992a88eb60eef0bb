import XCTest
@testable import MotionUI

/// A circle that a tap moves 100 points right and half fades over 2 s (linear), while its scale
/// doubles with a critically damped spring (`.animation(_:value:)` inside the offset).
private struct Card: View {
    @State var moved = false
    var body: some View {
        VStack {
            Circle().fill(Color.red).frame(width: 20, height: 20)
                .scaleEffect(moved ? 2 : 1)
                .animation(.spring(response: 0.55, dampingFraction: 1), value: moved)
                .offset(x: moved ? 100 : 0)
                .opacity(moved ? 0.5 : 1)
                .onTapGesture { withAnimation(.linear(duration: 2)) { moved = true } }
        }
    }
}

/// A square that repeats 0 → 100 → 0 along x: linear 0.31 s out, eased back.
private struct Stepper: View {
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            .phaseAnimator([0.0, 100.0]) { square, x in
                square.offset(x: x)
            } animation: { x in
                x == 100 ? .linear(duration: 0.31) : .easeInOut(duration: 0.35).repeatCount(5)
            }
    }
}

/// A square whose width a keyframe timeline takes from 10 to 50 over 0.5 s, linearly.
private struct Stretch: View {
    var body: some View {
        Rectangle().fill(Color.green)
            .keyframeAnimator(initialValue: 10.0, repeating: false) { square, width in
                square.frame(width: width, height: 10)
            } keyframes: { _ in
                LinearKeyframe(50.0, duration: 0.5)
            }
    }
}

final class LiveAnimationTests: XCTestCase {
    private func row<V: View>(_ host: ViewHost<V>, _ attribute: String) -> LiveAnimation? {
        host.liveAnimations.first { $0.attribute == attribute }
    }

    /// Advances `host` by `seconds` and returns the time that really passed (whole frames).
    private func elapsed<V: View>(_ host: ViewHost<V>, after seconds: TimeInterval) -> TimeInterval {
        let start = host.time
        host.advance(by: seconds)
        return host.time - start
    }

    func testRowsOfATappedCardHalfWayThroughItsFirstQuarter() throws {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
        let start = host.time
        host.tap(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.5)
        let t = host.time - start
        XCTAssertEqual(t, 0.5, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimations.map(\.attribute).sorted(), ["offset.x", "opacity", "scale"])

        let offset = try XCTUnwrap(row(host, "offset.x"))
        XCTAssertEqual(offset.view, "Card › VStack › Circle")
        XCTAssertEqual(offset.animation, "linear(duration: 2.0)")
        XCTAssertEqual(offset.start, start, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(offset.progress), t / 2, accuracy: 1e-12)
        XCTAssertFalse(offset.isLogicallyComplete)
        XCTAssertEqual([offset.from, offset.to, offset.current], ["0", "100", "25"])
        XCTAssertEqual(try XCTUnwrap(offset.currentValue), 100 * t / 2, accuracy: 1e-9)

        let opacity = try XCTUnwrap(row(host, "opacity"))
        XCTAssertEqual([opacity.from, opacity.to, opacity.current], ["1", "0.5", "0.875"])

        // Critically damped spring, ω = 2π / 0.55: covered fraction 1 − (1 + ωt)·e^(−ωt).
        let scale = try XCTUnwrap(row(host, "scale"))
        let omega = 2 * Double.pi / 0.55
        let s = 2 - (1 + omega * t) * exp(-omega * t)
        XCTAssertEqual(scale.animation, "spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)")
        XCTAssertNil(scale.progress, "a spring has no fixed length")
        XCTAssertEqual([scale.from, scale.to], ["(1, 1, 0.5, 0.5)", "(2, 2, 0.5, 0.5)"])
        XCTAssertEqual(try XCTUnwrap(scale.currentValue), s, accuracy: 1e-6)

        // Drawn frame: the 20-point circle at (140, 140) scaled by s about its centre (150, 150),
        // then moved 25 right.
        XCTAssertEqual(offset.frame.minX, 175 - s * 10, accuracy: 1e-6)
        XCTAssertEqual(offset.frame.minY, 150 - s * 10, accuracy: 1e-6)
        XCTAssertEqual(offset.frame.width, 20 * s, accuracy: 1e-6)
    }

    func testIdentifiersAreStableWhileAnimationsRunAndRowsLeaveWhenTheyEnd() {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.25)
        let early = Set(host.liveAnimations.filter { $0.attribute != "scale" }.map(\.id))
        host.advance(by: 1)
        let later = Set(host.liveAnimations.filter { $0.attribute != "scale" }.map(\.id))
        XCTAssertEqual(early.count, 2)
        XCTAssertEqual(early, later)
        host.advance(by: 1)
        XCTAssertEqual(host.liveAnimations, [])
    }

    func testAPhaseStepIsListedAboveTheAttributesItAnimates() throws {
        let host = ViewHost(Stepper(), size: CGSize(width: 200, height: 200))
        let t = elapsed(host, after: 0.1)
        let phase = try XCTUnwrap(row(host, "phase"))
        XCTAssertEqual(phase.view, "Stepper › PhaseAnimator")
        XCTAssertEqual([phase.from, phase.to, phase.animation], ["0", "100", "linear(duration: 0.31)"])
        XCTAssertEqual(try XCTUnwrap(phase.progress), t / 0.31, accuracy: 1e-9)
        let offset = try XCTUnwrap(row(host, "offset.x"))
        XCTAssertEqual(offset.view, "Stepper › PhaseAnimator › Rectangle")
        XCTAssertEqual(try XCTUnwrap(offset.currentValue), 100 * t / 0.31, accuracy: 1e-9)

        host.advance(by: 0.3)   // the first step ended at 0.31 s: the way back runs
        let back = try XCTUnwrap(row(host, "phase"))
        XCTAssertEqual([back.from, back.to], ["100", "0"])
        XCTAssertEqual(back.animation, "easeInOut(duration: 0.35).repeatCount(5)")
        XCTAssertNotEqual(back.id, phase.id)
    }

    func testAKeyframeRunIsListedWithItsTimelineEnds() throws {
        let host = ViewHost(Stretch(), size: CGSize(width: 200, height: 200))
        let t = elapsed(host, after: 0.2)
        let run = try XCTUnwrap(row(host, "keyframes"))
        XCTAssertEqual(run.view, "Stretch › KeyframeAnimator")
        XCTAssertEqual(run.animation, "keyframes(duration: 0.5)")
        XCTAssertEqual([run.from, run.to], ["10", "50"])
        XCTAssertEqual(try XCTUnwrap(run.progress), t / 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(run.currentValue), 10 + 40 * t / 0.5, accuracy: 1e-9)
    }

    func testNothingIsListedWhenNothingAnimates() {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.liveAnimations, [])
    }

    func testNumbersAreFormattedWithAtMostThreeDecimals() {
        XCTAssertEqual(LiveAnimation.format(0.35), "0.35")
        XCTAssertEqual(LiveAnimation.format(1), "1")
        XCTAssertEqual(LiveAnimation.format(-0.0001), "0")
        XCTAssertEqual(LiveAnimation.format(2.0 / 3), "0.667")
        XCTAssertEqual(LiveAnimation.format(-12.5), "-12.5")
        XCTAssertEqual(LiveAnimation.format(.nan), "nan")
        XCTAssertEqual(LiveAnimation.format(-.infinity), "-inf")
        XCTAssertEqual(LiveAnimation.format(1e300), "1e+300")
    }
}
