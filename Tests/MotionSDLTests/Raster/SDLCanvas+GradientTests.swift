import CSDL2
import XCTest
@testable import MotionSDL

/// Gradient fills, strokes and text through the real renderer, against colours worked out by hand:
/// each pixel takes the gradient's colour at its centre, rounded once to the nearest byte.
final class SDLCanvasGradientTests: XCTestCase {
    private let black = Color(red: 0, green: 0, blue: 0)
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func render<V: View>(_ view: V, size: CGSize, scale: Double = 1) throws -> PixelImage {
        try HeadlessRenderer.image(of: ViewHost(view, size: size, scale: CGFloat(scale)))
    }

    private func byte(_ unit: Double) -> UInt8 { UInt8((unit * 255).rounded()) }

    func testIssue12_linearFillIsExactAtEveryPixelAtScales1And2() throws {
        let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let view = Rectangle().fill(ramp).frame(width: 100, height: 10)
        let one = try render(view, size: CGSize(width: 100, height: 10))
        // Pixel x has its centre at x + 0.5 of 100 points: grey 255 · (x + 0.5) / 100.
        // x = 0: 1.275 → 1; x = 49: 126.225 → 126; x = 99: 253.725 → 254.
        XCTAssertEqual(one.pixel(x: 0, y: 5), PixelColor(r: 1, g: 1, b: 1))
        XCTAssertEqual(one.pixel(x: 49, y: 5), PixelColor(r: 126, g: 126, b: 126))
        XCTAssertEqual(one.pixel(x: 99, y: 5), PixelColor(r: 254, g: 254, b: 254))
        for x in 0..<100 {
            let grey = byte((Double(x) + 0.5) / 100)
            XCTAssertEqual(one.pixel(x: x, y: 2), PixelColor(r: grey, g: grey, b: grey), "x = \(x)")
        }
        // At scale 2 pixel x is at (x + 0.5) / 2 points: x = 100 → 255 · 100.5 / 200 = 128.1375 → 128.
        let two = try render(view, size: CGSize(width: 100, height: 10), scale: 2)
        XCTAssertEqual(two.pixel(x: 100, y: 10), PixelColor(r: 128, g: 128, b: 128))
        XCTAssertEqual(two.pixel(x: 0, y: 10), PixelColor(r: 1, g: 1, b: 1))   // 0.6375 → 1
    }

    /// A gradient drawn under a projection turns with its shape: with W = 1 + 0.004·x, local x
    /// lands at u = x / W, so the pixel centred at u came from x = u / (1 − 0.004·u), whose grey is
    /// 255 · x / 100 — u = 20.5 → x = 22.331 → 56.94 → 57; u = 60.5 → x = 79.815 → 203.53 → 204.
    func testIssue12_aGradientUnderAProjectionIsShadedThroughItsInverse() throws {
        let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let perspective = ProjectionTransform(m11: 1, m12: 0, m13: 0.004, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let view = Rectangle().fill(ramp).frame(width: 100, height: 100).projectionEffect(perspective)
        let image = try render(view.frame(width: 100, height: 100, alignment: .topLeading), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(image.pixel(x: 20, y: 10), PixelColor(r: 57, g: 57, b: 57))
        XCTAssertEqual(image.pixel(x: 60, y: 30), PixelColor(r: 204, g: 204, b: 204))
        XCTAssertEqual(image.pixel(x: 90, y: 10), .white, "beyond u = 100 / 1.4 nothing is drawn")
    }

    func testIssue12_radialAndAngularFillsAtKnownPixels() throws {
        let size = CGSize(width: 40, height: 40)
        // Radial red → blue about (20, 20), radius 0 → 20. Pixel (30, 20): centre (30.5, 20.5),
        // r = √(10.5² + 0.5²) = √110.5, t = r / 20 = 0.525595…: red 255(1 − t) = 120.97 → 121,
        // blue 255 t = 134.03 → 134.
        let radial = try render(Rectangle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20)),
                                size: size)
        let t = 110.5.squareRoot() / 20
        XCTAssertEqual(radial.pixel(x: 30, y: 20), PixelColor(r: byte(1 - t), g: 0, b: byte(t)))
        XCTAssertEqual(radial.pixel(x: 30, y: 20), PixelColor(r: 121, g: 0, b: 134))
        XCTAssertEqual(radial.pixel(x: 0, y: 0), PixelColor(r: 0, g: 0, b: 255))   // past the end radius
        // Conic black → white, a full turn from 0°. Pixel (20, 30): centre (20.5, 30.5), the
        // direction (0.5, 10.5) is atan2(10.5, 0.5) = 1.523213 rad clockwise from trailing:
        // t = 0.242425…, grey 61.82 → 62. Pixel (30, 20): atan2(0.5, 10.5) = 0.047583 rad,
        // t = 0.0075731, grey 1.93 → 2.
        let conic = try render(Rectangle().fill(AngularGradient(colors: [.black, .white], center: .center)), size: size)
        let below = byte(atan2(10.5, 0.5) / (2 * .pi)), right = byte(atan2(0.5, 10.5) / (2 * .pi))
        XCTAssertEqual(below, 62)
        XCTAssertEqual(right, 2)
        XCTAssertEqual(conic.pixel(x: 20, y: 30), PixelColor(r: below, g: below, b: below))
        XCTAssertEqual(conic.pixel(x: 30, y: 20), PixelColor(r: right, g: right, b: right))
    }

    func testIssue12_strokesTakeTheGradientOfTheirFrame() throws {
        // A circle of 40 in a 48 × 48 window (frame from 4 to 44), stroked 4 wide: the ring
        // 18 … 22 from (24, 24). Pixel (5, 24) lies wholly in the ring (r from 18 to 19.03); its
        // centre is 1.5 points into the frame: t = 1.5 / 40 = 0.0375, grey 9.5625 → 10.
        let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let image = try render(Circle().stroke(ramp, lineWidth: 4).frame(width: 40, height: 40), size: CGSize(width: 48, height: 48))
        XCTAssertEqual(image.pixel(x: 5, y: 24), PixelColor(r: 10, g: 10, b: 10))
        XCTAssertEqual(image.pixel(x: 24, y: 24), .white)   // inside the ring: nothing drawn
    }

    func testIssue12_translucentStopsAndOpacityBlendOverTheBackground() throws {
        // Black fading to clear, leading → trailing over 100 points, inside `.opacity(0.5)`:
        // pixel x has α = (1 − (x + 0.5)/100) · 0.5 of black over white: 255 (1 − α).
        // x = 49: α = 0.2525, 190.6125 → 191. x = 0: α = 0.4975, 128.1375 → 128.
        let fade = LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        let image = try render(Rectangle().fill(fade).frame(width: 100, height: 10).opacity(0.5), size: CGSize(width: 100, height: 10))
        XCTAssertEqual(image.pixel(x: 49, y: 5), PixelColor(r: 191, g: 191, b: 191))
        XCTAssertEqual(image.pixel(x: 0, y: 5), PixelColor(r: 128, g: 128, b: 128))
        // Red fading to clear stays red (premultiplied): α = 1 − 0.495 = 0.505 at x = 49 … of red
        // over white: (255, 255 · 0.495, 255 · 0.495) = (255, 126.225, 126.225) → (255, 126, 126).
        let redFade = LinearGradient(colors: [red, .clear], startPoint: .leading, endPoint: .trailing)
        let reds = try render(Rectangle().fill(redFade).frame(width: 100, height: 10), size: CGSize(width: 100, height: 10))
        XCTAssertEqual(reds.pixel(x: 49, y: 5), PixelColor(r: 255, g: 126, b: 126))
    }

    func testIssue12_rotatedGradientFollowsItsShape() throws {
        // A 40 × 40 square rotated 90° about its centre: its leading edge is now at the top, so
        // the ramp runs top to bottom. Pixel (20, 10) of the 40 × 40 window: centre (20.5, 10.5)
        // → t = 10.5 / 40 = 0.2625, grey 66.94 → 67.
        let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let image = try render(Rectangle().fill(ramp).rotationEffect(.degrees(90)), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(image.pixel(x: 20, y: 10), PixelColor(r: 67, g: 67, b: 67))
    }

    func testIssue12_textIsGlyphCoverageTimesTheGradient() throws {
        // Full blocks (U+2588) cover every pixel of their cells: there the pixel is the gradient's
        // colour at its centre, over the text's own frame.
        let pipeline = try HeadlessPipeline(scale: 1)
        let ramp = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        let host = pipeline.host(Text("\u{2588}\u{2588}\u{2588}\u{2588}").font(.system(size: 30)).foregroundStyle(ramp),
                                 size: CGSize(width: 160, height: 60))
        let item = try XCTUnwrap(host.displayList.texts.first)
        let frame = item.localRect.applying(item.transform)
        let image = try pipeline.image(of: host)
        let x = Int(frame.minX + frame.width * 0.3), y = Int(frame.midY)
        let t = (Double(x) + 0.5 - Double(item.transform.tx + item.localRect.minX)) / Double(frame.width)
        XCTAssertEqual(image.pixel(x: x, y: y), PixelColor(r: byte(1 - t), g: 0, b: byte(t)))
        // Outside the glyphs (above the text) the background shows.
        XCTAssertEqual(image.pixel(x: x, y: Int(frame.minY) - 2), .white)
    }

    func testIssue12_windowTexturePathMatchesTheExactPath() throws {
        let view = ZStack {
            Circle().fill(AngularGradient(colors: [.red, .yellow, .blue, .red], center: .center)).frame(width: 30, height: 30)
            Capsule().stroke(LinearGradient(colors: [.green, .clear], startPoint: .top, endPoint: .bottom), lineWidth: 3)
                .frame(width: 36, height: 14)
        }
        let host = ViewHost(view, size: CGSize(width: 40, height: 40), scale: 2)
        let worst = try texturedPathDifference(host.displayList, size: host.size, scale: 2)
        // The texture holds each pixel's colour and alpha rounded to bytes (½ each) before SDL's
        // software blending (within 2 per channel, as for plain colours), and the two layers add.
        XCTAssertLessThanOrEqual(worst, 4)
    }

    func testIssue12_badInputDrawsNothingOrTheDocumentedColour() throws {
        let headless = try HeadlessCanvas(width: 10, height: 10)
        let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), filledWith: 1)
        let paint = GradientPaint(gradient: Gradient(colors: [.black, .white]), geometry: .linear(startPoint: .leading, endPoint: .trailing),
                                  bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        headless.canvas.clear(.white)
        headless.canvas.draw(mask, gradient: paint, transform: CGAffineTransform(scaleX: 0, y: 1))   // singular
        headless.canvas.draw(mask, gradient: paint, transform: .identity, opacity: .nan)
        headless.canvas.draw(mask, gradient: GradientPaint(gradient: Gradient(stops: []), geometry: .linear(startPoint: .top, endPoint: .bottom)),
                             transform: .identity)
        XCTAssertEqual(headless.pixel(x: 5, y: 5), .white)
        headless.canvas.draw(mask, gradient: paint, transform: .identity, opacity: 7)   // clamps to 1
        XCTAssertEqual(headless.pixel(x: 5, y: 5), PixelColor(r: 140, g: 140, b: 140))   // 255 · 0.55 = 140.25
    }
}
