import XCTest
@testable import MotionUI

/// Scroll transitions through ViewHost: five 100 × 100 cards side by side in a horizontal scroll
/// view filling a 200 × 100 window, scrolled with the wheel. A card at leading edge `a` (from the
/// scroll view's leading edge) is fully visible for 0 ≤ a ≤ 100 (the `.visible` threshold).
final class ScrollTransitionTests: XCTestCase {
    private final class Log { var phases: [ScrollTransitionPhase] = [] }

    private struct Cards: View {
        var configuration: ScrollTransitionConfiguration = .interactive
        var log: Log?
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                            .scrollTransition(configuration) { content, phase in
                                log?.phases.append(phase)
                                return content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0.2)
                            }
                    }
                }
            }
        }
    }

    private func card(_ host: ViewHost<Cards>, _ index: Int) -> DisplayItem {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[index]
    }

    private func scroll(_ host: ViewHost<Cards>, by dx: CGFloat) {
        XCTAssertTrue(host.send(.scroll(CGSize(width: dx, height: 0), at: CGPoint(x: 100, y: 50))))
    }

    func testTheInteractiveEffectInterpolatesOnTheEaseInOutCurve() {
        let host = ViewHost(Cards(), size: CGSize(width: 200, height: 100))
        // Unscrolled: cards 0 and 1 are inside; card 2 (a = 200) is just hidden: the full edge effect.
        XCTAssertEqual(card(host, 0).bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(card(host, 1).opacity, 1, accuracy: 1e-12)
        XCTAssertEqual(card(host, 2).bounds.width, 50, accuracy: 1e-9, "hidden: scale 0.5")
        XCTAssertEqual(card(host, 2).opacity, 0.2, accuracy: 1e-12)
        scroll(host, by: 50)
        // Card 2 at a = 150: progress (200 − 150) / (200 − 100) = 0.5; easeInOut(0.5) = 0.5 by symmetry,
        // so half way: scale 0.75 about its centre (x 200), opacity 0.6.
        XCTAssertEqual(card(host, 2).bounds.minX, 200 - 37.5, accuracy: 1e-9)
        XCTAssertEqual(card(host, 2).bounds.width, 75, accuracy: 1e-9)
        XCTAssertEqual(card(host, 2).opacity, 0.6, accuracy: 1e-9)
        // Card 0 at a = −50 leaves on the top-leading side the same way.
        XCTAssertEqual(card(host, 0).bounds.width, 75, accuracy: 1e-9)
        XCTAssertEqual(card(host, 0).opacity, 0.6, accuracy: 1e-9)
        XCTAssertEqual(card(host, 1).bounds, CGRect(x: 50, y: 0, width: 100, height: 100), "inside: identity")
    }

    func testTheTimingCurvePacesTheInterpolation() {
        let host = ViewHost(Cards(configuration: .interactive(timingCurve: .linear)), size: CGSize(width: 200, height: 100))
        scroll(host, by: 25)
        // Card 2 at a = 175: progress 0.25, amount towards the edge effect 0.75: scale 1 − 0.75 · 0.5.
        XCTAssertEqual(card(host, 2).bounds.width, 62.5, accuracy: 1e-9)
        XCTAssertEqual(card(host, 2).opacity, 1 - 0.75 * 0.8, accuracy: 1e-9)
        let eased = ViewHost(Cards(), size: CGSize(width: 200, height: 100))
        eased.send(.scroll(CGSize(width: 25, height: 0), at: CGPoint(x: 100, y: 50)))
        let amount = 1 - UnitCurve.easeInOut.value(at: 0.25)
        XCTAssertEqual(card(eased, 2).bounds.width, 100 * (1 - amount * 0.5), accuracy: 1e-9)
    }

    func testTheClosureSeesOnlyTheThreeDiscretePhases() {
        let log = Log()
        let host = ViewHost(Cards(log: log), size: CGSize(width: 200, height: 100))
        _ = host.displayList
        XCTAssertEqual(Set(log.phases), [.identity, .bottomTrailing], "unscrolled, nothing is before the leading edge")
        log.phases.removeAll()
        scroll(host, by: 150)
        _ = host.displayList
        XCTAssertEqual(Set(log.phases), [.identity, .topLeading, .bottomTrailing])
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.identity.value, 0)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertFalse(ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    func testTheAnimatedConfigurationFlipsAtTheThresholdAndAnimates() {
        let host = ViewHost(Cards(configuration: .animated(.linear(duration: 1))), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(card(host, 2).bounds.width, 50, accuracy: 1e-9, "first drawing: its phase, no animation")
        scroll(host, by: 50)
        XCTAssertEqual(card(host, 2).bounds.width, 50, accuracy: 1e-9, "half visible is not yet past the threshold")
        scroll(host, by: 50)
        // Card 2 at a = 100: fully visible, identity: animates 0.5 → 1 over the linear second.
        XCTAssertEqual(card(host, 2).bounds.width, 50, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(card(host, 2).bounds.width, 75, accuracy: 1e-9)
        XCTAssertEqual(card(host, 2).opacity, 0.6, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(card(host, 2).bounds.width, 100, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testTheIdentityConfigurationNeverChangesTheView() {
        let log = Log()
        let host = ViewHost(Cards(configuration: .identity, log: log), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(card(host, 3).bounds.width, 100)
        XCTAssertEqual(Set(log.phases), [.identity])
    }

    func testThresholdsPlaceTheIdentityPhase() {
        typealias Threshold = ScrollTransitionConfiguration.Threshold
        func placement(_ leading: Double, _ threshold: Threshold) -> (ScrollTransitionPhase, Double) {
            let result = ScrollTransitionPhase.placement(leading: leading, length: 100, container: 200,
                                                         topLeading: threshold, bottomTrailing: threshold)
            return (result.phase, result.progress)
        }
        // .visible(0.5): identity while half the view is in, i.e. −50 ≤ a ≤ 150.
        XCTAssertEqual(placement(-50, .visible(0.5)).0, .identity)
        XCTAssertEqual(placement(-75, .visible(0.5)).0, .topLeading)
        XCTAssertEqual(placement(-75, .visible(0.5)).1, 0.5, accuracy: 1e-12, "(−75 + 100) / (−50 + 100)")
        XCTAssertEqual(placement(175, .visible(0.5)).1, 0.5, accuracy: 1e-12, "(200 − 175) / (200 − 150)")
        // .centered: identity only with the centre at 100, i.e. a = 50.
        XCTAssertEqual(placement(50, .centered).0, .identity)
        XCTAssertEqual(placement(20, .centered).0, .topLeading)
        XCTAssertEqual(placement(20, .centered).1, 120.0 / 150, accuracy: 1e-12)
        // .hidden: any part in counts; inset(by: 20) of .visible needs 20 more points in.
        XCTAssertEqual(placement(-99, .hidden).0, .identity)
        XCTAssertEqual(placement(-100.5, .hidden).0, .topLeading, "wholly outside")
        XCTAssertEqual(placement(10, .visible.inset(by: 20)).0, .topLeading)
        XCTAssertEqual(placement(10, .visible.inset(by: 20)).1, 110.0 / 120, accuracy: 1e-12)
        // Half way from .visible (a ≥ 0) to .centered (a = 50): a ≥ 25.
        XCTAssertEqual(placement(25, .visible.interpolated(towards: .centered, amount: 0.5)).0, .identity)
        XCTAssertEqual(placement(24, .visible.interpolated(towards: .centered, amount: 0.5)).0, .topLeading)
        // Out-of-range and NaN amounts: clamped, and NaN positions count as identity.
        XCTAssertEqual(placement(-1, .visible(7)).0, .topLeading)
        XCTAssertEqual(placement(.nan, .visible).0, .identity)
        // A view longer than the container is past both thresholds: the side of its centre wins.
        let long = ScrollTransitionPhase.placement(leading: -10, length: 300, container: 200, topLeading: .visible, bottomTrailing: .visible)
        XCTAssertEqual(long.phase, .bottomTrailing, "centre at 140, past the container's centre at 100")
    }
}
