import XCTest
@testable import MotionUI

/// Flexible frame cases, each against SwiftUI's documented rules (17 pt text: 10.2 per character).
final class FlexFrameLayoutTests: XCTestCase {
    func testMaxWidthInfinityTakesTheOfferedWidth() {
        // Text("Login") 51 × 20.4 in frame(maxWidth: .infinity) proposed 300 wide:
        // child proposed min(300, ∞) = 300 → 51; frame = min(∞, max(51, 300)) = 300. Text at x (300 − 51) / 2 = 124.5.
        let text = FakeSubview.text("Login")
        assertSize(layOut(text.frame(maxWidth: .infinity), width: 300, height: 400), 300, 20.4)
        assertFrame(text, 124.5, 0, 51, 20.4)
    }

    func testMaxWidthInfinityAskedForItsIdealIsTheChildsIdeal() {
        // Unspecified proposal: "proposed" reads as the child's 51 → min(∞, max(51, 51)) = 51.
        assertSize(FakeSubview.text("Login").frame(maxWidth: .infinity).sizeThatFits(.unspecified), 51, 20.4)
    }

    func testMinWidth() {
        // Text("Hi") 20.4 wide with frame(minWidth: 100): proposed 300 → max(100, min(20.4, 300)) = 100;
        // proposed 50 → the child is proposed max(50, 100) = 100 (→ 20.4), frame max(100, min(20.4, 50)) = 100.
        assertSize(FakeSubview.text("Hi").frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 300, height: 100)), 100, 20.4)
        let text = FakeSubview.text("Hi")
        assertSize(text.frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 50, height: 100)), 100, 20.4)
        XCTAssertEqual(text.proposals.last, ProposedViewSize(width: 100, height: 100))
        // A Color-like child proposed 300 fills it: max(100, min(300, 300)) = 300.
        assertSize(FakeSubview.flexible().frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 300, height: 10)), 300, 10)
    }

    func testMinAndMaxClampTheProposal() {
        // frame(minWidth: 100, maxWidth: 200) around Text("Hi") (20.4): the proposal clamped to [100, 200]:
        // 300 → 200, 50 → 100, 150 → 150; unspecified → the child's 20.4 clamped → 100.
        func width(_ proposed: CGFloat?) -> CGFloat {
            FakeSubview.text("Hi").frame(minWidth: 100, maxWidth: 200)
                .sizeThatFits(ProposedViewSize(width: proposed, height: nil)).width
        }
        XCTAssertEqual(width(300), 200)
        XCTAssertEqual(width(50), 100)
        XCTAssertEqual(width(150), 150)
        XCTAssertEqual(width(nil), 100)
    }

    func testIdealReplacesAnUnspecifiedProposal() {
        // frame(idealWidth: 150, maxWidth: .infinity) around a Color: unspecified → the child is proposed 150
        // and answers 150; frame = min(∞, max(150, 150)) = 150. Without max, the frame takes the child's 150.
        assertSize(FakeSubview.flexible().frame(idealWidth: 150, maxWidth: .infinity).sizeThatFits(.unspecified), 150, 10)
        assertSize(FakeSubview.flexible().frame(idealWidth: 150).sizeThatFits(.unspecified), 150, 10)
    }

    func testMaxSmallerThanAFixedChildOverflows() {
        // frame(maxWidth: 100) around a 300-wide view proposed 200: child proposed 100 (answers 300);
        // frame = min(100, max(300, 200)) = 100; the child centred at (100 − 300) / 2 = −100.
        let child = FakeSubview.fixed(300, 10)
        assertSize(layOut(child.frame(maxWidth: 100), width: 200, height: 10), 100, 10)
        assertFrame(child, -100, 0, 300, 10)
    }

    func testAlignmentAndHeights() {
        // frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading) around 20×10 in 100×50:
        // 100 × 50, the child at (0, 40).
        let child = FakeSubview.fixed(20, 10)
        assertSize(layOut(child.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading),
                          width: 100, height: 50), 100, 50)
        assertFrame(child, 0, 40, 20, 10)
    }

    func testBadBounds() {
        // min above max raises max; NaN reads nil; negative reads 0; infinite min reads nil.
        let f = FlexFrameLayout(minWidth: 50, maxWidth: 10, minHeight: .infinity, idealHeight: .nan, maxHeight: -3)
        XCTAssertEqual(f.minWidth, 50)
        XCTAssertEqual(f.maxWidth, 50)
        XCTAssertNil(f.minHeight)
        XCTAssertNil(f.idealHeight)
        XCTAssertEqual(f.maxHeight, 0)
    }
}
