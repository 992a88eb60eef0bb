import XCTest
@testable import MotionUI

final class TextFormatTests: XCTestCase {
    private func shown(_ view: some View) -> [String] {
        ViewHost(view, size: CGSize(width: 400, height: 300)).displayList.texts.compactMap(\.text)
    }

    func testNumberPercentAndListStyles() {
        XCTAssertEqual(shown(VStack {
            Text(3.14159, format: .number.precision(.fractionLength(2)))
            Text(0.42, format: .percent)
            Text(1234567, format: .number)
            Text(["Ada", "Grace", "Hedy"], format: .list(type: .and))
            Text(["tea", "coffee"], format: .list(type: .or))
        }), ["3.14", "42%", "1,234,567", "Ada, Grace, and Hedy", "tea or coffee"])
    }

    /// The style takes the environment's locale, as in SwiftUI.
    func testAFormatStyleIsWrittenInTheEnvironmentsLocale() {
        XCTAssertEqual(shown(VStack {
            Text(1234.5, format: .number)
            Text(0.42, format: .percent)
        }.environment(\.locale, Locale(identifier: "de_DE"))), ["1.234,5", "42\u{00A0}%"])
    }

    /// A date style takes the environment's time zone too (Motion's rule: the same on every machine).
    func testADateFormatStyleIsWrittenInTheEnvironmentsTimeZone() {
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)   // 2019-06-08 13:20 UTC
        XCTAssertEqual(shown(VStack {
            Text(afternoon, format: .dateTime.hour().minute())
            Text(afternoon, format: .dateTime.hour().minute()).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            Text(afternoon, format: .dateTime.year().month().day())
        }), ["1:20\u{202F}PM", "10:20\u{202F}PM", "Jun 8, 2019"])
    }

    /// A formatter writes in its own locale and time zone, once.
    func testAFormatterWritesTheValue() {
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateStyle = .medium
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .percent
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)
        XCTAssertEqual(shown(VStack {
            Text(afternoon, formatter: dates)
            Text(NSNumber(value: 0.25), formatter: numbers)
            Text("Due \(afternoon, formatter: dates)")
        }), ["Jun 8, 2019", "25%", "Due Jun 8, 2019"])
    }

    /// A text whose value changes shows the new one; an equal value and style is the same text.
    func testFormattedTextsAreEqualWhenValueAndStyleAre() {
        XCTAssertEqual(Text(2.5, format: .number), Text(2.5, format: .number))
        XCTAssertNotEqual(Text(2.5, format: .number), Text(2.6, format: .number))
        XCTAssertNotEqual(Text(0.5, format: .number), Text(0.5, format: .percent))
    }
}
