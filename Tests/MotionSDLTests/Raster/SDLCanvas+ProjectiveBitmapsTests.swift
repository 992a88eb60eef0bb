import XCTest
@testable import MotionSDL

final class SDLCanvasProjectiveBitmapsTests: XCTestCase {
    /// 20 × 20: red where u < 10, blue where u ≥ 10. Made for each use, not stored (issue 13): XCTest
    /// keeps every test case until the process exits, and a stored colour bitmap's pixels are then
    /// reachable only through a pointer whose top bit holds the `Bitmap.Pixels` case, which
    /// LeakSanitizer cannot read — `make test-asan` reported them as leaked.
    private var halves: Bitmap {
        Bitmap(image: PixelImage(width: 20, height: 20, pixels: (0..<400).map {
            $0 % 20 < 10 ? PixelColor(r: 255, g: 0, b: 0) : PixelColor(r: 0, g: 0, b: 255)
        }))
    }
    /// W = 1 + u/100, then X = u + 5, Y = v + 5 before the divide: the right side recedes.
    private let tilt = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 5, m32: 5, m33: 1)

    /// The bitmap point under surface point (x, y), solved by hand: x = (u + 5) / (1 + u/100) gives
    /// u = (x − 5) / (1 − x/100), and v = y · (1 + u/100) − 5.
    private func preimage(_ x: Double, _ y: Double) -> (u: Double, v: Double) {
        let u = (x - 5) / (1 - x / 100)
        return (u, y * (1 + u / 100) - 5)
    }

    /// What each pixel must be: red or blue when its 4 × 4 coverage points and bilinear reads stay
    /// inside one half, white when every coverage point misses the bitmap, nil at the edges.
    private func expected(_ px: Int, _ py: Int) -> PixelColor? {
        let points = (0..<16).map { preimage(Double(px) + (Double($0 % 4) + 0.5) / 4, Double(py) + (Double($0 / 4) + 0.5) / 4) }
        if points.allSatisfy({ $0.u < 0 || $0.u >= 20 || $0.v < 0 || $0.v >= 20 }) { return .white }
        guard points.allSatisfy({ $0.v >= 0 && $0.v < 20 }) else { return nil }
        if points.allSatisfy({ $0.u >= 0 && $0.u <= 9 }) { return PixelColor(r: 255, g: 0, b: 0) }
        if points.allSatisfy({ $0.u >= 11 && $0.u < 20 }) { return PixelColor(r: 0, g: 0, b: 255) }
        return nil
    }

    func testIssue13_theTestCaseKeepsNoColourBitmapUntilExit() {
        let stored = Mirror(reflecting: self).children.compactMap { child -> String? in
            guard let bitmap = child.value as? Bitmap, case .color = bitmap.pixels else { return nil }
            return child.label ?? "?"
        }
        XCTAssertEqual(stored, [], "stored colour bitmaps are reported as leaked by `make test-asan`")
    }

    func testIssue12_theHeadlessCanvasMapsEveryPixelBackThroughTheProjection() throws {
        let headless = try HeadlessCanvas(width: 40, height: 40)
        headless.canvas.clear(.white)
        headless.canvas.drawBitmap(halves, texture: CanvasTexture(), projection: tilt, tint: .white)
        let image = headless.snapshot()
        var checked = (red: 0, blue: 0, white: 0)
        for y in 0..<40 {
            for x in 0..<40 {
                guard let colour = expected(x, y) else { continue }
                XCTAssertEqual(image.pixel(x: x, y: y), colour, "pixel (\(x), \(y))")
                if colour == .white { checked.white += 1 } else if colour.r == 255 { checked.red += 1 } else { checked.blue += 1 }
            }
        }
        // Red spans u 0…9 → x 5…12.8; blue u 11…20 → x 14.4…20.8: both halves and the outside are checked.
        XCTAssertGreaterThan(checked.red, 50)
        XCTAssertGreaterThan(checked.blue, 50)
        XCTAssertGreaterThan(checked.white, 500)
    }

    func testIssue12_aWindowCanvasCutsTheBitmapIntoAffinePiecesWithinAQuarterPixel() throws {
        let headless = try HeadlessCanvas(width: 40, height: 40)
        headless.canvas.meshBackend = .renderGeometry
        headless.canvas.clear(.white)
        headless.canvas.drawBitmap(halves, texture: CanvasTexture(), projection: tilt, tint: .white)
        XCTAssertNil(headless.canvas.lastError)
        let image = headless.snapshot()
        // SDL's own sampling is not the exact resampler's: check pixels a pixel or more inside.
        for (x, y) in [(7, 10), (10, 20), (16, 12), (19, 22)] {
            let colour = try XCTUnwrap(expected(x, y))
            let actual = try XCTUnwrap(image.pixel(x: x, y: y))
            XCTAssertLessThanOrEqual(abs(Int(actual.r) - Int(colour.r)) + abs(Int(actual.b) - Int(colour.b)), 4, "(\(x), \(y))")
        }
        XCTAssertEqual(image.pixel(x: 30, y: 5), .white)
    }

    func testIssue12_theAffineErrorBoundHoldsAndChoosesTheCells() {
        // A steep perspective at device scale: W from 1 to 3 across 64 pixels.
        let steep = ProjectionTransform(m11: 2, m12: 0, m13: 2.0 / 64, m21: 0, m22: 2, m23: 0, m31: 10, m32: 10, m33: 1)
        let n = SDLCanvas.projectiveCellCount(width: 64, height: 64, projection: steep)
        XCTAssertGreaterThan(n, 1)
        XCTAssertLessThanOrEqual(SDLCanvas.maximumAffineError(width: 64, height: 64, projection: steep, cells: n), 0.25)
        XCTAssertGreaterThan(SDLCanvas.maximumAffineError(width: 64, height: 64, projection: steep, cells: n / 2), 0.25)
        XCTAssertEqual(SDLCanvas.projectiveCellCount(width: 64, height: 64,
                                                     projection: ProjectionTransform(CGAffineTransform(scaleX: 3, y: 1))), 1)
        // The bound against the real error: texels of each triangle of one cell, drawn affinely
        // (barycentric mix of the projected corners) against their exact projection.
        let side = 64.0 / Double(n)
        let triangle = [CGPoint(x: 0, y: 0), CGPoint(x: side, y: 0), CGPoint(x: side, y: side)]
        let projected = triangle.map { $0.applying(steep) }
        let ws = triangle.map { Double(steep.divisor(at: $0)) }
        var worst = 0.0
        for i in 0...10 {
            for j in 0...(10 - i) {
                let l = [Double(i) / 10, Double(j) / 10, Double(10 - i - j) / 10]
                let texel = CGPoint(x: zip(l, triangle).reduce(0) { $0 + $1.0 * Double($1.1.x) },
                                    y: zip(l, triangle).reduce(0) { $0 + $1.0 * Double($1.1.y) })
                let exact = texel.applying(steep)
                let drawnX = zip(l, projected).reduce(0) { $0 + $1.0 * Double($1.1.x) }
                let drawnY = zip(l, projected).reduce(0) { $0 + $1.0 * Double($1.1.y) }
                worst = max(worst, hypot(Double(exact.x) - drawnX, Double(exact.y) - drawnY))
            }
        }
        let longest = max(hypot(Double(projected[0].x - projected[1].x), Double(projected[0].y - projected[1].y)),
                          hypot(Double(projected[1].x - projected[2].x), Double(projected[1].y - projected[2].y)),
                          hypot(Double(projected[0].x - projected[2].x), Double(projected[0].y - projected[2].y)))
        XCTAssertGreaterThan(worst, 0)
        XCTAssertLessThanOrEqual(worst, longest * (ws.max()! - ws.min()!) / ws.min()!)
    }

    func testIssue12_whatLiesBehindTheCameraIsNotDrawn() throws {
        // W = 1 − u/10, moved by (35, 35): u > 10 would wrap around to the upper left.
        let behind = ProjectionTransform(m11: 1, m12: 0, m13: -0.1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 35, y: 35)))
        for backend in [SDLCanvas.MeshBackend.exactSoftware, .renderGeometry] {
            let headless = try HeadlessCanvas(width: 40, height: 40)
            headless.canvas.meshBackend = backend
            headless.canvas.clear(.white)
            headless.canvas.drawBitmap(halves, texture: CanvasTexture(), projection: behind, tint: .white)
            let image = headless.snapshot()
            // (10.5, 30.5) − (35, 35) = (−24.5, −4.5) comes from u = 16.4, W = −0.64: behind.
            XCTAssertEqual(image.pixel(x: 10, y: 30), .white, "\(backend)")
            // (36.5, 36.5) − 35 = (1.5, 1.5) comes from u = 1.30, W = 0.87: in front, red.
            XCTAssertEqual(image.pixel(x: 36, y: 36), PixelColor(r: 255, g: 0, b: 0), "\(backend)")
        }
    }
}
