import XCTest
@testable import MotionUI

final class TextSourceTests: XCTestCase {
    private let anchor = Date(timeIntervalSince1970: 1000)

    func testWholeSecondsAreFlooredAfterTheAnchorAndRoundedUpBeforeIt() {
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor), 0)
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor + 4.999), 4)
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor + 5), 5)
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor - 4.001), 5)
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor - 4), 4)
        // A hair (under the tolerance) before a whole second counts as on it.
        XCTAssertEqual(TextSource.wholeSeconds(from: anchor, to: anchor + 5 - 4e-7), 5)
    }

    func testTheNextWholeSecondIsWhenTheCountChanges() {
        XCTAssertEqual(TextSource.nextWholeSecond(from: anchor, at: anchor), anchor + 1)
        XCTAssertEqual(TextSource.nextWholeSecond(from: anchor, at: anchor + 4.5), anchor + 5)
        XCTAssertEqual(TextSource.nextWholeSecond(from: anchor, at: anchor - 4.5), anchor - 4, "5 left becomes 4 left")
        XCTAssertEqual(TextSource.nextWholeSecond(from: anchor, at: anchor - 0.5), anchor)
    }

    func testLiveDatesChangeAndOthersDoNot() {
        XCTAssertEqual(TextSource.date(anchor, .timer).nextChange(after: anchor + 2.5), anchor + 3)
        XCTAssertEqual(TextSource.date(anchor, .relative).nextChange(after: anchor - 2.5), anchor - 2)
        XCTAssertNil(TextSource.date(anchor, .time).nextChange(after: anchor))
        XCTAssertNil(TextSource.formatted(TextFormattedValue(3, format: IntegerFormatStyle<Int>())).nextChange(after: anchor))
    }

    /// Before a view shows it, a text holds what it shows in the default environment at the host clock's start.
    func testATextsContentIsWhatItShowsInTheDefaultEnvironmentAtTimeZero() {
        XCTAssertEqual(Text(Date(timeIntervalSince1970: 5), style: .timer).content, "0:05")
        XCTAssertEqual(Text(Date(timeIntervalSince1970: 1_560_000_000), style: .date).content, "June 8, 2019")
        XCTAssertEqual(Text(0.42, format: .percent).content, "42%")
    }

    func testTimerStringsSwitchToHoursAtAnHour() {
        let locale = Locale(identifier: "en_US")
        XCTAssertEqual(TextSource.timerString(seconds: 3599, showsHours: true, locale: locale), "59:59")
        XCTAssertEqual(TextSource.timerString(seconds: 3600, showsHours: true, locale: locale), "1:00:00")
        XCTAssertEqual(TextSource.timerString(seconds: 3600, showsHours: false, locale: locale), "60:00")
        XCTAssertEqual(TextSource.timerString(seconds: 0, showsHours: true, locale: locale), "0:00")
    }
}
