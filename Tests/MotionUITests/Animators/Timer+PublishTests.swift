import XCTest
@testable import MotionUI

final class TimerPublishTests: XCTestCase {
    func testIssue10_ASinkOnATimerPublisherTicksOnTheHostsClock() {
        let host = ViewHost(StopwatchSample(), size: CGSize(width: 200, height: 200))
        host.advance(by: 1 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "0 s"))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "1 s"))
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "3 s"))
        XCTAssertTrue(host.tap(text: "stop"))   // releasing the cancellable stops the timer
        host.advance(by: 5)
        XCTAssertNotNil(host.frame(ofText: "3 s"))
        XCTAssertTrue(host.scheduler.isIdle)
    }

    func testIssue10_TheSinkGetsTheHostsTimeAsTheDate() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        var dates: [Date] = []
        let subscription = host.scheduler.makingCurrent {
            MotionUI.Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { dates.append($0) }
        }
        host.advance(by: 1)
        XCTAssertEqual(dates.map(\.timeIntervalSince1970), [0.5, 1.0])
        subscription.cancel()
    }

    func testIssue10_OnReceiveOfATimerStillUsesTheViewsOwnTimer() {
        struct Pulse: View {
            @State private var count = 0
            var body: some View {
                Text("pulse \(count)").onReceive(MotionUI.Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in count += 1 }
            }
        }
        let host = ViewHost(Pulse(), size: CGSize(width: 200, height: 200))
        host.advance(by: 1)
        XCTAssertNotNil(host.frame(ofText: "pulse 2"))
        XCTAssertTrue(host.scheduler.isIdle, "the graph's timer, not a subscription")
    }
}
