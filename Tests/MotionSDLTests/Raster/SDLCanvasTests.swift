import XCTest
@testable import MotionSDL

final class SDLCanvasTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func testTranslucentFillBlendsExactly() throws {
        let headless = try HeadlessCanvas(width: 20, height: 20)
        headless.canvas.clear(.white)
        headless.canvas.fillPolygon([p(2, 2), p(18, 2), p(18, 18), p(2, 18)], color: Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        // Opacity 0.5 → alpha byte 128; white · (1 − 128/255) = 127 for red and green; blue stays 255.
        XCTAssertEqual(headless.pixel(x: 10, y: 10), PixelColor(r: 127, g: 127, b: 255))
        // The fan's inside triangles share an edge through the square; no pixel is blended twice.
        var values = Set<PixelColor>()
        for y in 3...16 { for x in 3...16 { values.insert(headless.pixel(x: x, y: y)!) } }
        XCTAssertEqual(values, [PixelColor(r: 127, g: 127, b: 255)])
    }

    func testCircleIsFilledAndRound() throws {
        let headless = try HeadlessCanvas(width: 60, height: 60)
        headless.canvas.clear(.black)
        headless.canvas.fillCircle(center: p(30, 30), radius: 20, color: .white)
        XCTAssertEqual(headless.pixel(x: 30, y: 30), .white)
        XCTAssertEqual(headless.pixel(x: 30, y: 12), .white)          // 17.5 from the centre
        XCTAssertEqual(headless.pixel(x: 30, y: 8), .black)           // 21.5 from the centre
        // On the rim at 45°: centre (44.5, 44.5) is 14.5·√2 = 20.506 from (30, 30): coverage ≈ 0.
        // (The polygon's chords lie inside the circle by up to ¼ pixel, never outside.)
        XCTAssertLessThan(headless.pixel(x: 44, y: 44)!.r, 20)
        // Centre (43.5, 43.5) is 19.09 away: inside by 0.91, full coverage.
        XCTAssertEqual(headless.pixel(x: 43, y: 43), .white)
        // Bad radii draw nothing.
        headless.canvas.fillCircle(center: p(30, 30), radius: .nan, color: .red)
        headless.canvas.fillCircle(center: p(30, 30), radius: -4, color: .red)
        XCTAssertEqual(headless.pixel(x: 30, y: 30), .white)
    }

    func testRenderGeometryBackendAlsoAntialiases() throws {
        let headless = try HeadlessCanvas(width: 40, height: 20)
        headless.canvas.meshBackend = .renderGeometry
        XCTAssertEqual(headless.canvas.meshBackend, .renderGeometry)
        XCTAssertTrue(headless.canvas.isSoftware)
        headless.canvas.clear(.white)
        headless.canvas.fillPolygon([p(10.5, 2), p(30, 2), p(30, 18), p(10.5, 18)], color: Color(red: 1, green: 0, blue: 0))
        XCTAssertNil(headless.canvas.lastError)
        // Opaque inside: exact, even through SDL's own rasterizer.
        XCTAssertEqual(headless.pixel(x: 20, y: 10), PixelColor(r: 255, g: 0, b: 0))
        // Edge column: SDL's 8-bit blend gives about half (127 rather than the exact 128).
        let edge = try XCTUnwrap(headless.pixel(x: 10, y: 10))
        XCTAssertEqual(Int(edge.g), 128, accuracy: 3)
        XCTAssertEqual(Int(edge.b), 128, accuracy: 3)
        XCTAssertEqual(headless.pixel(x: 8, y: 10), .white)
    }

    func testBothBackendsAgreeOnOpaqueInsides() throws {
        var images: [PixelImage] = []
        for backend in [SDLCanvas.MeshBackend.exactSoftware, .renderGeometry] {
            let headless = try HeadlessCanvas(width: 50, height: 50)
            headless.canvas.meshBackend = backend
            headless.canvas.clear(.black)
            headless.canvas.fillCircle(center: p(25, 25), radius: 18, color: .white)
            images.append(headless.snapshot())
        }
        // Pixels more than 1.5 pixels inside the circle are identical.
        for y in 0..<50 {
            for x in 0..<50 where hypot(Double(x) + 0.5 - 25, Double(y) + 0.5 - 25) < 16.5 {
                XCTAssertEqual(images[0].pixel(x: x, y: y), images[1].pixel(x: x, y: y), "(\(x), \(y))")
            }
        }
    }

    func testSeveralShapesInOneCallAndFringeOff() throws {
        let headless = try HeadlessCanvas(width: 30, height: 10)
        headless.canvas.clear(.black)
        headless.canvas.fringeWidth = 0
        headless.canvas.fill([.convex([p(0.5, 0), p(10, 0), p(10, 10), p(0.5, 10)]),
                              .convex([p(20, 0), p(30, 0), p(30, 10), p(20, 10)])], color: .white)
        // Without a fringe, the edge through pixel column 0's centre is aliased: the top-left rule
        // gives that column to the shape (its centre lies exactly on the edge).
        XCTAssertEqual(headless.pixel(x: 0, y: 5), .white)
        XCTAssertEqual(headless.pixel(x: 25, y: 5), .white)
        XCTAssertEqual(headless.pixel(x: 15, y: 5), .black)
    }

    func testScaleIgnoresBadValues() throws {
        let headless = try HeadlessCanvas(width: 4, height: 4, scale: 2)
        headless.canvas.scale = .nan
        headless.canvas.scale = 0
        headless.canvas.scale = -1
        XCTAssertEqual(headless.canvas.scale, 2)
        headless.canvas.scale = 1.5
        XCTAssertEqual(headless.canvas.scale, 1.5)
        XCTAssertEqual(headless.canvas.rendererName, "software")
        XCTAssertEqual(headless.canvas.pixelSize.width, 8)
    }
}
