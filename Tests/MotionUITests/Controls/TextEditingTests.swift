import XCTest
@testable import MotionUI
import MotionTestSupport

/// A monospace measurer that counts what it is asked to measure.
final class CountingMeasurer: TextMeasurer {
    private let base = MonospaceTextMeasurer()
    private(set) var calls = 0
    private(set) var charactersMeasured = 0

    func width(of text: String, font: Font) -> CGFloat {
        calls += 1
        charactersMeasured += text.count
        return base.width(of: text, font: font)
    }

    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }

    func reset() { (calls, charactersMeasured) = (0, 0) }
}

final class TextEditingTests: XCTestCase {
    /// Body text with the monospace measurer: every character advances 0.6 × 17 = 10.2 points.
    let advance: CGFloat = 10.2

    /// The boundaries of `n` characters as the running sum of their advances (how they are added up).
    private func sums(_ n: Int) -> [CGFloat] {
        var x: CGFloat = 0
        return [0] + (0..<n).map { _ in x += advance; return x }
    }

    private func editing(_ text: String = "", mask: Character? = nil, measurer: TextMeasurer = MonospaceTextMeasurer()) -> TextEditing {
        var editing = TextEditing(mask: mask)
        editing.configure(font: .body, measurer: measurer)
        if !text.isEmpty { editing.setText(text) }
        return editing
    }

    func testTypingInsertsAtTheCaret() {
        var e = editing()
        XCTAssertTrue(e.insert("Zoë"))
        XCTAssertTrue(e.insert(" 🎉"))
        XCTAssertEqual(e.text, "Zoë 🎉")
        XCTAssertEqual(e.caret, 5)
        e.moveCaret(to: 0)
        e.insert("¡")
        XCTAssertEqual(e.text, "¡Zoë 🎉")
        XCTAssertEqual(e.caret, 1)
        XCTAssertEqual(e.offsets, sums(6))
    }

    func testControlCharactersAreDropped() {
        var e = editing("ab")
        XCTAssertTrue(e.insert("c\td\ne\r\nf\u{7}\u{1B}[A\u{7F}\u{85}\u{2028}\u{2029}g"))
        XCTAssertEqual(e.text, "abcdef[Ag")
        XCTAssertFalse(e.insert("\n\t\u{0}"), "nothing left to type")
        XCTAssertEqual(e.text, "abcdef[Ag")
        XCTAssertEqual(TextEditing.sanitized("tab\there"), "tabhere")
    }

    func testReplacementCharactersAreTypedAsThemselves() {
        // Invalid UTF-8 cannot reach a Swift String; decoding it gives U+FFFD, an ordinary symbol.
        let decoded = String(decoding: [0x61, 0xFF, 0x62, 0xC3], as: UTF8.self)
        XCTAssertEqual(decoded, "a\u{FFFD}b\u{FFFD}")
        var e = editing()
        e.insert(decoded)
        XCTAssertEqual(e.text, "a\u{FFFD}b\u{FFFD}")
        XCTAssertEqual(e.count, 4)
    }

    func testBackspaceAndDeleteRemoveWholeCharacters() {
        let decomposed = "Zoe\u{308}"                   // e + combining diaeresis: one character
        var e = editing(decomposed + " 🎉 🇫🇷 👨‍👩‍👧")
        XCTAssertEqual(e.count, 9, "Z o ë, space, 🎉, space, 🇫🇷, space, 👨‍👩‍👧")
        XCTAssertTrue(e.deleteBackward())
        XCTAssertEqual(e.text, decomposed + " 🎉 🇫🇷 ", "the family (a ZWJ sequence) goes at once")
        e.deleteBackward()
        e.deleteBackward()
        XCTAssertEqual(e.text, decomposed + " 🎉 ", "the flag (two regional indicators) goes at once")
        e.moveCaret(to: 2)
        XCTAssertTrue(e.deleteForward())
        XCTAssertEqual(e.text, "Zo 🎉 ", "e and its diaeresis go together")
        XCTAssertEqual(e.caret, 2)
        e.moveCaret(to: e.count)
        XCTAssertFalse(e.deleteForward(), "nothing after the caret")
        e.moveCaret(to: 0)
        XCTAssertFalse(e.deleteBackward(), "nothing before the caret")
        XCTAssertEqual(e.offsets, sums(5))
    }

    func testTypedPiecesJoinTheCharacterBeforeThem() {
        var e = editing()
        e.insert("e")
        e.insert("\u{301}")
        XCTAssertEqual(e.count, 1, "a combining mark joins the letter")
        XCTAssertEqual(e.caret, 1)
        e.insert("🇫")
        e.insert("🇷")
        XCTAssertEqual(e.count, 2, "two regional indicators make one flag")
        XCTAssertEqual(e.caret, 2)
        e.insert("👨")
        e.insert("\u{200D}")
        e.insert("👩")
        XCTAssertEqual(e.count, 3, "a zero-width joiner joins the emoji around it")
        XCTAssertEqual(e.caret, 3)
        XCTAssertEqual(e.text, "e\u{301}🇫🇷👨‍👩")
        XCTAssertEqual(e.offsets, sums(3))
    }

    func testCaretMovesAreClamped() {
        var e = editing("abc")
        XCTAssertEqual(e.caret, 3, "set text: caret at the end")
        e.moveCaret(to: 5)
        XCTAssertEqual(e.caret, 3)
        e.moveCaret(to: -2)
        XCTAssertEqual(e.caret, 0)
        e.setText("")
        XCTAssertEqual(e.caret, 0)
        XCTAssertEqual(e.offsets, [0])
    }

    func testBoundaryNearestToAPoint() {
        let e = editing("abcd")   // boundaries at 0, 10.2, 20.4, 30.6, 40.8
        XCTAssertEqual(e.boundary(nearestTo: -5), 0)
        XCTAssertEqual(e.boundary(nearestTo: 5), 0)
        XCTAssertEqual(e.boundary(nearestTo: 5.2), 1)
        XCTAssertEqual(e.boundary(nearestTo: 26), 3)
        XCTAssertEqual(e.boundary(nearestTo: 500), 4)
        XCTAssertEqual(e.boundary(nearestTo: .infinity), 4)
        XCTAssertEqual(e.boundary(nearestTo: .nan), 0)
    }

    func testVisibleRange() {
        let e = editing("abcdefghij")   // 102 wide
        XCTAssertEqual(e.visibleRange(from: 0, width: 1000), 0..<10)
        XCTAssertEqual(e.visibleRange(from: 0, width: 30), 0..<3, "c spans 20.4…30.6: it overlaps")
        XCTAssertEqual(e.visibleRange(from: 15, width: 20), 1..<4, "b (10.2…20.4) to d (30.6…40.8)")
        XCTAssertEqual(e.visibleRange(from: 20.4, width: 10.2), 2..<3, "edges that only touch do not count")
        XCTAssertEqual(e.visibleRange(from: 200, width: 50), 10..<10)
        XCTAssertEqual(e.displayed(2..<5), "cde")
    }

    func testMaskedTextDisplaysBullets() {
        let measurer = CountingMeasurer()
        var e = editing("pa🎉ss", mask: "•", measurer: measurer)
        XCTAssertEqual(e.displayed(0..<e.count), "•••••")
        XCTAssertEqual(e.text, "pa🎉ss")
        XCTAssertEqual(e.offsets, (0...5).map { CGFloat($0) * advance })
        e.insert("word")
        XCTAssertEqual(measurer.calls, 1, "only the bullet is ever measured")
    }

    func testLongTextIsMeasuredOncePerDistinctCharacter() {
        let measurer = CountingMeasurer()
        var e = editing(measurer: measurer)
        let pasted = String((0..<10_000).map { i -> Character in Array("abcdefghij")[i % 10] })
        e.insert(pasted)
        XCTAssertEqual(e.count, 10_000)
        XCTAssertEqual(measurer.calls, 10, "ten distinct characters")
        XCTAssertEqual(e.width, 10_000 * advance, accuracy: 1e-6)
        e.moveCaret(to: 5_000)
        e.insert("é")
        e.deleteBackward()
        e.deleteForward()
        XCTAssertEqual(measurer.calls, 11, "only the new é")
        e.configure(font: .title, measurer: measurer)
        XCTAssertEqual(measurer.calls, 21, "a new font measures each distinct character again")
        XCTAssertEqual(e.width, 9_999 * 0.6 * 28, accuracy: 1e-6)
    }

    func testRandomEditsKeepCharactersCaretAndOffsetsConsistent() {
        // After any sequence of edits the incremental state equals a fresh segmentation and
        // measurement of the resulting text.
        let pieces = ["a", "é", "e", "\u{301}", "🎉", "🇫", "🇷", "\u{200D}", "👩", " ", "\n", "ß", "汉", "\r\n", "x\u{308}y"]
        var random = SeededRandom(seed: 2024)
        for run in 0..<40 {
            var e = editing()
            for step in 0..<60 {
                switch random.next() % 6 {
                case 0, 1, 2: e.insert(pieces[Int(random.next() % UInt64(pieces.count))])
                case 3: e.deleteBackward()
                case 4: e.deleteForward()
                default: e.moveCaret(to: Int(random.next() % UInt64(e.count + 1)))
                }
                let fresh = Array(e.text)
                XCTAssertEqual(e.characters, fresh, "run \(run) step \(step)")
                XCTAssertEqual(e.offsets, sums(fresh.count), "run \(run) step \(step)")
                XCTAssertTrue((0...e.count).contains(e.caret))
                XCTAssertFalse(e.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
        }
    }
}
