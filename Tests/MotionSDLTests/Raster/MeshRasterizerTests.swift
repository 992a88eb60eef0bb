import CSDL2
import XCTest
@testable import MotionSDL

final class MeshRasterizerTests: XCTestCase {
    func testCoverageIsInterpolatedAtPixelCentres() throws {
        let headless = try HeadlessCanvas(width: 10, height: 4, opaque: false)
        var mesh = TriangleMesh()
        // A horizontal ramp: coverage 0 at x = 0, 1 at x = 10 (two triangles making a rectangle).
        let a = mesh.addVertex(x: 0, y: 0, coverage: 0), b = mesh.addVertex(x: 10, y: 0, coverage: 1)
        let c = mesh.addVertex(x: 10, y: 4, coverage: 1), d = mesh.addVertex(x: 0, y: 4, coverage: 0)
        mesh.addTriangle(a, b, c)
        mesh.addTriangle(a, c, d)
        headless.canvas.draw(mesh, color: .white)
        // Pixel x has its centre at x + ½: coverage (x + ½)/10, alpha byte round(255 · that).
        for x in 0..<10 {
            let expected = UInt8((255 * (Double(x) + 0.5) / 10).rounded())
            for y in 0..<4 {
                XCTAssertEqual(headless.pixel(x: x, y: y), PixelColor(r: 255, g: 255, b: 255, a: expected), "(\(x), \(y))")
            }
        }
    }

    func testSharedEdgesAreDrawnOnce() throws {
        let headless = try HeadlessCanvas(width: 16, height: 16)
        var mesh = TriangleMesh()
        // Four triangles meeting at the centre (8, 8); their shared edges pass exactly through
        // pixel centres along the diagonals. Translucent: a pixel drawn twice would be darker.
        let centre = mesh.addVertex(x: 8, y: 8, coverage: 1)
        let corners = [(0.0, 0.0), (16.0, 0.0), (16.0, 16.0), (0.0, 16.0)].map { mesh.addVertex(x: $0.0, y: $0.1, coverage: 1) }
        for index in 0..<4 { mesh.addTriangle(centre, corners[index], corners[(index + 1) % 4]) }
        headless.canvas.clear(.white)
        headless.canvas.draw(mesh, color: Color(red: 0, green: 0, blue: 0, opacity: 0.5))
        // Black at alpha 128 over white: 255 · (1 − 128/255) = 127 everywhere, diagonals included.
        for y in 0..<16 {
            for x in 0..<16 {
                XCTAssertEqual(headless.pixel(x: x, y: y), PixelColor(r: 127, g: 127, b: 127), "(\(x), \(y))")
            }
        }
    }

    func testClipRectangleIsHonoured() throws {
        let headless = try HeadlessCanvas(width: 10, height: 10)
        var clip = SDL_Rect(x: 2, y: 3, w: 4, h: 5)
        SDL_RenderSetClipRect(headless.canvas.renderer, &clip)
        headless.canvas.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)],
                                    color: .white)
        XCTAssertEqual(headless.pixel(x: 2, y: 3), .white)
        XCTAssertEqual(headless.pixel(x: 5, y: 7), .white)
        XCTAssertEqual(headless.pixel(x: 1, y: 3), .black)
        XCTAssertEqual(headless.pixel(x: 6, y: 7), .black)
        XCTAssertEqual(headless.pixel(x: 5, y: 8), .black)
    }

    func testFarAwayAndDegenerateTrianglesAreSafe() throws {
        let headless = try HeadlessCanvas(width: 8, height: 8)
        var mesh = TriangleMesh()
        let a = mesh.addVertex(x: -1e30, y: -1e30, coverage: 1)
        let b = mesh.addVertex(x: 1e30, y: -1e30, coverage: 1)
        let c = mesh.addVertex(x: 0, y: 1e30, coverage: 1)
        mesh.addTriangle(a, b, c)                      // covers the whole surface
        let d = mesh.addVertex(x: 1, y: 1, coverage: 1)
        mesh.addTriangle(d, d, d)                      // zero area: skipped
        headless.canvas.draw(mesh, color: .white)
        XCTAssertEqual(headless.pixel(x: 4, y: 4), .white)
        XCTAssertEqual(headless.pixel(x: 0, y: 7), .white)
    }
}
