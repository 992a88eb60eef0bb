import CSDL2
import MotionTestSupport
import XCTest
@testable import MotionSDL

/// Odd sizes and strides: the exact software paths write inside each row's width and never into
/// the padding of a wide pitch or past the last row (issue 13: bounds of the unsafe code).
final class LockedSurfaceTests: XCTestCase {
    private static let sentinel: UInt32 = 0xDEAD_BEEF

    /// A `width × height` surface whose rows are `padding` pixels longer than the width, with a
    /// guard row after the last; every pixel starts as the sentinel.
    private func withPaddedPixels(width: Int, height: Int, padding: Int,
                                  _ body: (UnsafeMutableRawPointer, Int) -> Void) -> [UInt32] {
        let stride = width + padding
        var memory = [UInt32](repeating: Self.sentinel, count: stride * (height + 1))
        memory.withUnsafeMutableBytes { body($0.baseAddress!, stride * 4) }
        return memory
    }

    /// Checks that exactly the surface's pixels hold `inside` and every other word the sentinel.
    private func assertOnlyTheSurfaceChanged(_ memory: [UInt32], width: Int, height: Int, padding: Int, inside: UInt32,
                                             file: StaticString = #filePath, line: UInt = #line) {
        let stride = width + padding
        for index in memory.indices {
            let x = index % stride, y = index / stride
            let expected = x < width && y < height ? inside : Self.sentinel
            XCTAssertEqual(memory[index], expected, "word (\(x), \(y)) of a \(width)×\(height) surface, stride \(stride)",
                           file: file, line: line)
        }
    }

    func testIssue13_aMeshLargerThanAnOddSurfaceFillsItAndNotItsPadding() {
        for (width, height, padding) in [(7, 5, 3), (1, 1, 0), (3, 1, 1), (1, 9, 5), (13, 2, 0)] {
            var mesh = TriangleMesh()
            let a = mesh.addVertex(x: -10, y: -10, coverage: 1), b = mesh.addVertex(x: 40, y: -10, coverage: 1)
            let c = mesh.addVertex(x: 40, y: 40, coverage: 1), d = mesh.addVertex(x: -10, y: 40, coverage: 1)
            mesh.addTriangle(a, b, c)
            mesh.addTriangle(a, c, d)
            let memory = withPaddedPixels(width: width, height: height, padding: padding) { pixels, pitch in
                MeshRasterizer(pixels: pixels, width: width, height: height, pitch: pitch, hasAlpha: true, clip: nil)
                    .draw(mesh, color: .white)
            }
            // Full coverage of opaque white replaces the pixel: 0xFFFFFFFF.
            assertOnlyTheSurfaceChanged(memory, width: width, height: height, padding: padding, inside: 0xFFFF_FFFF)
        }
    }

    func testIssue13_aBitmapHangingOverEveryEdgeStaysInsideTheRows() {
        for (width, height, padding) in [(7, 5, 3), (1, 1, 1), (5, 3, 0)] {
            let bitmap = Bitmap(width: 13, height: 9, coverage: [UInt8](repeating: 255, count: 13 * 9))
            let memory = withPaddedPixels(width: width, height: height, padding: padding) { pixels, pitch in
                BitmapCompositor(pixels: pixels, width: width, height: height, pitch: pitch, hasAlpha: true, clip: nil)
                    .draw(bitmap, transform: CGAffineTransform(translationX: -3, y: -2), tint: PixelColor(r: 10, g: 20, b: 30))
            }
            // Covered fully by an opaque tint: the tint, 0xFF 0A 14 1E.
            assertOnlyTheSurfaceChanged(memory, width: width, height: height, padding: padding, inside: 0xFF0A_141E)
        }
    }

    func testIssue13_rowsStepByThePitchAndColumnsByOnePixel() {
        let memory = withPaddedPixels(width: 3, height: 2, padding: 2) { pixels, pitch in
            let surface = LockedSurface(pixels: pixels, width: 3, height: 2, pitch: pitch, hasAlpha: true)
            surface.row(1)[2] = 7
            surface.row(0)[0] = 5
            surface.blend(surface.row(1).pointer(0), alpha: 1, source: (r: 0, g: 0, b: 255))
        }
        // Stride 5 words: (0, 0) is word 0, (0, 1) word 5, (2, 1) word 7.
        XCTAssertEqual(memory[0], 5)
        XCTAssertEqual(memory[5], 0xFF00_00FF)
        XCTAssertEqual(memory[7], 7)
        XCTAssertEqual(memory.filter { $0 == Self.sentinel }.count, memory.count - 3)
    }

    func testIssue13_anSDLSurfaceWithAWidePitchReadsBackRowByRow() throws {
        _ = try SDLSession.start()
        let width = 3, height = 2, stride = 8
        var words = [UInt32](repeating: Self.sentinel, count: stride * height)
        for y in 0..<height { for x in 0..<width { words[y * stride + x] = 0xFF00_0000 | UInt32(y * 16 + x) } }
        let image = try words.withUnsafeMutableBytes { raw -> PixelImage in
            let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(width), Int32(height), 32,
                                                                           Int32(stride * 4), SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            return try XCTUnwrap(PixelImage(surface: surface))
        }
        XCTAssertEqual(image.width, 3)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.pixels, [0, 1, 2, 16, 17, 18].map { PixelColor(r: 0, g: 0, b: UInt8($0), a: 255) })
    }

    /// The blend's byte rounding without libm against libm's: halves away from zero, the doubles
    /// just below each half, the clamps, and 200,000 seeded values over −10…270.
    func testIssue12_byteRoundsAsLibmDoesAndClamps() {
        func libm(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
        let edges: [Double] = [0, 0.49999999999999994, 0.5, 1.4999999999999998, 1.5, 2.5, 127.49999999999999, 127.5,
                               254.49999999999997, 254.5, 255, 255.7, 1e300, -0.5, -3, .infinity, -.infinity]
        for v in edges { XCTAssertEqual(LockedSurface.byte(v), libm(v), "\(v)") }
        for n in 0...256 {
            let half = Double(n) + 0.5
            for v in [half.nextDown, half, half.nextUp] { XCTAssertEqual(LockedSurface.byte(v), libm(v), "\(v)") }
        }
        XCTAssertEqual(LockedSurface.byte(.nan), 0)
        var random = SeededRandom(seed: 12)
        for _ in 0..<200_000 {
            let v = Double.random(in: -10...270, using: &random)
            guard LockedSurface.byte(v) == libm(v) else { return XCTFail("\(v): \(LockedSurface.byte(v)) ≠ \(libm(v))") }
        }
    }
}
