import CSDL2
import XCTest
@testable import MotionSDL

/// Layers through the real renderer (headless, exact): each expected pixel is worked out by hand
/// from the formulas on ``ColorMatrix``, ``BlendMode`` and the Gaussian's error function.
final class LayerStackTests: XCTestCase {
    static let red = Color(red: 1, green: 0, blue: 0)

    private func render<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 60), scale: Double = 1,
                                 background: Color = .white) throws -> PixelImage {
        let host = ViewHost(view, size: size)
        return try HeadlessRenderer.image(of: host, scale: scale, background: background)
    }

    private func assertPixel(_ image: PixelImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 0,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p = image.pixel(x: x, y: y) else { return XCTFail("no pixel at \(x), \(y)", file: file, line: line) }
        let actual = (Int(p.r), Int(p.g), Int(p.b))
        XCTAssert(abs(actual.0 - expected.0) <= tolerance && abs(actual.1 - expected.1) <= tolerance
                  && abs(actual.2 - expected.2) <= tolerance,
                  "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)", file: file, line: line)
    }

    /// Two opaque red squares overlapping by 20 points.
    private func pair() -> some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(LayerStackTests.red).frame(width: 40, height: 40)
            Rectangle().fill(LayerStackTests.red).frame(width: 40, height: 40).offset(x: 20)
        }
        .frame(width: 60, height: 40, alignment: .topLeading)
    }

    func testCompositingGroupAppliesOpacityOnceSoOverlapsAreNotDarker() throws {
        // Red at α ½ over white: G = B = 255·(1 − ½) = 127.5 → 128, inside the overlap too.
        let grouped = try render(pair().compositingGroup().opacity(0.5), size: CGSize(width: 60, height: 40))
        assertPixel(grouped, 10, 20, (255, 128, 128))
        assertPixel(grouped, 30, 20, (255, 128, 128))
        // Without the group each square blends on its own: the overlap gets 128·½ = 64.
        let ungrouped = try render(pair().opacity(0.5), size: CGSize(width: 60, height: 40))
        assertPixel(ungrouped, 10, 20, (255, 128, 128))
        assertPixel(ungrouped, 30, 20, (255, 64, 64))
    }

    /// A black band from x = 50 on, blurred with `radius` at `scale`, on white: across the edge each
    /// pixel is white × (1 − Φ((x + ½ − 50·scale) / σ)) with σ = radius × scale, Φ the normal
    /// distribution ½(1 + erf(t / √2)) — the Gaussian's integral over the sharp edge.
    private func assertBlurProfile(radius: CGFloat, scale: Double, tolerance: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = Rectangle().fill(Color.black).frame(width: 200, height: 200).blur(radius: radius)
            .frame(width: 100, height: 60, alignment: .leading).offset(x: 50)
        let image = try render(view, size: CGSize(width: 100, height: 60), scale: scale)
        let sigma = Double(radius) * scale
        let edge = 50 * scale
        let row = Int(30 * scale)
        var checked = 0
        for x in Int(edge - 3 * sigma)...Int(edge + 3 * sigma) {
            let t = (Double(x) + 0.5 - edge) / sigma
            let covered = 0.5 * (1 + erf(t / 2.squareRoot()))
            let white = Int((255 * (1 - covered)).rounded())
            assertPixel(image, x, row, (white, white, white), tolerance: tolerance, file: file, line: line)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 6, file: file, line: line)
    }

    func testBlurProfileAcrossAnEdgeFollowsTheErrorFunction() throws {
        // σ = 1.5 px: the sampled Gaussian, within one step of the continuous one.
        try assertBlurProfile(radius: 1.5, scale: 1, tolerance: 1)
        // σ = 8 px (radius 4 at 2×): three box blurs (Kovesi), within two steps (0.8 %).
        try assertBlurProfile(radius: 4, scale: 2, tolerance: 2)
    }

    private func square(_ color: Color) -> some View { Rectangle().fill(color) }

    private func assertCentre<V: View>(_ view: V, _ expected: (Int, Int, Int), file: StaticString = #filePath, line: UInt = #line) throws {
        let image = try render(view.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        assertPixel(image, 20, 20, expected, file: file, line: line)
    }

    func testColorMatricesOnKnownColours() throws {
        // grayscale(1) of red: 0.2126 × 255 = 54.2 → 54 in every channel.
        try assertCentre(square(LayerStackTests.red).grayscale(1), (54, 54, 54))
        // saturation(0) of red: 0.213 × 255 = 54.3 → 54.
        try assertCentre(square(LayerStackTests.red).saturation(0), (54, 54, 54))
        // hueRotation(180°) of red: c = −1, s = 0: R = .213 − .787 < 0 → 0; G = B = .213 + .213 = .426 → 108.6 → 109.
        try assertCentre(square(LayerStackTests.red).hueRotation(.degrees(180)), (0, 109, 109))
        // hueRotation(90°) of red: c = 0, s = 1: R = .213 − .213 = 0, G = .213 + .143 = .356 → 90.8 → 91, B = .213 − .787 < 0 → 0.
        try assertCentre(square(LayerStackTests.red).hueRotation(.degrees(90)), (0, 91, 0))
        // brightness(0.2) of grey 0.6 (153): 0.8 → 204.
        try assertCentre(square(Color(white: 0.6)).brightness(0.2), (204, 204, 204))
        // contrast(1.5) of grey 0.6: (0.6 − ½)·1.5 + ½ = 0.65 → 165.75 → 166.
        try assertCentre(square(Color(white: 0.6)).contrast(1.5), (166, 166, 166))
        // colorMultiply(0.4, 1, 0.2) of white: (102, 255, 51).
        try assertCentre(square(.white).colorMultiply(Color(red: 0.4, green: 1, blue: 0.2)), (102, 255, 51))
        // colorInvert of red: cyan.
        try assertCentre(square(LayerStackTests.red).colorInvert(), (0, 255, 255))
        // luminanceToAlpha of red: black at α 0.2125 over white: 255 × 0.7875 = 200.8 → 201.
        try assertCentre(square(LayerStackTests.red).luminanceToAlpha(), (201, 201, 201))
    }

    /// `top` in `mode` over `bottom`, both opaque 40 × 40 squares.
    private func blended(_ top: Color, _ mode: BlendMode, over bottom: Color) -> some View {
        ZStack {
            Rectangle().fill(bottom)
            Rectangle().fill(top).blendMode(mode)
        }
    }

    func testBlendModesOfKnownPairs() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // multiply: Cb·Cs — blue × yellow is black; grey 0.6 × 0.4 = 0.24 → 61.2 → 61.
        try assertCentre(blended(blue, .multiply, over: yellow), (0, 0, 0))
        try assertCentre(blended(Color(white: 0.4), .multiply, over: Color(white: 0.6)), (61, 61, 61))
        // screen: Cb + Cs − Cb·Cs = 0.6 + 0.4 − 0.24 = 0.76 → 193.8 → 194.
        try assertCentre(blended(Color(white: 0.4), .screen, over: Color(white: 0.6)), (194, 194, 194))
        // plusLighter: min(1, S + D) — red + green is yellow; 0.4 + 0.4 = 0.8 → 204.
        try assertCentre(blended(Color(red: 0, green: 1, blue: 0), .plusLighter, over: LayerStackTests.red), (255, 255, 0))
        try assertCentre(blended(Color(white: 0.4), .plusLighter, over: Color(white: 0.4)), (204, 204, 204))
        // plusDarker: max(0, 1 − ((1 − D) + (1 − S))) = 0.6 + 0.8 − 1 = 0.4 → 102.
        try assertCentre(blended(Color(white: 0.8), .plusDarker, over: Color(white: 0.6)), (102, 102, 102))
        // darken / lighten of (0.2, 0.8, 0.4) and (0.6, 0.4, 0.4).
        let a = Color(red: 0.2, green: 0.8, blue: 0.4), b = Color(red: 0.6, green: 0.4, blue: 0.4)
        try assertCentre(blended(a, .darken, over: b), (51, 102, 102))
        try assertCentre(blended(a, .lighten, over: b), (153, 204, 102))
        // difference: |Cb − Cs| of white over red is cyan.
        try assertCentre(blended(.white, .difference, over: LayerStackTests.red), (0, 255, 255))
        // overlay of grey 0.4 over 0.6: hardLight(Cs = 0.6 > ½ → screen(0.4, 0.2)) = 0.4 + 0.2 − 0.08 = 0.52 → 132.6 → 133.
        try assertCentre(blended(Color(white: 0.4), .overlay, over: Color(white: 0.6)), (133, 133, 133))
        // A translucent source in multiply: co = cs(1 − αb) + cb(1 − αs) + αs·αb·Cb·Cs with αb = 1:
        // 0.6·½ + ½·0.6·0.4 = 0.42 → 107.1 → 107.
        try assertCentre(blended(Color(white: 0.4, opacity: 0.5), .multiply, over: Color(white: 0.6)), (107, 107, 107))
    }

    func testMaskMultipliesByTheMaskAlpha() throws {
        // A quarter-opaque mask: black × ¼ over white = 255 × ¾ = 191.25 → 191.
        try assertCentre(square(.black).mask(Rectangle().opacity(0.25)), (191, 191, 191))
        // A 20 × 20 mask at the top leading corner: black there, white elsewhere.
        let image = try render(square(.black).frame(width: 40, height: 40)
            .mask(alignment: .topLeading) { Rectangle().frame(width: 20, height: 20) }, size: CGSize(width: 40, height: 40))
        assertPixel(image, 10, 10, (0, 0, 0))
        assertPixel(image, 30, 10, (255, 255, 255))
        assertPixel(image, 10, 30, (255, 255, 255))
        // A circle mask of radius 20: the centre shows, the corners do not; the colour of the mask does not matter.
        let circle = try render(square(.black).frame(width: 40, height: 40).mask(Circle().fill(Color.yellow)),
                                size: CGSize(width: 40, height: 40))
        assertPixel(circle, 20, 20, (0, 0, 0))
        assertPixel(circle, 1, 1, (255, 255, 255))
    }

    /// An even-odd ring: a 40-point square with a 20-point square hole.
    private struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addRect(rect)
            path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return path
        }
    }

    func testClipShapeWithSeveralOutlinesMasksByTheFilledShape() throws {
        let image = try render(square(.black).frame(width: 40, height: 40).clipShape(Ring(), style: FillStyle(eoFill: true)),
                               size: CGSize(width: 40, height: 40))
        assertPixel(image, 5, 5, (0, 0, 0))
        assertPixel(image, 20, 20, (255, 255, 255))
        // Non-zero: both squares turn the same way, so the hole is filled.
        let filled = try render(square(.black).frame(width: 40, height: 40).clipShape(Ring()), size: CGSize(width: 40, height: 40))
        assertPixel(filled, 20, 20, (0, 0, 0))
    }

    func testOpaqueBlurStaysInsideTheFrameAndOpaque() throws {
        // A black square blurred opaquely: samples beyond the frame repeat its edge, so it stays black
        // to its edges and nothing spreads outside.
        let view = square(.black).frame(width: 20, height: 20).blur(radius: 3, opaque: true)
        let image = try render(view.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        assertPixel(image, 10, 10, (0, 0, 0))
        assertPixel(image, 11, 20, (0, 0, 0))
        assertPixel(image, 29, 20, (0, 0, 0))
        assertPixel(image, 9, 20, (255, 255, 255))
        assertPixel(image, 30, 20, (255, 255, 255))
    }

    func testClipAroundALayerCutsTheBlur() throws {
        // A blurred black square clipped by the frame of its container: outside the clip nothing shows,
        // inside, far from the square's edges, it is black.
        let view = square(.black).frame(width: 30, height: 30).blur(radius: 2).frame(width: 20, height: 40).clipped()
        let image = try render(view.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        assertPixel(image, 20, 20, (0, 0, 0))
        assertPixel(image, 31, 20, (255, 255, 255))
        assertPixel(image, 8, 20, (255, 255, 255))
    }

    func testLayersRenderTheSameAtScaleTwo() throws {
        let image = try render(pair().compositingGroup().opacity(0.5), size: CGSize(width: 60, height: 40), scale: 2)
        assertPixel(image, 20, 40, (255, 128, 128))
        assertPixel(image, 60, 40, (255, 128, 128))
        assertPixel(image, 110, 40, (255, 128, 128))
    }

    func testHugeBlurRadiiSpreadTheViewToAlmostNothingWithoutCrashing() throws {
        // σ is capped at the layer's size in pixels: a 20-point square spread that far is near white.
        let spread = try render(square(.black).frame(width: 20, height: 20).blur(radius: 1e9).frame(width: 40, height: 40),
                                size: CGSize(width: 40, height: 40))
        assertPixel(spread, 20, 20, (255, 255, 255), tolerance: 40)
        // An opaque blur repeats the edges: a uniform square stays uniform, however far it is blurred.
        let opaque = try render(square(.black).frame(width: 20, height: 20).blur(radius: 1e6, opaque: true)
            .frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        assertPixel(opaque, 20, 20, (0, 0, 0))
        assertPixel(opaque, 5, 5, (255, 255, 255))
    }

    func testDrawingGroupComposesLikeACompositingGroup() throws {
        let drawn = try render(pair().drawingGroup().opacity(0.5), size: CGSize(width: 60, height: 40))
        assertPixel(drawn, 30, 20, (255, 128, 128))
    }

    /// On a window (no surface) layers composite by reading the page back: the pixels match the
    /// headless ones within one step (the window's own fills blend through SDL).
    func testWindowCompositesThroughReadBackLikeHeadless() throws {
        let size = CGSize(width: 60, height: 40)
        let window = try makeTestWindow(size: size)
        let view = ZStack {
            Rectangle().fill(Color(white: 0.6))
            pair().compositingGroup().opacity(0.5)
            Rectangle().fill(Color(white: 0.4)).frame(width: 20, height: 20).blendMode(.screen)
        }
        let host = ViewHost(view, size: size)
        let renderer = DisplayListRenderer()
        renderer.render(host.displayList, on: window.canvas)
        let pixels = window.canvas.pixelSize
        let buffer = windowPixels(window)
        XCTAssertNil(window.canvas.lastError)
        let headless = try HeadlessRenderer.image(of: host, scale: window.canvas.scale)
        // Red at ½ over grey 0.6 (153): R = 204, G = B = 76.5 → 77, the overlap (30, 5) too; the
        // centre square screens 0.4 over that: R = 0.8 + 0.4 − 0.32 = 0.88 → 224,
        // G = B = 0.302 + 0.4 − 0.1208 = 0.5812 → 148.
        for (x, y) in [(10, 10), (30, 5), (30, 20), (50, 35)] {
            let value = buffer[y * pixels.width + x]
            let actual = (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
            assertPixel(headless, x, y, actual, tolerance: 1)
        }
        assertPixel(headless, 10, 10, (204, 77, 77))
        assertPixel(headless, 30, 5, (204, 77, 77))
        assertPixel(headless, 30, 20, (224, 148, 148))
    }
}
