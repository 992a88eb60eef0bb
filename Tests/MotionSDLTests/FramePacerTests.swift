import XCTest
@testable import MotionSDL

final class FramePacerTests: XCTestCase {
    func testSleepsTheRestWhenPresentReturnedEarly() {
        let pacer = FramePacer(targetInterval: 1.0 / 60)
        // 4 ms of work and an immediate present: sleep 1/60 − 0.004 = 0.0126667 s.
        XCTAssertEqual(pacer.sleepDuration(frameStart: 2, now: 2.004), 1.0 / 60 - 0.004, accuracy: 1e-9)
        // Nothing drawn at all: sleep the whole interval.
        XCTAssertEqual(pacer.sleepDuration(frameStart: 2, now: 2), 1.0 / 60, accuracy: 1e-12)
    }

    func testDoesNotSleepWhenVSyncWaited() {
        let pacer = FramePacer(targetInterval: 1.0 / 60)
        XCTAssertEqual(pacer.sleepDuration(frameStart: 0, now: 0.0166), 0)   // 0.07 ms short: jitter
        XCTAssertEqual(pacer.sleepDuration(frameStart: 0, now: 0.015), 0)    // 1.67 ms short: within the 2 ms slack
        XCTAssertEqual(pacer.sleepDuration(frameStart: 0, now: 0.05), 0)     // a slow frame
    }

    func testRefreshRates() {
        XCTAssertEqual(FramePacer(refreshRate: 120).targetInterval, 1.0 / 120, accuracy: 1e-15)
        XCTAssertEqual(FramePacer(refreshRate: 0).targetInterval, 1.0 / 60)
        XCTAssertEqual(FramePacer(refreshRate: .nan).targetInterval, 1.0 / 60)
        XCTAssertEqual(FramePacer(targetInterval: -1).targetInterval, 1.0 / 60)
        XCTAssertEqual(FramePacer(slack: .nan).slack, 0.002)
    }

    func testBadTimesGiveNoSleep() {
        let pacer = FramePacer()
        XCTAssertEqual(pacer.sleepDuration(frameStart: .nan, now: 1), 0)
        XCTAssertEqual(pacer.sleepDuration(frameStart: 0, now: .infinity), 0)
        // A clock going backwards counts as zero elapsed: a full interval.
        XCTAssertEqual(pacer.sleepDuration(frameStart: 5, now: 4), 1.0 / 60, accuracy: 1e-12)
    }
}
