import XCTest
@testable import MotionUI

final class ViewHostTests: XCTestCase {
    /// Shows the seconds since 1970 of the dates a timeline, a timer and a live text see.
    private struct Clock: View {
        @State private var ticked: TimeInterval = -1
        var body: some View {
            VStack {
                TimelineView(.periodic(from: .distantPast, by: 1)) { context in
                    Text("timeline \(Int(context.date.timeIntervalSince1970))")
                }
                Text("timer \(Int(ticked))")
                    .onReceive(Timer.publish(every: 2, on: .main, in: .common).autoconnect()) { ticked = $0.timeIntervalSince1970 }
                Text(Date(timeIntervalSince1970: 45_296), style: .time)
                    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
    }

    /// The rule: the dates a host's views see are its start date plus its time (the epoch by
    /// default), so a window started at the wall clock shows the time of day.
    func testTheViewsSeeTheStartDatePlusTheHostsTime() {
        let start = Date(timeIntervalSince1970: 45_296)   // 1970-01-01 12:34:56 UTC
        let host = ViewHost(Clock(), size: CGSize(width: 320, height: 200), startDate: start)
        XCTAssertEqual(host.startDate, start)
        XCTAssertNotNil(host.item(text: "timeline 45296"))
        host.advance(by: 2)
        XCTAssertNotNil(host.item(text: "timeline 45298"))
        XCTAssertNotNil(host.item(text: "timer 45298"), "Timer.publish sends the host's date")
        XCTAssertNotNil(host.item(text: "12:34\u{202F}PM"), "a date written as a time of day")
    }

    func testByDefaultAHostStartsAtTheEpoch() {
        let host = ViewHost(Clock(), size: CGSize(width: 320, height: 200))
        XCTAssertEqual(host.startDate, Date(timeIntervalSince1970: 0))
        host.advance(by: 2)
        XCTAssertNotNil(host.item(text: "timeline 2"))
        XCTAssertNotNil(host.item(text: "timer 2"))
    }

    /// A live timer started from "now" in the view (`Date()` where the host's date is now) counts
    /// from zero, wherever the host's clock started.
    func testALiveTimerFromTheHostsNowCountsFromZero() {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let host = ViewHost(Text(start, style: .timer), size: CGSize(width: 320, height: 200), startDate: start)
        XCTAssertNotNil(host.item(text: "0:00"))
        host.advance(by: 5)
        XCTAssertNotNil(host.item(text: "0:05"))
    }
}

extension ViewHostTests {
    /// A screen reader reads a date text as it is shown.
    func testADateTextIsReadAsShown() {
        let host = ViewHost(Text(Date(timeIntervalSince1970: 0), style: .timer), size: CGSize(width: 200, height: 100),
                            startDate: Date(timeIntervalSince1970: 0))
        host.advance(by: 3)
        XCTAssertNotNil(host.item(text: "0:03"))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["0:03"])
    }
}
