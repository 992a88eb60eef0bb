import XCTest
@testable import MotionUI

/// Three fixed alternatives: wide (200 × 50, red), tall (120 × 80, green), small (60 × 30, blue).
private struct Alternatives: View {
    var axes: Axis.Set = [.horizontal, .vertical]
    var body: some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 200, height: 50)
            Color.green.frame(width: 120, height: 80)
            Color.blue.frame(width: 60, height: 30)
        }
    }
}

final class ViewThatFitsTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    /// The alternatives drawn inside a `width × height` frame centred in the 400 × 300 window, by
    /// colour, with their bounds.
    private func drawn(_ axes: Axis.Set = [.horizontal, .vertical], width: CGFloat, height: CGFloat) -> [Color: CGRect] {
        let host = ViewHost(Alternatives(axes: axes).frame(width: width, height: height), size: size)
        var result: [Color: CGRect] = [:]
        for item in host.displayList.items { if let color = item.color { result[color] = item.bounds } }
        return result
    }

    /// The rect of a `w × h` view centred in the window.
    private func centred(_ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    }

    func testTheFirstAlternativeThatFitsBothAxesIsTheOnlyOneDrawn() {
        // 300 × 100: the wide one fits (200 ≤ 300, 50 ≤ 100).
        XCTAssertEqual(drawn(width: 300, height: 100), [.red: centred(200, 50)])
        // 150 × 100: the wide one is too wide (200 > 150); the tall one fits (120 ≤ 150, 80 ≤ 100).
        XCTAssertEqual(drawn(width: 150, height: 100), [.green: centred(120, 80)])
        // 150 × 60: the tall one is too tall (80 > 60); the small one fits.
        XCTAssertEqual(drawn(width: 150, height: 60), [.blue: centred(60, 30)])
    }

    func testWhenNothingFitsTheLastAlternativeIsShownAtItsOwnSize() {
        // 50 × 20: even the small one (60 × 30) is too big; it is shown anyway, overflowing.
        XCTAssertEqual(drawn(width: 50, height: 20), [.blue: centred(60, 30)])
    }

    func testOnlyTheConstrainedAxesDecide() {
        // Horizontal only, 150 × 60: the tall one's 80 does not count; 120 ≤ 150 fits.
        XCTAssertEqual(drawn(.horizontal, width: 150, height: 60), [.green: centred(120, 80)])
        // Vertical only, 150 × 60: the wide one's 200 does not count; 50 ≤ 60 fits.
        XCTAssertEqual(drawn(.vertical, width: 150, height: 60), [.red: centred(200, 50)])
        // No axis: the first, always.
        XCTAssertEqual(drawn([], width: 10, height: 10), [.red: centred(200, 50)])
    }

    func testTheContainerTakesTheChosenAlternativesSize() {
        // Unframed in a 150 × 100 window the tall one is chosen; the stack below it starts at its bottom.
        let view = VStack(spacing: 0) {
            Alternatives()
            Color.black.frame(width: 10, height: 10)
        }
        let host = ViewHost(view, size: CGSize(width: 150, height: 100))
        // The stack proposes 150 × 100 to the alternatives first: the tall one (80) is chosen; 80 +
        // 10 = 90 tall, centred in 100: the tall one from y 5 to 85, the black square below.
        XCTAssertEqual(host.displayList.items.first { $0.color == .green }?.bounds, CGRect(x: 15, y: 5, width: 120, height: 80))
        XCTAssertEqual(host.displayList.items.first { $0.color == .black }?.bounds, CGRect(x: 70, y: 85, width: 10, height: 10))
    }

    func testTextIsMeasuredAtItsIdealWidthOnAConstrainedAxis() {
        // "A long title" is 12 × 10.2 = 122.4 wide on one line, "Short" 51: in 130 the long one
        // fits; in 100 it would wrap, but its ideal (unwrapped) width does not fit, so "Short".
        func shown(width: CGFloat) -> [String] {
            let view = ViewThatFits(in: .horizontal) { Text("A long title"); Text("Short") }.frame(width: width)
            return ViewHost(view, size: size).displayList.items.compactMap(\.text)
        }
        XCTAssertEqual(shown(width: 130), ["A long title"])
        XCTAssertEqual(shown(width: 100), ["Short"])
    }

    func testAnUnconstrainedAxisKeepsTheProposalWhileMeasuring() {
        // Vertical only, 60 wide: "word word word" is measured 60 wide, so it wraps to three lines
        // (each word 40.8 wide) — 3 × 20.4 = 61.2 tall, more than 50: the one-liner is chosen.
        // Measured without a width it would be one line (20.4) and would fit.
        func texts(height: CGFloat) -> [DisplayItem] {
            let view = ViewThatFits(in: .vertical) { Text("word word word"); Text("one") }.frame(width: 60, height: height)
            return ViewHost(view, size: size).displayList.items.filter { $0.kind == .text }
        }
        XCTAssertEqual(texts(height: 50).compactMap(\.text), ["one"])
        // 70 tall: the three lines fit, 61.2 tall from the first line's top to the last's bottom.
        let lines = texts(height: 70)
        XCTAssertFalse(lines.isEmpty)
        XCTAssertFalse(lines.contains { $0.text == "one" })
        let box = lines.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
        XCTAssertEqual(box.height, 61.2, accuracy: 1e-9)
    }

    func testOnlyTheChosenAlternativeCanBeHit() {
        final class Taps { var wide = 0, narrow = 0 }
        let taps = Taps()
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 50).onTapGesture { taps.wide += 1 }
            Color.blue.frame(width: 60, height: 30).onTapGesture { taps.narrow += 1 }
        }
        .frame(width: 100, height: 100)
        let host = ViewHost(view, size: size)
        // The narrow one is shown, centred; a tap beside it, where the wide one would be, hits nothing.
        XCTAssertFalse(host.tap(at: CGPoint(x: 160, y: 150)))
        XCTAssertTrue(host.tap(at: CGPoint(x: 200, y: 150)))
        XCTAssertEqual(taps.wide, 0)
        XCTAssertEqual(taps.narrow, 1)
    }

    func testANewSizeChoosesAgain() {
        let host = ViewHost(Alternatives(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.displayList.items.compactMap(\.color), [.red])
        host.resize(to: CGSize(width: 150, height: 100))
        XCTAssertEqual(host.displayList.items.compactMap(\.color), [.green])
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.displayList.items.compactMap(\.color), [.red])
    }
}
