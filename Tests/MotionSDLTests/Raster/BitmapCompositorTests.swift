import CSDL2
import XCTest
@testable import MotionSDL

final class BitmapCompositorTests: XCTestCase {
    /// Draws with a compositor straight into a transparent headless canvas's surface.
    private func composite(_ bitmap: Bitmap, width: Int, height: Int, transform: CGAffineTransform,
                           tint: PixelColor = .black, clip: SDL_Rect? = nil, opaque: Bool = false) throws -> PixelImage {
        let headless = try HeadlessCanvas(width: width, height: height, opaque: opaque)
        if opaque { headless.canvas.clear(.white) }
        headless.canvas.flush()
        let surface = try XCTUnwrap(headless.canvas.surface)
        SDL_LockSurface(surface)
        let compositor = BitmapCompositor(pixels: surface.pointee.pixels, width: width, height: height,
                                          pitch: Int(surface.pointee.pitch), hasAlpha: !opaque, clip: clip)
        compositor.draw(bitmap, transform: transform, tint: tint)
        SDL_UnlockSurface(surface)
        return headless.snapshot()
    }

    func testAWholePixelTranslationCopiesCoverageOneToOne() throws {
        let mask = Bitmap(width: 3, height: 2, coverage: [255, 128, 0, 1, 2, 3])
        let image = try composite(mask, width: 6, height: 4, transform: CGAffineTransform(translationX: 2, y: 1),
                                  tint: PixelColor(r: 10, g: 20, b: 30))
        XCTAssertEqual(image.pixel(x: 2, y: 1), PixelColor(r: 10, g: 20, b: 30, a: 255))
        XCTAssertEqual(image.pixel(x: 3, y: 1), PixelColor(r: 10, g: 20, b: 30, a: 128))
        XCTAssertEqual(image.pixel(x: 4, y: 1)?.a, 0)
        XCTAssertEqual(image.pixel(x: 2, y: 2), PixelColor(r: 10, g: 20, b: 30, a: 1))
        XCTAssertEqual(image.pixels.filter { $0.a > 0 }.count, 5)
    }

    func testColourPixelsBlendStraightAlphaOverWhiteRoundedToNearest() throws {
        let pixels = [PixelColor(r: 255, g: 0, b: 0, a: 255), PixelColor(r: 0, g: 0, b: 255, a: 128)]
        let image = try composite(Bitmap(image: PixelImage(width: 2, height: 1, pixels: pixels)), width: 2, height: 1,
                                  transform: .identity, tint: .white, opaque: true)
        XCTAssertEqual(image.pixel(x: 0, y: 0), PixelColor(r: 255, g: 0, b: 0))
        // α = 128/255: R = G = 255 × 127/255 = 127, B = 255.
        XCTAssertEqual(image.pixel(x: 1, y: 0), PixelColor(r: 127, g: 127, b: 255))
        // A translucent tint multiplies the alpha: 255 × 51/255 → α 0.2: R = 255, G = B = 255 × 0.8 = 204.
        let faded = try composite(Bitmap(image: PixelImage(width: 1, height: 1, pixels: [pixels[0]])), width: 1, height: 1,
                                  transform: .identity, tint: PixelColor(r: 255, g: 255, b: 255, a: 51), opaque: true)
        XCTAssertEqual(faded.pixel(x: 0, y: 0), PixelColor(r: 255, g: 204, b: 204))
    }

    func testMagnifyingTwiceSamplesBilinearlyBetweenPixelCentres() throws {
        // [255, 0] scaled 2× across: device centres 0.5, 1.5, 2.5, 3.5 → bitmap u = 0.25 … 1.75;
        // u − ½ = −0.25 (clamped to 0), 0.25, 0.75, 1.25 (clamped to 1): coverage 255, 191.25, 63.75, 0.
        let image = try composite(Bitmap(width: 2, height: 1, coverage: [255, 0]), width: 4, height: 2,
                                  transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual((0..<4).map { image.pixel(x: $0, y: 0)!.a }, [255, 191, 64, 0])
        XCTAssertEqual((0..<4).map { image.pixel(x: $0, y: 1)!.a }, [255, 191, 64, 0])
    }

    func testShrinkingTwiceAveragesEachTwoByTwoBlock() throws {
        // [255, 0, 255, 255] halved across: device pixel 0 averages u = 0.5 and 1.5 → 255 and 0 → 127.5 → 128;
        // pixel 1 averages 255 and 255.
        let image = try composite(Bitmap(width: 4, height: 1, coverage: [255, 0, 255, 255]), width: 2, height: 1,
                                  transform: CGAffineTransform(scaleX: 0.5, y: 1))
        XCTAssertEqual(image.pixel(x: 0, y: 0)?.a, 128)
        XCTAssertEqual(image.pixel(x: 1, y: 0)?.a, 255)
    }

    func testEdgesCutThroughPixelsGetPartialCoverage() throws {
        // A 2 × 2 opaque mask moved by half a pixel (not snapped here: the compositor resamples any
        // non-integer translation): the first column is half covered (8 of 16 grid points).
        let image = try composite(Bitmap(width: 2, height: 2, coverage: [255, 255, 255, 255]), width: 4, height: 2,
                                  transform: CGAffineTransform(translationX: 0.5, y: 0))
        XCTAssertEqual(image.pixel(x: 0, y: 0)?.a, 128)   // 0.5 × 255 = 127.5 → 128
        XCTAssertEqual(image.pixel(x: 1, y: 0)?.a, 255)
        XCTAssertEqual(image.pixel(x: 2, y: 0)?.a, 128)
        XCTAssertEqual(image.pixel(x: 3, y: 0)?.a, 0)
    }

    func testClipsAndBadTransformsLimitOrStopDrawing() throws {
        let mask = Bitmap(width: 4, height: 4, coverage: Array(repeating: 255, count: 16))
        let clipped = try composite(mask, width: 4, height: 4, transform: .identity, clip: SDL_Rect(x: 1, y: 1, w: 2, h: 1))
        XCTAssertEqual(clipped.pixels.filter { $0.a > 0 }.count, 2)
        XCTAssertEqual(clipped.pixel(x: 1, y: 1)?.a, 255)
        XCTAssertEqual(clipped.pixel(x: 2, y: 1)?.a, 255)
        for bad in [CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(translationX: .nan, y: 0),
                    CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
            let image = try composite(mask, width: 4, height: 4, transform: bad)
            XCTAssertTrue(image.pixels.allSatisfy { $0.a == 0 }, "\(bad)")
        }
        let outside = try composite(mask, width: 4, height: 4, transform: CGAffineTransform(translationX: 1e12, y: -1e12))
        XCTAssertTrue(outside.pixels.allSatisfy { $0.a == 0 })
        let transparentTint = try composite(mask, width: 4, height: 4, transform: .identity, tint: .clear)
        XCTAssertTrue(transparentTint.pixels.allSatisfy { $0.a == 0 })
    }

    /// Every coverage value 0…255, copied one to one in an opaque and a translucent tint, over opaque
    /// white and over a transparent surface, against the straight-alpha "over" formula written out
    /// here: α = c/255 · tα/255; over opaque white C = 255 + (Cs − 255)·α; over transparent C = Cs and
    /// alpha 255·α; each rounded to the nearest byte (halves up). Empty and full pixels take the
    /// copying path's shortcuts, so this checks that they agree with the formula too.
    func testCopiedCoverageFollowsTheOverFormulaForEveryValue() throws {
        let mask = Bitmap(width: 16, height: 16, coverage: (0..<256).map { UInt8($0) })
        for tint in [PixelColor(r: 10, g: 120, b: 250), PixelColor(r: 200, g: 30, b: 90, a: 128)] {
            let overWhite = try composite(mask, width: 16, height: 16, transform: .identity, tint: tint, opaque: true)
            let overNothing = try composite(mask, width: 16, height: 16, transform: .identity, tint: tint)
            for c in 0..<256 {
                let alpha = Double(c) / 255 * Double(tint.a) / 255
                func onWhite(_ s: UInt8) -> UInt8 { UInt8((255 + (Double(s) - 255) * alpha).rounded()) }
                XCTAssertEqual(overWhite.pixel(x: c % 16, y: c / 16),
                               PixelColor(r: onWhite(tint.r), g: onWhite(tint.g), b: onWhite(tint.b)), "coverage \(c) over white")
                let expected = c == 0 || tint.a == 0 ? PixelColor(r: 0, g: 0, b: 0, a: 0)
                    : PixelColor(r: tint.r, g: tint.g, b: tint.b, a: UInt8((255 * alpha).rounded()))
                XCTAssertEqual(overNothing.pixel(x: c % 16, y: c / 16), expected, "coverage \(c) over nothing")
            }
        }
    }

    /// Resampling, then blending what it gives, is what drawing does: the same pixels.
    func testResampledThenBlendedIsWhatDrawingGives() throws {
        let mask = Bitmap(width: 5, height: 3, coverage: [0, 40, 90, 160, 255, 255, 200, 120, 60, 10, 5, 80, 255, 80, 5])
        let transform = CGAffineTransform(a: 1.3, b: 0.4, c: -0.2, d: 0.9, tx: 1.25, ty: 0.7)
        let drawn = try composite(mask, width: 9, height: 7, transform: transform, tint: PixelColor(r: 30, g: 60, b: 90, a: 200),
                                  opaque: true)
        let headless = try HeadlessCanvas(width: 9, height: 7)
        headless.canvas.clear(.white)
        headless.canvas.flush()
        let surface = try XCTUnwrap(headless.canvas.surface)
        SDL_LockSurface(surface)
        let compositor = BitmapCompositor(pixels: surface.pointee.pixels, width: 9, height: 7,
                                          pitch: Int(surface.pointee.pitch), hasAlpha: false, clip: nil)
        let tint = PixelColor(r: 30, g: 60, b: 90, a: 200)
        let bounds = try XCTUnwrap(compositor.drawableBounds(mask, transform: transform, tint: tint))
        let resampled = try XCTUnwrap(compositor.resampled(mask, transform: transform, tint: tint, bounds: bounds))
        compositor.blend(resampled)
        SDL_UnlockSurface(surface)
        XCTAssertEqual(headless.snapshot(), drawn)
        XCTAssertEqual(resampled.byteCount, resampled.width * resampled.height * 4 * 8)
        XCTAssertFalse(BitmapCompositor.isWholePixelTranslation(transform))
        XCTAssertTrue(BitmapCompositor.isWholePixelTranslation(CGAffineTransform(translationX: -3, y: 4)))
        XCTAssertFalse(BitmapCompositor.isWholePixelTranslation(CGAffineTransform(translationX: 0.5, y: 0)))
    }

    func testBitmapsPadOrTrimTheirPixelsAndKnowTheirBytes() {
        let mask = Bitmap(width: 2, height: 2, coverage: [1])
        guard case .coverage(let values) = mask.pixels else { return XCTFail() }
        XCTAssertEqual(values, [1, 0, 0, 0])
        XCTAssertEqual(mask.byteCount, 4)
        XCTAssertEqual(mask.argb8888(), [0x01FF_FFFF, 0x00FF_FFFF, 0x00FF_FFFF, 0x00FF_FFFF])
        XCTAssertTrue(Bitmap(width: -1, height: 3, coverage: []).isEmpty)
        let colour = Bitmap(image: PixelImage(width: 1, height: 1, pixels: [PixelColor(r: 1, g: 2, b: 3, a: 4)]))
        XCTAssertEqual(colour.argb8888(), [0x0401_0203])
        XCTAssertEqual(colour.byteCount, 4)
    }
}
