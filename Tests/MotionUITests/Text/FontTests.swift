import XCTest
@testable import MotionUI

/// Font sizes and weights: iOS's default Dynamic Type table.
final class FontTests: XCTestCase {
    func testTextStyleSizes() {
        let expected: [(Font, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                           (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                           (.caption, 12), (.caption2, 11)]
        for (font, size) in expected { XCTAssertEqual(font.pointSize, size, "\(font)") }
        XCTAssertEqual(Font.headline.weight, .semibold)
        XCTAssertEqual(Font.body.weight, .regular)
        XCTAssertEqual(Font.TextStyle.allCases.count, 11)
    }

    func testModifiers() {
        XCTAssertEqual(Font.title.bold().weight, .bold)
        XCTAssertEqual(Font.title.bold().pointSize, 28)
        XCTAssertEqual(Font.body.weight(.light).weight, .light)
        XCTAssertTrue(Font.caption.italic().isItalic)
        XCTAssertEqual(Font.system(size: 12).pointSize, 12)
        XCTAssertEqual(Font.system(size: 20, weight: .medium, design: .rounded).design, .rounded)
        XCTAssertNotEqual(Font.system(size: 17), Font.body)   // same size, but one is a text style
    }

    func testWeightOrderAndValues() {
        XCTAssertLessThan(Font.Weight.regular, Font.Weight.semibold)
        XCTAssertEqual(Font.Weight.semibold.value, 0.3)
        XCTAssertTrue(Font.Weight.semibold.isBold)
        XCTAssertFalse(Font.Weight.medium.isBold)
    }

    func testBadSizesReadAsZero() {
        XCTAssertEqual(Font.system(size: -3).pointSize, 0)
        XCTAssertEqual(Font.system(size: .nan).pointSize, 0)
        XCTAssertEqual(Font.system(size: .infinity).pointSize, 0)
    }
}

extension FontTests {
    func testIssue10_customFontsKeepTheirName() {
        let f = Font.custom("Avenir-Heavy", size: 24)
        XCTAssertEqual(f.customName, "Avenir-Heavy")
        XCTAssertEqual(f.pointSize, 24)
        XCTAssertEqual(f.textStyle, .body)
        XCTAssertEqual(Font.custom("Georgia", size: 30, relativeTo: .title).textStyle, .title)
        let fixed = Font.custom("Menlo", fixedSize: 12)
        XCTAssertNil(fixed.textStyle)
        XCTAssertEqual(fixed.pointSize, 12)
        XCTAssertEqual(Font.custom("X", size: -3).pointSize, 0)
        XCTAssertNil(Font.body.customName)
        XCTAssertEqual(Font.custom("Georgia", size: 10).bold().customName, "Georgia")
    }

    func testIssue10_widthDesignAndVariants() {
        XCTAssertEqual(Font.Width.compressed.value, -0.3)
        XCTAssertEqual(Font.Width.condensed.value, -0.2)
        XCTAssertEqual(Font.Width.standard.value, 0)
        XCTAssertEqual(Font.Width.expanded.value, 0.2)
        XCTAssertEqual(Font.Width(.nan), .standard)
        XCTAssertEqual(Font.body.width(.condensed).width, .condensed)
        XCTAssertEqual(Font.body.monospaced().design, .monospaced)
        XCTAssertEqual(Font.title.monospacedDigit(), .title)
        XCTAssertEqual(Font.body.italic().isItalic, true)
        XCTAssertEqual(Font.Design.allCases.count, 4)
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(weights, weights.sorted())
    }
}
