import XCTest
@testable import MotionSDL

/// ``LayerPixels`` on raw surfaces: reading premultiplies, compositing and masking write straight
/// bytes rounded once.
final class LayerPixelsTests: XCTestCase {
    /// A `width × height` ARGB (or XRGB) surface filled with `pixel`, handed to `body`.
    private func withSurface(_ width: Int, _ height: Int, pixel: UInt32, hasAlpha: Bool,
                             _ body: (LockedSurface) -> Void) -> [UInt32] {
        var values = [UInt32](repeating: pixel, count: width * height)
        values.withUnsafeMutableBytes { bytes in
            body(LockedSurface(pixels: bytes.baseAddress!, width: width, height: height, pitch: width * 4, hasAlpha: hasAlpha))
        }
        return values
    }

    func testReadingPremultipliesAndClampsToTheSurface() {
        var pixels = LayerPixels(rect: .empty)
        _ = withSurface(2, 2, pixel: 0x8080_4000, hasAlpha: true) { surface in
            pixels = LayerPixels(reading: surface, rect: PixelRect(x: 1, y: 1, width: 5, height: 5))
        }
        XCTAssertEqual(pixels.rect, PixelRect(x: 1, y: 1, width: 1, height: 1))
        let p = pixels.pixel(x: 1, y: 1), a = 128.0 / 255
        XCTAssertEqual(p.a, a, accuracy: 1e-6)
        XCTAssertEqual(p.r, a * 128 / 255, accuracy: 1e-6)
        XCTAssertEqual(p.g, a * 64 / 255, accuracy: 1e-6)
        XCTAssertEqual(p.b, 0)
        XCTAssertEqual(pixels.pixel(x: 0, y: 0).a, 0)
    }

    func testCompositeOntoAnOpaqueSurfaceWithOpacityAndOrigin() {
        var layer = LayerPixels(rect: .empty)
        _ = withSurface(4, 1, pixel: 0xFF00_0000, hasAlpha: true) { layer = LayerPixels(reading: $0, rect: PixelRect(x: 0, y: 0, width: 4, height: 1)) }
        // Black at α ½ over white: 127.5 → 128; the surface stands for canvas pixels 2…3.
        let result = withSurface(2, 1, pixel: 0xFFFF_FFFF, hasAlpha: false) { surface in
            layer.composite(onto: surface, mode: .normal, opacity: 0.5, origin: (2, 0))
        }
        XCTAssertEqual(result, [0xFF80_8080, 0xFF80_8080])
    }

    func testMaskMultipliesTheSurfaceAndClearsWhereTheMaskIsEmpty() {
        var mask = LayerPixels(rect: .empty)
        _ = withSurface(1, 1, pixel: 0x4000_0000, hasAlpha: true) { mask = LayerPixels(reading: $0, rect: PixelRect(x: 0, y: 0, width: 1, height: 1)) }
        // Opaque red × mask α 64/255 → α 64, colour unchanged; the second pixel has no mask → transparent.
        let result = withSurface(2, 1, pixel: 0xFFFF_0000, hasAlpha: true) { surface in
            mask.mask(surface, within: PixelRect(x: 0, y: 0, width: 2, height: 1), opacity: 1)
        }
        XCTAssertEqual(result, [0x40FF_0000, 0])
    }

    func testColourMatrixReachesTransparentPixels() {
        // brightness 0.5 lifts transparent black to 0.5 grey at α 0: still transparent.
        var pixels = LayerPixels(rect: PixelRect(x: 0, y: 0, width: 1, height: 1))
        pixels.apply(.brightness(0.5))
        XCTAssertEqual(pixels.pixel(x: 0, y: 0).a, 0)
        // colorMultiply with an opaque colour keeps α 0; luminanceToAlpha of transparent black stays 0.
        pixels.apply(.luminanceToAlpha)
        XCTAssertEqual(pixels.pixel(x: 0, y: 0).a, 0)
    }

    func testBlurWithBadSigmaChangesNothing() {
        var pixels = LayerPixels(rect: .empty)
        _ = withSurface(3, 1, pixel: 0xFF00_0000, hasAlpha: true) { pixels = LayerPixels(reading: $0, rect: PixelRect(x: 0, y: 0, width: 3, height: 1)) }
        var blurrer = ShadowRenderer()
        for sigma in [Double.nan, -1, 0, .infinity] {
            var copy = pixels
            copy.blur(sigma: sigma, using: &blurrer)
            XCTAssertEqual(copy.pixel(x: 1, y: 0), pixels.pixel(x: 1, y: 0))
        }
    }
}
