import XCTest
@testable import MotionUI

/// `frame(width:height:alignment:)` cases (17 pt monospace: 10.2 per character, 20.4 per line).
final class FrameLayoutTests: XCTestCase {
    func testFixedFrameCentresItsChild() {
        // Text("Welcome") 71.4 × 20.4 in frame(width: 80, height: 50): 80 × 50, the text at
        // ((80 − 71.4) / 2, (50 − 20.4) / 2) = (4.3, 14.8), proposed 80 × 50.
        let text = FakeSubview.text("Welcome")
        assertSize(layOut(text.frame(width: 80, height: 50), width: 300, height: 400), 80, 50)
        assertFrame(text, 4.3, 14.8, 71.4, 20.4)
        XCTAssertEqual(text.placedProposal, ProposedViewSize(width: 80, height: 50))
    }

    func testFrameSmallerThanContentOverflowsCentred() {
        // A 120×30 view in frame(width: 50, height: 10): the frame is 50 × 10; the child overflows
        // equally on both sides: x = (50 − 120) / 2 = −35, y = (10 − 30) / 2 = −10.
        let child = FakeSubview.fixed(120, 30)
        assertSize(layOut(child.frame(width: 50, height: 10), width: 300, height: 400), 50, 10)
        assertFrame(child, -35, -10, 120, 30)
    }

    func testOneFixedDimensionTakesTheChildsOther() {
        // frame(width: 80) around Text("Welcome back") proposed 300 × 400: the text is proposed 80 × 400,
        // wraps to "Welcome" (71.4) / "back" → 71.4 × 40.8; the frame is 80 × 40.8, the text at x 4.3.
        let text = FakeSubview.text("Welcome back")
        assertSize(layOut(text.frame(width: 80), width: 300, height: 400), 80, 40.8)
        assertFrame(text, 4.3, 0, 71.4, 40.8)
    }

    func testAlignmentInsideTheFrame() {
        // A 20×10 view in a 100×50 frame: topLeading (0, 0); bottomTrailing (80, 40); trailing (80, 20).
        let a = FakeSubview.fixed(20, 10)
        layOut(a.frame(width: 100, height: 50, alignment: .topLeading), .unspecified)
        assertFrame(a, 0, 0, 20, 10)
        let b = FakeSubview.fixed(20, 10)
        layOut(b.frame(width: 100, height: 50, alignment: .bottomTrailing), .unspecified)
        assertFrame(b, 80, 40, 20, 10)
        let c = FakeSubview.fixed(20, 10)
        layOut(c.frame(width: 100, height: 50, alignment: .trailing), .unspecified)
        assertFrame(c, 80, 20, 20, 10)
    }

    func testBothDimensionsFixedDoesNotAskTheChild() {
        let child = FakeSubview.flexible()
        assertSize(child.frame(width: 30, height: 40).sizeThatFits(.unspecified), 30, 40)
        XCTAssertTrue(child.proposals.isEmpty)
    }

    func testBadDimensionsAreIgnored() {
        // NaN, negative and infinite widths read as nil: the frame takes the child's 20 × 10.
        XCTAssertNil(FrameLayout(width: .nan).width)
        XCTAssertNil(FrameLayout(width: -5).width)
        XCTAssertNil(FrameLayout(height: .infinity).height)
        assertSize(FakeSubview.fixed(20, 10).frame(width: .nan, height: -1).sizeThatFits(.zero), 20, 10)
    }

    func testFixedEdgesResetSpacing() {
        // A spacer (0 on leading/trailing in an HStack) in frame(width: 10): horizontal edges reset.
        let layout = FrameLayout(width: 10)
        let spacer = FakeSubview.spacer()
        spacer.stackAxis = .horizontal
        var cache: Void = ()
        XCTAssertEqual(layout.spacing(subviews: LayoutSubviews([spacer]), cache: &cache), ViewSpacing())
        let tall = FrameLayout(height: 10)
        XCTAssertEqual(tall.spacing(subviews: LayoutSubviews([spacer]), cache: &cache),
                       ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0))
    }
}
