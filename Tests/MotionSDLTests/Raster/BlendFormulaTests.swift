import XCTest
@testable import MotionSDL

/// Blend results for known premultiplied pairs, worked out by hand from the W3C formulas.
final class BlendFormulaTests: XCTestCase {
    typealias Pixel = BlendFormula.Pixel

    private func assertBlend(_ mode: BlendMode, _ s: Pixel, _ d: Pixel, _ expected: Pixel,
                             file: StaticString = #filePath, line: UInt = #line) {
        let result = BlendFormula.blend(mode, source: s, backdrop: d)
        for (a, b) in [(result.r, expected.r), (result.g, expected.g), (result.b, expected.b), (result.a, expected.a)] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(mode): \(result) ≠ \(expected)", file: file, line: line)
        }
    }

    private func grey(_ v: Double, _ a: Double = 1) -> Pixel { Pixel(r: v * a, g: v * a, b: v * a, a: a) }

    func testATransparentSourceLeavesTheBackdropAlone() {
        let backdrop = Pixel(r: 0.1, g: 0.2, b: 0.3, a: 0.6)
        for mode in BlendMode.allCases {
            assertBlend(mode, grey(0, 0), backdrop, backdrop)
        }
    }

    func testOverATransparentBackdropEveryModeButTheDestinationOnesGivesTheSource() {
        let source = Pixel(r: 0.2, g: 0.1, b: 0.4, a: 0.5)
        for mode in BlendMode.allCases where ![.sourceAtop, .destinationOut].contains(mode) {
            assertBlend(mode, source, grey(0, 0), source)
        }
        assertBlend(.sourceAtop, source, grey(0, 0), grey(0, 0))
        assertBlend(.destinationOut, source, grey(0, 0), grey(0, 0))
    }

    func testSeparableModesOfOpaqueGreys() {
        // Cs = 0.4 over Cb = 0.6.
        let s = grey(0.4), d = grey(0.6)
        assertBlend(.normal, s, d, grey(0.4))
        assertBlend(.multiply, s, d, grey(0.24))
        assertBlend(.screen, s, d, grey(0.76))
        assertBlend(.darken, s, d, grey(0.4))
        assertBlend(.lighten, s, d, grey(0.6))
        assertBlend(.difference, s, d, grey(0.2))
        assertBlend(.exclusion, s, d, grey(0.52))          // 0.6 + 0.4 − 2·0.24
        assertBlend(.hardLight, s, d, grey(0.48))          // Cs ≤ ½: 0.6 · 0.8
        assertBlend(.overlay, s, d, grey(0.52))            // hardLight(0.6 over 0.4) = screen(0.4, 0.2)
        assertBlend(.colorDodge, s, d, grey(1))            // 0.6 / 0.6 = 1
        assertBlend(.colorBurn, s, d, grey(0))             // 1 − min(1, 0.4 / 0.4)
        assertBlend(.softLight, s, d, grey(0.6 - 0.2 * 0.6 * 0.4))   // Cs ≤ ½: Cb − (1 − 2Cs)·Cb·(1 − Cb)
        assertBlend(.plusLighter, s, d, grey(1))
        assertBlend(.plusDarker, s, d, grey(0))            // max(0, 0.4 + 0.6 − 1)
    }

    func testTranslucentSourceUsesTheGeneralForm() {
        // multiply, αs = ½ over an opaque 0.6: co = 0.6·½ + ½·1·(0.6·0.4) = 0.42.
        assertBlend(.multiply, grey(0.4, 0.5), grey(0.6), grey(0.42))
        // screen, αs = ½: 0.6·½ + ½·0.76 = 0.68.
        assertBlend(.screen, grey(0.4, 0.5), grey(0.6), grey(0.68))
        // plusLighter adds premultiplied values: 0.2 + 0.6 = 0.8, alpha min(1, 1.5) = 1.
        assertBlend(.plusLighter, grey(0.4, 0.5), grey(0.6), grey(0.8))
        // plusDarker: αo = 1; co = max(0, 1 − (1 − 0.6) − (½ − 0.2)) = 0.3.
        assertBlend(.plusDarker, grey(0.4, 0.5), grey(0.6), grey(0.3))
        // Porter-Duff: sourceAtop keeps the backdrop's alpha, destinationOut cuts by the source's.
        assertBlend(.sourceAtop, grey(0.4, 0.5), grey(0.6, 0.5), Pixel(r: 0.25, g: 0.25, b: 0.25, a: 0.5))
        assertBlend(.destinationOut, grey(0.4, 0.5), grey(0.6), grey(0.6, 0.5))
        assertBlend(.destinationOver, grey(0.4, 0.5), grey(0.6, 0.5), Pixel(r: 0.4, g: 0.4, b: 0.4, a: 0.75))
    }

    func testNonSeparableModes() {
        let red = Pixel(r: 1, g: 0, b: 0, a: 1), grey = grey(0.5)
        // luminosity: the backdrop's hue and saturation with the source's luminance. Grey 0.5 has
        // luminance 0.5; red's is 0.3, so red lifted by 0.2 → (1.2, 0.2, 0.2), clipped about
        // L = 0.5: 0.5 + (C − 0.5)·0.5/0.7 → (1, 0.28571…, 0.28571…).
        let k = 0.5 / 0.7
        assertBlend(.luminosity, grey, red, Pixel(r: 1, g: 0.5 - 0.3 * k, b: 0.5 - 0.3 * k, a: 1))
        // color of red over grey: red with grey's luminance, the same numbers.
        assertBlend(.color, red, grey, Pixel(r: 1, g: 0.5 - 0.3 * k, b: 0.5 - 0.3 * k, a: 1))
        // saturation of a grey source: no saturation, so the backdrop's luminance as grey: red → 0.3.
        assertBlend(.saturation, grey, red, self.grey(0.3))
        // hue of a grey source over red: no saturation either → grey at red's luminance.
        assertBlend(.hue, grey, red, self.grey(0.3))
    }
}
