import XCTest
@testable import MotionSDL
import MotionTestSupport

final class PolygonRasterizerTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    private let canvas = PixelRect(x: 0, y: 0, width: 64, height: 64)

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [CGPoint] {
        [p(x, y), p(x + w, y), p(x + w, y + h), p(x, y + h)]
    }

    /// Twice the shoelace area, halved and made positive.
    private func area(_ points: [CGPoint]) -> Double {
        abs(Double(FillGeometry.signedDoubleArea(points))) / 2
    }

    /// The fraction of `samples × samples` points of pixel (x, y) that the rule covers, by the
    /// winding number of a ray to the left: an independent, brute-force reference.
    private func sampledCoverage(_ contours: [[CGPoint]], rule: FillRule, x: Int, y: Int, samples: Int) -> Double {
        var inside = 0
        for sy in 0..<samples {
            for sx in 0..<samples {
                let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                var winding = 0
                for contour in contours {
                    var a = contour[contour.count - 1]
                    for b in contour {
                        let ay = Double(a.y), by = Double(b.y)
                        if (ay <= py) != (by <= py) {
                            let t = (py - ay) / (by - ay)
                            let cx = Double(a.x) + t * Double(b.x - a.x)
                            if cx < px { winding += by > ay ? 1 : -1 }
                        }
                        a = b
                    }
                }
                if rule.covers(winding: winding) { inside += 1 }
            }
        }
        return Double(inside) / Double(samples * samples)
    }

    func testAnEdgeThroughThePixelMiddleGivesHalfCoverageAndTheInsideIsFull() {
        var rasterizer = PolygonRasterizer()
        let mask = rasterizer.rasterize([rect(1.5, 1, 2.5, 2)], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(mask.rect, PixelRect(x: 1, y: 1, width: 3, height: 2))
        XCTAssertEqual(mask.coverage(x: 1, y: 1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(mask.coverage(x: 2, y: 1), 1)
        XCTAssertEqual(mask.coverage(x: 3, y: 2), 1)
        XCTAssertEqual(mask.coverage(x: 0, y: 1), 0)
        // 2.5 × 2 pixels.
        XCTAssertEqual(mask.area, 5, accuracy: 1e-5)
    }

    func testIssue14_rowsThatRepeatTheRowAboveGetTheirOwnExactCoverage() {
        // A step: x 1.25…5.75 for y 0.5…3, then x 1.25…3.5 for y 3…6.5. Rows 1 and 2 repeat the
        // row above inside the first part; row 3 begins the narrower part and must not copy them.
        var rasterizer = PolygonRasterizer()
        let step = [p(1.25, 0.5), p(5.75, 0.5), p(5.75, 3), p(3.5, 3), p(3.5, 6.5), p(1.25, 6.5)]
        let mask = rasterizer.rasterize([step], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(mask.rect, PixelRect(x: 1, y: 0, width: 5, height: 7))
        // Columns of the wide part: ¾, 1, 1, 1, ¾; of the narrow part: ¾, 1, ½, 0, 0.
        let wide: [Float] = [0.75, 1, 1, 1, 0.75], narrow: [Float] = [0.75, 1, 0.5, 0, 0]
        let rows: [(Float, [Float])] = [(0.5, wide), (1, wide), (1, wide), (1, narrow), (1, narrow), (1, narrow), (0.5, narrow)]
        for (y, (height, columns)) in rows.enumerated() {
            for (column, width) in columns.enumerated() {
                XCTAssertEqual(mask.coverage(x: column + 1, y: y), height * width, accuracy: 1e-6, "pixel (\(column + 1), \(y))")
            }
        }
    }

    func testAHorizontalEdgeAtAQuarterAndADiagonalThroughACorner() {
        var rasterizer = PolygonRasterizer()
        // Top edge at y = 2.25: row 2 is ¾ covered.
        let bar = rasterizer.rasterize([rect(0, 2.25, 8, 4)], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(bar.coverage(x: 3, y: 2), 0.75, accuracy: 1e-6)
        XCTAssertEqual(bar.coverage(x: 3, y: 6), 0.25, accuracy: 1e-6)
        // The triangle (0,0) (4,0) (0,4) is bounded by x + y = 4, which runs through two opposite
        // corners of every pixel it crosses (their corners' x + y range over k … k + 2 with k = 3),
        // so it halves them; pixels whose corners all have x + y ≤ 4 are full, ≥ 4 empty.
        let triangle = rasterizer.rasterize([[p(0, 0), p(4, 0), p(0, 4)]], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(triangle.coverage(x: 0, y: 0), 1, accuracy: 1e-6)
        XCTAssertEqual(triangle.coverage(x: 1, y: 2), 0.5, accuracy: 1e-6)
        XCTAssertEqual(triangle.coverage(x: 3, y: 0), 0.5, accuracy: 1e-6)
        XCTAssertEqual(triangle.coverage(x: 2, y: 2), 0, accuracy: 1e-6)
        XCTAssertEqual(triangle.area, 8, accuracy: 1e-5)
    }

    func testScaleMultipliesPoints() {
        var rasterizer = PolygonRasterizer()
        let mask = rasterizer.rasterize([rect(1, 1, 2.25, 1)], scale: 2, fillRule: .nonZero, within: canvas)
        // Pixels 2…6.5 across, 2…4 down.
        XCTAssertEqual(mask.rect, PixelRect(x: 2, y: 2, width: 5, height: 2))
        XCTAssertEqual(mask.coverage(x: 6, y: 3), 0.5, accuracy: 1e-6)
        XCTAssertEqual(mask.area, 9, accuracy: 1e-5)
    }

    func testOverlappingContoursAreCoveredOnceUnderNonZero() {
        var rasterizer = PolygonRasterizer()
        let a = rect(2.3, 2.6, 10, 10), b = rect(6.7, 5.1, 10, 10)
        // Union by inclusion–exclusion: 100 + 100 − overlap (12.3 − 6.7) × (12.6 − 5.1) = 5.6 × 7.5 = 42.
        let union = rasterizer.rasterize([a, b], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(union.area, 158, accuracy: 1e-3)
        XCTAssertEqual(union.values.max() ?? 0, 1)
        // The same contour twice is the contour once.
        let twice = rasterizer.rasterize([a, a], fillRule: .nonZero, within: canvas)
        let once = rasterizer.rasterize([a], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(twice, once)
        // Even-odd: the overlap is a hole, 200 − 2 · 42 = 116.
        let evenOdd = rasterizer.rasterize([a, b], fillRule: .evenOdd, within: canvas)
        XCTAssertEqual(evenOdd.area, 116, accuracy: 1e-3)
        XCTAssertEqual(evenOdd.coverage(x: 9, y: 9), 0)
    }

    func testAReversedInnerContourCutsAHoleUnderNonZero() {
        var rasterizer = PolygonRasterizer()
        let outer = rect(4, 4, 20, 20)
        let inner = Array(rect(9, 9, 10, 10).reversed())
        let ring = rasterizer.rasterize([outer, inner], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(ring.area, 300, accuracy: 1e-3)
        XCTAssertEqual(ring.coverage(x: 12, y: 12), 0)
        // Same winding: non-zero fills the middle (winding 2), even-odd does not.
        let sameWay = rasterizer.rasterize([outer, rect(9, 9, 10, 10)], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(sameWay.area, 400, accuracy: 1e-3)
        XCTAssertEqual(rasterizer.rasterize([outer, rect(9, 9, 10, 10)], fillRule: .evenOdd, within: canvas).area,
                       300, accuracy: 1e-3)
    }

    func testPentagramAreasFollowTheFillRule() {
        // A pentagram {5/2} of circumradius R: its inner pentagon has circumradius
        // r = R·cos 72° / cos 36°. Non-zero fills the star: 10 triangles between the centre and
        // consecutive outer/inner vertices, 5·R·r·sin 36°. Even-odd leaves the pentagon (winding 2)
        // empty: minus (5/2)·r²·sin 72°.
        let radius = 25.0, centre = p(32, 32)
        let star = (0..<5).map { k -> CGPoint in
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return p(Double(centre.x) + radius * cos(angle), Double(centre.y) + radius * sin(angle))
        }
        let innerRadius = radius * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let starArea = 5 * radius * innerRadius * sin(36 * Double.pi / 180)
        let pentagonArea = 2.5 * innerRadius * innerRadius * sin(72 * Double.pi / 180)
        var rasterizer = PolygonRasterizer()
        XCTAssertEqual(rasterizer.rasterize([star], fillRule: .nonZero, within: canvas).area, starArea, accuracy: 1e-3)
        XCTAssertEqual(rasterizer.rasterize([star], fillRule: .evenOdd, within: canvas).area,
                       starArea - pentagonArea, accuracy: 1e-3)
        XCTAssertEqual(rasterizer.rasterize([star], fillRule: .evenOdd, within: canvas).coverage(x: 32, y: 32), 0)
    }

    func testRandomSelfIntersectingPolygonsMatchASupersampledReference() {
        // Random contours (self-intersecting, overlapping) against 24 × 24 point samples per pixel:
        // sampling is within about 2/24 of the true area on a pixel with edges in it.
        var generator = SeededRandom(seed: 0x5EED)
        var rasterizer = PolygonRasterizer()
        let region = PixelRect(x: 0, y: 0, width: 16, height: 16)
        var worst = 0.0
        for trial in 0..<8 {
            let contours = (0..<(1 + trial % 3)).map { _ in
                (0..<Int.random(in: 3...7, using: &generator)).map { _ in
                    p(Double.random(in: -2...18, using: &generator), Double.random(in: -2...18, using: &generator))
                }
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                let mask = rasterizer.rasterize(contours, fillRule: rule, within: region)
                for y in 0..<16 {
                    for x in 0..<16 {
                        let reference = sampledCoverage(contours, rule: rule, x: x, y: y, samples: 24)
                        worst = max(worst, abs(Double(mask.coverage(x: x, y: y)) - reference))
                    }
                }
            }
        }
        XCTAssertLessThan(worst, 0.09)
    }

    func testCircleAreaMatchesItsPolygon() {
        let points = (0..<200).map { k -> CGPoint in
            let angle = Double(k) / 200 * 2 * Double.pi
            return p(30.3 + 20 * cos(angle), 29.7 + 20 * sin(angle))
        }
        var rasterizer = PolygonRasterizer()
        let mask = rasterizer.rasterize([points], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(mask.area, area(points), accuracy: 1e-3)
    }

    func testClipsIntersectExactly() {
        var rasterizer = PolygonRasterizer()
        let shape = rect(10.5, 10, 10, 10)
        // Clipped to itself: the half-covered edge stays half (multiplying masks would give ¼).
        let selfClipped = rasterizer.rasterize([shape], fillRule: .nonZero, clips: [shape], within: canvas)
        XCTAssertEqual(selfClipped.coverage(x: 10, y: 12), 0.5, accuracy: 1e-6)
        XCTAssertEqual(selfClipped.area, 100, accuracy: 1e-3)
        // Two clips: the shape shows only where both are.
        let clipped = rasterizer.rasterize([shape], fillRule: .nonZero,
                                           clips: [rect(0, 0, 15, 64), rect(0, 12.5, 64, 64)], within: canvas)
        XCTAssertEqual(clipped.area, 4.5 * 7.5, accuracy: 1e-3)
        // A clip that encloses nothing hides everything.
        XCTAssertEqual(rasterizer.rasterize([shape], fillRule: .nonZero, clips: [[p(0, 0), p(1, 1)]], within: canvas), .empty)
        // A clip wound the other way still clips (each clip is filled non-zero).
        let reversed = rasterizer.rasterize([shape], fillRule: .nonZero, clips: [Array(rect(0, 0, 15, 64).reversed())],
                                            within: canvas)
        XCTAssertEqual(reversed.area, 4.5 * 10, accuracy: 1e-3)
    }

    func testShapesReachingOutsideTheRegionAreCutAtItsEdges() {
        var rasterizer = PolygonRasterizer()
        let region = PixelRect(x: 10, y: 10, width: 20, height: 20)
        // A rotated square much larger than the region covers all of it.
        let big = [p(20, -40), p(80, 20), p(20, 80), p(-40, 20)]
        let full = rasterizer.rasterize([big], fillRule: .nonZero, within: region)
        XCTAssertEqual(full.rect, region)
        XCTAssertEqual(full.area, 400, accuracy: 1e-3)
        // A triangle poking in from the left: the part inside is x 10…20 under the line y = x.
        let wedge = rasterizer.rasterize([[p(-10, -10), p(20, 20), p(-10, 20)]], fillRule: .nonZero, within: region)
        XCTAssertEqual(wedge.area, 50, accuracy: 1e-3)
        // Entirely outside: empty.
        XCTAssertEqual(rasterizer.rasterize([rect(40, 40, 5, 5)], fillRule: .nonZero, within: region), .empty)
    }

    func testUnusableContoursAreIgnored() {
        var rasterizer = PolygonRasterizer()
        let nan = [p(0, 0), p(.nan, 4), p(4, 4)]
        let mask = rasterizer.rasterize([nan, rect(1, 1, 2, 2), [p(0, 0), p(9, 9)]], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(mask.area, 4, accuracy: 1e-5)
        XCTAssertEqual(rasterizer.rasterize([], fillRule: .nonZero, within: canvas), .empty)
        XCTAssertEqual(rasterizer.rasterize([[p(1, 1), p(5, 1), p(9, 1)]], fillRule: .nonZero, within: canvas), .empty)
        // A bad scale counts as 1.
        XCTAssertEqual(rasterizer.rasterize([rect(1, 1, 2, 2)], scale: .nan, fillRule: .nonZero, within: canvas).area,
                       4, accuracy: 1e-5)
    }
}

