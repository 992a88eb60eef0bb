import XCTest
@testable import MotionUI

/// VStack cases worked out by hand. Monospace measurer at 17 pt (body): a character is 0.6 × 17 = 10.2
/// wide, a line 1.2 × 17 = 20.4 tall. Spacing: 8 between ordinary views, 0 next to a spacer.
final class VStackLayoutTests: XCTestCase {
    func testTextThenSpacerFillsTheHeight() {
        // VStack in 300×400 with Text("0123456789") (10 chars → 102 × 20.4) and a Spacer.
        // Gap text–spacer: 0 (the spacer prefers 0). Text (priority 0) is served first with the spacer's
        // minimum 8 set aside: offered 400 − 8 = 392, takes 20.4. Spacer (priority −∞) is offered
        // 400 − 20.4 = 379.6 and takes it. Width: max(102, spacer 0) = 102.
        // (Not "400 − 20.4 − 8": SwiftUI adds no gap next to a spacer.)
        let text = FakeSubview.text("0123456789"), spacer = FakeSubview.spacer()
        let stack = VStack(text, spacer)
        assertSize(layOut(stack, width: 300, height: 400), 102, 400)
        assertFrame(text, 0, 0, 102, 20.4)
        // Centred: the zero-width spacer sits at x = 102 / 2 = 51.
        assertFrame(spacer, 51, 20.4, 0, 379.6)
    }

    func testDefaultSpacingAndCentreAlignment() {
        // 50×20 over 30×10: height 20 + 8 + 10 = 38, width 50; the second at x = (50 − 30) / 2 = 10, y = 28.
        let a = FakeSubview.fixed(50, 20, "a"), b = FakeSubview.fixed(30, 10, "b")
        assertSize(layOut(VStack(a, b), width: 300, height: 400), 50, 38)
        assertFrame(a, 0, 0, 50, 20)
        assertFrame(b, 10, 28, 30, 10)
    }

    func testExplicitSpacingAndLeadingTrailingAlignment() {
        // spacing 20, leading: both at x 0, b at y 20 + 20 = 40, height 50.
        let a = FakeSubview.fixed(50, 20, "a"), b = FakeSubview.fixed(30, 10, "b")
        assertSize(layOut(VStack(alignment: .leading, spacing: 20, a, b), width: 300, height: 400), 50, 50)
        assertFrame(a, 0, 0, 50, 20)
        assertFrame(b, 0, 40, 30, 10)
        // trailing, spacing −5 (overlap): b at x 50 − 30 = 20, y 20 − 5 = 15; height 20 − 5 + 10 = 25.
        let c = FakeSubview.fixed(50, 20, "c"), d = FakeSubview.fixed(30, 10, "d")
        assertSize(layOut(VStack(alignment: .trailing, spacing: -5, c, d), width: 300, height: 400), 50, 25)
        assertFrame(d, 20, 15, 30, 10)
    }

    func testSpacerBetweenTwoTexts() {
        // Text("Login") 51 × 20.4, Spacer, Text("Sign up") 71.4 × 20.4 in 300×400; gaps 0 | 0.
        // Texts first (8 set aside): each takes 20.4; spacer gets 400 − 40.8 = 359.2.
        // Width 71.4; "Login" centred at x = (71.4 − 51) / 2 = 10.2; the spacer at x 35.7.
        let top = FakeSubview.text("Login"), spacer = FakeSubview.spacer(), bottom = FakeSubview.text("Sign up")
        assertSize(layOut(VStack(top, spacer, bottom), width: 300, height: 400), 71.4, 400)
        assertFrame(top, 10.2, 0, 51, 20.4)
        assertFrame(spacer, 35.7, 20.4, 0, 359.2)
        assertFrame(bottom, 0, 379.6, 71.4, 20.4)
    }

    func testEqualFlexibleChildrenShareTheHeight() {
        // Two Color-like views in 100×300 with the default gap: (300 − 8) / 2 = 146 each; the second at y 154.
        let a = FakeSubview.flexible(), b = FakeSubview.flexible()
        assertSize(layOut(VStack(a, b), width: 100, height: 300), 100, 300)
        assertFrame(a, 0, 0, 100, 146)
        assertFrame(b, 0, 154, 100, 146)
    }

    func testLessFlexibleChildIsServedFirst() {
        // A flexible view with maxHeight 50 (flexibility 50) and one unbounded (flexibility ∞), 200 high,
        // spacing 0: the bounded one goes first, offered 200 / 2 = 100, takes 50; the other gets 150.
        let bounded = FakeSubview.flexible(maxHeight: 50, "bounded"), free = FakeSubview.flexible(minHeight: 0, "free")
        layOut(VStack(spacing: 0, free, bounded), width: 10, height: 200)
        assertFrame(free, 0, 0, 10, 150)
        assertFrame(bounded, 0, 150, 10, 50)
    }

    func testZeroProposal() {
        // VStack { Text("0123456789"), Spacer } proposed 0 × 0.
        // The text is offered max(0, 0 − 8) = 0 high and 0 wide: one line at most (⌊0 / 20.4⌋ → 1),
        // the characters wrap one per line, so the line is truncated to "…" (1 char: 10.2 × 20.4).
        // The spacer is offered max(0, 0 − 20.4) = 0 and keeps its minimum 8. Size 10.2 × 28.4.
        let text = FakeSubview.text("0123456789"), spacer = FakeSubview.spacer()
        assertSize(layOut(VStack(text, spacer), .zero), 10.2, 28.4)
        assertFrame(text, 0, 0, 10.2, 20.4)
        assertFrame(spacer, 5.1, 20.4, 0, 8)
    }

    func testUnspecifiedProposalGivesIdealSizes() {
        // nil × nil: Text("Login") ideal 51 × 20.4, the spacer its minimum 8; gap 0 → 51 × 28.4.
        let text = FakeSubview.text("Login"), spacer = FakeSubview.spacer()
        assertSize(layOut(VStack(text, spacer), .unspecified), 51, 28.4)
        XCTAssertEqual(text.placedProposal, ProposedViewSize(width: nil, height: 20.4))
    }

    func testInfiniteProposal() {
        // ∞ × ∞: the text takes one line (51 × 20.4); a Color-like view answers ∞ × ∞, so the stack does.
        let text = FakeSubview.text("Login"), color = FakeSubview.flexible()
        let size = VStack(text, color).sizeThatFits(.infinity)
        XCTAssertEqual(size.width, .infinity)
        XCTAssertEqual(size.height, .infinity)
        // Without the flexible view: 51 × 20.4 exactly.
        assertSize(VStack(FakeSubview.text("Login")).sizeThatFits(.infinity), 51, 20.4)
    }

    func testEmptyStackIsZero() {
        assertSize(VStack().sizeThatFits(ProposedViewSize(width: 100, height: 100)), 0, 0)
    }

    func testStackFramedWiderThanItsContentKeepsItsAlignment() {
        // A 50-wide column placed in a 150-wide frame: centred content moves by (150 − 50) / 2 = 50.
        let a = FakeSubview.fixed(50, 20, "a"), b = FakeSubview.fixed(30, 10, "b")
        let stack = VStack(a, b)
        stack.onPlace(CGRect(x: 0, y: 0, width: 150, height: 38), ProposedViewSize(width: 150, height: 38))
        assertFrame(a, 50, 0, 50, 20)
        assertFrame(b, 60, 28, 30, 10)
    }

    func testSpacingPreferencesPassUp() {
        // VStack { fixed, Spacer }: its bottom edge is the spacer's (0), its top the fixed view's (none),
        // leading/trailing the union of both (none).
        let stack = VStackLayout()
        let subviews = LayoutSubviews([FakeSubview.fixed(1, 1), FakeSubview.spacer()].map { fake -> FakeSubview in
            fake.stackAxis = .vertical
            return fake
        })
        var cache: Void = ()
        XCTAssertEqual(stack.spacing(subviews: subviews, cache: &cache),
                       ViewSpacing(top: nil, leading: nil, bottom: 0, trailing: nil))
        XCTAssertEqual(VStackLayout.layoutProperties.stackOrientation, .vertical)
    }

    func testFirstBaselinePassesUpFromTheFirstText() {
        // VStack { 50×10, Text("Hi") }: the text starts at y 10 + 8 = 18, its baseline 13.6 lower: 31.6.
        // The last baseline is the same text's. A stack without text has none.
        let layout = VStackLayout(alignment: .leading)
        let subviews = LayoutSubviews([FakeSubview.fixed(50, 10), FakeSubview.text("Hi")])
        var cache: Void = ()
        let proposal = ProposedViewSize.unspecified
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = CGRect(origin: .zero, size: size)
        XCTAssertEqual(layout.explicitAlignment(of: .firstTextBaseline, in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)!, 31.6, accuracy: 1e-9)
        XCTAssertEqual(layout.explicitAlignment(of: .lastTextBaseline, in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)!, 31.6, accuracy: 1e-9)
        XCTAssertNil(layout.explicitAlignment(of: VerticalAlignment.top, in: bounds, proposal: proposal,
                                              subviews: subviews, cache: &cache))
        let plain = LayoutSubviews([FakeSubview.fixed(50, 10)])
        XCTAssertNil(layout.explicitAlignment(of: .firstTextBaseline, in: bounds, proposal: proposal,
                                              subviews: plain, cache: &cache))
    }
}
