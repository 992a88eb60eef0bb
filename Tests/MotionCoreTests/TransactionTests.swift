import XCTest
@testable import MotionCore

private struct DragKey: TransactionKey { static var defaultValue: Bool { false } }
private struct LabelKey: TransactionKey { static var defaultValue: String { "none" } }

final class TransactionTests: XCTestCase {
    func testDefaults() {
        let t = Transaction()
        XCTAssertNil(t.animation)
        XCTAssertFalse(t.disablesAnimations)
        XCTAssertFalse(t.isContinuous)
        XCTAssertTrue(t.completionGroups.isEmpty)
        XCTAssertEqual(Transaction(animation: .fixtureLinear(1)).animation, .fixtureLinear(1))
    }

    func testKeyedValues() {
        var t = Transaction()
        XCTAssertFalse(t[DragKey.self])
        XCTAssertEqual(t[LabelKey.self], "none")
        t[DragKey.self] = true
        t[LabelKey.self] = "drag"
        XCTAssertTrue(t[DragKey.self])
        XCTAssertEqual(t[LabelKey.self], "drag")
        let copy = t
        t[LabelKey.self] = "changed"
        XCTAssertEqual(copy[LabelKey.self], "drag")   // a value type
    }

    func testCurrentOutsideAnyBlockIsEmpty() {
        XCTAssertNil(Transaction.current.animation)
        XCTAssertTrue(Transaction.current.completionGroups.isEmpty)
    }

    func testCurrentFollowsTheInnermostBlock() {
        var t = Transaction(animation: .fixtureLinear(1))
        t[LabelKey.self] = "outer"
        withTransaction(t) {
            XCTAssertEqual(Transaction.current.animation, .fixtureLinear(1))
            withAnimation(.fixtureLinear(2)) {
                XCTAssertEqual(Transaction.current.animation, .fixtureLinear(2))
                XCTAssertEqual(Transaction.current[LabelKey.self], "outer")   // derived from the outer one
            }
            XCTAssertEqual(Transaction.current.animation, .fixtureLinear(1))
        }
        XCTAssertNil(Transaction.current.animation)
    }

    func testDisablesAnimationsSnaps() {
        var animator = Animator(0.0)
        var t = Transaction(animation: .fixtureLinear(1))
        t.disablesAnimations = true
        animator.setTarget(3, transaction: t, at: 0)
        XCTAssertEqual(animator.value, 3)
        XCTAssertFalse(animator.isAnimating)
        t.disablesAnimations = false
        animator.setTarget(5, transaction: t, at: 0)
        XCTAssertTrue(animator.isAnimating)
    }

    func testAddAnimationCompletion() {
        var fired = 0
        var animator = Animator(0.0)
        var t = Transaction(animation: .fixtureLinear(1))
        t.addAnimationCompletion(criteria: .removed) { fired += 1 }
        withTransaction(t) { animator.setTarget(1, transaction: .current, at: 0) }
        XCTAssertEqual(fired, 0)
        animator.advance(to: 0.5)
        XCTAssertEqual(fired, 0)
        animator.advance(to: 1)
        XCTAssertEqual(fired, 1)
    }

    func testEffectiveAnimationIsNilWhenAnimationsAreDisabled() {
        var transaction = Transaction(animation: .easeIn)
        XCTAssertEqual(transaction.effectiveAnimation, .easeIn)
        transaction.disablesAnimations = true
        XCTAssertNil(transaction.effectiveAnimation)
        XCTAssertEqual(transaction.animation, .easeIn, "the animation itself is kept")
    }
}
