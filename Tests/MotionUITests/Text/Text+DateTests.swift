import XCTest
@testable import MotionUI

final class TextDateTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func shown(_ host: ViewHost<some View>) -> [String] {
        host.displayList.texts.compactMap(\.text)
    }

    /// The host clock's date is `Date(timeIntervalSince1970: host seconds)`: a timer from date 0
    /// reads the host's seconds.
    func testATimerFollowsTheHostClockExactly() {
        let hourAgo = ViewHost(Text(Date(timeIntervalSince1970: -3599), style: .timer), size: size)
        XCTAssertEqual(shown(hourAgo), ["59:59"])
        hourAgo.advance(by: 1)
        XCTAssertEqual(shown(hourAgo), ["1:00:00"])
        let host = ViewHost(Text(Date(timeIntervalSince1970: 0), style: .timer), size: size)
        XCTAssertEqual(shown(host), ["0:00"])
        host.advance(by: 5)
        XCTAssertEqual(shown(host), ["0:05"])
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), ["0:05"])
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), ["0:06"])
    }

    /// The string is written again only when it may change (a clock timer at the next whole
    /// second), not every frame: frames between draw nothing afresh and advance no node.
    func testATimerRedrawsOnlyWhenItsStringChanges() {
        let host = ViewHost(Text(Date(timeIntervalSince1970: 0), style: .timer), size: size)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        host.advance(by: 0.5)
        XCTAssertEqual(host.graph.drawnNodes, 0, "nothing changed at 0.5 s")
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        host.advance(by: 0.5)
        XCTAssertGreaterThan(host.graph.drawnNodes, 0, "0:00 became 0:01")
        XCTAssertEqual(shown(host), ["0:01"])
    }

    func testACountdownStopsAtZero() {
        let start = Date(timeIntervalSince1970: 0)
        let host = ViewHost(Text(timerInterval: start...start.addingTimeInterval(3)), size: size)
        XCTAssertEqual(shown(host), ["0:03"])
        host.advance(by: 1)
        XCTAssertEqual(shown(host), ["0:02"])
        host.advance(by: 2)
        XCTAssertEqual(shown(host), ["0:00"])
        XCTAssertTrue(host.graph.timers.allSatisfy(\.isCancelled) || host.graph.timers.isEmpty, "no timer left once over")
        host.advance(by: 10)
        XCTAssertEqual(shown(host), ["0:00"])
    }

    func testAPausedTimerStopsAtItsPause() {
        let start = Date(timeIntervalSince1970: 0)
        let host = ViewHost(Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start.addingTimeInterval(2),
                                 countsDown: false), size: size)
        host.advance(by: 1)
        XCTAssertEqual(shown(host), ["0:01"])
        host.advance(by: 9)
        XCTAssertEqual(shown(host), ["0:02"])
    }

    /// A timer interpolated into a text literal, or concatenated, ticks in place with its style.
    func testALiveDateInsideATextTicks() {
        let zero = Date(timeIntervalSince1970: 0)
        let host = ViewHost(VStack {
            Text("Ends in \(zero.addingTimeInterval(10), style: .timer)")
            Text("Up ") + Text(zero, style: .timer).bold()
        }, size: size)
        XCTAssertEqual(shown(host), ["Ends in 0:10", "Up ", "0:00"])
        host.advance(by: 4)
        XCTAssertEqual(shown(host), ["Ends in 0:06", "Up ", "0:04"])
    }

    func testRelativeAndOffsetFollowTheClock() {
        let zero = Date(timeIntervalSince1970: 0)
        let host = ViewHost(VStack {
            Text(zero.addingTimeInterval(200), style: .relative)
            Text(zero.addingTimeInterval(200), style: .offset)
        }, size: size)
        XCTAssertEqual(shown(host), ["3 min, 20 sec", "+3 minutes"])
        host.advance(by: 81)
        XCTAssertEqual(shown(host), ["1 min, 59 sec", "+1 minute"])
        host.advance(by: 219)
        XCTAssertEqual(shown(host), ["1 min, 40 sec", "-1 minute"])
    }

    func testDatesAreWrittenInTheEnvironmentsLocaleAndTimeZone() {
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)   // 2019-06-08 13:20 UTC
        let host = ViewHost(VStack {
            Text(afternoon, style: .date)
            Text(afternoon, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
            Text(afternoon, style: .date).environment(\.locale, Locale(identifier: "de_DE"))
        }, size: size)
        XCTAssertEqual(shown(host), ["June 8, 2019", "3:20\u{202F}PM", "8. Juni 2019"])
    }

    /// A text whose date changes with state shows the new one.
    func testANewDateFromTheBodyIsShown() {
        struct Stopwatch: View {
            @State var start = Date(timeIntervalSince1970: 0)
            var body: some View {
                VStack {
                    Text(start, style: .timer)
                    Text("reset").onTapGesture { start = Date(timeIntervalSince1970: 5) }
                }
            }
        }
        let host = ViewHost(Stopwatch(), size: size)
        host.advance(by: 7)
        XCTAssertEqual(shown(host).first, "0:07")
        XCTAssertTrue(host.tap(text: "reset"))
        host.advance(by: 0.01)
        XCTAssertEqual(shown(host).first, "0:02")
    }

    /// The text initialisers of public SwiftUI animation samples compile unchanged and show, at a
    /// fixed date, what SwiftUI shows in en_US / UTC.
    func testTheSwiftUISampleTextInitialisersCompileAndShowTheirStrings() {
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)   // 2019-06-08 13:20 UTC
        let zero = Date(timeIntervalSince1970: 0)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.timeStyle = .short
        let host = ViewHost(VStack {
            Text(afternoon, style: .time)
            Text(zero, style: .timer)
            Text(zero.addingTimeInterval(135), style: .relative)
            Text(afternoon, style: .date)
            Text(timerInterval: zero...zero.addingTimeInterval(60), countsDown: true)
            Text(afternoon, format: .dateTime.hour().minute())
            Text(2.0 / 3, format: .number.precision(.fractionLength(2)))
            Text(0.42, format: .percent)
            Text(["Ada", "Grace"], format: .list(type: .and))
            Text(afternoon, formatter: formatter)
            Text("\(Image(systemName: "heart.fill")) Like")
        }, size: CGSize(width: 300, height: 400))
        XCTAssertEqual(shown(host), ["1:20\u{202F}PM", "0:00", "2 min, 15 sec", "June 8, 2019", "1:00", "1:20\u{202F}PM", "0.67",
                                     "42%", "Ada and Grace", "1:20\u{202F}PM", " Like"])
        XCTAssertTrue(host.displayList.items.contains { $0.kind == .fill(shape: "symbol(heart.fill)") })
    }

    /// The clock timer of a live text holds its node weakly: a released host frees the node.
    func testAReleasedHostFreesALiveText() throws {
        weak var node: ViewNode?
        do {
            let host = ViewHost(Text(Date(timeIntervalSince1970: 0), style: .timer), size: size)
            host.advance(by: 1)
            node = try XCTUnwrap(textNode(under: host.graph.root))
            XCTAssertFalse(host.graph.timers.isEmpty, "a timer waits for the next second")
        }
        XCTAssertNil(node)
    }

    private func textNode(under node: ViewNode?) -> TextNode? {
        guard let node else { return nil }
        if let text = node as? TextNode { return text }
        return node.children.lazy.compactMap { self.textNode(under: $0) }.first
    }
}
