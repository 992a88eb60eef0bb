import XCTest
import MotionTestSupport
@testable import MotionSDL

final class HeadlessCanvasTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func testFilledPolygonHasItsExactColourInsideAndPartialAlphaOnAnEdge() throws {
        let headless = try HeadlessCanvas(width: 64, height: 48, opaque: false)
        let blue = Color(red8: 0, green8: 122, blue8: 255)
        // Edge (10,10) → (50,30) has slope ½; the inside lies below it.
        headless.canvas.fillPolygon([p(10, 10), p(50, 30), p(10, 30)], color: blue)
        XCTAssertNil(headless.canvas.lastError)
        // Deep inside: the colour, bit for bit.
        XCTAssertEqual(headless.pixel(x: 15, y: 25), PixelColor(r: 0, g: 122, b: 255, a: 255))
        // Pixel (30, 20), centre (30.5, 20.5): the edge passes y = 10 + 20.5/2 = 20.25 there, so the
        // centre is 0.25 below it, i.e. 0.25 · cos(atan ½) = 0.25 · 2/√5 = 0.2236068 inside.
        // The 1-pixel fringe gives coverage ½ + 0.2236068 = 0.7236068 → alpha 184.52 → 185.
        XCTAssertEqual(headless.pixel(x: 30, y: 20), PixelColor(r: 0, g: 122, b: 255, a: 185))
        // Pixel (30, 19): 0.75 · 2/√5 = 0.67 outside, beyond the half-pixel fringe: untouched.
        XCTAssertEqual(headless.pixel(x: 30, y: 19), PixelColor.clear)
        // Pixel (30, 21): 1.118 inside: full coverage.
        XCTAssertEqual(headless.pixel(x: 30, y: 21)?.a, 255)
    }

    func testOpaqueCanvasBlendsEdgesOverTheBackground() throws {
        let headless = try HeadlessCanvas(width: 40, height: 20)
        headless.canvas.clear(.white)
        // Left edge through the middle of pixel column 10: coverage exactly ½.
        headless.canvas.fillPolygon([p(10.5, 2), p(30, 2), p(30, 18), p(10.5, 18)], color: Color(red: 1, green: 0, blue: 0))
        // White · ½ + red · ½: green and blue 255 · ½ = 127.5 → 128; alpha stays opaque.
        XCTAssertEqual(headless.pixel(x: 10, y: 10), PixelColor(r: 255, g: 128, b: 128, a: 255))
        XCTAssertEqual(headless.pixel(x: 11, y: 10), PixelColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(headless.pixel(x: 9, y: 10), .white)
        // The right edge lies on a pixel boundary (x = 30): crisp, no fringe pixel.
        XCTAssertEqual(headless.pixel(x: 29, y: 10), PixelColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(headless.pixel(x: 30, y: 10), .white)
    }

    func testScaleMapsPointsToPixels() throws {
        let headless = try HeadlessCanvas(width: 20, height: 10, scale: 2)
        XCTAssertEqual(headless.pixelWidth, 40)
        XCTAssertEqual(headless.pixelHeight, 20)
        XCTAssertEqual(headless.canvas.size, CGSize(width: 20, height: 10))
        headless.canvas.clear(.black)
        headless.canvas.fillPolygon([p(5, 5), p(10, 5), p(10, 10), p(5, 10)], color: .white)
        // Points 5…10 are pixels 10…20.
        XCTAssertEqual(headless.pixel(x: 10, y: 10), .white)
        XCTAssertEqual(headless.pixel(x: 19, y: 19), .white)
        XCTAssertEqual(headless.pixel(x: 9, y: 10), .black)
        XCTAssertEqual(headless.pixel(x: 20, y: 10), .black)
        // Fractional sizes round: 10.3 points × 1.5 = 15.45 → 15 pixels.
        XCTAssertEqual(try HeadlessCanvas(size: CGSize(width: 10.3, height: 4), scale: 1.5).pixelWidth, 15)
    }

    func testPNGRoundTripGivesTheSamePixels() throws {
        let folder = try temporaryFolder("png")
        for opaque in [true, false] {
            let headless = try HeadlessCanvas(width: 48, height: 32, scale: 1, opaque: opaque)
            if opaque { headless.canvas.clear(Color(white: 0.9)) }
            headless.canvas.fillCircle(center: p(20, 16), radius: 11.3, color: Color.blue.opacity(0.7))
            headless.canvas.fillPolygon([p(30, 2), p(46, 9), p(33, 30)], color: .red)
            let path = (folder as NSString).appendingPathComponent("round-trip-\(opaque).png")
            try headless.writePNG(to: path)
            let read = try PixelImage(contentsOfPNG: path)
            let drawn = headless.snapshot()
            XCTAssertEqual(read.width, 48)
            XCTAssertEqual(read.height, 32)
            XCTAssertEqual(read, drawn, "opaque: \(opaque)")
            // And the copy is not trivially empty: the circle's centre is there.
            XCTAssertEqual(read.pixel(x: 20, y: 16), headless.pixel(x: 20, y: 16))
            XCTAssertNotEqual(read.pixel(x: 20, y: 16), read.pixel(x: 1, y: 1))
        }
    }

    func testPixelOutsideIsNilAndSurfacesStartCleared() throws {
        let opaque = try HeadlessCanvas(width: 3, height: 2)
        XCTAssertEqual(opaque.pixel(x: 0, y: 0), .black)
        XCTAssertNil(opaque.pixel(x: 3, y: 0))
        XCTAssertNil(opaque.pixel(x: 0, y: -1))
        let transparent = try HeadlessCanvas(width: 3, height: 2, opaque: false)
        XCTAssertEqual(transparent.pixel(x: 2, y: 1), .clear)
    }

    func testBadSizesThrow() {
        XCTAssertThrowsError(try HeadlessCanvas(width: 0, height: 10)) { error in
            XCTAssertEqual(error as? SDLError, .invalidSize(width: 0, height: 10))
        }
        XCTAssertThrowsError(try HeadlessCanvas(width: 20_000, height: 10))
        XCTAssertThrowsError(try HeadlessCanvas(size: CGSize(width: CGFloat.nan, height: 10)))
        // A bad scale counts as 1.
        XCTAssertEqual(try HeadlessCanvas(width: 7, height: 5, scale: -2).pixelWidth, 7)
    }

    func testWritingToAMissingFolderThrowsAClearError() throws {
        let headless = try HeadlessCanvas(width: 4, height: 4)
        XCTAssertThrowsError(try headless.writePNG(to: "/nonexistent-motion-folder/x.png")) { error in
            guard case .imageWriteFailed(let path, _)? = error as? SDLError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent-motion-folder/x.png")
        }
    }
}
