import XCTest
@testable import MotionUI

final class TextStyleTests: XCTestCase {
    func testMergedKeepsSetFieldsAndFillsTheRestFromOuter() {
        var inner = TextStyle()
        inner.foreground = .color(.blue)
        inner.attributes.weight = .light
        var outer = TextStyle()
        outer.foreground = .color(.red)
        outer.attributes.weight = .bold
        outer.attributes.italic = true
        outer.underline = TextStyle.Decoration(color: .green)
        outer.baselineOffset = 3
        let merged = inner.merged(over: outer)
        XCTAssertEqual(merged.foreground, .color(.blue))
        XCTAssertEqual(merged.attributes.weight, .light)
        XCTAssertEqual(merged.attributes.italic, true)
        XCTAssertEqual(merged.underline, TextStyle.Decoration(color: .green))
        XCTAssertEqual(merged.baselineOffset, 3)
        XCTAssertTrue(TextStyle().isEmpty)
        XCTAssertFalse(merged.isEmpty)
    }

    func testForegroundStylesCompareByValueWhenHashable() {
        XCTAssertEqual(TextStyle.Foreground(Color.red), TextStyle.Foreground(Color.red))
        XCTAssertNotEqual(TextStyle.Foreground(Color.red), TextStyle.Foreground(Color.blue))
        XCTAssertNotEqual(TextStyle.Foreground.color(.red), TextStyle.Foreground(Color.red), "a colour set as a style is a style")
    }

    func testDecorationRects() {
        // Body (17 pt), baseline 13.6: underline from 13.6 + 1.7, 1 thick; strikethrough centred
        // 17 × 0.27 = 4.59 above the baseline.
        let under = TextStyle.Decoration.rect(.underline, x: 2, width: 50, baseline: 13.6, pointSize: 17, scale: 1)
        XCTAssertEqual(under.minX, 2)
        XCTAssertEqual(under.width, 50)
        XCTAssertEqual(under.minY, 15.3, accuracy: 1e-9)
        XCTAssertEqual(under.height, 1, accuracy: 1e-9)
        let through = TextStyle.Decoration.rect(.strikethrough, x: 0, width: 10, baseline: 13.6, pointSize: 17, scale: 2)
        XCTAssertEqual(through.midY, 13.6 - 4.59, accuracy: 1e-9)
        // Never thinner than a pixel: 8 pt at scale 1 would be 0.47.
        XCTAssertEqual(TextStyle.Decoration.rect(.underline, x: 0, width: 1, baseline: 0, pointSize: 8, scale: 1).height, 1)
        XCTAssertEqual(TextStyle.Decoration.rect(.underline, x: 0, width: 1, baseline: 0, pointSize: 8, scale: 4).height, 8.0 / 17,
                       accuracy: 1e-12)
    }
}
