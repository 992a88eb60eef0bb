import XCTest
@testable import MotionUI

/// ZStack cases worked out by hand.
final class ZStackLayoutTests: XCTestCase {
    func testCentreAlignment() {
        // 100×50 and 20×80 centred: 100 × 80; the first at ((100−100)/2, (80−50)/2) = (0, 15),
        // the second at ((100−20)/2, 0) = (40, 0).
        let a = FakeSubview.fixed(100, 50, "a"), b = FakeSubview.fixed(20, 80, "b")
        assertSize(layOut(ZStack(a, b), width: 300, height: 300), 100, 80)
        assertFrame(a, 0, 15, 100, 50)
        assertFrame(b, 40, 0, 20, 80)
    }

    func testBottomTrailingAlignment() {
        // bottomTrailing: the first at (0, 80 − 50) = (0, 30), the second at (100 − 20, 0) = (80, 0).
        let a = FakeSubview.fixed(100, 50, "a"), b = FakeSubview.fixed(20, 80, "b")
        layOut(ZStack(alignment: .bottomTrailing, a, b), width: 300, height: 300)
        assertFrame(a, 0, 30, 100, 50)
        assertFrame(b, 80, 0, 20, 80)
    }

    func testTopLeadingAlignment() {
        let a = FakeSubview.fixed(100, 50, "a"), b = FakeSubview.fixed(20, 80, "b")
        layOut(ZStack(alignment: .topLeading, a, b), width: 300, height: 300)
        assertFrame(a, 0, 0, 100, 50)
        assertFrame(b, 0, 0, 20, 80)
    }

    func testEveryChildGetsTheSameProposal() {
        // A Color-like view and a 60×40 one in 300 × 200: the colour takes 300 × 200, so does the stack;
        // the small one is centred at (120, 80).
        let color = FakeSubview.flexible(), box = FakeSubview.fixed(60, 40)
        assertSize(layOut(ZStack(color, box), width: 300, height: 200), 300, 200)
        assertFrame(color, 0, 0, 300, 200)
        assertFrame(box, 120, 80, 60, 40)
    }

    func testHigherPriorityChildDecidesTheSize() {
        // The 60×40 box with layoutPriority(1) is sized first (60 × 40); the colour is then proposed
        // 60 × 40 and fills it; the stack is 60 × 40.
        let color = FakeSubview.flexible(), box = FakeSubview.fixed(60, 40).layoutPriority(1)
        assertSize(layOut(ZStack(color, box), width: 300, height: 200), 60, 40)
        assertFrame(color, 0, 0, 60, 40)
        XCTAssertEqual(color.placedProposal, ProposedViewSize(width: 60, height: 40))
    }

    func testEmptyZStackIsZero() {
        assertSize(ZStack().sizeThatFits(.infinity), 0, 0)
    }
}
