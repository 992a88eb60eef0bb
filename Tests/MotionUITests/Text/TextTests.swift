import XCTest
@testable import MotionUI

final class TextTests: XCTestCase {
    func testTextWhoseFrameAnimatesIsNotTruncatedOnTheWay() {
        struct Growing: View {
            @State var long = false
            var body: some View {
                VStack {
                    Text(long ? "a much longer line" : "short")
                    Text("grow").onTapGesture { withAnimation(.linear(duration: 1)) { long.toggle() } }
                }
            }
        }
        let host = ViewHost(Growing(), size: CGSize(width: 400, height: 300))
        XCTAssertTrue(host.tap(text: "grow"))
        host.advance(by: 0.5)
        // The frame is half way from 51 to 183.6 wide; the text is laid out for its final frame.
        let run = host.displayList.texts.first { $0.text?.hasPrefix("a much") == true }
        XCTAssertEqual(run?.text, "a much longer line", "not cut to the animating frame's width")
        XCTAssertEqual(run?.bounds.width ?? 0, 18 * 10.2, accuracy: 1e-9)
        // Centred: the final frame starts at (400 − 183.6) / 2 = 108.2, the old one at (400 − 51) / 2
        // = 174.5; half way through a linear second: 141.35.
        XCTAssertEqual(run?.bounds.minX ?? 0, (108.2 + 174.5) / 2, accuracy: 1e-9)
    }

    /// Counts the words measured, around the monospace measurer.
    private final class CountingMeasurer: TextMeasurer {
        private let base = MonospaceTextMeasurer()
        var measured = 0
        func width(of text: String, font: Font) -> CGFloat {
            measured += 1
            return base.width(of: text, font: font)
        }
        func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
    }

    private struct Shifted: View {
        let label: String
        let shift: CGFloat
        var body: some View {
            VStack {
                HStack {
                    Text(label)
                    Text("beside it")
                }
                .offset(x: shift)
            }
        }
    }

    /// Text layout is cached by string, font, attributes and proposal across updates: a body that
    /// runs again with the same strings (only an offset changed) measures nothing, and the same
    /// frames come out; a new string is measured again.
    func testIssue14_aTextWhoseBodyRanAgainWithTheSameStringMeasuresNothing() {
        let measurer = CountingMeasurer()
        let host = ViewHost(Shifted(label: "one two", shift: 0), size: CGSize(width: 300, height: 200),
                            textMeasurer: measurer)
        let first = host.displayList.texts.map(\.bounds)
        XCTAssertGreaterThan(measurer.measured, 0)
        let before = measurer.measured
        host.content = Shifted(label: "one two", shift: 10)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(measurer.measured, before, "nothing measured again")
        XCTAssertEqual(host.displayList.texts.map(\.bounds), first.map { $0.offsetBy(dx: 10, dy: 0) })
        host.content = Shifted(label: "three", shift: 10)
        host.advance(by: 1.0 / 60)
        XCTAssertGreaterThan(measurer.measured, before, "a new string is measured")
        XCTAssertEqual(host.displayList.texts.map(\.text), ["three", "beside it"])
    }

    /// The lines of an unchanged text are kept with its resolved font and attributes: an
    /// environment change above it (a font, a line limit) lays it out again, at once.
    func testIssue14_anUnchangedTextIsLaidOutAgainWhenItsEnvironmentChanges() {
        struct Framed: View {
            let size: CGFloat
            let limit: Int?
            var body: some View {
                VStack { Text("one two three").frame(width: 60) }
                    .font(.system(size: size)).lineLimit(limit)
            }
        }
        let host = ViewHost(Framed(size: 10, limit: nil), size: CGSize(width: 300, height: 300))
        // 10 pt: a character is 6 wide, so the 13 characters (78) fit 60 as "one two" (42) and "three" (30).
        XCTAssertEqual(host.displayList.texts.compactMap(\.text), ["one two", "three"])
        XCTAssertEqual(host.displayList.texts.map(\.bounds.width), [42, 30])
        host.content = Framed(size: 20, limit: nil)
        // 20 pt: 12 a character; "three" (60) is the widest line that fits.
        XCTAssertEqual(host.displayList.texts.compactMap(\.text), ["one", "two", "three"])
        XCTAssertEqual(host.displayList.texts.map(\.bounds.width), [36, 36, 60])
        host.content = Framed(size: 20, limit: 1)
        XCTAssertEqual(host.displayList.texts.count, 1, "one line once the limit is 1")
    }
}
