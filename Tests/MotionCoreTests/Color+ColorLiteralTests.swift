import XCTest
@testable import MotionCore

final class ColorColorLiteralTests: XCTestCase {
    private func takesColor(_ color: Color?) -> Color? { color }

    func testIssue10_colourLiteralWhereAColorIsExpected() {
        let c: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(c, Color(red: 1, green: 0, blue: 0))
        // Float components: 0.2 as Float is 0.200000003, converted exactly to Double.
        let d: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        XCTAssertEqual(d.red, Double(Float(0.2)))
        XCTAssertEqual(d.opacity, 0.5)
        XCTAssertEqual(takesColor(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)), Color(red: 0, green: 0, blue: 1))
    }

    func testIssue10_colourLiteralClampsBadComponents() {
        let c: Color = #colorLiteral(red: 2, green: -1, blue: 0.5, alpha: 1.5)
        XCTAssertEqual(c, Color(red: 1, green: 0, blue: 0.5, opacity: 1))
        let n = Color(_colorLiteralRed: .nan, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(n.red, 0)
    }
}
