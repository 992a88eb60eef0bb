import XCTest
@testable import MotionUI

/// Padding cases: the default is 16 on every edge.
final class PaddingLayoutTests: XCTestCase {
    func testDefaultPadding() {
        // 100×20 with .padding(): 100 + 32 = 132 wide, 20 + 32 = 52 high; the child at (16, 16),
        // proposed 300 − 32 = 268 × 400 − 32 = 368.
        let child = FakeSubview.fixed(100, 20)
        assertSize(layOut(child.padding(), width: 300, height: 400), 132, 52)
        assertFrame(child, 16, 16, 100, 20)
        XCTAssertEqual(child.placedProposal, ProposedViewSize(width: 268, height: 368))
    }

    func testOneEdge() {
        // .padding(.bottom, 60) (the seed's tab header): 100 × 80, the child at (0, 0).
        let child = FakeSubview.fixed(100, 20)
        assertSize(layOut(child.padding(.bottom, 60), width: 300, height: 400), 100, 80)
        assertFrame(child, 0, 0, 100, 20)
    }

    func testPerEdgeInsets() {
        // EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4): 100 + 6 = 106 × 20 + 4 = 24, child at (2, 1).
        let child = FakeSubview.fixed(100, 20)
        let padded = child.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        assertSize(layOut(padded, width: 300, height: 400), 106, 24)
        assertFrame(child, 2, 1, 100, 20)
    }

    func testProposalNeverGoesBelowZero() {
        // A Color proposed 20 × 20 inside .padding(): the child is proposed max(0, 20 − 32) = 0 → 0 × 0;
        // the padding is 32 × 32. Unspecified stays unspecified (the Color's ideal 10 → 42).
        let color = FakeSubview.flexible()
        assertSize(color.padding().sizeThatFits(ProposedViewSize(width: 20, height: 20)), 32, 32)
        XCTAssertEqual(color.proposals.last, .zero)
        assertSize(FakeSubview.flexible().padding().sizeThatFits(.unspecified), 42, 42)
    }

    func testNegativePaddingShrinksButNotBelowZero() {
        // −5 all round on 100×20: 90 × 10; −50 on a 20×10 view: max(0, 20 − 100) = 0 × 0.
        assertSize(FakeSubview.fixed(100, 20).padding(.all, -5).sizeThatFits(.unspecified), 90, 10)
        assertSize(FakeSubview.fixed(20, 10).padding(.all, -50).sizeThatFits(.unspecified), 0, 0)
    }

    func testPaddedEdgesResetSpacing() {
        // A spacer in a VStack prefers 0 on top and bottom; .padding(.top, 4) resets the top only.
        let spacer = FakeSubview.spacer()
        spacer.stackAxis = .vertical
        var cache: Void = ()
        let spacing = PaddingLayout(.top, 4).spacing(subviews: LayoutSubviews([spacer]), cache: &cache)
        XCTAssertEqual(spacing, ViewSpacing(top: nil, leading: nil, bottom: 0, trailing: nil))
        XCTAssertEqual(PaddingLayout().effectiveInsets, EdgeInsets(16))
        XCTAssertEqual(PaddingLayout(.horizontal, nil).effectiveInsets, EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }
}
