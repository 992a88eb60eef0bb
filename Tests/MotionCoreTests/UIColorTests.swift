import XCTest
@testable import MotionCore

final class UIColorTests: XCTestCase {
    private func bytes(_ c: UIColor) -> [UInt8] {
        let b = c.color.rgba8
        return [b.red, b.green, b.blue, b.alpha]
    }

    func testIssue10_systemColoursAreUIKitLightModeValues() {
        // UIKit light mode (HIG tables; element colours as UIKit resolves them); alpha · 255 rounded.
        let table: [(UIColor, [UInt8])] = [
            (.systemRed, [255, 59, 48, 255]), (.systemOrange, [255, 149, 0, 255]),
            (.systemYellow, [255, 204, 0, 255]), (.systemGreen, [52, 199, 89, 255]),
            (.systemMint, [0, 199, 190, 255]), (.systemTeal, [48, 176, 199, 255]),
            (.systemCyan, [50, 173, 230, 255]), (.systemBlue, [0, 122, 255, 255]),
            (.systemIndigo, [88, 86, 214, 255]), (.systemPurple, [175, 82, 222, 255]),
            (.systemPink, [255, 45, 85, 255]), (.systemBrown, [162, 132, 94, 255]),
            (.systemGray, [142, 142, 147, 255]), (.systemGray2, [174, 174, 178, 255]),
            (.systemGray3, [199, 199, 204, 255]), (.systemGray4, [209, 209, 214, 255]),
            (.systemGray5, [229, 229, 234, 255]), (.systemGray6, [242, 242, 247, 255]),
            (.label, [0, 0, 0, 255]), (.secondaryLabel, [60, 60, 67, 153]),       // 0.6 · 255 = 153
            (.tertiaryLabel, [60, 60, 67, 77]), (.quaternaryLabel, [60, 60, 67, 46]),   // 76.5 → 77, 45.9 → 46
            (.systemBackground, [255, 255, 255, 255]), (.secondarySystemBackground, [242, 242, 247, 255]),
            (.tertiarySystemBackground, [255, 255, 255, 255]), (.systemGroupedBackground, [242, 242, 247, 255]),
            (.separator, [60, 60, 67, 74]),                                        // 0.29 · 255 = 73.95
            (.opaqueSeparator, [198, 198, 200, 255]), (.systemFill, [120, 120, 128, 51]),
        ]
        for (index, (color, expected)) in table.enumerated() {
            XCTAssertEqual(bytes(color), expected, "row \(index)")
        }
    }

    func testIssue10_systemColoursMatchSwiftUIColours() {
        XCTAssertEqual(Color(.systemRed), .red)
        XCTAssertEqual(Color(uiColor: .systemBlue), .blue)
        XCTAssertEqual(Color(nsColor: .systemOrange), .orange)
        XCTAssertEqual(Color(.label), .primary)
        XCTAssertEqual(Color(.secondaryLabel), .secondary)
        XCTAssertEqual(Color(nsColor: .labelColor), .primary)
        XCTAssertEqual(Color(nsColor: .windowBackgroundColor), Color(.systemGroupedBackground))
    }

    func testIssue10_plainColoursAreUIKitsFixedValues() {
        XCTAssertEqual(UIColor.red.rgba.red, 1)
        XCTAssertEqual(UIColor.red.rgba.green, 0)
        XCTAssertEqual(UIColor.orange.rgba.green, 0.5)
        XCTAssertEqual(UIColor.purple.rgba.red, 0.5)
        XCTAssertEqual(UIColor.purple.rgba.blue, 0.5)
        XCTAssertEqual(UIColor.brown.rgba.red, 0.6, accuracy: 1e-12)
        XCTAssertEqual(UIColor.darkGray.rgba.green, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(UIColor.lightGray.rgba.blue, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(UIColor.clear.rgba.alpha, 0)
        XCTAssertEqual(bytes(.magenta), [255, 0, 255, 255])
    }

    func testIssue10_initialisersAndAlpha() {
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(Color(c), Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        // withAlphaComponent replaces the alpha (0.8 → 0.25, not 0.2).
        XCTAssertEqual(c.withAlphaComponent(0.25).rgba.alpha, 0.25)
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).color, Color(white: 0.5))
        XCTAssertEqual(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1), UIColor.cyan)
        XCTAssertEqual(UIColor(Color.orange), .systemOrange)
        // Bad values clamp as Color does.
        XCTAssertEqual(UIColor(red: .nan, green: 2, blue: -1, alpha: 1).color, Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(UIColor.systemBlue.description, "#007AFFFF")
    }

    func testIssue10_bareColourLiteralIsAPlatformColour() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertTrue(type(of: literal) == UIColor.self)
        XCTAssertEqual(Color(literal), Color(red: 1, green: 0.5, blue: 0))
    }
}

extension UIColorTests {
    func testElementColoursAdaptAndKeepTheirAlpha() {
        XCTAssertTrue(Color(uiColor: .systemBackground).resolved(in: .dark).rgba8 == (0, 0, 0, 255))
        XCTAssertTrue(Color(uiColor: .secondarySystemGroupedBackground).resolved(in: .dark).rgba8 == (28, 28, 30, 255))
        XCTAssertTrue(Color(uiColor: .label).resolved(in: .dark).rgba8 == (255, 255, 255, 255))
        XCTAssertTrue(Color(uiColor: .systemGray6).resolved(in: .dark).rgba8 == (28, 28, 30, 255))
        // The light alpha is kept in the dark (Motion's rule): separator 0.29 → 74.
        XCTAssertTrue(Color(uiColor: .separator).resolved(in: .dark).rgba8 == (84, 84, 88, 74))
        XCTAssertTrue(Color(uiColor: .darkText).resolved(in: .dark).rgba8 == (0, 0, 0, 255), "darkText is fixed")
        let faded = UIColor.systemRed.withAlphaComponent(0.25)
        XCTAssertTrue(Color(faded).resolved(in: .dark).rgba8 == (255, 69, 58, 64), "a system colour stays one")
    }
}
