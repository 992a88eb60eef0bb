import XCTest
@testable import MotionUI

final class FontMetricsTests: XCTestCase {
    func testIssue10_CapHeightDefaultsToThreeQuartersOfTheAscent() {
        XCTAssertEqual(FontMetrics(ascent: 13.6, descent: 3.4, leading: 3.4).capHeight, 10.2, accuracy: 1e-12)
        XCTAssertEqual(FontMetrics(ascent: 8, descent: 2, leading: 2, capHeight: 5.6).capHeight, 5.6)
        // Bad values read as 0, a bad ascent's default too.
        XCTAssertEqual(FontMetrics(ascent: 8, descent: 2, leading: 2, capHeight: -1).capHeight, 0)
        XCTAssertEqual(FontMetrics(ascent: .nan, descent: 2, leading: 2).capHeight, 0)
    }
}
