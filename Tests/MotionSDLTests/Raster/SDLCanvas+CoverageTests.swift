import CSDL2
import XCTest
@testable import MotionSDL

final class SDLCanvasCoverageTests: XCTestCase {
    private let strip = CoverageMask(rect: PixelRect(x: 2, y: 1, width: 4, height: 1), values: [1, 0.5, 0.25, 0])

    func testMasksBlendExactlyOnAnOpaqueCanvas() throws {
        let headless = try HeadlessCanvas(width: 8, height: 3)
        headless.canvas.clear(.white)
        headless.canvas.draw(strip, color: Color(red: 0, green: 0, blue: 1), opacity: 1)
        // White under blue at coverage c: red and green 255 · (1 − c), blue 255.
        XCTAssertEqual(headless.pixel(x: 2, y: 1), PixelColor(r: 0, g: 0, b: 255))
        XCTAssertEqual(headless.pixel(x: 3, y: 1), PixelColor(r: 128, g: 128, b: 255))   // 127.5 → 128
        XCTAssertEqual(headless.pixel(x: 4, y: 1), PixelColor(r: 191, g: 191, b: 255))   // 191.25 → 191
        XCTAssertEqual(headless.pixel(x: 5, y: 1), .white)
        XCTAssertEqual(headless.pixel(x: 1, y: 1), .white)
        // Opacity and the colour's own alpha multiply: 0.5 · 0.5 · coverage 1 = 0.25.
        headless.canvas.clear(.black)
        headless.canvas.draw(strip, color: Color(red: 1, green: 1, blue: 1, opacity: 0.5), opacity: 0.5)
        XCTAssertEqual(headless.pixel(x: 2, y: 1), PixelColor(r: 64, g: 64, b: 64))       // 63.75 → 64
    }

    func testIssue14_rowsOfTheSameCoverageOverDifferentPixelsBlendEachOwnPixels() throws {
        // The same half-covered row four times, over white, white, black, black: the second row
        // repeats the first and takes its result, the third must not.
        let headless = try HeadlessCanvas(width: 4, height: 4)
        headless.canvas.clear(.white)
        var lower = SDL_Rect(x: 0, y: 2, w: 4, h: 2)
        SDL_SetRenderDrawColor(headless.canvas.renderer, 0, 0, 0, 255)
        SDL_RenderFillRect(headless.canvas.renderer, &lower)
        let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 4, height: 4), values: [Float](repeating: 0.5, count: 16))
        headless.canvas.draw(mask, color: Color(red: 0, green: 0, blue: 1), opacity: 1)
        // Over white: 255 · ½ = 127.5 → 128 for red and green, blue 255; over black: blue 127.5 → 128.
        for x in 0..<4 {
            XCTAssertEqual(headless.pixel(x: x, y: 0), PixelColor(r: 128, g: 128, b: 255))
            XCTAssertEqual(headless.pixel(x: x, y: 1), PixelColor(r: 128, g: 128, b: 255))
            XCTAssertEqual(headless.pixel(x: x, y: 2), PixelColor(r: 0, g: 0, b: 128))
            XCTAssertEqual(headless.pixel(x: x, y: 3), PixelColor(r: 0, g: 0, b: 128))
        }
        // Over the same white rows, coverage that changes from row to row is blended row by row.
        headless.canvas.clear(.white)
        let ramp = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 4, height: 4),
                                values: [1, 1, 1, 1, 1, 1, 1, 1, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0])
        headless.canvas.draw(ramp, color: .black, opacity: 1)
        XCTAssertEqual(headless.pixel(x: 3, y: 1), PixelColor(r: 0, g: 0, b: 0))
        XCTAssertEqual(headless.pixel(x: 0, y: 2), PixelColor(r: 191, g: 191, b: 191))   // 255 · ¾ = 191.25
        XCTAssertEqual(headless.pixel(x: 2, y: 3), PixelColor(r: 191, g: 191, b: 191))
        XCTAssertEqual(headless.pixel(x: 3, y: 3), .white)
    }

    func testATransparentCanvasKeepsTheAlphaOfWhatIsDrawn() throws {
        let headless = try HeadlessCanvas(width: 8, height: 3, opaque: false)
        headless.canvas.draw(strip, color: Color(red: 1, green: 0, blue: 0, opacity: 0.5), opacity: 1)
        // Over nothing, the colour keeps its channels and its alpha is coverage · 0.5.
        XCTAssertEqual(headless.pixel(x: 2, y: 1), PixelColor(r: 255, g: 0, b: 0, a: 128))
        XCTAssertEqual(headless.pixel(x: 3, y: 1), PixelColor(r: 255, g: 0, b: 0, a: 64))   // 63.75 → 64
        XCTAssertEqual(headless.pixel(x: 5, y: 1), .clear)
    }

    func testBadOpacityDrawsNothingAndTheClipRectangleIsHonoured() throws {
        let headless = try HeadlessCanvas(width: 8, height: 3)
        headless.canvas.clear(.white)
        headless.canvas.draw(strip, color: .black, opacity: .nan)
        headless.canvas.draw(strip, color: Color(red: 0, green: 0, blue: 0, opacity: .nan), opacity: 1)
        headless.canvas.draw(strip, color: .black, opacity: -1)
        XCTAssertTrue(headless.snapshot().pixels.allSatisfy { $0 == .white })
        var rect = SDL_Rect(x: 3, y: 0, w: 5, h: 3)
        SDL_RenderSetClipRect(headless.canvas.renderer, &rect)
        headless.canvas.draw(strip, color: .black, opacity: 2)   // clamps to 1
        SDL_RenderSetClipRect(headless.canvas.renderer, nil)
        XCTAssertEqual(headless.pixel(x: 2, y: 1), .white)
        XCTAssertEqual(headless.pixel(x: 3, y: 1), PixelColor(r: 128, g: 128, b: 128))
    }

    func testTheTexturePathAgreesWithTheExactOne() throws {
        // Large enough for a solid inside (drawn as a rectangle) with strips around it.
        var rasterizer = PolygonRasterizer()
        let canvasRect = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let disc = (0..<96).map { k -> CGPoint in
            let angle = Double(k) / 96 * 2 * Double.pi
            return CGPoint(x: 30.3 + 18 * cos(angle), y: 24.6 + 18 * sin(angle))
        }
        let mask = rasterizer.rasterize([disc], fillRule: .nonZero, within: canvasRect)
        let exact = try HeadlessCanvas(width: 64, height: 48)
        let textured = try HeadlessCanvas(width: 64, height: 48)
        textured.canvas.meshBackend = .renderGeometry
        for headless in [exact, textured] {
            headless.canvas.clear(Color(white: 0.9))
            headless.canvas.draw(mask, color: Color.orange, opacity: 0.8)
            headless.canvas.draw(mask, color: Color.blue, opacity: 1)
        }
        XCTAssertNil(textured.canvas.lastError)
        var worst = 0
        for (p, q) in zip(exact.snapshot().pixels, textured.snapshot().pixels) {
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
        // Coverage and alpha are each rounded to a byte, and SDL's software renderer blends with 8-bit
        // shortcuts (±1 or 2 per layer, see SDLCanvas.MeshBackend): two layers stay within 3.
        XCTAssertLessThanOrEqual(worst, 3)
        XCTAssertEqual(textured.pixel(x: 30, y: 24), PixelColor(Color.blue))
    }
}
