import XCTest
@testable import MotionUI

/// Three 60 × 30 grey tabs in an HStack; the selected one carries a red underline at its bottom,
/// 40 wide under the first tab and 20 under the others, matched by one id.
private struct Underlined: View {
    var selected: Int
    @Namespace var ns
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { i in
                Color.gray.frame(width: 60, height: 30)
                    .overlay(alignment: .bottom) {
                        if i == selected {
                            Color.red.matchedGeometryEffect(id: "underline", in: ns)
                                .frame(width: i == 0 ? 40 : 20, height: 4)
                        }
                    }
            }
        }
    }
}

/// Tabs that are the sources; one red marker over the whole bar follows the selected tab.
private struct Follower: View {
    var selected: Int
    var properties: MatchedGeometryProperties = .frame
    @Namespace var ns
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { i in
                Color.gray.frame(width: 60, height: 30).matchedGeometryEffect(id: i, in: ns)
            }
        }
        .overlay {
            Color.red.matchedGeometryEffect(id: selected, in: ns, properties: properties, isSource: false)
        }
    }
}

final class MatchedGeometryEffectTests: XCTestCase {
    // The bar is 180 × 30, centred in 300 × 200 at (60, 85): tab i spans x 60 + 60i … 120 + 60i.
    private let window = CGSize(width: 300, height: 200)

    private func reds<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.color == .red }
    }

    func testIssue11_LeavingAndArrivingViewsTravelBetweenTheFramesWhileCrossFading() {
        let host = ViewHost(Underlined(selected: 0), size: window)
        // Under tab 0: 40 × 4 centred at the bottom: (60 + 10, 115 − 4).
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 70, y: 111, width: 40, height: 4)])
        withAnimation(.linear(duration: 1)) { host.content = Underlined(selected: 1) }
        // The new underline's own frame: 20 × 4 under tab 1 at (120 + 20, 111). Linear, a
        // quarter of the way: x 70 + (140 − 70)/4 = 87.5, width 40 + (20 − 40)/4 = 35.
        host.advance(by: 0.25)
        let quarter = reds(host)
        XCTAssertEqual(quarter.count, 2, "the leaving and the arriving underline are both drawn")
        for item in quarter {
            XCTAssertEqual(item.bounds.minX, 87.5, accuracy: 1e-9)
            XCTAssertEqual(item.bounds.width, 35, accuracy: 1e-9)
            XCTAssertEqual(item.bounds.minY, 111, accuracy: 1e-9)
            XCTAssertEqual(item.bounds.height, 4, accuracy: 1e-9)
        }
        XCTAssertEqual(quarter.map(\.opacity).sorted(), [0.25, 0.75], "opacity transitions cross-fade")
        host.advance(by: 0.75)
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 140, y: 111, width: 20, height: 4)])
        XCTAssertEqual(reds(host).map(\.opacity), [1])
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue11_WithoutAnimationTheArrivingViewIsAtItsOwnFrameAtOnce() {
        let host = ViewHost(Underlined(selected: 0), size: window)
        host.content = Underlined(selected: 2)
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 200, y: 111, width: 20, height: 4)])
    }

    func testIssue11_NonSourceFollowsTheSourceFrameAndGlides() {
        let host = ViewHost(Follower(selected: 0), size: window)
        // Proposed the whole bar (180 × 30) by the overlay, the marker is drawn at tab 0's frame.
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 60, y: 85, width: 60, height: 30)])
        withAnimation(.linear(duration: 1)) { host.content = Follower(selected: 2) }
        host.advance(by: 0.5)
        // From tab 0 (x 60) to tab 2 (x 180), half way: 120.
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 120, y: 85, width: 60, height: 30)])
        host.advance(by: 0.5)
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 180, y: 85, width: 60, height: 30)])
    }

    func testIssue11_TapsFindTheViewWhereItIsDrawnMidGlide() {
        // The marker's own frame is the whole bar (x 60 … 240); mid-glide it is drawn at x 120 … 180.
        // A tap at (170, 100) hits it where it is drawn; one at (70, 100), inside its own frame
        // but where it is not drawn, misses.
        var taps = 0
        struct Tappable: View {
            var selected: Int
            var onTap: () -> Void
            @Namespace var ns
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3) { i in Color.gray.frame(width: 60, height: 30).matchedGeometryEffect(id: i, in: ns) }
                }
                .overlay {
                    Color.red.onTapGesture(perform: onTap).matchedGeometryEffect(id: selected, in: ns, isSource: false)
                }
            }
        }
        let host = ViewHost(Tappable(selected: 0) { taps += 1 }, size: window)
        withAnimation(.linear(duration: 1)) { host.content = Tappable(selected: 2) { taps += 1 } }
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 70, y: 100))
        XCTAssertEqual(taps, 0, "the marker's laid-out place is empty now")
        host.tap(at: CGPoint(x: 170, y: 100))
        XCTAssertEqual(taps, 1)
    }

    func testIssue11_NonSourceWithPositionOnlyKeepsItsSize() {
        // Position only: the marker keeps its own 180 × 30 and puts its centre on tab 1's centre (150, 100).
        let host = ViewHost(Follower(selected: 1, properties: .position), size: window)
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 60, y: 85, width: 180, height: 30)])
        host.content = Follower(selected: 0, properties: .position)
        // Tab 0's centre is (90, 100): x = 90 − 90 = 0.
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 0, y: 85, width: 180, height: 30)])
    }

    func testIssue11_MatchedPropertiesOnAnchor() {
        let own = CGRect(x: 0, y: 0, width: 10, height: 10)
        let source = CGRect(x: 100, y: 50, width: 40, height: 20)
        XCTAssertEqual(MatchedGeometryProperties.frame.matched(own: own, source: source, anchor: .center), source)
        // Size only, anchored top-leading: the own top-leading corner stays.
        XCTAssertEqual(MatchedGeometryProperties.size.matched(own: own, source: source, anchor: .topLeading),
                       CGRect(x: 0, y: 0, width: 40, height: 20))
        // Size only, centred: the own centre (5, 5) stays.
        XCTAssertEqual(MatchedGeometryProperties.size.matched(own: own, source: source, anchor: .center),
                       CGRect(x: -15, y: -5, width: 40, height: 20))
        // Position only, bottom-trailing: own bottom-trailing corner on the source's (140, 70).
        XCTAssertEqual(MatchedGeometryProperties.position.matched(own: own, source: source, anchor: .bottomTrailing),
                       CGRect(x: 130, y: 60, width: 10, height: 10))
    }

    func testIssue11_NonFiniteAnchorCountsAsZero() {
        // UnitPoint stores a NaN or infinite coordinate as 0, so the anchor is top-leading: the
        // marker's top-leading corner goes on tab 1's, (120, 85).
        struct Odd: View {
            @Namespace var ns
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3) { i in Color.gray.frame(width: 60, height: 30).matchedGeometryEffect(id: i, in: ns) }
                }
                .overlay {
                    Color.red.frame(width: 10, height: 10)
                        .matchedGeometryEffect(id: 1, in: ns, properties: .position,
                                               anchor: UnitPoint(x: .nan, y: .infinity), isSource: false)
                }
            }
        }
        let host = ViewHost(Odd(), size: window)
        XCTAssertEqual(reds(host).map(\.bounds), [CGRect(x: 120, y: 85, width: 10, height: 10)])
    }

    func testIssue11_NamespacesAreDistinctPerViewAndStable() {
        let host = ViewHost(HStack { Underlined(selected: 0); Underlined(selected: 1) }, size: window)
        let first = host.displayList
        host.advance(by: 0.1)
        XCTAssertEqual(host.displayList.items.map(\.bounds), first.items.map(\.bounds),
                       "two namespaces do not match each other's underlines")
        XCTAssertEqual(Namespace().wrappedValue, Namespace().wrappedValue, "outside a graph: one placeholder id")
    }
}
