import XCTest
@testable import MotionUI

final class SymbolMetricsTests: XCTestCase {
    private let window = CGSize(width: 100, height: 100)

    /// The items a symbol drew, named `symbol(<name>)`.
    private func symbolItems<V: View>(_ host: ViewHost<V>, _ name: String) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .fill(shape: "symbol(\(name))") }
    }

    private func union(_ items: [DisplayItem]) -> CGRect {
        items.reduce(CGRect.null) { $0.union($1.bounds) }
    }

    private func assertRect(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, "minX", file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, "minY", file: file, line: line)
        XCTAssertEqual(a.maxX, b.maxX, accuracy: accuracy, "maxX", file: file, line: line)
        XCTAssertEqual(a.maxY, b.maxY, accuracy: accuracy, "maxY", file: file, line: line)
    }

    func testIssue10_AFullCircleIsOnePointSixCapHeightsOfTheFont() {
        // Body, 17 pt; the test measurer's cap height is 0.7 × 17 = 11.9, so a unit is 0.119 pt and
        // the 160-unit circle is 19.04 pt across, centred in the 100-pt window at 40.48.
        let capHeight = MonospaceTextMeasurer().metrics(of: .body).capHeight
        XCTAssertEqual(capHeight, 11.9, accuracy: 1e-12)
        let host = ViewHost(Image(systemName: "circle.fill"), size: window)
        assertRect(union(symbolItems(host, "circle.fill")), CGRect(x: 40.48, y: 40.48, width: 19.04, height: 19.04))
    }

    func testIssue10_SymbolSizeFollowsTheFontsCapHeightForEveryTextStyle() {
        for style in Font.TextStyle.allCases {
            let font = Font.system(style)
            let capHeight = 0.7 * style.pointSize
            let host = ViewHost(Image(systemName: "circle.fill").font(font), size: CGSize(width: 200, height: 200))
            let bounds = union(symbolItems(host, "circle.fill"))
            XCTAssertEqual(bounds.width, 1.6 * capHeight, accuracy: 1e-6, "\(style)")
            XCTAssertEqual(bounds.height, 1.6 * capHeight, accuracy: 1e-6, "\(style)")
        }
    }

    func testIssue10_ACapHeightFromAnotherMeasurerSizesTheSymbol() {
        // A measurer whose capitals are half the point size: at 20 pt the cap height is 10, a unit
        // 0.1 pt, the plus (box 14…146) 13.2 pt.
        let measurer = MonospaceTextMeasurer(capHeight: 0.5)
        let host = ViewHost(Image(systemName: "plus").font(.system(size: 20)), size: window, textMeasurer: measurer)
        // Round caps are polygons whose chords stray at most the flattening tolerance (1/8 point
        // here) inwards from the true edge.
        assertRect(union(symbolItems(host, "plus")), CGRect(x: 43.4, y: 43.4, width: 13.2, height: 13.2), accuracy: 0.125)
    }

    func testIssue10_TheSymbolsCentreSitsOnTheMiddleOfTheCapHeightAboveTheBaseline() {
        let font = FontMetrics(ascent: 13.6, descent: 3.4, leading: 3.4, capHeight: 11.9)
        let m = SymbolMetrics(font: font)
        // plus: box (14, 14, 132, 132) → 15.708 pt square; its bars cross at design y 80, which is
        // (80 − 14) × 0.119 = 7.854 below the frame's top; the baseline is half a cap height lower.
        let box = try! XCTUnwrap(SymbolCatalog.artwork(named: "plus")).box
        XCTAssertEqual(box, CGRect(x: 14, y: 14, width: 132, height: 132))
        XCTAssertEqual(m.size(of: box).width, 15.708, accuracy: 1e-9)
        XCTAssertEqual(m.baseline(of: box), 7.854 + 5.95, accuracy: 1e-9)
        // circle: box (0, 0, 160, 160): baseline 9.52 + 5.95 below the top; the cap band y 30…130
        // spans 3.57 … 15.47 pt — the baseline, and one cap height above it.
        let circle = CGRect(x: 0, y: 0, width: 160, height: 160)
        XCTAssertEqual(m.baseline(of: circle), 15.47, accuracy: 1e-9)
        XCTAssertEqual(130 * m.unit, 15.47, accuracy: 1e-9)                       // design y 130: the baseline
        XCTAssertEqual(m.baseline(of: circle) - 30 * m.unit, font.capHeight, accuracy: 1e-9)   // y 30: the capline
    }

    func testIssue10_ImageScaleIsEightTenthsAndThirteenTenthsOfMedium() {
        var widths: [Image.Scale: CGFloat] = [:]
        for scale in Image.Scale.allCases {
            let host = ViewHost(Image(systemName: "circle.fill").imageScale(scale), size: window)
            widths[scale] = union(symbolItems(host, "circle.fill")).width
        }
        XCTAssertEqual(widths[.medium]!, 19.04, accuracy: 1e-6)
        XCTAssertEqual(widths[.small]!, 15.232, accuracy: 1e-6)
        XCTAssertEqual(widths[.large]!, 24.752, accuracy: 1e-6)
        // The baseline stays put: the scaled symbol stays centred on the cap height's middle.
        let font = MonospaceTextMeasurer().metrics(of: .body)
        let box = CGRect(x: 0, y: 0, width: 160, height: 160)
        for scale in Image.Scale.allCases {
            let m = SymbolMetrics(font: font, scale: scale)
            XCTAssertEqual(m.baseline(of: box) - m.size(of: box).height / 2, font.capHeight / 2, accuracy: 1e-9)
        }
    }

    func testIssue10_LineWidthGrowsWithTheFontWeight() {
        XCTAssertEqual(SymbolMetrics.lineWidth(for: .regular), 12)
        XCTAssertEqual(SymbolMetrics.lineWidth(for: .bold), 12 * 1.36, accuracy: 1e-12)
        XCTAssertEqual(SymbolMetrics.lineWidth(for: .ultraLight), 12 * 0.28, accuracy: 1e-12)
        // A bolder ring covers more: its outer edge reaches further out, the frame stays.
        func ringBounds(_ weight: Font.Weight) -> CGRect {
            let host = ViewHost(Image(systemName: "circle").font(.system(size: 17, weight: weight)), size: window)
            return union(symbolItems(host, "circle"))
        }
        // The ring's centre line has radius 74 units; its ink reaches 74 + 6 units (regular) or
        // 74 + 8.16 (bold): outer diameters 160 × 0.119 = 19.04 and 164.32 × 0.119 = 19.55408 pt.
        // (Stroke outlines are polygons within the quarter-pixel tolerance of the true edge.)
        XCTAssertEqual(ringBounds(.regular).width, 19.04, accuracy: 0.13)
        XCTAssertEqual(ringBounds(.bold).width, 19.55408, accuracy: 0.13)
        XCTAssertGreaterThan(ringBounds(.bold).width, ringBounds(.regular).width + 0.3)
    }
}
