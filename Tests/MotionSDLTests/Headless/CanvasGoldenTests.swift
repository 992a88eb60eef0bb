import XCTest
@testable import MotionSDL

/// `Canvas` drawings through the real renderer: pixels at points worked out by hand, and a golden
/// of a small drawing at scale 1 and 2, checked by eye when recorded.
final class CanvasGoldenTests: XCTestCase {
    private let blue = Color(red: 0, green: 0, blue: 1)
    /// Opacity 0.5 over white, blended in doubles and rounded once: 255 · 0.5 = 127.5 → 128.
    private let halfBlue = PixelColor(r: 128, g: 128, b: 255)

    private func image<V: View>(_ view: V, size: CGSize, scale: Double) throws -> PixelImage {
        try HeadlessRenderer.image(of: ViewHost(view, size: size, scale: CGFloat(scale)), background: .white)
    }

    func testIssue12_TransformedTranslucentSquareLandsOnItsPixels() throws {
        // translate (10, 10), scale ×2: the unit-space square (0, 0, 5, 5) covers (10, 10)–(20, 20) points.
        let canvas = Canvas { context, _ in
            context.translateBy(x: 10, y: 10)
            context.scaleBy(x: 2, y: 2)
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(self.blue))
        }
        for scale in [1.0, 2.0] {
            let image = try image(canvas, size: CGSize(width: 40, height: 40), scale: scale)
            func pixel(_ x: Double, _ y: Double) -> PixelColor? { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
            XCTAssertEqual(pixel(10, 10), halfBlue)
            XCTAssertEqual(pixel(19.5, 19.5), halfBlue)
            XCTAssertEqual(pixel(9.5, 15), .white)
            XCTAssertEqual(pixel(20, 15), .white)
        }
    }

    func testIssue12_ClipsAndInverseClipsCutExactly() throws {
        // Left half: a disc of radius 10 at (20, 20) clips a full fill. Right half: the inverse of
        // the square (50, 10)–(70, 30) clips it.
        let canvas = Canvas { context, size in
            var disc = context
            disc.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            disc.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(self.blue))
            var frame = context
            frame.clip(to: Path(CGRect(x: 40, y: 0, width: 40, height: 40)))
            frame.clip(to: Path(CGRect(x: 50, y: 10, width: 20, height: 20)), options: .inverse)
            frame.fill(Path(CGRect(origin: .zero, size: size)), with: .color(self.blue))
        }
        for scale in [1.0, 2.0] {
            let image = try image(canvas, size: CGSize(width: 80, height: 40), scale: scale)
            func pixel(_ x: Double, _ y: Double) -> PixelColor? { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
            let solid = PixelColor(blue)
            XCTAssertEqual(pixel(20, 20), solid)
            XCTAssertEqual(pixel(20, 11), solid)            // its far corner 9 from the centre at scale 1
            XCTAssertEqual(pixel(11, 11), .white)           // its nearest corner 8√2 ≈ 11.3 from the centre
            XCTAssertEqual(pixel(5, 35), .white)
            XCTAssertEqual(pixel(45, 5), solid)
            XCTAssertEqual(pixel(75, 35), solid)
            XCTAssertEqual(pixel(60, 20), .white)
            XCTAssertEqual(pixel(50, 10), .white)
            XCTAssertEqual(pixel(49.5, 20), solid)
            XCTAssertEqual(pixel(70, 20), solid)
        }
    }

    func testIssue12_ContentOutsideTheCanvasIsNotDrawn() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: -20, y: -20, width: 100, height: 100)), with: .color(self.blue))
        }.frame(width: 20, height: 20)
        let image = try image(canvas, size: CGSize(width: 40, height: 40), scale: 1)
        // The canvas is centred: (10, 10)–(30, 30).
        XCTAssertEqual(image.pixel(x: 10, y: 10), PixelColor(blue))
        XCTAssertEqual(image.pixel(x: 29, y: 29), PixelColor(blue))
        XCTAssertEqual(image.pixel(x: 9, y: 20), .white)
        XCTAssertEqual(image.pixel(x: 30, y: 20), .white)
    }

    /// A small drawing: a rounded frame, a dashed arc, a rotated translucent square in a layer, a
    /// star symbol and text, clipped to a disc on the right.
    private struct Drawing: View {
        var body: some View {
            Canvas { context, size in
                context.stroke(Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2), cornerRadius: 12),
                               with: .color(.gray), lineWidth: 2)
                var arc = Path()
                arc.addArc(center: CGPoint(x: 40, y: 40), radius: 24, startAngle: .degrees(180), endAngle: .degrees(0),
                           clockwise: false)
                context.stroke(arc, with: .color(.orange), style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [10, 8]))
                context.drawLayer { layer in
                    layer.opacity = 0.6
                    layer.translateBy(x: 40, y: 40)
                    layer.rotate(by: .degrees(30))
                    layer.fill(Path(CGRect(x: -12, y: -12, width: 24, height: 24)), with: .color(.blue))
                }
                var disc = context
                disc.clip(to: Path(ellipseIn: CGRect(x: 86, y: 14, width: 52, height: 52)))
                disc.fill(Path(CGRect(x: 80, y: 8, width: 64, height: 40)), with: .color(.mint))
                var star = disc.resolve(Image(systemName: "star.fill"))
                star.shading = .color(.yellow)
                disc.draw(star, at: CGPoint(x: 112, y: 40))
                context.draw(Text("42").bold(), at: CGPoint(x: 112, y: 70), anchor: .bottom)
            }
            .frame(width: 160, height: 80)
        }
    }

    func testIssue12_ASmallCanvasDrawingAtScaleOneAndTwo() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            assertSnapshot(of: pipeline.host(Drawing(), size: CGSize(width: 160, height: 80)), pipeline: pipeline, tolerance: 1)
        }
    }
}
