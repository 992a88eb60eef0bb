import XCTest
@testable import MotionUI

final class AnimatedValueTests: XCTestCase {
    /// Issue 13, found by the graph fuzzer (seed 432, shrunk): an item inserted under an animation
    /// with a completion handler, then removed at once by an unanimated change, took its
    /// insertion animation with it and the handler never ran.
    func testIssue13_aCompletionRunsOnceWhenItsAnimatedViewIsRemovedWithoutAnimation() {
        struct Items: View {
            let ids: [Int]
            var body: some View {
                VStack { ForEach(ids, id: \.self) { Text("item \($0)") } }
            }
        }
        let host = ViewHost(Items(ids: [0]), size: CGSize(width: 200, height: 200))
        var completions = 0
        withAnimation(.easeOut(duration: 0.25).delay(0.1), {
            host.content = Items(ids: [3])
        }, completion: { completions += 1 })
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(completions, 0, "item 3 is still fading in, item 0 still fading out")
        host.content = Items(ids: [0])   // no animation: item 3 leaves at once, item 0 comes back
        host.advance(by: 1.0 / 60)
        // Item 0's fade-out of the first change still runs (0.1 s delay + 0.25 s); then the handler runs.
        host.advance(by: 0.4)
        XCTAssertEqual(completions, 1)
        host.advance(by: 1)
        XCTAssertEqual(completions, 1, "once")
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue13_anAttributeThatGoesAwayEndsItsAnimationsAsRemoved() {
        var completions = 0
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion { completions += 1 }
        let group = transaction.completionGroups[0]
        var value: AnimatedValue<Double>? = AnimatedValue(0)
        value?.setTarget(1, transaction: transaction, at: 0)
        group.endBlock()
        XCTAssertEqual(completions, 0, "the animation runs")
        value = nil
        XCTAssertNil(value)
        XCTAssertEqual(completions, 1, "removed with its attribute: the group no longer waits on it")
    }

    func testIssue14_setTargetIfChangedSaysWhetherTheOwnerMustAnimate() {
        let value = AnimatedValue(1.0)
        XCTAssertFalse(value.setTarget(1, transaction: Transaction(animation: .linear(duration: 1)), at: 0, ifChanged: true),
                       "the same target: nothing to do, even under an animation")
        XCTAssertFalse(value.setTarget(2, transaction: Transaction(), at: 0, ifChanged: true), "a snap")
        XCTAssertEqual(value.value, 2)
        XCTAssertTrue(value.setTarget(3, transaction: Transaction(animation: .linear(duration: 1)), at: 0, ifChanged: true))
        value.advance(to: 0.5)
        XCTAssertEqual(value.value, 2.5, accuracy: 1e-12, "halfway from 2 to 3")
        XCTAssertEqual(value.target, 3)
    }
}
