import XCTest
@testable import MotionSDL

/// A card with a caption, as the flip samples draw it.
private struct Card: View {
    var title: String
    var color: Color

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(color)
            Text(title).font(.system(size: 24)).foregroundColor(.white)
        }
        .frame(width: 160, height: 100)
    }
}

/// rotation3DEffect drawn through the real pipeline: edges where the matrix puts them, text and images mapped
/// through the projection, and goldens of turned cards at 1× (`.1`) and 2× (`.2`).
///
/// Positions by hand, for a box of width w and height h turned by θ about the y axis through its
/// centre (ax, ay) with perspective 1: a point (x, y) of the box is x_r = x − ax from the axis; the
/// turn takes it to depth z = −x_r·sin θ, the camera sits at d = max(w, h), W = 1 − z/d, and it is
/// drawn at (ax + x_r·cos θ / W, ay + (y − ay) / W).
final class ProjectionGoldenTests: XCTestCase {
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func turned(_ p: CGPoint, degrees: Double, box: CGSize, origin: CGPoint = .zero) -> CGPoint {
        let theta = degrees * .pi / 180
        let ax = Double(box.width) / 2, ay = Double(box.height) / 2
        let xr = Double(p.x) - ax
        let w = 1 + xr * sin(theta) / Double(max(box.width, box.height))
        return CGPoint(x: Double(origin.x) + ax + xr * cos(theta) / w, y: Double(origin.y) + ay + (Double(p.y) - ay) / w)
    }

    func testIssue12_aCardTurned45DegreesHasItsEdgesWhereTheMatrixPutsThem() throws {
        let card = Rectangle().fill(blue).frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let box = CGSize(width: 100, height: 60), origin = CGPoint(x: 50, y: 70)
        let left = turned(CGPoint(x: 0, y: 30), degrees: 45, box: box, origin: origin).x    // 45.308
        let right = turned(CGPoint(x: 100, y: 30), degrees: 45, box: box, origin: origin).x // 126.120
        for scale in [1.0, 2.0] {
            let host = ViewHost(card, size: CGSize(width: 200, height: 200), scale: CGFloat(scale))
            let image = try HeadlessRenderer.image(of: host)
            let row = Int(100 * scale)
            // The side edges are vertical (both ends of each at one depth): an edge pixel is covered by
            // the part of it inside, and blue over white leaves red = 255 · (1 − coverage).
            let leftPixel = Int((Double(left) * scale).rounded(.down))
            let leftCoverage = Double(leftPixel + 1) - Double(left) * scale
            let rightPixel = Int((Double(right) * scale).rounded(.down))
            let rightCoverage = Double(right) * scale - Double(rightPixel)
            for (pixel, coverage) in [(leftPixel, leftCoverage), (rightPixel, rightCoverage)] {
                let red = Double(image.pixel(x: pixel, y: row)?.r ?? 0)
                XCTAssertEqual(red, 255 * (1 - coverage), accuracy: 1, "edge pixel \(pixel) at \(scale)×")
            }
            XCTAssertEqual(image.pixel(x: leftPixel + 1, y: row), PixelColor(r: 0, g: 0, b: 255))
            XCTAssertEqual(image.pixel(x: rightPixel - 1, y: row), PixelColor(r: 0, g: 0, b: 255))
            XCTAssertEqual(image.pixel(x: leftPixel - 1, y: row), .white)
            XCTAssertEqual(image.pixel(x: rightPixel + 1, y: row), .white)
            // The top edge runs from the near corner (45.31, 53.59) down to the far one (126.12, 77.84).
            let nearTop = turned(.zero, degrees: 45, box: box, origin: origin)
            let farTop = turned(CGPoint(x: 100, y: 0), degrees: 45, box: box, origin: origin)
            let x = 86.0, t = (x - Double(nearTop.x)) / Double(farTop.x - nearTop.x)
            let top = Double(nearTop.y) + t * Double(farTop.y - nearTop.y)
            XCTAssertEqual(image.pixel(x: Int(x * scale), y: Int((top + 1.5) * scale)), PixelColor(r: 0, g: 0, b: 255))
            XCTAssertEqual(image.pixel(x: Int(x * scale), y: Int((top - 1.5) * scale)), .white)
        }
    }

    /// Checks that `content` on white in a 200 × 60 box, turned 180° about y (w = 1 everywhere, an
    /// exact mirror through the projective path), is the flat rendering mirrored pixel for pixel.
    private func assertMirrored<Content: View>(_ content: Content, file: StaticString = #filePath, line: UInt = #line) throws {
        let pipeline = try HeadlessPipeline(scale: 1)
        func box(_ degrees: Double) -> some View {
            ZStack(alignment: .topLeading) { Color.white; content }
                .frame(width: 200, height: 60)
                .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
        }
        let flat = try pipeline.image(of: pipeline.host(box(0), size: CGSize(width: 200, height: 60)))
        let turned = try pipeline.image(of: pipeline.host(box(180), size: CGSize(width: 200, height: 60)))
        var ink = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let a = try XCTUnwrap(flat.pixel(x: x, y: y)), b = try XCTUnwrap(turned.pixel(x: 199 - x, y: y))
                let difference = abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
                XCTAssertLessThanOrEqual(difference, 3, "(\(x), \(y))",
                                         file: file, line: line)
                if a != .white { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 200, "the content drew", file: file, line: line)
    }

    func testIssue12_textTurnedHalfWayRoundIsTheMirrorImageOfTheFlatText() throws {
        try assertMirrored(Text("Motion 3D").font(.system(size: 24)).foregroundColor(.black))
    }

    func testIssue12_imagesTurnedHalfWayRoundAreTheMirrorImageOfTheFlatImage() throws {
        try assertMirrored(Image("checkmark-true").resizable().frame(width: 48, height: 48).offset(x: 10, y: 6))
    }

    func testIssue12_textTurned45DegreesLandsWhereTheProjectionPutsIt() throws {
        let pipeline = try HeadlessPipeline(scale: 1)
        let box = CGSize(width: 200, height: 80)
        func blocks(_ degrees: Double) -> some View {
            ZStack {
                Color.white
                Text("\u{2588}\u{2588}\u{2588}").font(.system(size: 40)).foregroundColor(.black)
            }
            .frame(width: box.width, height: box.height)
            .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
        }
        // Where the solid blocks are, flat: the box of the dark pixels.
        let flat = try pipeline.image(of: pipeline.host(blocks(0), size: box))
        var dark: [(Int, Int)] = []
        for y in 0..<80 { for x in 0..<200 where flat.pixel(x: x, y: y)!.r < 20 { dark.append((x, y)) } }
        let x0 = try XCTUnwrap(dark.map(\.0).min()), x1 = try XCTUnwrap(dark.map(\.0).max()) + 1
        let y0 = try XCTUnwrap(dark.map(\.1).min()), y1 = try XCTUnwrap(dark.map(\.1).max()) + 1
        XCTAssertGreaterThan(x1 - x0, 40)
        let image = try pipeline.image(of: pipeline.host(blocks(45), size: box))
        // Inside the blocks (3 points in from their edges) the turned text is dark…
        for fx in [0.0, 0.5, 1.0] {
            for fy in [0.0, 0.5, 1.0] {
                let local = CGPoint(x: Double(x0) + 3 + fx * Double(x1 - x0 - 6), y: Double(y0) + 3 + fy * Double(y1 - y0 - 6))
                let p = turned(local, degrees: 45, box: box)
                XCTAssertLessThan(Int(image.pixel(x: Int(p.x), y: Int(p.y))!.r), 40, "inside at \(local) → \(p)")
            }
        }
        // …and 3 points outside them it is the white background.
        for local in [CGPoint(x: x0 - 3, y: (y0 + y1) / 2), CGPoint(x: x1 + 3, y: (y0 + y1) / 2),
                      CGPoint(x: (x0 + x1) / 2, y: y0 - 3), CGPoint(x: (x0 + x1) / 2, y: y1 + 3)] {
            let p = turned(local, degrees: 45, box: box)
            XCTAssertGreaterThan(Int(image.pixel(x: Int(p.x), y: Int(p.y))!.r), 215, "outside at \(local) → \(p)")
        }
    }

    /// Two cards: one turned 45° about y (its trailing side recedes), one turned 135° (its back
    /// shows, the caption mirrored), at 1× and 2×.
    func testIssue12_cardsTurnedAboutY() throws {
        let fonts = try FontLibrary()
        let view = HStack(spacing: 40) {
            Card(title: "Front", color: .blue).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            Card(title: "Back", color: .orange).rotation3DEffect(.degrees(135), axis: (x: 0, y: 1, z: 0))
        }
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(view, size: CGSize(width: 420, height: 160))
            assertSnapshot(of: host, pipeline: pipeline, tolerance: 1)
        }
    }
}
