import XCTest
@testable import MotionCore

final class AnimatorRunSnapshotTests: XCTestCase {
    func testARunGoesFromTheOldTargetToTheNewWithItsProgress() throws {
        var x = Animator(0.0)
        x.setTarget(100, animation: .linear(duration: 2), at: 1)
        x.advance(to: 1.5)
        let run = try XCTUnwrap(x.runSnapshots.first)
        XCTAssertEqual(x.runSnapshots.count, 1)
        XCTAssertEqual(run.animation, .linear(duration: 2))
        XCTAssertEqual(run.start, 1)
        XCTAssertEqual(run.from, 0)
        XCTAssertEqual(run.to, 100)
        XCTAssertEqual(run.duration, 2)
        XCTAssertEqual(run.progress(at: 1.5), 0.25)
        XCTAssertEqual(run.progress(at: 0), 0, "clamped before the start")
        XCTAssertEqual(run.progress(at: 9), 1, "clamped after the end")
        XCTAssertFalse(run.isLogicallyComplete)
    }

    func testAddedRunsEachKeepTheirOwnEnds() {
        var x = Animator(0.0)
        x.setTarget(100, animation: .easeIn(duration: 1), at: 0)
        x.setTarget(40, animation: .easeOut(duration: 1), at: 0.5)
        XCTAssertEqual(x.runSnapshots.map(\.from), [0, 100])
        XCTAssertEqual(x.runSnapshots.map(\.to), [100, 40])
        XCTAssertEqual(x.runSnapshots.map(\.index), [0, 1])
    }

    func testAMergedSpringStartsFromThePresentationValue() throws {
        var x = Animator(0.0)
        x.setTarget(100, animation: .linear(duration: 1), at: 0)
        x.advance(to: 0.25)
        x.setTarget(50, animation: .linear(duration: 1), at: 0.25)
        x.setTarget(10, animation: .spring(response: 0.5, dampingFraction: 1), at: 0.25)
        let shown = x.value
        let run = try XCTUnwrap(x.runSnapshots.last)
        XCTAssertEqual(x.runSnapshots.count, 1, "the spring took over every run")
        XCTAssertEqual(run.from, shown, accuracy: 1e-12)
        XCTAssertEqual(run.to, 10)
        XCTAssertNil(run.duration, "a spring's length depends on the values")
        XCTAssertNil(run.progress(at: 1))
    }

    func testLogicalCompletionAndUnboundedLengths() throws {
        var x = Animator(0.0)
        x.setTarget(1, animation: .linear(duration: 2).logicallyComplete(after: 0.5), at: 0)
        x.advance(to: 0.6)
        XCTAssertEqual(x.runSnapshots.first?.isLogicallyComplete, true)
        var y = Animator(0.0)
        y.setTarget(1, animation: .linear(duration: 1).repeatForever(), at: 0)
        XCTAssertNil(try XCTUnwrap(y.runSnapshots.first).duration, "repeatForever has no finite length")
        XCTAssertEqual(Animation.linear(duration: 0).progress(since: 0, at: 0), 1, "a zero-length animation is done")
        XCTAssertEqual(Animation.linear(duration: 2).progress(since: 0, at: .nan), 0, "a NaN time counts as the start")
    }
}
