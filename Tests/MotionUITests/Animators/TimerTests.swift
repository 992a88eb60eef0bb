import XCTest
@testable import MotionUI

private final class Log: @unchecked Sendable { var times: [TimeInterval] = [] }

final class TimerTests: XCTestCase {
    func testIssue10_ARepeatingTimerFromOnAppearFiresAtExactFrames() {
        let host = ViewHost(TickerSample(interval: 0.25), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.25 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "ticks 0"), "frame 14: not yet")
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "ticks 1"), "frame 15 is 0.25 s")
        host.advance(by: 0.25)
        XCTAssertNotNil(host.frame(ofText: "ticks 2"))
    }

    func testIssue10_AdvancingHalfASecondFiresAQuarterSecondTimerTwice() {
        let host = ViewHost(TickerSample(interval: 0.25), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5)
        XCTAssertNotNil(host.frame(ofText: "ticks 2"))
    }

    func testIssue10_InvalidateStopsTheTimer() {
        let host = ViewHost(TickerSample(interval: 0.25), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.3)
        XCTAssertNotNil(host.frame(ofText: "ticks 1"))
        XCTAssertTrue(host.tap(text: "stop"))
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "ticks 1"))
    }

    func testIssue10_ALateFrameFiresOnceAndSkipsMissedFireTimes() {
        let host = ViewHost(TickerSample(interval: 0.1), size: CGSize(width: 200, height: 200))
        host.renderFrame(at: 0.35)   // 0.1, 0.2 and 0.3 have passed: one firing, as a run loop does
        XCTAssertNotNil(host.frame(ofText: "ticks 1"))
        host.renderFrame(at: 0.4)
        XCTAssertNotNil(host.frame(ofText: "ticks 2"), "back on the 0.1 s grid")
    }

    func testIssue10_ANonRepeatingTimerFiresOnceAndIsThenInvalid() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let log = Log()
        let timer = host.scheduler.makingCurrent {
            MotionUI.Timer.scheduledTimer(withTimeInterval: 0.11, repeats: false) { _ in log.times.append(host.time) }
        }
        XCTAssertTrue(timer.isValid)
        host.advance(by: 1)
        XCTAssertEqual(log.times.count, 1)
        XCTAssertEqual(log.times[0], 7.0 / 60, accuracy: 1e-9, "the first frame at or after 0.11 s is frame 7")
        XCTAssertFalse(timer.isValid)
    }

    func testIssue10_TheBlockGetsTheTimerAndCanInvalidateIt() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let log = Log()
        host.scheduler.makingCurrent {
            _ = MotionUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                log.times.append(host.time)
                if log.times.count == 3 { timer.invalidate() }
            }
        }
        host.advance(by: 5)
        XCTAssertEqual(log.times.count, 3)
        XCTAssertEqual(log.times.last!, 1.5, accuracy: 1e-9)
    }

    func testIssue10_AModelTimerAnimatesEachStep() {
        let host = ViewHost(CountdownSample(), size: CGSize(width: 300, height: 300))
        let square = { host.displayList.items.first { $0.kind != .text }!.bounds.minX }
        XCTAssertEqual(square(), 140, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertNotNil(host.frame(ofText: "left 2"))
        XCTAssertEqual(square(), 140, accuracy: 1e-9, "the write at 1 s starts a 0.5 s linear animation")
        host.advance(by: 0.25)
        XCTAssertEqual(square(), 190, accuracy: 1e-9, "half of 100 at half of 0.5 s")
        host.advance(by: 2)   // 3.25 s: the third step is half done
        XCTAssertNotNil(host.frame(ofText: "left 0"))
        XCTAssertEqual(square(), 140 + 200 + 50, accuracy: 1e-9)
        host.advance(by: 3)
        XCTAssertEqual(square(), 440, accuracy: 1e-9)
        XCTAssertNotNil(host.frame(ofText: "left 0"), "invalidated at zero")
    }

    func testIssue10_MotionsTimerIsAFoundationTimer() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let timer = host.scheduler.makingCurrent { MotionUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        let foundation: Foundation.Timer = timer
        XCTAssertTrue(foundation.isValid)
        foundation.invalidate()   // dynamic dispatch reaches Motion's override
        XCTAssertFalse(timer.isValid)
        XCTAssertTrue(host.scheduler.isIdle)
    }
}
