import XCTest
@testable import MotionUI

/// A red square that repeats 0 → 100 → 40 → 0 …: a linear step, a delayed ease, an instant step.
private struct Stepper: View {
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 10, height: 10)
            .phaseAnimator([0.0, 100.0, 40.0]) { square, x in
                square.offset(x: x)
            } animation: { x in
                switch x {
                case 100: .linear(duration: 0.31)
                case 40: .easeInOut(duration: 0.21).delay(0.25)
                default: nil
                }
            }
    }
}

/// A blue square run 0 → 100 → 50 → 0 by a trigger, with linear steps.
private struct Triggered: View {
    var trigger: Int
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            .phaseAnimator([0.0, 100.0, 50.0], trigger: trigger) { square, x in
                square.offset(x: x)
            } animation: { x in
                switch x {
                case 100: .linear(duration: 0.31)
                case 50: .linear(duration: 0.21)
                default: .linear(duration: 0.11)
                }
            }
    }
}

private struct Shown: View {
    var show: Bool
    var body: some View {
        if show { Stepper() } else { Text("gone") }
    }
}

final class PhaseAnimatorTests: XCTestCase {
    let size = CGSize(width: 200, height: 100)
    /// A 10-wide square centred in 200 rests at x = 95.
    let rest: CGFloat = 95

    private func x<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGFloat {
        host.displayList.items.first { $0.color == color }!.bounds.minX - rest
    }

    private func frame(_ k: Int) -> Double { Double(k) / 60 }

    /// Phase order and timing, frame by frame, over three cycles.
    ///
    /// Schedule (frames at k/60 s; a step ends at the first frame where its animation is logically
    /// complete, a timing curve at its end):
    /// - frame 0: appear, step to 100 (linear 0.31 s); 0.31 · 60 = 18.6 → it ends at frame 19;
    /// - frame 19: step to 40 (0.25 s delay + 0.21 s ease = 0.46 s; 27.6 frames) → ends at frame 47;
    /// - frame 47: step to 0 without animation: snaps, and lasts exactly one frame;
    /// - frame 48: step to 100 again — the cycle is 48 frames long.
    func testRepeatingStepsInOrderAtTheFramesTheirAnimationsComplete() {
        let host = ViewHost(Stepper(), size: size)
        for k in 0..<(48 * 3) {
            if k > 0 { host.renderFrame(at: frame(k)) }
            let j = k % 48, cycle = k - j
            let expected: Double
            switch j {
            case 0..<19:
                expected = 100 * (frame(k) - frame(cycle)) / 0.31
            case 19..<47:
                let u = frame(k) - frame(cycle + 19)
                expected = u < 0.25 ? 100 : 100 - 60 * UnitCurve.easeInOut.value(at: (u - 0.25) / 0.21)
            default:
                expected = 0
            }
            XCTAssertEqual(Double(x(host, .red)), expected, accuracy: 1e-9, "frame \(k)")
        }
    }

    func testTheDelayedStepHoldsTheSequence() {
        let host = ViewHost(Stepper(), size: size)
        for k in 1...19 { host.renderFrame(at: frame(k)) }
        XCTAssertEqual(x(host, .red), 100, accuracy: 1e-9, "at 100 when the delayed step starts")
        // 0.25 s = 15 frames of holding still: the step towards 40 has started but not moved.
        for k in 20...34 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(x(host, .red), 100, accuracy: 1e-9, "held at frame \(k)")
        }
        host.renderFrame(at: frame(35))
        XCTAssertLessThan(x(host, .red), 100, "moving once the delay is over")
        XCTAssertGreaterThan(host.liveAnimationCount, 0)
    }

    /// The default animation is `.default` (spring response 0.55, ζ = 1), logically complete at its
    /// response: 0.55 s is 33 frames, so the second step starts at frame 33.
    func testDefaultAnimationIsTheDefaultSpring() {
        struct Default: View {
            var body: some View {
                Rectangle().fill(Color.green).frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 60.0]) { square, x in square.offset(x: x) }
            }
        }
        let host = ViewHost(Default(), size: size)
        let spring = Animation.default
        for k in 1...33 {
            host.renderFrame(at: frame(k))
            var context = AnimationContext<Double>()
            let covered = k < 33 ? spring.animate(value: 60.0, time: frame(k), context: &context) ?? 60 : nil
            if let covered {
                XCTAssertEqual(Double(x(host, .green)), covered, accuracy: 1e-9, "frame \(k)")
            }
        }
        // Frame 33 started the spring back to 0 from where the first spring got to.
        var first = AnimationContext<Double>()
        let reached = spring.animate(value: 60.0, time: frame(33), context: &first) ?? 60
        XCTAssertEqual(Double(x(host, .green)), reached, accuracy: 1e-9, "the new step starts where the old one is")
        host.renderFrame(at: frame(40))
        XCTAssertLessThan(x(host, .green), CGFloat(reached), "heading back to the first phase")
    }

    /// A trigger fired mid-sequence restarts the run: the next step goes to the second phase again,
    /// from where the square is (timing curves add, so there is no jump), then the rest of the run.
    ///
    /// Schedule: trigger at frame 10 → to 100 (0.31 s, ends at frame 29) → to 50 (0.21 s) … trigger
    /// again at frame 35 → to 100 (ends at 35 + 19 = 54) → to 50 (12.6 → 13 frames, ends at 67)
    /// → to 0 (0.11 s, 6.6 → 7 frames, ends at 74) → rest.
    func testTriggerRunsThePhasesAndARetriggerRestartsFromTheFirstStep() {
        let host = ViewHost(Triggered(trigger: 0), size: size)
        func expected(_ k: Int) -> Double {
            let t = frame(k)
            func linear(_ from: Double, _ to: Double, start: Int, duration: Double) -> Double {
                from + (to - from) * min((t - frame(start)) / duration, 1)
            }
            switch k {
            case ...10: return 0
            case ..<29: return linear(0, 100, start: 10, duration: 0.31)
            case ..<35: return linear(100, 50, start: 29, duration: 0.21)
            case ..<54:
                // Model 100; the two running animations still have to cover what is left of them.
                let leftB = t - frame(29) < 0.21 ? -50 * (1 - (t - frame(29)) / 0.21) : 0
                let leftA = 50 * (1 - (t - frame(35)) / 0.31)
                return 100 - leftB - leftA
            case ..<67: return linear(100, 50, start: 54, duration: 0.21)
            case ..<74: return linear(50, 0, start: 67, duration: 0.11)
            default: return 0
            }
        }
        for k in 1...10 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(Double(x(host, .blue)), 0, accuracy: 1e-9, "rests until triggered (frame \(k))")
        }
        host.content = Triggered(trigger: 1)
        for k in 11...35 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(Double(x(host, .blue)), expected(k), accuracy: 1e-9, "frame \(k)")
        }
        let before = x(host, .blue)
        host.content = Triggered(trigger: 2)
        XCTAssertEqual(x(host, .blue), before, accuracy: 1e-9, "the restart does not jump")
        for k in 36...100 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(Double(x(host, .blue)), expected(k), accuracy: 1e-9, "frame \(k)")
        }
        XCTAssertEqual(host.liveAnimationCount, 0, "the run is over")
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        host.content = Triggered(trigger: 2)
        host.renderFrame(at: frame(110))
        XCTAssertEqual(x(host, .blue), 0, accuracy: 1e-9, "an unchanged trigger runs nothing")
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    /// Steps without animation complete at once, but every phase shows for one frame.
    func testStepsWithoutAnimationShowEachPhaseForOneFrame() {
        struct Instant: View {
            var body: some View {
                Rectangle().fill(Color.orange).frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 10.0, 20.0]) { square, x in square.offset(x: x) } animation: { _ in nil }
            }
        }
        let host = ViewHost(Instant(), size: size)
        XCTAssertEqual(x(host, .orange), 10, accuracy: 1e-9, "frame 0: appeared and stepped to the second phase")
        for k in 1...9 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(Double(x(host, .orange)), Double(((k + 1) % 3) * 10), accuracy: 1e-9, "frame \(k)")
        }
    }

    func testEmptyPhasesDrawTheContentUnanimatedAndWarnOnce() {
        struct Empty: View {
            var body: some View {
                Rectangle().fill(Color.purple).frame(width: 10, height: 10)
                    .phaseAnimator([Double]()) { square, x in square.offset(x: x + 30) }
            }
        }
        let host = ViewHost(Empty(), size: size)
        host.advance(by: 1)
        XCTAssertEqual(x(host, .purple), 0, accuracy: 1e-9, "the modified view, without the closure's effects")
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        XCTAssertFalse(GraphWarnings.shared.insert(PhaseAnimatorNode<Double, Never>.emptyPhasesWarning),
                       "the warning was logged")
        let view = PhaseAnimator([Int]()) { _ in Rectangle() }
        let viewHost = ViewHost(view, size: size)
        XCTAssertTrue(viewHost.displayList.items.isEmpty, "the PhaseAnimator view has nothing to draw")
    }

    func testSinglePhaseNeverAnimates() {
        let host = ViewHost(PhaseAnimator([25.0]) { x in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x)
        }, size: size)
        host.advance(by: 1)
        XCTAssertEqual(x(host, .red), 25, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testAViewThatLeavesStopsItsAnimator() {
        let host = ViewHost(Shown(show: false), size: size)
        XCTAssertEqual(host.liveAnimationCount, 0, "baseline")
        host.content = Shown(show: true)
        host.advance(by: 0.1)
        XCTAssertEqual(host.liveAnimationCount, 1, "the offset is animating")
        host.content = Shown(show: false)
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0, "neither the animator nor its content is advanced any more")
        host.advance(by: 3)
        XCTAssertEqual(host.graph.animatingNodeCount, 0, "no step starts after leaving")
        XCTAssertTrue(host.graph.timers.isEmpty)
    }

    func testPlaceholderKeepsTheModifiedViewsState() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("count \(count)").onTapGesture { count += 1 }
            }
        }
        let host = ViewHost(Counter().phaseAnimator([0.0, 5.0]) { view, y in view.offset(y: y) } animation: { _ in
            .linear(duration: 0.1)
        }, size: CGSize(width: 300, height: 100))
        host.tap(text: "count 0")
        host.advance(by: 1)
        XCTAssertNotNil(host.frame(ofText: "count 1"), "state survives every step")
    }
}
