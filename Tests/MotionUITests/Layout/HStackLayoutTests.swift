import XCTest
@testable import MotionUI

/// HStack cases worked out by hand (monospace measurer: at 17 pt a character is 10.2 wide, a line 20.4
/// tall with its baseline at 13.6; at 28 pt (title) 16.8 wide and 33.6 tall; at 34 pt 20.4 / 40.8 / 27.2).
final class HStackLayoutTests: XCTestCase {
    func testRedAndGreenFromObjcIo() {
        // objc.io, "How an HStack lays out its children": HStack(spacing: 0) { red.frame(maxWidth: 100);
        // green.frame(minWidth: 100) } in 150 wide. Flexibilities: red 100 − 0 = 100, green ∞ − 100 = ∞,
        // so red goes first: offered 150 / 2 = 75, takes 75; green is offered 150 − 75 = 75 but is at
        // least 100. Red 75, green 100: the stack is 175 wide and overflows, as in SwiftUI.
        let red = FakeSubview.flexible().frame(maxWidth: 100)
        let green = FakeSubview.flexible().frame(minWidth: 100)
        assertSize(layOut(HStack(spacing: 0, red, green), width: 150, height: 100), 175, 100)
        assertFrame(red, 0, 0, 75, 100)
        assertFrame(green, 75, 0, 100, 100)
    }

    func testTwoTextsThatDoNotFitShareByFlexibility() {
        // "aaaa bbbb" (9 chars, ideal 91.8) and "cccc dddd eeee ffff" (19 chars, ideal 193.8) in 200 × 100.
        // Gap 8 → 192 available. Minimum widths (proposed 0 wide, 100 high → ≤ 4 lines, truncated to "…"):
        // 10.2 each, so flexibilities 81.6 and 183.6: the short text goes first.
        // Short: offered 192 / 2 = 96 ≥ 91.8 → one line, 91.8. Long: offered 192 − 91.8 = 100.2 →
        // "cccc dddd" (91.8) / "eeee ffff" (91.8): 91.8 × 40.8.
        // Stack: 91.8 + 8 + 91.8 = 191.6 × 40.8; the short text centred at y (40.8 − 20.4) / 2 = 10.2.
        let short = FakeSubview.text("aaaa bbbb"), long = FakeSubview.text("cccc dddd eeee ffff")
        assertSize(layOut(HStack(short, long), width: 200, height: 100), 191.6, 40.8)
        assertFrame(short, 0, 10.2, 91.8, 20.4)
        assertFrame(long, 99.8, 0, 91.8, 40.8)
    }

    func testLayoutPriorityServesAHigherGroupFirst() {
        // Same texts, the long one with layoutPriority(1): it goes first, with the short one's minimum
        // 10.2 set aside: offered 192 − 10.2 = 181.8 → "cccc dddd eeee" (142.8) / "ffff": 142.8 × 40.8.
        // Short: offered 192 − 142.8 = 49.2 → "aaaa" / "bbbb": 40.8 × 40.8.
        // Stack 40.8 + 8 + 142.8 = 191.6 × 40.8.
        let short = FakeSubview.text("aaaa bbbb"), long = FakeSubview.text("cccc dddd eeee ffff").layoutPriority(1)
        assertSize(layOut(HStack(short, long), width: 200, height: 100), 191.6, 40.8)
        assertFrame(short, 0, 0, 40.8, 40.8)
        assertFrame(long, 48.8, 0, 142.8, 40.8)
    }

    func testFixedSpacerFixed() {
        // 50×20 | Spacer | 50×10 in 200 × 100; gaps 0 and 0: the spacer gets 200 − 100 = 100.
        // Height 20 (spacer 0 high); the 10-high view centred at y 5, the spacer at y 10.
        let a = FakeSubview.fixed(50, 20, "a"), spacer = FakeSubview.spacer(), b = FakeSubview.fixed(50, 10, "b")
        assertSize(layOut(HStack(a, spacer, b), width: 200, height: 100), 200, 20)
        assertFrame(a, 0, 0, 50, 20)
        assertFrame(spacer, 50, 10, 100, 0)
        assertFrame(b, 150, 5, 50, 10)
    }

    func testSpacerMinLengthIsKeptEvenWhenItOverflows() {
        // 150-wide view + Spacer(minLength: 20) in 160: the view is offered 160 − 20 = 140 but is 150;
        // the spacer is offered 160 − 150 = 10 and takes its minimum 20: the stack is 170 wide.
        let a = FakeSubview.fixed(150, 10), spacer = FakeSubview.spacer(minLength: 20)
        assertSize(layOut(HStack(a, spacer), width: 160, height: 50), 170, 10)
        assertFrame(spacer, 150, 5, 20, 0)
    }

    func testSeedTitleWrapsBesideASpacer() {
        // Seed 003: HStack { Text("Welcome back! Please enter your credentials").font(.title).bold(); Spacer() }
        // in the 358-wide column (390 − 2 × 16 padding). Title: 16.8 per character, 33.6 per line.
        // The text is offered 358 − 8 = 350 → at most ⌊350 / 16.8⌋ = 20 characters a line:
        // "Welcome back! Please" (20 → 336) / "enter your" (10 → 168) / "credentials" (11 → 184.8).
        // Text 336 × 100.8; the spacer gets 358 − 336 = 22.
        let title = FakeSubview.text("Welcome back! Please enter your credentials", font: .title.bold())
        let spacer = FakeSubview.spacer()
        assertSize(layOut(HStack(title, spacer), width: 358, height: 600), 358, 100.8)
        assertFrame(title, 0, 0, 336, 100.8)
        assertFrame(spacer, 336, 50.4, 22, 0)
    }

    func testFirstTextBaselineAlignment() {
        // HStack(alignment: .firstTextBaseline) { Text("A") 17 pt; Text("B") 34 pt }:
        // baselines 13.6 and 27.2; above = 27.2, below = max(20.4 − 13.6, 40.8 − 27.2) = 13.6 → 40.8 high.
        // "A" at y 27.2 − 13.6 = 13.6; width 10.2 + 8 + 20.4 = 38.6.
        let small = FakeSubview.text("A"), large = FakeSubview.text("B", font: .largeTitle)
        assertSize(layOut(HStack(alignment: .firstTextBaseline, small, large), .unspecified), 38.6, 40.8)
        assertFrame(small, 0, 13.6, 10.2, 20.4)
        assertFrame(large, 18.2, 0, 20.4, 40.8)
    }

    func testBaselineOfAViewWithoutTextIsItsBottom() {
        // A 10×10 square beside Text("A"): the square's baseline is its bottom (10), the text's 13.6.
        // The square sits at y 13.6 − 10 = 3.6; height max(13.6, 10) + max(6.8, 0) = 20.4.
        let square = FakeSubview.fixed(10, 10), text = FakeSubview.text("A")
        assertSize(layOut(HStack(alignment: .firstTextBaseline, square, text), .unspecified), 28.2, 20.4)
        assertFrame(square, 0, 3.6, 10, 10)
        assertFrame(text, 18, 0, 10.2, 20.4)
    }

    func testTopAndBottomAlignment() {
        // 20×40 and 20×10: top → both at y 0; bottom → the small one at y 30.
        let a = FakeSubview.fixed(20, 40), b = FakeSubview.fixed(20, 10)
        layOut(HStack(alignment: .top, a, b), .unspecified)
        assertFrame(b, 28, 0, 20, 10)
        let c = FakeSubview.fixed(20, 40), d = FakeSubview.fixed(20, 10)
        layOut(HStack(alignment: .bottom, c, d), .unspecified)
        assertFrame(d, 28, 30, 20, 10)
    }

    func testInfiniteProposalKeepsTextsOnOneLine() {
        // ∞ wide: "Login" 51 and "Sign up" 71.4 on one line each: 51 + 8 + 71.4 = 130.4 × 20.4.
        let size = HStack(FakeSubview.text("Login"), FakeSubview.text("Sign up")).sizeThatFits(.infinity)
        assertSize(size, 130.4, 20.4)
    }

    func testChildrenAreProbedAtZeroAndInfinityOnlyWhenNeeded() {
        // Two children of one priority: each is probed with 0 and ∞ along the axis (the height as given)
        // to order them by flexibility, then offered its share.
        let a = FakeSubview.flexible(), b = FakeSubview.flexible()
        _ = HStack(spacing: 0, a, b).sizeThatFits(ProposedViewSize(width: 100, height: 30))
        XCTAssertTrue(a.proposals.contains(ProposedViewSize(width: 0, height: 30)))
        XCTAssertTrue(a.proposals.contains(ProposedViewSize(width: .infinity, height: 30)))
        XCTAssertTrue(b.proposals.contains(ProposedViewSize(width: 50, height: 30)))
        // A lone child needs no probe: it is offered the whole width straight away.
        let lone = FakeSubview.flexible()
        _ = HStack(lone).sizeThatFits(ProposedViewSize(width: 100, height: 30))
        XCTAssertFalse(lone.proposals.contains(ProposedViewSize(width: 0, height: 30)))
        XCTAssertEqual(lone.proposals.first, ProposedViewSize(width: 100, height: 30))
    }

    func testNaNProposalReadsAsZero() {
        // NaN reads as 0: two Color-like views proposed NaN × NaN get 0 × 0 each; the gap stays: 8 × 0.
        assertSize(HStack(FakeSubview.flexible(), FakeSubview.flexible())
            .sizeThatFits(ProposedViewSize(width: .nan, height: .nan)), 8, 0)
    }
}
