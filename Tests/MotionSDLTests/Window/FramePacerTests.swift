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

    func testTheScheduleTakesOversleepOffTheNextFrame() {
        let pacer = FramePacer(targetInterval: 0.010)
        // The first frame starts the schedule.
        XCTAssertEqual(pacer.scheduledStart(frameStart: 1, previousStart: nil), 1)
        // Woken 0.3 ms late: the frame counts from 1.010, so its sleep ends at 1.020 again.
        XCTAssertEqual(pacer.scheduledStart(frameStart: 1.0103, previousStart: 1), 1.010, accuracy: 1e-12)
        XCTAssertEqual(pacer.sleepDuration(frameStart: 1.010, now: 1.0143), 0.0057, accuracy: 1e-12)
        // A vsync'd frame a little early keeps the schedule too (and then sleeps nothing).
        XCTAssertEqual(pacer.scheduledStart(frameStart: 1.0095, previousStart: 1), 1.010, accuracy: 1e-12)
        // A whole interval or more off the schedule: a new one from the frame's own start.
        XCTAssertEqual(pacer.scheduledStart(frameStart: 1.020, previousStart: 1), 1.020)
        XCTAssertEqual(pacer.scheduledStart(frameStart: 1.5, previousStart: 1), 1.5)
        XCTAssertEqual(pacer.scheduledStart(frameStart: 0.5, previousStart: 1), 0.5, "a clock that went back")
        XCTAssertEqual(pacer.scheduledStart(frameStart: 2, previousStart: .nan), 2)
        XCTAssertTrue(pacer.scheduledStart(frameStart: .nan, previousStart: 1).isNaN)
        // Frames that each oversleep 0.3 ms still average one interval: 100 frames end at 1 s.
        var start: TimeInterval? = nil
        var now = 0.0
        for _ in 0..<100 {
            let scheduled = pacer.scheduledStart(frameStart: now, previousStart: start)
            now += 0.002                                                      // work and present
            now += pacer.sleepDuration(frameStart: scheduled, now: now) + 0.0003   // oversleeps
            start = scheduled
        }
        XCTAssertEqual(now, 1.0003, accuracy: 1e-9)
    }
}
