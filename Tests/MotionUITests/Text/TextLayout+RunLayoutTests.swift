import XCTest
@testable import MotionUI

/// Text of several styled runs laid out by the monospace measurer: a character is 0.6 × its size
/// wide, a line 1.2 × its size tall with the baseline 0.8 × below its top (body 17: 10.2 wide,
/// 20.4 tall, baseline 13.6; title 28: 16.8, 33.6, 22.4; caption 12: 7.2, 14.4, 9.6).
final class TextLayoutRunLayoutTests: XCTestCase {
    private let m = MonospaceTextMeasurer()

    private func lines(_ runs: [TextLayout.Run], width: CGFloat? = nil, height: CGFloat? = nil,
                       lineLimit: Int? = nil) -> [TextLayout.Line] {
        TextLayout.lines(of: runs, proposal: ProposedViewSize(width: width, height: height), measurer: m, lineLimit: lineLimit)
    }

    private func pieces(_ line: TextLayout.Line) -> [String] { line.pieces.map(\.text) }

    func testRunsOnOneLineShareTheTallestBaseline() {
        let line = lines([TextLayout.Run("Hello ", font: .body), TextLayout.Run("world", font: .title)])
        XCTAssertEqual(line.count, 1)
        XCTAssertEqual(line[0].text, "Hello world")
        XCTAssertEqual(pieces(line[0]), ["Hello ", "world"])
        XCTAssertEqual(line[0].pieces.map(\.run), [0, 1])
        XCTAssertEqual(line[0].pieces[0].width, 61.2, accuracy: 1e-9)   // 6 × 10.2
        XCTAssertEqual(line[0].pieces[1].x, 61.2, accuracy: 1e-9)
        XCTAssertEqual(line[0].pieces[1].width, 84, accuracy: 1e-9)     // 5 × 16.8
        XCTAssertEqual(line[0].frame.width, 145.2, accuracy: 1e-9)
        // Ascent: the title's 22.4; below it: the title's descent + leading, 5.6 + 5.6.
        XCTAssertEqual(line[0].baseline, 22.4, accuracy: 1e-9)
        XCTAssertEqual(line[0].frame.height, 33.6, accuracy: 1e-9)
    }

    /// An image's run: each of its characters is one image wide, and the line holds the image
    /// above and below the baseline.
    func testAnImagesRunIsAsWideAsItsImagesAndGrowsTheLine() {
        var image = TextLayout.Run("\u{FFFC}\u{FFFC}", font: .body)
        image.attachment = TextLayout.Attachment(size: CGSize(width: 20, height: 30), baseline: 22)
        let line = lines([TextLayout.Run("a ", font: .body), image])
        XCTAssertEqual(line[0].pieces.map(\.width), [20.4, 40])
        XCTAssertEqual(line[0].frame.width, 60.4, accuracy: 1e-9)
        // Above the baseline: the image's 22 over the font's 13.6; below: the image's 8 over the
        // font's descent + leading, 6.8.
        XCTAssertEqual(line[0].baseline, 22, accuracy: 1e-9)
        XCTAssertEqual(line[0].frame.height, 30, accuracy: 1e-9)
        // An image's run never shorter than its font's line: a 4-point image on a body line.
        image.attachment = TextLayout.Attachment(size: CGSize(width: 4, height: 4), baseline: 4)
        XCTAssertEqual(lines([image])[0].frame.height, 20.4, accuracy: 1e-9)
    }

    func testEachWrappedLineIsAsTallAsItsOwnRuns() {
        // "Hello world" is 145.2 wide: at 100 it breaks after "Hello" (the space dropped).
        let wrapped = lines([TextLayout.Run("Hello ", font: .body), TextLayout.Run("world", font: .title)], width: 100)
        XCTAssertEqual(wrapped.map(\.text), ["Hello", "world"])
        XCTAssertEqual(wrapped.map(pieces), [["Hello"], ["world"]])
        XCTAssertEqual(wrapped[0].frame.width, 51, accuracy: 1e-9)
        XCTAssertEqual(wrapped[0].frame.height, 20.4, accuracy: 1e-9)
        XCTAssertEqual(wrapped[0].baseline, 13.6, accuracy: 1e-9)
        XCTAssertEqual(wrapped[1].frame.minY, 20.4, accuracy: 1e-9)
        XCTAssertEqual(wrapped[1].frame.height, 33.6, accuracy: 1e-9)
        XCTAssertEqual(wrapped[1].baseline, 20.4 + 22.4, accuracy: 1e-9)
        XCTAssertEqual(TextLayout.lines(of: [TextLayout.Run("Hello ", font: .body), TextLayout.Run("world", font: .title)],
                                        proposal: ProposedViewSize(width: 100, height: nil), measurer: m).last!.frame.maxY,
                       54, accuracy: 1e-9)
    }

    func testAWordSplitAcrossRunsBreaksAsOneWord() {
        // "Say hel" (71.4) would fit in 100, but "hello" is one word: "Say hello" is 40.8 + 30.6 +
        // 33.6 = 105 wide, so "hello" moves to the next line whole, in two pieces.
        let wrapped = lines([TextLayout.Run("Say hel", font: .body), TextLayout.Run("lo", font: .title)], width: 100)
        XCTAssertEqual(wrapped.map(\.text), ["Say", "hello"])
        XCTAssertEqual(wrapped[1].pieces.map(\.text), ["hel", "lo"])
        XCTAssertEqual(wrapped[1].pieces[1].x, 30.6, accuracy: 1e-9)
        XCTAssertEqual(wrapped[1].frame.width, 64.2, accuracy: 1e-9)
    }

    func testTruncationCutsAcrossRunsAndTheEllipsisTakesTheLastCharactersStyle() {
        // One line of at most 100: "Hello w…" is 61.2 + 2 × 16.8 = 94.8; "Hello wo…" would be 111.6.
        let cut = lines([TextLayout.Run("Hello ", font: .body), TextLayout.Run("world", font: .title)], width: 100, lineLimit: 1)
        XCTAssertEqual(cut.map(\.text), ["Hello w…"])
        XCTAssertEqual(pieces(cut[0]), ["Hello ", "w…"])
        XCTAssertEqual(cut[0].frame.width, 94.8, accuracy: 1e-9)
        // A finite height counts the wrapped lines' own heights: 20.4 fits in 40, 20.4 + 33.6 does not.
        let short = lines([TextLayout.Run("Hello ", font: .body), TextLayout.Run("world", font: .title)], width: 100, height: 40)
        XCTAssertEqual(short.map(\.text), ["Hello w…"])
        XCTAssertEqual(short[0].frame.height, 33.6, accuracy: 1e-9)
        // Unwrapped paragraphs: the last visible one gets the "…" in its last run's style.
        let paragraphs = lines([TextLayout.Run("a\nb", font: .body), TextLayout.Run("c\nd", font: .title)], lineLimit: 2)
        XCTAssertEqual(paragraphs.map(\.text), ["a", "bc…"])
        XCTAssertEqual(pieces(paragraphs[1]), ["b", "c…"])
        XCTAssertEqual(paragraphs[1].frame.width, 10.2 + 2 * 16.8, accuracy: 1e-9)
    }

    func testSpacingIsPerRunAndTheLinesLastCharacterHasNoTracking() {
        // "AB" tracked 2: both characters get it (another follows on the line): 20.4 + 4. "CD"
        // tracked 3: only "C" (the line's last character gets none): 20.4 + 3. Kerning 1 on "EF"
        // adds 2 more characters × 1.
        let line = lines([TextLayout.Run("AB", font: .body, tracking: 2), TextLayout.Run("CD", font: .body, tracking: 3)])[0]
        XCTAssertEqual(line.pieces[0].width, 24.4, accuracy: 1e-9)
        XCTAssertEqual(line.pieces[1].width, 23.4, accuracy: 1e-9)
        let kerned = lines([TextLayout.Run("AB", font: .body), TextLayout.Run("EF", font: .body, kerning: 1)])[0]
        XCTAssertEqual(kerned.frame.width, 40.8 + 2, accuracy: 1e-9)
    }

    func testABaselineOffsetRaisesTheRunAndGrowsTheLine() {
        // Caption raised 6: its ascent 9.6 + 6 = 15.6 is above body's 13.6; below the baseline the
        // body's 3.4 + 3.4 stays the deepest (the caption's 4.8 − 6 is above it).
        let line = lines([TextLayout.Run("x", font: .body), TextLayout.Run("2", font: .caption, baselineOffset: 6)])[0]
        XCTAssertEqual(line.baseline, 15.6, accuracy: 1e-9)
        XCTAssertEqual(line.frame.height, 22.4, accuracy: 1e-9)
        XCTAssertEqual(line.frame.width, 17.4, accuracy: 1e-9)
        // Lowered 4: 3.4 + 3.4 + 4 = 10.8 below the baseline.
        let lowered = lines([TextLayout.Run("x", font: .body), TextLayout.Run("2", font: .body, baselineOffset: -4)])[0]
        XCTAssertEqual(lowered.frame.height, 13.6 + 10.8, accuracy: 1e-9)
    }

    func testEmptyRunsAndEmptyLines() {
        XCTAssertEqual(lines([TextLayout.Run("", font: .body)]), [])
        // An empty paragraph is as tall as the run it stands in (the title, after "a\n").
        let blank = lines([TextLayout.Run("a\n", font: .body), TextLayout.Run("", font: .body), TextLayout.Run("\nb", font: .title)])
        XCTAssertEqual(blank.map(\.text), ["a", "", "b"])
        zip(blank.map(\.frame.height), [20.4, 33.6, 33.6]).forEach { XCTAssertEqual($0, $1, accuracy: 1e-9) }
    }

    func testOneRunLaysOutAsTheSameStringInOneFont() {
        let proposal = ProposedViewSize(width: 60, height: nil)
        let text = "Welcome back to the app"
        let single = TextLayout.lines(of: text, font: .body, proposal: proposal, measurer: m)
        let runs = TextLayout.lines(of: [TextLayout.Run(text, font: .body)], proposal: proposal, measurer: m)
        XCTAssertEqual(runs.map(\.text), single.map(\.text))
        for (run, one) in zip(runs, single) {
            XCTAssertEqual(run.frame.minY, one.frame.minY, accuracy: 1e-9)
            XCTAssertEqual(run.frame.width, one.frame.width, accuracy: 1e-9)
            XCTAssertEqual(run.frame.height, one.frame.height, accuracy: 1e-9)
            XCTAssertEqual(run.baseline, one.baseline, accuracy: 1e-9)
        }
    }
}
