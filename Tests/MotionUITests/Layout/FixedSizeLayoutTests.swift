import XCTest
@testable import MotionUI

/// fixedSize cases (17 pt: "Welcome back" is 12 × 10.2 = 122.4 wide on one line).
final class FixedSizeLayoutTests: XCTestCase {
    func testFixedSizeIgnoresANarrowFrame() {
        // Text("Welcome back").fixedSize().frame(width: 80): the fixed size proposes nil × nil → 122.4 × 20.4;
        // the frame is 80 × 20.4 and the text overflows centred: x = (80 − 122.4) / 2 = −21.2.
        let text = FakeSubview.text("Welcome back")
        assertSize(layOut(text.fixedSize().frame(width: 80), width: 300, height: 400), 80, 20.4)
        assertFrame(text, -21.2, 0, 122.4, 20.4)
        XCTAssertEqual(text.placedProposal, .unspecified)
    }

    func testVerticalOnlyWrapsButNeverTruncates() {
        // fixedSize(horizontal: false, vertical: true) in 80 × 20: the text is proposed 80 × nil and wraps
        // to two lines ("Welcome" 71.4 / "back"), 71.4 × 40.8, though only 20 high was offered.
        let text = FakeSubview.text("Welcome back")
        assertSize(text.fixedSize(horizontal: false, vertical: true).sizeThatFits(ProposedViewSize(width: 80, height: 20)),
                   71.4, 40.8)
        // Without fixedSize the 20-high proposal allows one line: truncated to "Welcome…" (8 × 10.2 = 81.6 > 80,
        // so "Welcom…" = 71.4).
        assertSize(FakeSubview.text("Welcome back").sizeThatFits(ProposedViewSize(width: 80, height: 20)), 71.4, 20.4)
    }

    func testFixedSizeOfAFlexibleViewIsItsIdeal() {
        // A Color's ideal is 10 × 10 whatever the parent offers.
        assertSize(FakeSubview.flexible().fixedSize().sizeThatFits(ProposedViewSize(width: 500, height: 500)), 10, 10)
        assertSize(FakeSubview.flexible().fixedSize(horizontal: true, vertical: false)
            .sizeThatFits(ProposedViewSize(width: 500, height: 500)), 10, 500)
    }
}
