import XCTest
@testable import MotionCore

private struct Oops: Error {}

final class WithAnimationTests: XCTestCase {
    func testReturnsTheBodysResult() {
        XCTAssertEqual(withAnimation(.fixtureLinear(1)) { 42 }, 42)
        XCTAssertEqual(withTransaction(Transaction()) { "x" }, "x")
    }

    func testStackIsRestoredWhenTheBodyThrows() {
        XCTAssertThrowsError(try withAnimation(.fixtureLinear(1)) { throw Oops() })
        XCTAssertNil(Transaction.current.animation)
        XCTAssertTrue(Transaction.stack.isEmpty)
    }

    func testNilAnimationInsideAnAnimatedBlockSnaps() {
        var animator = Animator(0.0)
        withAnimation(.fixtureLinear(1)) {
            withAnimation(nil) { animator.setTarget(2, transaction: .current, at: 0) }
        }
        XCTAssertEqual(animator.value, 2)
        XCTAssertFalse(animator.isAnimating)
    }

    func testKeyPathVariantChangesOnlyThatField() {
        withAnimation(.fixtureLinear(1)) {
            withTransaction(\.disablesAnimations, true) {
                XCTAssertTrue(Transaction.current.disablesAnimations)
                XCTAssertEqual(Transaction.current.animation, .fixtureLinear(1))
            }
            XCTAssertFalse(Transaction.current.disablesAnimations)
        }
    }

    func testEmptyBlockCompletesWhenItEnds() {
        var fired = 0
        withAnimation(.fixtureLinear(1), {}, completion: { fired += 1 })
        XCTAssertEqual(fired, 1)
        // A change to the value it already has starts nothing either.
        var animator = Animator(1.0)
        withAnimation(.fixtureLinear(1), completionCriteria: .removed, {
            animator.setTarget(1, transaction: .current, at: 0)
            XCTAssertEqual(fired, 1)
        }, completion: { fired += 1 })
        XCTAssertEqual(fired, 2)
        // So does a snapped change.
        withAnimation(nil, { animator.setTarget(4, transaction: .current, at: 0) }, completion: { fired += 1 })
        XCTAssertEqual(fired, 3)
    }

    func testCompletionDoesNotFireInsideTheBlock() {
        // The animation finishes at once (bad speed) while the block is still running.
        var fired = 0
        var animator = Animator(0.0)
        withAnimation(Animation.fixtureLinear(1).speed(0), {
            animator.setTarget(1, transaction: .current, at: 0)
            XCTAssertFalse(animator.isAnimating)
            XCTAssertEqual(fired, 0)
        }, completion: { fired += 1 })
        XCTAssertEqual(fired, 1)
    }

    func testNestedBlocksOuterWaitsForInner() {
        // Outer: a 1 s ramp on `a`. Inner: a 2 s ramp on `b`. Frames of 1/60 s.
        // Inner completes at frame 120; the outer waits for it, so also at frame 120, not 60.
        var a = Animator(0.0), b = Animator(0.0)
        var outer: [Int] = [], inner: [Int] = []
        var frame = 0
        withAnimation(.fixtureLinear(1), {
            a.setTarget(1, transaction: .current, at: 0)
            XCTAssertEqual(Transaction.current.completionGroups.count, 1)
            withAnimation(.fixtureLinear(2), {
                XCTAssertEqual(Transaction.current.completionGroups.count, 2)
                b.setTarget(1, transaction: .current, at: 0)
            }, completion: { inner.append(frame) })
        }, completion: { outer.append(frame) })
        for f in 1...200 {
            frame = f
            a.advance(to: Double(f) / 60)
            b.advance(to: Double(f) / 60)
        }
        XCTAssertEqual(inner, [120])
        XCTAssertEqual(outer, [120])
    }

    func testNestedEmptyInnerBlockFiresAtItsEndButOuterWaits() {
        var a = Animator(0.0)
        var log: [String] = []
        withAnimation(.fixtureLinear(1), {
            a.setTarget(1, transaction: .current, at: 0)
            withAnimation(.fixtureLinear(1), {}, completion: { log.append("inner") })
            log.append("after inner")
        }, completion: { log.append("outer") })
        XCTAssertEqual(log, ["inner", "after inner"])
        a.advance(to: 1)
        XCTAssertEqual(log, ["inner", "after inner", "outer"])
    }

    func testReusedTransactionDoesNotEndOuterGroups() {
        // Passing the current transaction (which carries the outer group) to withTransaction must not
        // end the outer block early.
        var fired = 0
        var a = Animator(0.0)
        withAnimation(.fixtureLinear(1), {
            withTransaction(Transaction.current) {}
            XCTAssertEqual(fired, 0)
            a.setTarget(1, transaction: .current, at: 0)
        }, completion: { fired += 1 })
        XCTAssertEqual(fired, 0)
        a.advance(to: 1)
        XCTAssertEqual(fired, 1)
    }
}

/// withAnimation with the real default animation.
final class WithAnimationDefaultTests: XCTestCase {
    func testDefaultAnimationIsAnimationDefault() {
        withAnimation {
            XCTAssertEqual(Transaction.current.animation, .default)
        }
        var fired = false
        withAnimation {
            XCTAssertEqual(Transaction.current.animation, .default)
        } completion: {
            fired = true
        }
        XCTAssertTrue(fired)
    }

    func testShakeAttemptCompletesLogicallyAtTheResponse() {
        // The shake seed's right way: withAnimation(.default) { attempts += 1 } animates the effect's
        // animatableData 0 → 1. Animation.default has response 0.55 s, so `.logicallyComplete` fires at
        // the first frame with t ≥ 0.55: frame 33 (33/60 = 0.55).
        var attempts = Animator(CGFloat(0))
        var fired: [Int] = []
        var frame = 0
        withAnimation(.default, {
            attempts.setTarget(1, transaction: .current, at: 0)
        }, completion: { fired.append(frame) })
        for f in 1...120 {
            frame = f
            attempts.advance(to: Double(f) / 60)
        }
        XCTAssertEqual(fired, [33])
        XCTAssertEqual(attempts.value, 1)
    }
}
