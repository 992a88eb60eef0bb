import XCTest
@testable import MotionUI

/// A user-written layout: stacks its subviews' ideal sizes top to bottom, no gaps.
private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, s.width), height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

final class LayoutTests: XCTestCase {
    func testCustomLayoutWithDefaults() {
        // Column { 30×10; 50×20 } → 50 × 30; the second at y 10.
        let a = FakeSubview.fixed(30, 10), b = FakeSubview.fixed(50, 20)
        assertSize(layOut(.container(Column(), [a, b]), .unspecified), 50, 30)
        assertFrame(b, 0, 10, 50, 20)
        // Default spacing: the union of the subviews' (a spacer's 0 wins over "none"); default guides: none.
        let spacer = FakeSubview.spacer()
        var cache: Void = ()
        let subviews = LayoutSubviews([FakeSubview.fixed(1, 1), spacer])
        XCTAssertEqual(Column().spacing(subviews: subviews, cache: &cache), .zero)
        XCTAssertNil(Column().explicitAlignment(of: VerticalAlignment.firstTextBaseline, in: .zero, proposal: .zero,
                                                subviews: subviews, cache: &cache))
        XCTAssertNil(Column.layoutProperties.stackOrientation)
    }

    func testCacheIsRebuiltByDefault() {
        let layout = CountingLayout()
        var cache = layout.makeCache(subviews: LayoutSubviews([FakeSubview.fixed(1, 1)]))
        XCTAssertEqual(cache, 1)
        layout.updateCache(&cache, subviews: LayoutSubviews([FakeSubview.fixed(1, 1), FakeSubview.fixed(1, 1)]))
        XCTAssertEqual(cache, 2)
    }

    func testSubviewsCollection() {
        let a = FakeSubview.fixed(1, 1), b = FakeSubview.fixed(2, 2), c = FakeSubview.fixed(3, 3)
        let subviews = LayoutSubviews([a, b, c])
        XCTAssertEqual(subviews.count, 3)
        let tail = subviews.dropFirst()
        XCTAssertEqual(tail.count, 2)
        XCTAssertEqual(tail.first?.sizeThatFits(.zero), CGSize(width: 2, height: 2))
        XCTAssertEqual(subviews[1], LayoutSubview(b))
        XCTAssertNotEqual(subviews[0], subviews[1])
    }

    func testBadSubviewAnswersAreCleaned() {
        // A subview answering NaN × −3 reads as 0 × 0; NaN priority as 0; a NaN position places at 0.
        let bad = FakeSubview("bad") { _, _ in CGSize(width: CGFloat.nan, height: -3) }
        bad.priorityOverride = Double.nan
        let subview = LayoutSubview(bad)
        XCTAssertEqual(subview.sizeThatFits(ProposedViewSize.zero), CGSize.zero)
        XCTAssertEqual(subview.priority, 0)
        subview.place(at: CGPoint(x: CGFloat.nan, y: 5), proposal: ProposedViewSize.zero)
        XCTAssertEqual(bad.placedPosition, CGPoint(x: 0, y: 5))
    }

    func testSeedLoginScreen() {
        // Seed 003's ContentView with the login form, in a 390 × 844 window (title 28 pt bold: 16.8 per
        // character, 33.6 per line; body 17 pt: 10.2 / 20.4). Text fields (TextField + Divider, built by
        // the graph) are stood in for by views as wide as offered and 30 high.
        //
        //   VStack {                                     // root
        //       HStack { tab("Login"); tab("Sign up"); Spacer() }.padding().padding(.bottom, 60)
        //       VStack { HStack { title; Spacer() }; field; field; Spacer(); button }.padding()
        //       Spacer()
        //   }
        //   tab(t) = VStack { Text(t); Spacer() }.frame(width: 80, height: 50)
        //   button = Text("Login").frame(maxWidth: .infinity).frame(height: 40).padding()
        func tab(_ title: String) -> (FakeSubview, FakeSubview) {
            let text = FakeSubview.text(title)
            return (text, VStack(text, .spacer()).frame(width: 80, height: 50))
        }
        let (loginTab, loginTabFrame) = tab("Login"), (signupTab, signupTabFrame) = tab("Sign up")
        let header = HStack(loginTabFrame, signupTabFrame, .spacer()).padding().padding(.bottom, 60)
        let title = FakeSubview.text("Welcome back! Please enter your credentials", font: .title.bold())
        let field1 = FakeSubview.flexible(minHeight: 30, maxHeight: 30, "field1")
        let field2 = FakeSubview.flexible(minHeight: 30, maxHeight: 30, "field2")
        let formSpacer = FakeSubview.spacer()
        let buttonText = FakeSubview.text("Login")
        let button = buttonText.frame(maxWidth: .infinity).frame(height: 40).padding()
        let form = VStack(HStack(title, .spacer()), field1, field2, formSpacer, button).padding()
        let bottomSpacer = FakeSubview.spacer()
        let root = VStack(header, form, bottomSpacer)

        // Root: gaps header–form 8 (both padded: no preferences), form–spacer 0 → 836 available.
        // Header: 50 + 32 + 60 = 142 whatever it is offered (flexibility 0), served first.
        // Form: offered 836 − 8 (spacer set aside) − 142 = 686. Bottom spacer: 836 − 142 − 686 = 8.
        assertSize(layOut(root, width: 390, height: 844), 390, 844)
        assertFrame(header, 0, 0, 390, 142)
        assertFrame(form, 0, 150, 390, 686)
        assertFrame(bottomSpacer, 195, 836, 0, 8)

        // Header row in 358: 80 | 8 | 80 | 0 | spacer 358 − 168 = 190. Tabs at x 16 and 104, y 16.
        // In a tab, VStack { Text; Spacer } is as wide as its text and centred in the 80-wide frame:
        // "Login" (51) at x 16 + 14.5 = 30.5; "Sign up" (71.4) at 104 + 4.3 = 108.3.
        assertFrame(loginTabFrame, 16, 16, 80, 50)
        assertFrame(signupTabFrame, 104, 16, 80, 50)
        assertFrame(loginTab, 30.5, 16, 51, 20.4)
        assertFrame(signupTab, 108.3, 16, 71.4, 20.4)

        // Form column 358 × 654 at (16, 166). Gaps 8, 8, 0, 0 → 638 available, the spacer's 8 set aside →
        // 630 for: field1 (flex 0) 30, field2 30, button (flex 0) 72, then the title row (flex 100.8 − 33.6)
        // offered 498 → 100.8 (three lines, 336 wide). The spacer gets 638 − 232.8 = 405.2.
        assertFrame(title, 16, 166, 336, 100.8)
        assertFrame(field1, 16, 274.8, 358, 30)
        assertFrame(field2, 16, 312.8, 358, 30)
        assertFrame(formSpacer, 195, 342.8, 0, 405.2)
        assertFrame(button, 16, 748, 358, 72)
        // The button label: padded to 326 × 40 at (32, 764); "Login" centred: x 32 + (326 − 51) / 2 = 169.5,
        // y 764 + (40 − 20.4) / 2 = 773.8.
        assertFrame(buttonText, 169.5, 773.8, 51, 20.4)
    }
}
