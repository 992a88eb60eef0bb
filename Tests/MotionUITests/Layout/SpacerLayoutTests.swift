import XCTest
@testable import MotionUI

/// Spacer sizing, priority and spacing.
final class SpacerLayoutTests: XCTestCase {
    func testAlongTheStackAxisOnly() {
        let spacer = SpacerLayout()
        let p = ProposedViewSize(width: 300, height: 400)
        assertSize(spacer.sizeThatFits(p, axis: .vertical), 0, 400)
        assertSize(spacer.sizeThatFits(p, axis: .horizontal), 300, 0)
        // Below the minimum (8) or unspecified: the minimum.
        assertSize(spacer.sizeThatFits(ProposedViewSize(width: 3, height: 3), axis: .horizontal), 8, 0)
        assertSize(spacer.sizeThatFits(.unspecified, axis: .vertical), 0, 8)
    }

    func testOutsideAStackBothAxes() {
        assertSize(SpacerLayout().sizeThatFits(ProposedViewSize(width: 100, height: 50), axis: nil), 100, 50)
        assertSize(SpacerLayout().sizeThatFits(.unspecified, axis: nil), 8, 8)
        assertSize(SpacerLayout(minLength: 0).sizeThatFits(.zero, axis: nil), 0, 0)
        // In a ZStack a spacer fills the proposal: ZStack { Spacer } in 120 × 30 → 120 × 30.
        assertSize(ZStack(FakeSubview.spacer()).sizeThatFits(ProposedViewSize(width: 120, height: 30)), 120, 30)
    }

    func testMinLengthRules() {
        XCTAssertEqual(SpacerLayout().resolvedMinLength, 8)
        XCTAssertEqual(SpacerLayout(minLength: 20).resolvedMinLength, 20)
        XCTAssertEqual(SpacerLayout(minLength: -4).resolvedMinLength, 0)
        XCTAssertEqual(SpacerLayout(minLength: .nan).resolvedMinLength, 8)
        XCTAssertEqual(SpacerLayout(minLength: .infinity).resolvedMinLength, 8)
        XCTAssertEqual(SpacerLayout.layoutPriority, -.infinity)
    }

    func testSpacingIsZeroAlongTheAxis() {
        XCTAssertEqual(SpacerLayout().spacing(axis: .horizontal), ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0))
        XCTAssertEqual(SpacerLayout().spacing(axis: .vertical), ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil))
        XCTAssertEqual(SpacerLayout().spacing(axis: nil), .zero)
    }

    func testSpacerInsideAModifierStillFollowsTheStackAxis() {
        // HStack { 50×10; Spacer().padding(.leading, 4) } in 200. The padding passes the stack axis and the
        // spacer's priority (−∞) on, and resets its leading edge: the gap is 8, so 192 are available.
        // The box goes first with the padded spacer's minimum (8 + 4 = 12) set aside: offered 180, takes 50.
        // The padded spacer is offered 192 − 50 = 142; its spacer is proposed 142 − 4 = 138 and takes it.
        // Total 50 + 8 + 142 = 200; the spacer at x 58 + 4 = 62, y (10 − 0) / 2 = 5.
        let box = FakeSubview.fixed(50, 10), spacer = FakeSubview.spacer()
        assertSize(layOut(HStack(box, spacer.padding(.leading, 4)), width: 200, height: 100), 200, 10)
        XCTAssertEqual(spacer.stackAxis, .horizontal)
        assertFrame(spacer, 62, 5, 138, 0)
    }
}
