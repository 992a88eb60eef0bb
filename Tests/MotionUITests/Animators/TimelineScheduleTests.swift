import XCTest
@testable import MotionUI

final class TimelineScheduleTests: XCTestCase {
    private func seconds<S: Sequence>(_ dates: S, _ count: Int) -> [TimeInterval] where S.Element == Date {
        dates.prefix(count).map(\.timeIntervalSince1970)
    }

    func testIssue12_PeriodicEntriesStartAtTheLatestDateInPhase() {
        let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 10), by: 4)
        XCTAssertEqual(seconds(schedule.entries(from: Date(timeIntervalSince1970: 17), mode: .normal), 3), [14, 18, 22])
        XCTAssertEqual(seconds(schedule.entries(from: Date(timeIntervalSince1970: 3), mode: .normal), 2), [2, 6])
        XCTAssertEqual(seconds(schedule.entries(from: Date(timeIntervalSince1970: 14), mode: .normal), 1), [14])
    }

    func testIssue12_PeriodicWithABadIntervalHasOneDate() {
        for interval in [0, -1, .nan, .infinity] {
            let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 5), by: interval)
            XCTAssertEqual(seconds(schedule.entries(from: Date(timeIntervalSince1970: 9), mode: .normal), 5), [5])
        }
    }

    func testIssue12_EveryMinuteEntries() {
        let entries = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSince1970: 90), mode: .normal)
        XCTAssertEqual(seconds(entries, 3), [60, 120, 180])
    }

    func testIssue12_AnimationEntries() {
        let start = Date(timeIntervalSince1970: 1)
        XCTAssertEqual(seconds(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal), 3), [1, 1.5, 2])
        let frames = seconds(AnimationTimelineSchedule().entries(from: start, mode: .normal), 2)
        XCTAssertEqual(frames[1] - frames[0], 1.0 / 60, accuracy: 2e-7)   // a date near 1970 resolves 2⁻²³ s
        XCTAssertEqual(seconds(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal), 3), [])
        XCTAssertEqual(seconds(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency), 3), [])
        XCTAssertEqual(AnimationTimelineSchedule(minimumInterval: -2).updateInterval, 0)
        XCTAssertEqual(AnimationTimelineSchedule(minimumInterval: .nan).updateInterval, 0)
    }

    func testIssue12_ExplicitEntriesAreTheDatesGiven() {
        let dates = [3.0, 1.0].map { Date(timeIntervalSince1970: $0) }
        XCTAssertEqual(Array(ExplicitTimelineSchedule(dates).entries(from: .distantFuture, mode: .lowFrequency)), dates)
    }
}
