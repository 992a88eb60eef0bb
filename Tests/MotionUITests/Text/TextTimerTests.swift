import XCTest
@testable import MotionUI

final class TextTimerTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 100)
    private let locale = Locale(identifier: "en_US")

    private func timer(length: TimeInterval = 90, pause: TimeInterval? = nil, down: Bool = true, hours: Bool = true) -> TextTimer {
        TextTimer(interval: start...start.addingTimeInterval(length), pauseTime: pause.map { start.addingTimeInterval($0) },
                  countsDown: down, showsHours: hours)
    }

    func testCountingDownShowsTheWholeSecondsLeft() {
        let t = timer()
        XCTAssertEqual(t.string(at: start - 30, locale: locale), "1:30", "before the interval: its length")
        XCTAssertEqual(t.string(at: start, locale: locale), "1:30")
        XCTAssertEqual(t.string(at: start + 0.5, locale: locale), "1:30", "89.5 s left shows 1:30 until a whole second has gone")
        XCTAssertEqual(t.string(at: start + 1, locale: locale), "1:29")
        XCTAssertEqual(t.string(at: start + 89.5, locale: locale), "0:01")
        XCTAssertEqual(t.string(at: start + 90, locale: locale), "0:00")
        XCTAssertEqual(t.string(at: start + 500, locale: locale), "0:00", "after the interval: stopped at 0:00")
    }

    func testCountingUpShowsTheWholeSecondsGone() {
        let t = timer(down: false)
        XCTAssertEqual(t.string(at: start - 30, locale: locale), "0:00")
        XCTAssertEqual(t.string(at: start + 5.99, locale: locale), "0:05")
        XCTAssertEqual(t.string(at: start + 500, locale: locale), "1:30", "after the interval: its length")
    }

    func testAPausedTimerHoldsWhatItShowedAtThePause() {
        let t = timer(pause: 10)
        XCTAssertEqual(t.string(at: start + 5, locale: locale), "1:25")
        XCTAssertEqual(t.string(at: start + 10, locale: locale), "1:20")
        XCTAssertEqual(t.string(at: start + 60, locale: locale), "1:20")
        XCTAssertNil(t.nextChange(after: start + 10), "paused: nothing changes any more")
        XCTAssertEqual(t.nextChange(after: start + 8.5), start + 9)
    }

    func testHoursShowFromAnHourOnUnlessTurnedOff() {
        XCTAssertEqual(timer(length: 3735).string(at: start, locale: locale), "1:02:15")
        XCTAssertEqual(timer(length: 3735, hours: false).string(at: start, locale: locale), "62:15")
        XCTAssertEqual(timer(length: 3599).string(at: start, locale: locale), "59:59")
    }

    func testTheNextChangeIsTheNextWholeSecondInsideTheInterval() {
        let down = timer(), up = timer(down: false)
        XCTAssertEqual(down.nextChange(after: start - 30), start + 1, "nothing changes before the interval")
        XCTAssertEqual(down.nextChange(after: start + 0.25), start + 1)
        XCTAssertEqual(down.nextChange(after: start + 1), start + 2)
        XCTAssertEqual(up.nextChange(after: start + 4.5), start + 5)
        XCTAssertEqual(down.nextChange(after: start + 89.5), start + 90)
        XCTAssertNil(down.nextChange(after: start + 90), "over")
        XCTAssertNil(up.nextChange(after: start + 90))
    }
}
