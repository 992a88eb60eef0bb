import XCTest
@testable import MotionUI

/// Text sizing and line breaking with the monospace measurer: at 17 pt a character is 10.2 wide, a line
/// 20.4 tall, the baseline 13.6 below the line's top.
final class TextLayoutTests: XCTestCase {
    let m = MonospaceTextMeasurer()

    func texts(_ s: String, _ w: CGFloat?, _ h: CGFloat? = nil, font: Font = .body, lineLimit: Int? = nil) -> [String] {
        TextLayout.lines(of: s, font: font, proposal: ProposedViewSize(width: w, height: h), measurer: m, lineLimit: lineLimit).map(\.text)
    }

    func size(_ s: String, _ w: CGFloat?, _ h: CGFloat? = nil, font: Font = .body) -> CGSize {
        TextLayout.size(of: s, font: font, proposal: ProposedViewSize(width: w, height: h), measurer: m)
    }

    func testIdealSizeIsOneLine() {
        // "0123456789": 10 × 10.2 = 102 by 20.4.
        assertSize(size("0123456789", nil), 102, 20.4)
        assertSize(size("0123456789", .infinity), 102, 20.4)
    }

    func testWrapsToTwoLinesAtSpaces() {
        // "Welcome back" in 100: "Welcome back" is 122.4 > 100 → "Welcome" (71.4) / "back" (40.8): 71.4 × 40.8.
        XCTAssertEqual(texts("Welcome back", 100), ["Welcome", "back"])
        assertSize(size("Welcome back", 100), 71.4, 40.8)
        // Exactly the ideal width fits on one line.
        XCTAssertEqual(texts("Welcome back", 122.4), ["Welcome back"])
    }

    func testLongWordBreaksByCharacters() {
        // "abcdefghij" in 35: 3 characters (30.6) fit, 4 (40.8) do not → abc / def / ghi / j: 30.6 × 81.6.
        XCTAssertEqual(texts("abcdefghij", 35), ["abc", "def", "ghi", "j"])
        assertSize(size("abcdefghij", 35), 30.6, 81.6)
        // Width 0: one character per line.
        XCTAssertEqual(texts("ab c", 0), ["a", "b", "c"])
    }

    func testHeightLimitTruncatesWithEllipsis() {
        // "aaaa bbbb cccc" in 50 × 45: three lines wanted, ⌊45 / 20.4⌋ = 2 allowed. The second line is
        // refilled with "bbbb cccc" cut to fit with "…": "bbbb…" is 5 × 10.2 = 51 > 50 → "bbb…" (40.8).
        XCTAssertEqual(texts("aaaa bbbb cccc", 50, 45), ["aaaa", "bbb…"])
        assertSize(size("aaaa bbbb cccc", 50, 45), 40.8, 40.8)
        // A proposal lower than one line still shows one line.
        XCTAssertEqual(texts("aaaa bbbb", 50, 5), ["aaa…"])
    }

    func testLineLimit() {
        // lineLimit 1 in 100: "Welcome b…" would be 10 × 10.2 = 102 > 100 → "Welcome…" (trailing space dropped).
        XCTAssertEqual(texts("Welcome back", 100, lineLimit: 1), ["Welcome…"])
        // Unwrapped text with more paragraphs than allowed: the last shown paragraph gets the ellipsis.
        XCTAssertEqual(texts("one\ntwo\nthree", nil, lineLimit: 2), ["one", "two…"])
    }

    func testNewlinesAndBaselines() {
        // "a\n\nb": three lines (the middle one empty): 10.2 × 61.2; baselines 13.6, 34, 54.4.
        let lines = TextLayout.lines(of: "a\n\nb", font: .body, proposal: .unspecified, measurer: m)
        XCTAssertEqual(lines.map(\.text), ["a", "", "b"])
        XCTAssertEqual(lines.map(\.baseline)[2], 54.4, accuracy: 1e-9)
        assertSize(size("a\n\nb", nil), 10.2, 61.2)
        XCTAssertEqual(TextLayout.firstBaseline(of: "a\n\nb", font: .body, proposal: .unspecified, measurer: m)!, 13.6, accuracy: 1e-9)
        XCTAssertEqual(TextLayout.lastBaseline(of: "a\n\nb", font: .body, proposal: .unspecified, measurer: m)!, 54.4, accuracy: 1e-9)
        XCTAssertEqual(lines[2].frame, CGRect(x: 0, y: 40.8, width: 10.2, height: 20.4))
    }

    func testEmptyTextIsZero() {
        assertSize(size("", 100), 0, 0)
        XCTAssertNil(TextLayout.firstBaseline(of: "", font: .body, proposal: .unspecified, measurer: m))
    }

    func testSeedTermsLabel() {
        // Seed 003: Text("I accept terms and conditions").font(.system(size: 12)): 29 characters × 7.2 = 208.8,
        // one line of 14.4. In 150 wide: ⌊150 / 7.2⌋ = 20 characters a line: "I accept terms and" (18) /
        // "conditions" (10) → 129.6 × 28.8.
        assertSize(size("I accept terms and conditions", nil, font: .system(size: 12)), 208.8, 14.4)
        XCTAssertEqual(texts("I accept terms and conditions", 150, font: .system(size: 12)), ["I accept terms and", "conditions"])
        assertSize(size("I accept terms and conditions", 150, font: .system(size: 12)), 129.6, 28.8)
    }

    func testLinesDoNotCountTrailingSpacesAtABreak() {
        // "ab  cd" (two spaces) in 30: "ab " would need 30.6 → break after "ab"; the second space is eaten
        // by the break, so the next line is "cd".
        XCTAssertEqual(texts("ab  cd", 30), ["ab", "cd"])
    }
}
