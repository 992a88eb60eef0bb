import XCTest
@testable import MotionUI

final class TextDateStyleTests: XCTestCase {
    /// 2019-06-08 13:20:00 UTC (1 560 000 000 s = 18 055 days + 48 000 s after 1970).
    private let afternoon = Date(timeIntervalSince1970: 1_560_000_000)
    /// 2019-06-08 23:30:00 UTC: already 9 June in Tokyo (UTC+9).
    private let lateEvening = Date(timeIntervalSince1970: 1_560_036_600)

    private func context(now: Date = Date(timeIntervalSince1970: 0), locale: String = "en_US",
                         timeZone: String = "UTC") -> TextSource.Context {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: timeZone)!
        return TextSource.Context(environment: environment, now: now)
    }

    func testDateIsTheLongDateInTheEnvironmentsTimeZone() {
        XCTAssertEqual(Text.DateStyle.date.string(for: afternoon, in: context()), "June 8, 2019")
        XCTAssertEqual(Text.DateStyle.date.string(for: lateEvening, in: context()), "June 8, 2019")
        XCTAssertEqual(Text.DateStyle.date.string(for: lateEvening, in: context(timeZone: "Asia/Tokyo")), "June 9, 2019")
    }

    func testDateIsWrittenInTheEnvironmentsLocale() {
        XCTAssertEqual(Text.DateStyle.date.string(for: afternoon, in: context(locale: "fr_FR")), "8 juin 2019")
    }

    /// Foundation writes a narrow no-break space (U+202F) before the day period, as Apple's platforms do.
    func testTimeIsTheShortenedTimeInTheEnvironmentsTimeZone() {
        XCTAssertEqual(Text.DateStyle.time.string(for: afternoon, in: context()), "1:20\u{202F}PM")
        // Paris is UTC+2 in June (summer time).
        XCTAssertEqual(Text.DateStyle.time.string(for: afternoon, in: context(timeZone: "Europe/Paris")), "3:20\u{202F}PM")
        XCTAssertEqual(Text.DateStyle.time.string(for: lateEvening, in: context(timeZone: "Asia/Tokyo")), "8:30\u{202F}AM")
        XCTAssertEqual(Text.DateStyle.time.string(for: afternoon, in: context(locale: "fr_FR")), "13:20")
    }

    func testTimerCountsUpFromAPastDateAndDownToAComingOne() {
        let now = afternoon
        XCTAssertEqual(Text.DateStyle.timer.string(for: now, in: context(now: now)), "0:00")
        XCTAssertEqual(Text.DateStyle.timer.string(for: now - 135, in: context(now: now)), "2:15")
        XCTAssertEqual(Text.DateStyle.timer.string(for: now - 135.9, in: context(now: now)), "2:15", "whole seconds gone")
        XCTAssertEqual(Text.DateStyle.timer.string(for: now - 3735, in: context(now: now)), "1:02:15")
        XCTAssertEqual(Text.DateStyle.timer.string(for: now + 135, in: context(now: now)), "2:15")
        XCTAssertEqual(Text.DateStyle.timer.string(for: now + 134.1, in: context(now: now)), "2:15", "whole seconds left, rounded up")
        // 36 h 59 min 1 s: the hours go past 24.
        XCTAssertEqual(Text.DateStyle.timer.string(for: now - (36 * 3600 + 59 * 60 + 1), in: context(now: now)), "36:59:01")
    }

    func testRelativeIsTheTwoLargestUnitsEitherWay() {
        let now = afternoon
        XCTAssertEqual(Text.DateStyle.relative.string(for: now - 135, in: context(now: now)), "2 min, 15 sec")
        XCTAssertEqual(Text.DateStyle.relative.string(for: now + 135, in: context(now: now)), "2 min, 15 sec")
        // 2 h 23 min 40 s: the seconds are dropped, not rounded into the minutes.
        XCTAssertEqual(Text.DateStyle.relative.string(for: now - (2 * 3600 + 23 * 60 + 40), in: context(now: now)), "2 hr, 23 min")
        XCTAssertEqual(Text.DateStyle.relative.string(for: now - (3 * 86400 + 7200), in: context(now: now)), "3 days, 2 hr")
        XCTAssertEqual(Text.DateStyle.relative.string(for: now - 1, in: context(now: now)), "1 sec")
        // Foundation's duration units stop at the week.
        XCTAssertEqual(Text.DateStyle.relative.string(for: now - 365 * 86400, in: context(now: now)), "52 wks, 1 day")
    }

    func testOffsetIsSignedInTheLargestUnit() {
        let now = afternoon
        XCTAssertEqual(Text.DateStyle.offset.string(for: now + 150, in: context(now: now)), "+2 minutes")
        XCTAssertEqual(Text.DateStyle.offset.string(for: now - 3 * 3600 - 59 * 60, in: context(now: now)), "-3 hours")
        XCTAssertEqual(Text.DateStyle.offset.string(for: now - 1, in: context(now: now)), "-1 second")
        XCTAssertEqual(Text.DateStyle.offset.string(for: now, in: context(now: now)), "0 seconds")
    }

    func testOnlyTheClockStylesAreLive() {
        XCTAssertFalse(Text.DateStyle.date.isLive)
        XCTAssertFalse(Text.DateStyle.time.isLive)
        XCTAssertTrue(Text.DateStyle.relative.isLive)
        XCTAssertTrue(Text.DateStyle.offset.isLive)
        XCTAssertTrue(Text.DateStyle.timer.isLive)
    }
}
