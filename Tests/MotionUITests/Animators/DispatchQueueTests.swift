import XCTest
@testable import MotionUI

private typealias Queue = MotionUI.DispatchQueue

final class DispatchQueueTests: XCTestCase {
    func testIssue10_AsyncAfterRunsInDueOrderAtExactFrames() {
        let log = TimeLog()
        let host = ViewHost(DelaysSample(log: log), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.1)   // the tap happens at 0.1 s
        XCTAssertTrue(host.tap(text: "idle"))
        XCTAssertEqual(log.entries, ["tap", "async"], "async work runs right after the event")
        host.advance(by: 0.25 - 1.0 / 60)
        XCTAssertEqual(log.entries, ["tap", "async"])
        host.advance(by: 1.0 / 60)   // 0.35 s
        XCTAssertEqual(log.entries, ["tap", "async", "b 0.25", "c 0.25"], "equal deadlines in the order scheduled")
        host.advance(by: 0.25 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "idle"))
        host.advance(by: 1.0 / 60)   // 0.6 s
        XCTAssertEqual(log.entries, ["tap", "async", "b 0.25", "c 0.25", "a 0.5"])
        XCTAssertNotNil(host.frame(ofText: "done"), "its state write shows in the same frame")
    }

    func testIssue10_AsyncAfterFromOnAppear() {
        let host = ViewHost(DelayedAppearanceSample(), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "waiting"))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "shown"))
    }

    func testIssue10_ACancelledWorkItemDoesNotRun() {
        let log = TimeLog()
        let host = ViewHost(DebounceSample(log: log), size: CGSize(width: 200, height: 200))
        host.tap(text: "type")
        host.advance(by: 0.2)
        host.tap(text: "type")   // cancels the first; the second is due at 0.5 s
        host.advance(by: 0.2)
        XCTAssertEqual(log.entries, [])
        host.advance(by: 0.1)
        XCTAssertEqual(log.entries, ["search"])
        host.advance(by: 1)
        XCTAssertEqual(log.entries, ["search"])
    }

    func testIssue10_MainAsyncRunsAtTheNextFrameInOrder() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let log = TimeLog()
        host.scheduler.makingCurrent {
            Queue.main.async { log.note("1") }
            Queue.main.async {
                log.note("2")
                Queue.main.async { log.note("4: queued while running, waits for the next point") }
            }
            Queue.main.async { log.note("3") }
        }
        XCTAssertEqual(log.entries, [])
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.entries, ["1", "2", "3", "4: queued while running, waits for the next point"],
                       "the frame runs queued work before and after its timers")
    }

    func testIssue10_MainSyncOnTheMainThreadRunsAtOnce() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(Queue.main.sync { 6 * 7 }, 42)
        XCTAssertEqual(Queue.main.label, "com.apple.main-thread")
        XCTAssertNil(Queue.main.underlying)
    }

    func testIssue10_OtherQueuesAreRealDispatchQueues() {
        let queue = Queue(label: "motion.test")
        XCTAssertEqual(queue.label, "motion.test")
        XCTAssertEqual(queue.sync { 1 + 1 }, 2)
        let done = expectation(description: "global async")
        Queue.global().async { done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testIssue10_WorkFromAnotherThreadRunsOnTheHostsThread() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let log = TimeLog()
        let queued = expectation(description: "queued")
        let scheduler = host.scheduler
        Queue.global().async {
            scheduler.async { log.note(Thread.isMainThread ? "main" : "other") }
            queued.fulfill()
        }
        wait(for: [queued], timeout: 5)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.entries, ["main"])
    }
}
