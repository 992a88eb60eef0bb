import XCTest
@testable import MotionUI

final class PhasesSeedTests: XCTestCase {
    let size = CGSize(width: 300, height: 300)

    /// The clock's rim (the only stroked circle).
    private func rim<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "stroke(Circle)") }!.bounds
    }

    private func shadows<V: View>(_ host: ViewHost<V>) -> Int {
        host.displayList.items.filter { $0.kind == .shadow }.count
    }

    private func reduceMotion(_ on: Bool) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = on
        return environment
    }

    /// Samples the rim every frame for `seconds`; returns whether it ever moved and whether a shadow
    /// was ever drawn.
    private func watch<V: View>(_ host: ViewHost<V>, seconds: Double) -> (moved: Bool, shadowed: Bool) {
        let start = rim(host)
        var moved = false, shadowed = false
        for _ in 0..<Int(seconds * 60) {
            host.advance(by: 1.0 / 60)
            if abs(rim(host).midY - start.midY) > 1e-9 || abs(rim(host).width - start.width) > 1e-9 { moved = true }
            if shadows(host) > 0 { shadowed = true }
        }
        return (moved, shadowed)
    }

    func testReduceMotionShowsTheStaticClock() {
        let host = ViewHost(RepeatingTimerView(), size: size, environment: reduceMotion(true))
        let still = watch(host, seconds: 3)
        XCTAssertFalse(still.moved, "the static clock never moves")
        XCTAssertFalse(still.shadowed)
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0, "no animator runs")

        host.environment = reduceMotion(false)
        let animated = watch(host, seconds: 3)
        XCTAssertTrue(animated.moved, "without Reduce Motion the clock lifts")
        XCTAssertTrue(animated.shadowed, "and glows")

        host.environment = reduceMotion(true)
        XCTAssertEqual(host.liveAnimationCount, 0, "turning Reduce Motion on swaps in the static clock at once")
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        XCTAssertFalse(watch(host, seconds: 3).moved)
    }

    func testAcknowledgingStopsTheAnimatorAndFreesItsAnimations() {
        let baseline = ViewHost(RepeatingTimerView(), size: size, environment: reduceMotion(true)).liveAnimationCount
        let host = ViewHost(RepeatingTimerView(), size: size)
        let rest = rim(host)
        host.advance(by: 0.2)
        XCTAssertLessThan(rim(host).midY, rest.midY - 4, "lifting")
        XCTAssertGreaterThan(host.liveAnimationCount, baseline)
        XCTAssertTrue(host.tap(at: CGPoint(x: rest.midX, y: rest.midY)))
        XCTAssertEqual(host.liveAnimationCount, baseline, "the animated clock left with its animations")
        XCTAssertEqual(host.graph.animatingNodeCount, 0, "its animator is no longer advanced")
        XCTAssertEqual(rim(host).midY, rest.midY, accuracy: 1e-9, "the static clock, where the clock rests")
        XCTAssertEqual(rim(host).width, rest.width, accuracy: 1e-9)
        let after = watch(host, seconds: 4)
        XCTAssertFalse(after.moved)
        XCTAssertFalse(after.shadowed)
        XCTAssertEqual(host.liveAnimationCount, baseline)
    }
}
