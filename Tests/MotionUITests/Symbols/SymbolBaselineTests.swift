import XCTest
@testable import MotionUI

final class SymbolBaselineTests: XCTestCase {
    /// Issue 10: a symbol sits on the text baseline like a glyph: in an `HStack` aligned by first
    /// text baselines, a full circle's centre is half a cap height above the text's baseline.
    func testIssue10_symbolsLineUpWithTextOnItsBaseline() throws {
        let host = ViewHost(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "circle.fill")
            Text("Like").font(.largeTitle)
        }.font(.body), size: CGSize(width: 300, height: 200))
        let measurer = MonospaceTextMeasurer()
        let text = try XCTUnwrap(host.displayList.texts.first)
        let baseline = text.bounds.minY + measurer.metrics(of: .largeTitle).ascent
        let circle = try XCTUnwrap(host.displayList.items.first { $0.kind == .fill(shape: "symbol(circle.fill)") }).bounds
        let capHeight = measurer.metrics(of: .body).capHeight
        XCTAssertEqual(circle.midY, baseline - capHeight / 2, accuracy: 0.25, "the symbol's own font: body")
        // An asset image keeps its bottom edge on the baseline.
        let photo = ViewHost(HStack(alignment: .firstTextBaseline) {
            Image("checkmark-true").resizable().frame(width: 20, height: 20)
            Text("Done")
        }, size: CGSize(width: 300, height: 200))
        let done = try XCTUnwrap(photo.displayList.texts.first)
        let image = try XCTUnwrap(photo.displayList.items.first { $0.kind == .image }).bounds
        XCTAssertEqual(image.maxY, done.bounds.minY + measurer.metrics(of: .body).ascent, accuracy: 1e-9)
    }
}
