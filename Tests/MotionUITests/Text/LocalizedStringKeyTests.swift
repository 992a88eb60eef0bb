import XCTest
@testable import MotionUI

final class LocalizedStringKeyTests: XCTestCase {
    func testInterpolationWritesValuesAsStringDescribingDoes() {
        let count = 3, ratio = 0.5
        let key: LocalizedStringKey = "\(count) items, \(ratio) done, \("plain")"
        XCTAssertEqual(key.key, "3 items, 0.5 done, plain")
        XCTAssertTrue(key.segments.isEmpty, "no Text interpolated: nothing kept but the string")
        XCTAssertEqual(key, LocalizedStringKey("3 items, 0.5 done, plain"))
    }

    func testSpecifiersAndFormatStylesWriteNumbersAsAskedIn() {
        let progress = 0.4567, count = 7
        let key: LocalizedStringKey = "\(progress, specifier: "%.1f") · \(count, specifier: "%03d") · \(progress, format: .percent.precision(.fractionLength(0)))"
        XCTAssertEqual(key.key, "0.5 · 007 · 46%")
        let host = ViewHost(Text("Speed \(2.0 / 3, specifier: "%.2f")"), size: CGSize(width: 200, height: 50))
        XCTAssertNotNil(host.frame(ofText: "Speed 0.67"))
    }

    func testInterpolatedTextKeepsItsStyleInTheSegments() {
        let key: LocalizedStringKey = "Total: \(Text("5").bold())!"
        XCTAssertEqual(key.key, "Total: 5!")
        XCTAssertEqual(key.segments.map(\.content), ["Total: ", "5", "!"])
        XCTAssertEqual(key.segments[1].style.attributes.weight, .bold)
        XCTAssertNotEqual(key, LocalizedStringKey("Total: 5!"), "a styled part makes a different key")
        // A Text made from it has the three runs' styles; one with only plain texts is one string.
        XCTAssertEqual(Text(key).segments.count, 3)
        XCTAssertTrue(Text("Total: \(Text("5"))").segments.isEmpty)
    }
}
