import XCTest
@testable import MotionCore

final class AnimationCompletionTests: XCTestCase {
    /// Starts `animation` 0 → 1 under a completion with `criteria` at frame 0, then steps frames of
    /// 1/60 s up to `frames`; returns the frames at which the completion ran.
    private func firingFrames(_ animation: Animation, _ criteria: AnimationCompletionCriteria,
                              frames: Int = 240) -> [Int] {
        var animator = Animator(0.0)
        var fired: [Int] = []
        var frame = 0
        withAnimation(animation, completionCriteria: criteria, {
            animator.setTarget(1, transaction: .current, at: 0)
        }, completion: { fired.append(frame) })
        for f in 1...frames {
            frame = f
            animator.advance(to: Double(f) / 60)
        }
        return fired
    }

    func testRampCompletesWhenRemovedUnderBothCriteria() {
        // A 1 s ramp never reports logical completion itself; it is removed at t = 1 = frame 60.
        XCTAssertEqual(firingFrames(.fixtureLinear(1), .logicallyComplete), [60])
        XCTAssertEqual(firingFrames(.fixtureLinear(1), .removed), [60])
    }

    func testLogicallyCompleteAfterFiresEarlier() {
        // logicallyComplete(after: 0.5): frame 30 for .logicallyComplete; removal stays at frame 60.
        let animation = Animation.fixtureLinear(1).logicallyComplete(after: 0.5)
        XCTAssertEqual(firingFrames(animation, .logicallyComplete), [30])
        XCTAssertEqual(firingFrames(animation, .removed), [60])
    }

    func testSpringCriteria() {
        // Spring fixture, response 0.5: logically complete at t ≥ 0.5 → frame 30; removed at
        // t ≥ 12/ω = 12·0.5/(2π) ≈ 0.95493 → frame 58 (57/60 = 0.95 falls short).
        XCTAssertEqual(firingFrames(.fixtureSpring(0.5), .logicallyComplete), [30])
        XCTAssertEqual(firingFrames(.fixtureSpring(0.5), .removed), [58])
    }

    func testRepeatsAndDelays() {
        // repeatCount(3) of a 1 s ramp: removed at frame 180; delay(0.5) of it: frame 210.
        XCTAssertEqual(firingFrames(Animation.fixtureLinear(1).repeatCount(3), .logicallyComplete), [180])
        XCTAssertEqual(firingFrames(Animation.fixtureLinear(1).repeatCount(3).delay(0.5), .removed), [210])
        // repeatForever never completes on its own.
        XCTAssertEqual(firingFrames(Animation.fixtureLinear(1).repeatForever(), .logicallyComplete), [])
        XCTAssertEqual(firingFrames(Animation.fixtureLinear(1).repeatForever(), .removed), [])
    }

    func testTakenOverBySpringCountsAsRemoved() {
        var animator = Animator(0.0)
        var firedA: [Int] = [], firedB: [Int] = []
        var frame = 0
        withAnimation(.fixtureSpring(0.5), completionCriteria: .removed, {
            animator.setTarget(1, transaction: .current, at: 0)
        }, completion: { firedA.append(frame) })
        for f in 1...200 {
            frame = f
            let t = Double(f) / 60
            if f == 12 {
                withAnimation(.fixtureSpring(0.5), completionCriteria: .removed, {
                    animator.setTarget(2, transaction: .current, at: t)
                }, completion: { firedB.append(frame) })
            }
            animator.advance(to: t)
        }
        XCTAssertEqual(firedA, [12])
        // B runs from frame 12 and is removed after 0.95493 s: frame 12 + 58 = 70.
        XCTAssertEqual(firedB, [70])
    }

    func testSnappedAwayCountsForBothCriteria() {
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            var animator = Animator(0.0)
            var fired: [Int] = []
            var frame = 0
            withAnimation(.fixtureLinear(1), completionCriteria: criteria, {
                animator.setTarget(1, transaction: .current, at: 0)
            }, completion: { fired.append(frame) })
            for f in 1...100 {
                frame = f
                if f == 10 { animator.setTarget(5, animation: nil, at: Double(f) / 60) }
                animator.advance(to: Double(f) / 60)
            }
            XCTAssertEqual(fired, [10])
        }
    }

    func testRemoveAllAnimationsReleasesForeverAnimations() {
        var animator = Animator(0.0)
        var fired = 0
        withAnimation(Animation.fixtureLinear(1).repeatForever(), completionCriteria: .removed, {
            animator.setTarget(1, transaction: .current, at: 0)
        }, completion: { fired += 1 })
        animator.advance(to: 100)
        XCTAssertEqual(fired, 0)
        animator.removeAllAnimations()
        XCTAssertEqual(fired, 1)
        animator.removeAllAnimations()
        XCTAssertEqual(fired, 1)
    }

    func testCopiesOfAnAnimatorLeaveOnce() {
        // Two animations under one group: a 1 s ramp on `a`, a 2 s ramp on `b`. A copy of `a` reports
        // the same animation finishing; if it left the group twice the group would fire at 1 s.
        var a = Animator(0.0), b = Animator(0.0)
        var fired = 0
        withAnimation(.fixtureLinear(1), {
            a.setTarget(1, transaction: .current, at: 0)
            withAnimation(.fixtureLinear(2)) { b.setTarget(1, transaction: .current, at: 0) }
        }, completion: { fired += 1 })
        var copy = a
        copy.advance(to: 1)
        a.advance(to: 1)
        XCTAssertFalse(copy.isAnimating || a.isAnimating)
        XCTAssertEqual(fired, 0)
        b.advance(to: 2)
        XCTAssertEqual(fired, 1)
    }

    func testGroupHoldsAndExtraReleases() {
        var fired = 0
        let group = AnimationCompletionGroup(criteria: .removed) { fired += 1 }
        group.hold()
        group.hold()
        group.endBlock()
        group.release()
        XCTAssertEqual(fired, 0)
        group.release()
        XCTAssertEqual(fired, 1)
        XCTAssertTrue(group.hasFired)
        group.release()        // extra: ignored
        group.hold()           // after firing: ignored
        group.endBlock()
        XCTAssertEqual(fired, 1)
    }

    func testAnimationsRegisteringAfterFiringAreIgnored() {
        var fired = 0
        var transaction = Transaction(animation: .fixtureLinear(1))
        transaction.addAnimationCompletion { fired += 1 }
        withTransaction(transaction) {}
        XCTAssertEqual(fired, 1)
        var late = Animator(0.0)
        late.setTarget(1, transaction: transaction, at: 0)   // the group has fired already
        XCTAssertEqual(transaction.completionGroups[0].pendingCount, 0)
        late.advance(to: 2)
        XCTAssertEqual(fired, 1)
    }

    func testHostHoldsDeferredWrites() {
        // A host records the write inside the block, holds the groups, and starts the animation on
        // the next frame; the completion must wait for that animation.
        var animator = Animator(0.0)
        var fired: [Int] = []
        var frame = 0
        var deferred: Transaction?
        withAnimation(.fixtureLinear(0.5), {
            let transaction = Transaction.current
            transaction.completionGroups.forEach { $0.hold() }
            deferred = transaction
        }, completion: { fired.append(frame) })
        XCTAssertEqual(fired, [])   // held, not fired at the end of the block
        for f in 1...90 {
            frame = f
            let t = Double(f) / 60
            if f == 1, let transaction = deferred {
                animator.setTarget(1, transaction: transaction, at: t)
                transaction.completionGroups.forEach { $0.release() }
            }
            animator.advance(to: t)
        }
        XCTAssertEqual(fired, [31])   // started at frame 1, 0.5 s = 30 frames later

        // Held, and the frame turns out to start nothing: fires at the release.
        var firedEmpty = 0
        var held: Transaction?
        withAnimation(.fixtureLinear(0.5), {
            held = Transaction.current
            held!.completionGroups.forEach { $0.hold() }
        }, completion: { firedEmpty += 1 })
        XCTAssertEqual(firedEmpty, 0)
        held!.completionGroups.forEach { $0.release() }
        XCTAssertEqual(firedEmpty, 1)
    }

    func testDeferringCompletions() {
        var log: [String] = []
        var animator = Animator(0.0)
        withAnimation(.fixtureLinear(1), { animator.setTarget(1, transaction: .current, at: 0) },
                      completion: { log.append("completion") })
        AnimationCompletionGroup.deferringCompletions {
            animator.advance(to: 1)
            log.append("after advance")
        }
        XCTAssertEqual(log, ["after advance", "completion"])
    }

    func testCriteriaAreDistinct() {
        XCTAssertNotEqual(AnimationCompletionCriteria.logicallyComplete, .removed)
        XCTAssertEqual(AnimationCompletionGroup(completion: {}).criteria, .logicallyComplete)
    }
}
