import XCTest
@testable import MotionUI

/// `LazyVStack` and `LazyHStack` through a host: a stack along the axis, the whole proposal
/// across it. Expectations worked out by hand from the stack rules.
final class LazyStackLayoutTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect? {
        host.displayList.items.first { $0.color == color }?.bounds
    }

    func testALazyVStackIsAsWideAsOfferedWhereAVStackHugsItsContent() {
        // 20 × 10 over 30 × 20, no spacing: 30 tall, centred at y 85. The lazy stack is 300 wide
        // (its background spans the window) with its subviews leading; the plain one is 30 wide.
        let lazy = ViewHost(LazyVStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }.background(Color.green), size: size)
        XCTAssertEqual(frame(lazy, .green), CGRect(x: 0, y: 85, width: 300, height: 30))
        XCTAssertEqual(frame(lazy, .red), CGRect(x: 0, y: 85, width: 20, height: 10))
        XCTAssertEqual(frame(lazy, .blue), CGRect(x: 0, y: 95, width: 30, height: 20))
        let plain = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }.background(Color.green), size: size)
        XCTAssertEqual(frame(plain, .green), CGRect(x: 135, y: 85, width: 30, height: 30))
    }

    func testALazyVStackCentresItsSubviewsAcrossTheWholeWidth() {
        let host = ViewHost(LazyVStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }, size: size)
        XCTAssertEqual(frame(host, .red), CGRect(x: 140, y: 85, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 135, y: 95, width: 30, height: 20))
    }

    func testALazyHStackIsAsTallAsOffered() {
        // 20 × 10 beside 30 × 20, top-aligned: 50 wide at x 125, 200 tall from y 0.
        let host = ViewHost(LazyHStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }.background(Color.green), size: size)
        XCTAssertEqual(frame(host, .green), CGRect(x: 125, y: 0, width: 50, height: 200))
        XCTAssertEqual(frame(host, .red), CGRect(x: 125, y: 0, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 145, y: 0, width: 30, height: 20))
    }

    func testASpacerInsideExpandsAlongTheStack() {
        // LazyVStack { 20 × 10; Spacer(); 30 × 20 } in 300 × 200: the spacer takes the height:
        // red at the top, blue at 200 − 20 = 180, both centred in the 300 width.
        let host = ViewHost(LazyVStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 20)
        }, size: size)
        XCTAssertEqual(frame(host, .red), CGRect(x: 140, y: 0, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 135, y: 180, width: 30, height: 20))
    }

    func testWithoutAFiniteProposalAcrossItIsAsWideAsItsContent() {
        // Proposed nothing (the ideal size): like a VStack, 30 × 30.
        var cache: Void = ()
        let layout = LazyStackLayout(axis: .vertical, spacing: 0, guide: .horizontal(.center))
        let subviews = LayoutSubviews([FakeSubview.fixed(20, 10), FakeSubview.fixed(30, 20)])
        XCTAssertEqual(layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache), CGSize(width: 30, height: 30))
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: .infinity, height: nil), subviews: subviews, cache: &cache),
                       CGSize(width: 30, height: 30))
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 100, height: nil), subviews: subviews, cache: &cache),
                       CGSize(width: 100, height: 30))
    }
}
