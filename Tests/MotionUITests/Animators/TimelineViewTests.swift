import XCTest
@testable import MotionUI

final class TimelineViewTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    /// Collects the dates a timeline view's content was made with.
    private final class Dates {
        var seconds: [TimeInterval] = []
    }

    private func timeline<S: TimelineSchedule>(_ schedule: S, _ dates: Dates) -> some View {
        TimelineView(schedule) { context in
            let _ = dates.seconds.append(context.date.timeIntervalSince1970)
            Tick(seconds: context.date.timeIntervalSince1970)
        }
    }

    private struct Tick: View {
        let seconds: TimeInterval
        var body: some View { Text(String(format: "%.3f", seconds)) }
    }

    private func assertSeconds(_ actual: [TimeInterval], _ expected: [TimeInterval],
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
        // A date near 1970 resolves 2⁻²³ s (≈ 0.12 µs).
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 2e-7, file: file, line: line) }
    }

    func testIssue12_AnimationScheduleUpdatesEveryFrameWithTheHostDate() {
        let dates = Dates()
        let host = ViewHost(timeline(.animation, dates), size: size)
        XCTAssertEqual(dates.seconds, [0])
        host.advance(by: 0.5)
        // 30 frames of 1/60 s, one update each; the last date is the host's 0.5 s.
        XCTAssertEqual(dates.seconds.count, 31)
        XCTAssertEqual(dates.seconds.last!, 0.5)
        XCTAssertEqual(host.displayList.texts.first?.text, "0.500")
    }

    func testIssue12_PeriodicScheduleUpdatesOncePerInterval() {
        let dates = Dates()
        let host = ViewHost(timeline(.periodic(from: Date(timeIntervalSince1970: 0), by: 1), dates), size: size)
        let bodies = host.bodyEvaluationCount
        host.advance(by: 3.5)
        assertSeconds(dates.seconds, [0, 1, 2, 3])
        // The content's own body re-ran at each date and only then.
        XCTAssertEqual(host.bodyEvaluationCount - bodies, 3)
    }

    func testIssue12_PeriodicScheduleKeepsTheStartDatesPhase() {
        let dates = Dates()
        let host = ViewHost(timeline(.periodic(from: Date(timeIntervalSince1970: 0.25), by: 1), dates), size: size)
        host.advance(by: 3.5)
        // The latest date at or before the start is 0.25 − 1; then every second from 0.25.
        assertSeconds(dates.seconds, [-0.75, 0.25, 1.25, 2.25, 3.25])
    }

    func testIssue12_PausedAnimationNeverUpdates() {
        let dates = Dates()
        let host = ViewHost(timeline(.animation(paused: true), dates), size: size)
        host.advance(by: 2)
        XCTAssertEqual(dates.seconds, [0])
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue12_MinimumIntervalSpacesAnimationUpdates() {
        let dates = Dates()
        let host = ViewHost(timeline(.animation(minimumInterval: 0.1), dates), size: size)
        host.advance(by: 1)
        // Frames at k/60 s: the first at least 0.1 s after the last update is 6 frames later.
        assertSeconds(dates.seconds, (0...10).map { Double($0) / 10 })
    }

    func testIssue12_EveryMinuteUpdatesAtWholeMinutes() {
        let dates = Dates()
        let host = ViewHost(timeline(.everyMinute, dates), size: size)
        host.frameInterval = 0.5
        host.advance(by: 150)
        assertSeconds(dates.seconds, [0, 60, 120])
    }

    func testIssue12_ExplicitDatesSkipDatesThatAreNotLater() {
        let dates = Dates()
        let given = [0.5, 1.5, 1.0, 3].map { Date(timeIntervalSince1970: $0) }
        let host = ViewHost(timeline(.explicit(given), dates), size: size)
        host.advance(by: 4)
        // None due at the start: the start date is shown first.
        assertSeconds(dates.seconds, [0, 0.5, 1.5, 3])
        XCTAssertEqual(host.graph.animatingNodeCount, 0)   // no dates left: no longer advanced
    }

    private struct EveryOtherSecond: TimelineSchedule {
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideTo<Date> {
            stride(from: startDate, to: .distantFuture, by: 2)
        }
    }

    func testIssue12_ACustomSchedule() {
        let dates = Dates()
        let host = ViewHost(timeline(EveryOtherSecond(), dates), size: size)
        host.advance(by: 0.5)
        host.advance(by: 4.5)
        assertSeconds(dates.seconds, [0, 2, 4])
    }

    func testIssue12_AnAnimatingTimelineChangesTheDisplayListEveryFrame() {
        let host = ViewHost(TimelineView(.animation) { context in
            Canvas { gc, _ in
                let x = 60 * context.date.timeIntervalSince1970
                gc.fill(Path(CGRect(x: x, y: 0, width: 4, height: 4)), with: .color(.red))
            }
        }, size: size)
        var lists = [host.displayList]
        for _ in 0..<3 {
            host.advance(by: 1.0 / 60)
            lists.append(host.displayList)
        }
        // The square moves a point a frame: every frame has something new to present.
        let xs = lists.map { $0.items.first!.bounds.minX }
        for (x, expected) in zip(xs, [0.0, 1, 2, 3]) { XCTAssertEqual(x, expected, accuracy: 60 * 2e-7) }
        XCTAssertGreaterThan(host.graph.animatingNodeCount, 0)
        XCTAssertEqual(host.liveAnimationCount, 1)
    }

    func testIssue12_AParentUpdateRemakesTheContentWithTheDateShown() {
        let dates = Dates()
        let host = ViewHost(timeline(.periodic(from: Date(timeIntervalSince1970: 0), by: 10), dates), size: size)
        host.advance(by: 1)
        host.content = timeline(.periodic(from: Date(timeIntervalSince1970: 0), by: 10), dates)
        host.advance(by: 10)
        assertSeconds(dates.seconds, [0, 0, 10])
    }

    func testIssue12_ContextCadenceIsLive() {
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        _ = ViewHost(TimelineView(.everyMinute) { context in
            let _ = cadences.append(context.cadence)
            EmptyView()
        }, size: size)
        XCTAssertEqual(cadences, [.live])
        typealias Cadence = TimelineViewDefaultContext.Cadence
        XCTAssertTrue(Cadence.live < Cadence.seconds && Cadence.seconds < Cadence.minutes)
    }
}
