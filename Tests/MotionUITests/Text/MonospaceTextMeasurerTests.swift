import XCTest
@testable import MotionUI

final class MonospaceTextMeasurerTests: XCTestCase {
    func testDefaults() {
        // 0.6 × 17 = 10.2 per character; lines 1.2 × 17 = 20.4; ascent 0.8 × 17 = 13.6.
        let m = MonospaceTextMeasurer()
        XCTAssertEqual(m.width(of: "Login", font: .body), 51, accuracy: 1e-9)
        XCTAssertEqual(m.metrics(of: .body).lineHeight, 20.4, accuracy: 1e-9)
        XCTAssertEqual(m.metrics(of: .body).ascent, 13.6, accuracy: 1e-9)
        // Characters are grapheme clusters: "é" written as e + combining accent is one.
        XCTAssertEqual(m.width(of: "e\u{301}", font: .body), 10.2, accuracy: 1e-9)
        // Weight does not change a monospace advance.
        XCTAssertEqual(m.width(of: "ab", font: .title.bold()), 2 * 16.8, accuracy: 1e-9)
    }

    func testBadFactorsReadAsZero() {
        let m = MonospaceTextMeasurer(advance: .nan, ascent: -1)
        XCTAssertEqual(m.width(of: "abc", font: .body), 0)
        XCTAssertEqual(m.metrics(of: .body).ascent, 0)
        XCTAssertEqual(FontMetrics(ascent: .infinity, descent: 2, leading: -1).lineHeight, 2)
    }

    func testIssue10_CapHeightIsSevenTenthsOfTheSizeUnlessSet() {
        XCTAssertEqual(MonospaceTextMeasurer().metrics(of: .body).capHeight, 11.9, accuracy: 1e-12)
        XCTAssertEqual(MonospaceTextMeasurer(capHeight: 0.5).metrics(of: .title).capHeight, 14, accuracy: 1e-12)
        XCTAssertEqual(MonospaceTextMeasurer(capHeight: .nan).metrics(of: .body).capHeight, 0)
    }
}
