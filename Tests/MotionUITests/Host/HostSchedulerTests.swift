import XCTest
@testable import MotionUI

final class HostSchedulerTests: XCTestCase {
    func testIssue10_WorkGoesToTheHostBuildingAFrame() {
        let first = ViewHost(Text("a"), size: CGSize(width: 100, height: 100))
        let second = ViewHost(Text("b"), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(HostScheduler.current === second.scheduler, "outside any frame: the latest host")
        let log = TimeLog()
        first.scheduler.makingCurrent {
            XCTAssertTrue(HostScheduler.current === first.scheduler)
            MotionUI.DispatchQueue.main.async { log.note("first") }
        }
        second.advance(by: 1)
        XCTAssertEqual(log.entries, [], "the second host does not run the first's work")
        first.advance(by: 1.0 / 60)
        XCTAssertEqual(log.entries, ["first"])
    }

    func testIssue10_WorkQueuedWithNoHostAliveWaitsForTheNextHost() {
        let log = TimeLog()
        do {
            _ = ViewHost(Text("gone"), size: CGSize(width: 100, height: 100))
        }
        let orphan = HostScheduler.current
        orphan.schedule(at: 0.5) { log.note("delayed") }
        orphan.async { log.note("queued") }
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        XCTAssertFalse(orphan === host.scheduler)
        XCTAssertTrue(orphan.isIdle, "adopted")
        XCTAssertEqual(log.entries, ["queued"], "the new host's first frame ran the queued work")
        host.advance(by: 0.5)
        XCTAssertEqual(log.entries, ["queued", "delayed"])
    }

    func testIssue10_ARepeatingEntryKeepsItsGridAndCancelStopsIt() {
        let scheduler = HostScheduler()
        let log = TimeLog()
        let entry = scheduler.scheduleRepeating(every: 0.3) { log.note("tick") }
        scheduler.run(until: 0.29)
        XCTAssertEqual(log.entries.count, 0)
        scheduler.run(until: 0.3)
        scheduler.run(until: 0.6)
        XCTAssertEqual(log.entries.count, 2)
        XCTAssertEqual(entry.due, 0.9, accuracy: 1e-12)
        scheduler.cancel(entry)
        scheduler.run(until: 5)
        XCTAssertEqual(log.entries.count, 2)
        XCTAssertTrue(scheduler.isIdle)
    }

    func testIssue10_BadIntervalsAreRaisedToATenthOfAMillisecond() {
        let scheduler = HostScheduler()
        let entry = scheduler.scheduleRepeating(every: .nan) {}
        XCTAssertEqual(entry.interval, 0.0001)
        XCTAssertEqual(scheduler.scheduleRepeating(every: -1) {}.interval, 0.0001)
    }
}
