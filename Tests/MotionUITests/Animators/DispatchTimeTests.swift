import XCTest
@testable import MotionUI

private typealias Time = MotionUI.DispatchTime

final class DispatchTimeTests: XCTestCase {
    func testIssue10_NowIsTheCurrentHostsTime() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        host.advance(by: 0.5)
        host.scheduler.makingCurrent {
            XCTAssertEqual(Time.now().uptimeNanoseconds, 500_000_000)
        }
    }

    func testIssue10_ArithmeticInSecondsAndIntervals() {
        let t = Time(uptimeNanoseconds: 1_000_000_000)
        XCTAssertEqual((t + 0.5).uptimeNanoseconds, 1_500_000_000)
        XCTAssertEqual((t - 0.25).uptimeNanoseconds, 750_000_000)
        XCTAssertEqual((t + .milliseconds(250)).uptimeNanoseconds, 1_250_000_000)
        XCTAssertEqual((t + .seconds(2)).uptimeNanoseconds, 3_000_000_000)
        XCTAssertEqual((t + .microseconds(3)).uptimeNanoseconds, 1_000_003_000)
        XCTAssertEqual((t - .nanoseconds(5)).uptimeNanoseconds, 999_999_995)
        XCTAssertLessThan(t, t + 0.001)
    }

    func testIssue10_ArithmeticSaturatesAndIgnoresNaN() {
        let t = Time(uptimeNanoseconds: 1_000)
        XCTAssertEqual((t - 5).uptimeNanoseconds, 0, "never before the host's start")
        XCTAssertEqual(t + .infinity, Time.distantFuture)
        XCTAssertEqual(t + .never, Time.distantFuture)
        XCTAssertEqual(t + .nan, t)
        XCTAssertEqual(Time.distantFuture + 1, Time.distantFuture)
        XCTAssertEqual((t + .seconds(Int.max)), Time.distantFuture)
    }

    func testIssue10_ADistantFutureDeadlineNeverRuns() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let log = TimeLog()
        host.scheduler.makingCurrent {
            MotionUI.DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.note("never") }
            MotionUI.DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.note("past: next frame") }
        }
        host.advance(by: 10)
        XCTAssertEqual(log.entries, ["past: next frame"])
    }
}
