import XCTest
@testable import MotionUI

final class TextImageTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)
    private let measurer = MonospaceTextMeasurer()

    private func symbols(_ host: ViewHost<some View>, _ name: String) -> [CGRect] {
        host.displayList.items.filter { $0.kind == .fill(shape: "symbol(\(name))") }.map(\.bounds)
    }

    /// A full circle at the body size (cap height 0.7 × 17 = 11.9) is 1.6 cap heights across:
    /// 19.04 points, as `Image(systemName:)` beside text.
    func testAnImageAloneIsDrawnAsTheSymbolInTheTextsFont() throws {
        let host = ViewHost(Text(Image(systemName: "circle.fill")), size: size)
        XCTAssertEqual(host.displayList.texts.count, 0, "no glyph for the image's character")
        let circle = try XCTUnwrap(symbols(host, "circle.fill").first)
        XCTAssertEqual(circle.width, 19.04, accuracy: 0.02)
        XCTAssertEqual(circle.height, 19.04, accuracy: 0.02)
        let title = ViewHost(Text(Image(systemName: "circle.fill")).font(.largeTitle), size: size)
        let big = try XCTUnwrap(symbols(title, "circle.fill").first)
        XCTAssertEqual(big.width, 1.6 * measurer.metrics(of: .largeTitle).capHeight, accuracy: 0.02)
    }

    /// An interpolated image is laid out inline: the text after it starts at its trailing edge,
    /// and its cap band sits on the text's capitals (its centre half a cap height above the baseline).
    func testAnInterpolatedImageSitsInlineOnTheTextsBaseline() throws {
        let host = ViewHost(Text("\(Image(systemName: "circle.fill")) Like"), size: size)
        let text = try XCTUnwrap(host.displayList.texts.first)
        XCTAssertEqual(host.displayList.texts.map(\.text), [" Like"])
        let circle = try XCTUnwrap(symbols(host, "circle.fill").first)
        let metrics = measurer.metrics(of: .body)
        let baseline = text.bounds.minY + metrics.ascent
        XCTAssertEqual(text.bounds.minX - circle.minX, 19.04, accuracy: 0.02, "the text starts one circle after it")
        XCTAssertEqual(circle.midY, baseline - metrics.capHeight / 2, accuracy: 0.02)
        // The line grows to hold the circle above the baseline: (80 − 0) × 0.119 + 11.9 / 2 = 15.47
        // above it, against the font's 13.6; so the text's glyphs start 1.87 below the circle's top.
        XCTAssertEqual(text.bounds.minY - circle.minY, 15.47 - 13.6, accuracy: 0.02)
    }

    /// Concatenated, an image takes its part's style (its colour) and stands between the texts.
    func testAConcatenatedImageTakesItsPartsColourBetweenTheTexts() throws {
        let host = ViewHost(Text("Rated ") + Text(Image(systemName: "circle.fill")).foregroundColor(.orange) + Text(" 4.5"),
                            size: size)
        let texts = host.displayList.texts
        XCTAssertEqual(texts.map(\.text), ["Rated ", " 4.5"])
        let circle = try XCTUnwrap(host.displayList.items.first { $0.kind == .fill(shape: "symbol(circle.fill)") })
        XCTAssertEqual(circle.color, Color.orange.resolved(in: .light))
        XCTAssertEqual(texts[0].color, Color.primary.resolved(in: .light))
        XCTAssertEqual(circle.bounds.minX - texts[0].bounds.minX, 6 * 10.2, accuracy: 0.02)
        XCTAssertEqual(texts[1].bounds.minX - texts[0].bounds.minX, 6 * 10.2 + 19.04, accuracy: 0.02)
    }

    /// Wrapped, the image is a word of its own.
    func testAnImageWrapsAsAWord() throws {
        let host = ViewHost(Text("Like \(Image(systemName: "circle.fill"))").frame(width: 60), size: size)
        let text = try XCTUnwrap(host.displayList.texts.first)
        let circle = try XCTUnwrap(symbols(host, "circle.fill").first)
        XCTAssertEqual(text.text, "Like")
        XCTAssertGreaterThan(circle.minY, text.bounds.minY + 10, "on the second line")
    }
}
