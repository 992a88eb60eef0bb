import XCTest
@testable import MotionUI

/// Font changes on any view reach the text inside through the environment; the text measurer is the
/// deterministic one (0.6 × size per character, 1.2 × size per line: 10.2 and 20.4 at 17 pt).
final class TextAttributesTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func fonts<V: View>(_ view: V) -> [Font] {
        ViewHost(view, size: size).displayList.texts.compactMap(\.font)
    }

    func testIssue10_boldItalicAndWeightOnAnyView() {
        XCTAssertEqual(fonts(VStack { Text("a"); Text("b") }.bold()).map(\.weight), [.bold, .bold])
        XCTAssertEqual(fonts(HStack { Text("a") }.italic()).map(\.isItalic), [true])
        XCTAssertEqual(fonts(Text("a").fontWeight(.light) as Text).map(\.weight), [.light])
        // The innermost setting wins: light inside bold.
        XCTAssertEqual(fonts(VStack { Text("a") }.fontWeight(.light).bold()).map(\.weight), [.light])
        // The text's own setting wins over the environment's.
        XCTAssertEqual(fonts(VStack { Text("a").fontWeight(.black) }.bold()).map(\.weight), [.black])
        // false changes nothing.
        XCTAssertEqual(fonts(VStack { Text("a") }.bold(false)).map(\.weight), [.regular])
        XCTAssertEqual(fonts(VStack { Text("a") }.italic(false)).map(\.isItalic), [false])
    }

    func testIssue10_environmentChangesApplyToAnExplicitFont() {
        let font = fonts(VStack { Text("Title").font(.title) }.bold().italic())[0]
        XCTAssertEqual(font.pointSize, 28)
        XCTAssertEqual(font.weight, .bold)
        XCTAssertTrue(font.isItalic)
        // The environment's font with the text's own weight (it used to reset to .body).
        let inherited = fonts(VStack { Text("a").fontWeight(.semibold) }.font(.title3))[0]
        XCTAssertEqual(inherited.pointSize, 20)
        XCTAssertEqual(inherited.weight, .semibold)
    }

    func testIssue10_designWidthAndMonospaced() {
        XCTAssertEqual(fonts(VStack { Text("a") }.fontDesign(.serif)).map(\.design), [.serif])
        XCTAssertEqual(fonts(VStack { Text("a") }.monospaced()).map(\.design), [.monospaced])
        XCTAssertEqual(fonts(Text("a").monospaced() as Text).map(\.design), [.monospaced])
        XCTAssertEqual(fonts(Text("a").fontDesign(.rounded) as Text).map(\.design), [.rounded])
        XCTAssertEqual(fonts(VStack { Text("a") }.fontWidth(.condensed)).map(\.width), [.condensed])
        XCTAssertEqual(fonts(Text("a").fontWidth(.expanded) as Text).map(\.width), [.expanded])
        XCTAssertEqual(fonts(VStack { Text("a") }.fontDesign(nil)).map(\.design), [.default])
    }

    func testIssue10_kerningWidensByEveryCharacterTrackingBetweenThem() {
        // "ABCDEF" is 6 × 10.2 = 61.2; kerning 3 adds 6 × 3 = 18 → 79.2; tracking 3 adds 5 × 3 = 15 → 76.2.
        let kerned = ViewHost(Text("ABCDEF").kerning(3).background(Color.red), size: size)
        XCTAssertEqual(kerned.displayList.items.first { $0.color == .red }!.bounds.width, 79.2, accuracy: 1e-9)
        let tracked = ViewHost(Text("ABCDEF").tracking(3).background(Color.red), size: size)
        XCTAssertEqual(tracked.displayList.items.first { $0.color == .red }!.bounds.width, 76.2, accuracy: 1e-9)
        let both = ViewHost(VStack { Text("ABCDEF") }.kerning(1).tracking(2).background(Color.red), size: size)
        XCTAssertEqual(both.displayList.items.first { $0.color == .red }!.bounds.width, 61.2 + 6 + 10, accuracy: 1e-9)
    }

    func testIssue10_spacedTextDrawsEachCharacterWhereTheSpacingPutsIt() {
        // Kerning 3: the text (79.2 wide) starts at (200 − 79.2) / 2 = 60.4; "C" is after two
        // characters and two kernings: 60.4 + 20.4 + 6 = 86.8.
        let host = ViewHost(Text("ABCDEF").kerning(3), size: size)
        let texts = host.displayList.texts
        XCTAssertEqual(texts.map(\.text), ["A", "B", "C", "D", "E", "F"])
        XCTAssertEqual(texts[2].bounds.minX, 86.8, accuracy: 1e-9)
        XCTAssertEqual(texts[2].bounds.width, 10.2, accuracy: 1e-9)
    }

    func testIssue10_badSpacingReadsAsZero() {
        let host = ViewHost(Text("AB").kerning(.nan).tracking(.infinity), size: size)
        XCTAssertEqual(host.displayList.texts.map(\.text), ["AB"])
        XCTAssertEqual(host.displayList.texts[0].bounds.width, 20.4, accuracy: 1e-9)
    }
}
