import XCTest
@testable import MotionUI

/// Concatenated text (`Text + Text`, interpolated `Text`) as the view graph lays it out and draws
/// it, with the monospace measurer (body: 10.2 per character, lines 20.4 tall, baseline 13.6).
final class TextNodeTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func texts<V: View>(_ view: V, size: CGSize? = nil) -> [DisplayItem] {
        ViewHost(view, size: size ?? self.size).displayList.texts
    }

    func testConcatenationChainsCompileAndKeepTheirTypes() {
        let chained: Text = Text("Hello ").bold() + Text("world").foregroundColor(.red).underline()
            + Text("!").italic().strikethrough(color: .blue).baselineOffset(2).kerning(1).tracking(1)
            + Text("x").font(.title).fontWeight(.light).fontDesign(.serif).monospacedDigit().foregroundStyle(.green)
        let styled: Text = (Text("a") + Text("b")).bold().foregroundColor(.red).underline(false)
        XCTAssertEqual(chained.content, "Hello world!x")
        XCTAssertEqual(styled.content, "ab")
        XCTAssertEqual(Text("Total: \(Text("5").bold())").content, "Total: 5")
        XCTAssertEqual(Text("n = \(3)").content, "n = 3")
    }

    func testEachRunDrawsInItsOwnStyleOnOneLine() {
        let items = texts(Text("Hello ").bold() + Text("world").foregroundColor(.red))
        XCTAssertEqual(items.map(\.text), ["Hello ", "world"])
        XCTAssertEqual(items.map { $0.font?.weight }, [.bold, .regular])
        XCTAssertEqual(items[1].color, .red)
        XCTAssertNotEqual(items[0].color, .red)
        // 11 × 10.2 = 112.2 wide, centred in 200: from 43.9; "world" after 6 characters.
        XCTAssertEqual(items[0].bounds.minX, 43.9, accuracy: 1e-9)
        XCTAssertEqual(items[1].bounds.minX, 43.9 + 61.2, accuracy: 1e-9)
        XCTAssertEqual(items[1].bounds.width, 51, accuracy: 1e-9)
        XCTAssertEqual(items[0].bounds.minY, 39.8, accuracy: 1e-9)
    }

    func testRunsOfDifferentSizesShareABaseline() {
        // Body then title: the line is 33.6 tall (title), its baseline 22.4 below its top, so the
        // body run's top is 22.4 − 13.6 = 8.8 lower than the title's.
        let items = texts(Text("ab") + Text("cd").font(.title))
        XCTAssertEqual(items.count, 2)
        let top = (100 - 33.6) / 2
        XCTAssertEqual(items[1].bounds.minY, top, accuracy: 1e-9)
        XCTAssertEqual(items[0].bounds.minY, top + 8.8, accuracy: 1e-9)
        // Both baselines (0.8 × the size below each run's top) at top + 22.4.
        XCTAssertEqual(items[0].bounds.minY + 0.8 * 17, top + 22.4, accuracy: 1e-9)
        XCTAssertEqual(items[1].bounds.minY + 0.8 * 28, top + 22.4, accuracy: 1e-9)
    }

    func testModifiersOnTheWholeStyleOnlyTheRunsThatDidNotSetThem() {
        let items = texts((Text("a") + Text("b").foregroundColor(.blue).fontWeight(.light)).foregroundColor(.red).bold())
        XCTAssertEqual(items.map(\.color), [.red, .blue])
        XCTAssertEqual(items.map { $0.font?.weight }, [.bold, .light])
        // The environment's font reaches every run.
        XCTAssertEqual(texts((Text("a") + Text("b").bold()).font(.title)).map { $0.font?.pointSize }, [28, 28])
    }

    func testRunsOfOneStyleDrawAsOneRun() {
        // "ab" in one style is one run, exactly as Text("ab").
        let joined = ViewHost(Text("a") + Text("b"), size: size).displayList
        let single = ViewHost(Text("ab"), size: size).displayList
        XCTAssertEqual(joined.items, single.items)
        XCTAssertEqual(texts(Text("Total: \(Text("5"))")).map(\.text), ["Total: 5"])
    }

    func testInterpolatedTextKeepsItsStyle() {
        let items = texts(Text("Total: \(Text("5").bold()) items"))
        XCTAssertEqual(items.map(\.text), ["Total: ", "5", " items"])
        XCTAssertEqual(items.map { $0.font?.weight }, [.regular, .bold, .regular])
    }

    func testUnderlineAndStrikethroughFollowTheirRuns() {
        let host = ViewHost(Text("ab").underline() + Text("cd").strikethrough(color: .blue), size: size)
        let fills = host.displayList.items.filter {
            if case .fill(let shape) = $0.kind { return shape == "underline" || shape == "strikethrough" }
            return false
        }
        XCTAssertEqual(fills.count, 2)
        // The line is 40.8 wide from (200 − 40.8) / 2 = 79.6, 20.4 tall from 39.8: baseline 53.4.
        // Underline under "ab": its top 1.7 below the baseline, 1 thick; strikethrough through
        // "cd": centred 4.59 above the baseline, in blue.
        XCTAssertEqual(fills[0].bounds.minX, 79.6, accuracy: 1e-9)
        XCTAssertEqual(fills[0].bounds.width, 20.4, accuracy: 1e-9)
        XCTAssertEqual(fills[0].bounds.minY, 53.4 + 1.7, accuracy: 1e-9)
        XCTAssertEqual(fills[0].bounds.height, 1, accuracy: 1e-9)
        XCTAssertNotEqual(fills[0].color, .blue, "the text's foreground")
        XCTAssertEqual(fills[1].bounds.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(fills[1].bounds.midY, 53.4 - 4.59, accuracy: 1e-9)
        XCTAssertEqual(fills[1].color, .blue)
    }

    func testAWordAcrossRunsWrapsWhole() {
        // Proposed 100 wide: "Say hello" (9 × 10.2 = 91.8) fits; "Say hello there" does not.
        // "hel" + "lo" is one word: the break is before "there".
        let host = ViewHost(Text("Say hel") + Text("lo there").bold(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList.texts.map(\.text), ["Say hel", "lo", "there"])
        let rows = Set(host.displayList.texts.map(\.bounds.minY))
        XCTAssertEqual(rows.count, 2)
    }

    func testLineLimitTruncatesTheConcatenation() {
        // One line of 100: "Hello wo…" is 9 × 10.2 = 91.8; the "…" in the bold run's style.
        let host = ViewHost((Text("Hello ") + Text("world again").bold()).lineLimit(1), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList.texts.map(\.text), ["Hello ", "wo…"])
        XCTAssertEqual(host.displayList.texts.last?.font?.weight, .bold)
    }

    func testTheWholeStringIsFoundByFrameOfText() {
        let host = ViewHost(Text("Hello ").bold() + Text("world").foregroundColor(.red), size: size)
        let frame = host.frame(ofText: "Hello world")
        XCTAssertNotNil(frame)
        XCTAssertEqual(frame?.minX ?? 0, 43.9, accuracy: 1e-9)
        XCTAssertEqual(frame?.width ?? 0, 112.2, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "world")?.minX ?? 0, 105.1, accuracy: 1e-9)
        XCTAssertNil(host.frame(ofText: "Hello worlds"))
    }

    func testAConcatenationChangingUnderAContentTransitionCrossFadesBothInTheirStyles() {
        struct Score: View {
            var value: Int
            var body: some View { (Text("Score ") + Text("\(value)").bold()).contentTransition(.numericText()) }
        }
        let host = ViewHost(Score(value: 9), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Score(value: 10) }
        host.advance(by: 0.25)
        // Several styles: no roll, a cross-fade, both lines from the frame's leading edge (the
        // default alignment), which moves a quarter of the way from 64.3 (71.4 wide, centred) to
        // 59.2 (81.6 wide): 63.025. "9" and "10" follow "Score " (61.2).
        let items = host.displayList.texts
        XCTAssertEqual(items.map(\.text), ["Score ", "9", "Score ", "10"])
        XCTAssertEqual(items.map { $0.font?.weight }, [.regular, .bold, .regular, .bold])
        zip(items.map(\.opacity), [0.75, 0.75, 0.25, 0.25]).forEach { XCTAssertEqual($0, $1, accuracy: 1e-9) }
        zip(items.map(\.bounds.minX), [63.025, 63.025 + 61.2, 63.025, 63.025 + 61.2]).forEach { XCTAssertEqual($0, $1, accuracy: 1e-9) }
        host.advance(by: 1)
        XCTAssertEqual(host.displayList.texts.map(\.text), ["Score ", "10"])
    }
}
