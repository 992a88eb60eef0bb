import XCTest
@testable import MotionUI

/// Counts content-closure calls.
private final class Calls { var count = 0 }

private struct Once: View {
    let calls: Calls
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0, repeating: false) { square, x in
                let _ = calls.count += 1
                square.offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(60.0, duration: 0.5)
            }
    }
}

private struct Repeating: View {
    var body: some View {
        Rectangle().fill(Color.green).frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0) { square, x in
                square.offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(60.0, duration: 0.5)
            }
    }
}

/// Each trigger change runs from the value shown to 100 more, in 0.5 s.
private struct Triggered: View {
    var trigger: Int
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0, trigger: trigger) { square, x in
                square.offset(x: x)
            } keyframes: { start in
                LinearKeyframe(start + 100, duration: 0.5)
            }
    }
}

private struct Pose {
    var scale = 1.0
    var y: CGFloat = 0
}

private struct Shown: View {
    var show: Bool
    var body: some View {
        if show { Repeating() } else { Text("gone") }
    }
}

final class KeyframeAnimatorTests: XCTestCase {
    let size = CGSize(width: 300, height: 100)
    /// A 10-wide square centred in 300 rests at x = 145.
    let rest: CGFloat = 145

    private func x<V: View>(_ host: ViewHost<V>, _ color: Color) -> Double {
        Double(host.displayList.items.first { $0.color == color }!.bounds.minX - rest)
    }

    private func frame(_ k: Int) -> Double { Double(k) / 60 }

    func testContentIsEvaluatedEveryFrameWhileRunningThenRestsOnTheLastValue() {
        let calls = Calls()
        let host = ViewHost(Once(calls: calls), size: size)
        XCTAssertEqual(host.liveAnimationCount, 1, "the run is a live animation")
        var previous = calls.count
        for k in 1...29 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(x(host, .red), 120 * frame(k), accuracy: 1e-9, "60 points in 0.5 s, frame \(k)")
            XCTAssertEqual(calls.count, previous + 1, "one content evaluation per frame (frame \(k))")
            previous = calls.count
        }
        host.renderFrame(at: frame(30))
        XCTAssertEqual(x(host, .red), 60, accuracy: 1e-12, "the last value")
        XCTAssertEqual(host.liveAnimationCount, 0, "back to the baseline")
        XCTAssertEqual(host.graph.animatingNodeCount, 0, "no longer advanced")
        let rested = calls.count
        host.advance(by: 2)
        XCTAssertEqual(calls.count, rested, "not evaluated while resting")
        XCTAssertEqual(x(host, .red), 60, accuracy: 1e-12)
    }

    func testRepeatingStartsOverFromTheInitialValue() {
        let host = ViewHost(Repeating(), size: size)
        for k in 1...100 {
            host.renderFrame(at: frame(k))
            // x = 120 · (t mod 0.5); every 30th frame a new pass starts at 0.
            let pass = frame(k) - 0.5 * Double(k / 30)
            XCTAssertEqual(x(host, .green), 120 * pass, accuracy: 1e-9, "frame \(k)")
        }
        XCTAssertEqual(host.liveAnimationCount, 1)
    }

    func testTriggerRunsFromTheCurrentValueAndRestsOnTheLast() {
        let host = ViewHost(Triggered(trigger: 0), size: size)
        for k in 1...10 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(x(host, .blue), 0, "the initial value until triggered")
            XCTAssertEqual(host.liveAnimationCount, 0)
        }
        host.content = Triggered(trigger: 1)           // at frame 10: 0 → 100 in 0.5 s
        for k in 11...25 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(x(host, .blue), 200 * (frame(k) - frame(10)), accuracy: 1e-9, "frame \(k)")
        }
        host.content = Triggered(trigger: 2)           // at frame 25, at 50: 50 → 150 in 0.5 s
        XCTAssertEqual(x(host, .blue), 50, accuracy: 1e-9, "restarts from the value shown")
        for k in 26...70 {
            host.renderFrame(at: frame(k))
            XCTAssertEqual(x(host, .blue), 50 + 200 * min(frame(k) - frame(25), 0.5), accuracy: 1e-9, "frame \(k)")
        }
        XCTAssertEqual(host.liveAnimationCount, 0)
        host.content = Triggered(trigger: 2)
        host.advance(by: 0.2)
        XCTAssertEqual(x(host, .blue), 150, accuracy: 1e-9, "an unchanged trigger does nothing")
        host.content = Triggered(trigger: 3)
        host.advance(by: 1)
        XCTAssertEqual(x(host, .blue), 250, accuracy: 1e-9, "the next run starts from where the last rested")
    }

    func testIndependentTracksDriveTheContent() {
        let host = ViewHost(Rectangle().fill(Color.orange).frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: Pose(), repeating: false) { square, pose in
                square.scaleEffect(pose.scale).offset(y: pose.y)
            } keyframes: { _ in
                KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
                KeyframeTrack(\.y) { LinearKeyframe(20, duration: 0.25) }
            }, size: size)
        host.renderFrame(at: 0.25)
        let quarter = host.displayList.items.first { $0.color == .orange }!.bounds
        // scale 1.5 (a 15-point square about its centre), moved down 20: centre y = 50 + 20.
        XCTAssertEqual(quarter.width, 15, accuracy: 1e-9)
        XCTAssertEqual(quarter.midY, 70, accuracy: 1e-9)
        host.renderFrame(at: 0.75)
        let later = host.displayList.items.first { $0.color == .orange }!.bounds
        XCTAssertEqual(later.width, 25, accuracy: 1e-9, "the scale track still runs")
        XCTAssertEqual(later.midY, 70, accuracy: 1e-9, "the offset track has ended and holds")
    }

    func testAViewThatLeavesStopsItsAnimator() {
        let host = ViewHost(Shown(show: false), size: size)
        let baseline = host.liveAnimationCount
        host.content = Shown(show: true)
        host.advance(by: 0.3)
        XCTAssertEqual(host.liveAnimationCount, baseline + 1)
        host.content = Shown(show: false)
        XCTAssertEqual(host.liveAnimationCount, baseline)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testZeroLengthRepeatingTimelineDoesNotSpin() {
        let host = ViewHost(KeyframeAnimator(initialValue: 0.0) { x in
            Rectangle().fill(Color.purple).frame(width: 10, height: 10).offset(x: x)
        } keyframes: { _ in
            MoveKeyframe(40.0)
        }, size: size)
        host.advance(by: 1)
        XCTAssertEqual(x(host, .purple), 40, accuracy: 1e-12, "shows the final value")
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }
}
