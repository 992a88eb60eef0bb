import XCTest
@testable import MotionUI

final class TextFormattedValueTests: XCTestCase {
    private func context(locale: String) -> TextSource.Context {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return TextSource.Context(environment: environment, now: Date(timeIntervalSince1970: 0))
    }

    func testTheValueIsWrittenInTheContextsLocale() {
        let value = TextFormattedValue(1234.5, format: FloatingPointFormatStyle<Double>.number)
        XCTAssertEqual(value.string(in: context(locale: "en_US")), "1,234.5")
        XCTAssertEqual(value.string(in: context(locale: "fr_FR")), "1\u{202F}234,5")
    }

    func testEqualityComparesTheValueAndTheStyle() {
        let a = TextFormattedValue(0.5, format: FloatingPointFormatStyle<Double>.number)
        XCTAssertEqual(a, TextFormattedValue(0.5, format: FloatingPointFormatStyle<Double>.number))
        XCTAssertNotEqual(a, TextFormattedValue(0.25, format: FloatingPointFormatStyle<Double>.number))
        XCTAssertNotEqual(a, TextFormattedValue(0.5, format: FloatingPointFormatStyle<Double>.Percent.percent))
        XCTAssertNotEqual(a, TextFormattedValue(1, format: IntegerFormatStyle<Int>.number), "another value type")
    }
}
