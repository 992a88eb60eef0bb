import XCTest
@testable import MotionUI
import MotionTestSupport

final class PathStrokerTests: XCTestCase {
    /// The seed loader's shape: a circle of radius 50 (centre (50, 50)) trimmed to its first quarter,
    /// from (100, 50) clockwise on screen to (50, 100).
    let quarterArc = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)

    func stroke(_ path: Path, _ style: StrokeStyle, tolerance: CGFloat = 0.05) -> Path {
        path.strokedPath(style, tolerance: tolerance)
    }

    // MARK: Caps on a trimmed circle

    func testTrimmedCircleWithRoundCapsHasTheAnalyticArea() {
        // Annulus sector between radii r − w/2 = 45 and R = r + w/2 = 55 over θ = π/2:
        //   θ/2 · (R² − r²) = π/4 · (3025 − 2025) = 250π  (= θ·r·w = π/2 · 50 · 10).
        // Two round caps are two half discs of radius w/2 = 5: together π·5² = 25π.
        // Total 275π ≈ 863.94.
        let outline = stroke(quarterArc, StrokeStyle(lineWidth: 10, lineCap: .round))
        let area = Coverage.area(of: outline, step: 0.05)
        XCTAssertEqual(area, 275 * .pi, accuracy: 275 * .pi * 0.01)
    }

    func testButtAndSquareCapAreas() {
        // Butt: just the sector, 250π. Square: plus two w × w/2 rectangles, 2 · 10 · 5 = 100.
        let butt = Coverage.area(of: stroke(quarterArc, StrokeStyle(lineWidth: 10)), step: 0.05)
        XCTAssertEqual(butt, 250 * .pi, accuracy: 250 * .pi * 0.01)
        let square = Coverage.area(of: stroke(quarterArc, StrokeStyle(lineWidth: 10, lineCap: .square)), step: 0.05)
        XCTAssertEqual(square, 250 * .pi + 100, accuracy: (250 * .pi + 100) * 0.01)
    }

    func testCapsBeyondTheEnds() {
        // At the end (50, 100) the path heads in −x; at the start (100, 50) it heads in +y.
        let round = stroke(quarterArc, StrokeStyle(lineWidth: 10, lineCap: .round))
        let butt = stroke(quarterArc, StrokeStyle(lineWidth: 10, lineCap: .butt))
        let square = stroke(quarterArc, StrokeStyle(lineWidth: 10, lineCap: .square))
        let beyondEnd = CGPoint(x: 47, y: 100), beforeStart = CGPoint(x: 100, y: 47)
        XCTAssertTrue(Coverage.isInside(beyondEnd, round))
        XCTAssertTrue(Coverage.isInside(beforeStart, round))
        XCTAssertFalse(Coverage.isInside(beyondEnd, butt))
        XCTAssertFalse(Coverage.isInside(beforeStart, butt))
        // Square caps reach exactly w/2 = 5 past the end, across the full width.
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 45.1, y: 104.9), square))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 44.9, y: 100), square))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 45.1, y: 104.9), round), "the round cap misses the corner")
        // Butt ends stop at the end line: just before it is inside.
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 50.2, y: 100), butt))
    }

    func testEndsFollowThePathsTangentNotTheLastChord() {
        // At the default tolerance the last chord leans ≈ 0.09 rad off the tangent; a butt end cut
        // along the chord's normal would be 5 · 0.09 ≈ 0.44 off at its corners. The end line must be
        // x = 50 across the full width, within the tolerance.
        let butt = stroke(quarterArc, StrokeStyle(lineWidth: 10), tolerance: 0.25)
        for y: CGFloat in [95.3, 100, 104.7] {
            XCTAssertTrue(Coverage.isInside(CGPoint(x: 50.1, y: y), butt), "y = \(y)")
            XCTAssertFalse(Coverage.isInside(CGPoint(x: 49.9, y: y), butt), "y = \(y)")
        }
        // Same at the start, the line y = 50 from x = 95 to 105.
        for x: CGFloat in [95.3, 100, 104.7] {
            XCTAssertTrue(Coverage.isInside(CGPoint(x: x, y: 50.1), butt), "x = \(x)")
            XCTAssertFalse(Coverage.isInside(CGPoint(x: x, y: 49.9), butt), "x = \(x)")
        }
    }

    func testWholeCircleHasNoCaps() {
        // A closed circle (trim 0…1) strokes as a ring: π(55² − 45²) = 1000π, caps or not.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let polygons = PathStroker(style: StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.05)
            .outline(of: circle.trimmedPath(from: 0, to: 1))
        XCTAssertEqual(polygons.count, 2, "outer and inner loop")
        let area = Coverage.area(of: stroke(circle, StrokeStyle(lineWidth: 10, lineCap: .round)), step: 0.05)
        XCTAssertEqual(area, 1000 * .pi, accuracy: 1000 * .pi * 0.005)
    }

    func testRingOutlineStaysWithinToleranceAndNeedsNoPivots() {
        // Every vertex lies on the outer edge (radius 55) or the inner edge (45), between
        // (edge − tolerance) and a hair over (the cubic circle bulges by up to 2.7·10⁻⁴ · 50).
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        var previousCount = 0
        for tolerance: CGFloat in [0.25, 0.125, 0.0625] {
            let polygons = PathStroker(style: StrokeStyle(lineWidth: 10), tolerance: tolerance).outline(of: circle)
            let count = polygons.reduce(0) { $0 + $1.points.count }
            XCTAssertGreaterThan(count, previousCount)
            previousCount = count
            for point in polygons.flatMap(\.points) {
                let r = point.distance(to: CGPoint(x: 50, y: 50))
                let onOuter = r >= 55 - tolerance - 1e-9 && r <= 55 + 0.014
                let onInner = r >= 45 - tolerance - 1e-9 && r <= 45 + 0.014
                XCTAssertTrue(onOuter || onInner, "vertex at radius \(r), tolerance \(tolerance)")
            }
        }
    }

    // MARK: Joins on a right angle

    /// (0,0) → (100,0) → (100,100), width 10, butt caps. The two segment rectangles are
    /// [0,100]×[−5,5] and [95,105]×[0,100], 1000 each, overlapping in [95,100]×[0,5] = 25: union 1975.
    /// The outer corner is the square [100,105]×[−5,0]; the joins fill part of it:
    ///   bevel: triangle (100,0) (100,−5) (105,0) = 12.5 → 1987.5
    ///   miter: the whole square, 25 → 2000 (miter length ratio 1/sin(45°) = √2 ≤ 10)
    ///   round: quarter disc of radius 5, 25π/4 = 19.635 → 1994.635
    let corner = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }

    /// At tolerance 0.01 the round join's inscribed polygon loses at most ⅔ · arc · tolerance
    /// = ⅔ · 7.85 · 0.01 ≈ 0.05 of the quarter disc.
    func joinArea(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> CGFloat {
        Coverage.area(of: stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit),
                                 tolerance: 0.01), step: 0.05)
    }

    func testMiterBevelAndRoundJoinAreas() {
        let bevel = joinArea(.bevel), miter = joinArea(.miter), round = joinArea(.round)
        XCTAssertEqual(bevel, 1987.5, accuracy: 0.5)
        XCTAssertEqual(miter, 2000, accuracy: 0.5)
        XCTAssertEqual(round, 1975 + 25 * .pi / 4, accuracy: 0.5)
        // The differences, worked out by hand: miter − bevel = 12.5; round − bevel = 25π/4 − 12.5.
        XCTAssertEqual(miter - bevel, 12.5, accuracy: 0.3)
        XCTAssertEqual(round - bevel, 25 * .pi / 4 - 12.5, accuracy: 0.3)
        // The miter tip (104.9, −4.9) is covered by the miter only.
        let tip = CGPoint(x: 104.9, y: -4.9)
        XCTAssertTrue(Coverage.isInside(tip, stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .miter))))
        XCTAssertFalse(Coverage.isInside(tip, stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .round))))
        XCTAssertFalse(Coverage.isInside(tip, stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .bevel))))
    }

    func testMiterLimitFallsBackToBevel() {
        // The right angle's miter ratio is √2 ≈ 1.4142: a limit of 1.4 bevels, 1.42 keeps the miter.
        XCTAssertEqual(joinArea(.miter, miterLimit: 1.4), 1987.5, accuracy: 0.5)
        XCTAssertEqual(joinArea(.miter, miterLimit: 1.42), 2000, accuracy: 0.5)
        // A sharp 150° turn: ratio 1/sin(15°) = 3.86, beyond a limit of 3, within the default 10.
        let sharp = Path { p in
            let back = CGFloat.pi / 6
            p.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(back), y: 100 * sin(back))])
        }
        // Tip: the corner + (w/2)·ratio along the outer bisector, which points at −15° (up and right).
        let reach = 5 / sin(CGFloat.pi / 12)
        let bisector = CGFloat.pi / 12
        let nearTip = CGPoint(x: 100 + (reach - 0.5) * cos(bisector), y: -(reach - 0.5) * sin(bisector))
        XCTAssertTrue(Coverage.isInside(nearTip, stroke(sharp, StrokeStyle(lineWidth: 10))))
        XCTAssertFalse(Coverage.isInside(nearTip, stroke(sharp, StrokeStyle(lineWidth: 10, miterLimit: 3))))
    }

    func testClosedRectangleFrame() {
        // A 100 × 100 square stroked 10 wide with miters: (110² − 90²) = 4000.
        let frame = stroke(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), StrokeStyle(lineWidth: 10))
        XCTAssertEqual(Coverage.area(of: frame, step: 0.05), 4000, accuracy: 0.5)
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 50, y: 50), frame))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: -4.9, y: -4.9), frame))
    }

    // MARK: Dashes

    func testDashesAlternateAlongTheLine() {
        // [10, 5]: dashes on [0,10], [15,25], [30,40], …; gaps on (10,15), (25,30), …
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }
        let dashed = stroke(line, StrokeStyle(lineWidth: 4, dash: [10, 5]))
        for x in stride(from: CGFloat(0.5), to: 100, by: 1) {
            let phase = x.truncatingRemainder(dividingBy: 15)
            XCTAssertEqual(Coverage.isInside(CGPoint(x: x, y: 0), dashed), phase < 10, "x = \(x)")
        }
        // Seven dashes: [0,10] … [90,100].
        XCTAssertEqual(PathStroker(style: StrokeStyle(lineWidth: 4, dash: [10, 5])).outline(of: line).count, 7)
        XCTAssertEqual(Coverage.area(of: dashed, step: 0.05), 7 * 10 * 4, accuracy: 0.5)
    }

    func testDashPhaseShiftsThePattern() {
        // Phase 3 starts 3 into the first dash: dashes on [0,7], [12,22], [27,37], …
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }
        let dashed = stroke(line, StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 3))
        for x in stride(from: CGFloat(0.5), to: 100, by: 1) {
            let phase = (x + 3).truncatingRemainder(dividingBy: 15)
            XCTAssertEqual(Coverage.isInside(CGPoint(x: x, y: 0), dashed), phase < 10, "x = \(x)")
        }
        // A negative phase wraps: −12 ≡ 3.
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: -12)), dashed)
    }

    func testDashesFollowCurvesAndCorners() {
        // Around the 100 × 100 square (perimeter 400) with [50, 50]: dashes cover [0,50], [100,150],
        // [200,250], [300,350] of the perimeter — the first half of each side.
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let dashed = stroke(square, StrokeStyle(lineWidth: 2, dash: [50, 50]))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 25, y: 0), dashed))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 75, y: 0), dashed))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 100, y: 25), dashed))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 100, y: 75), dashed))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 75, y: 100), dashed))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 0, y: 75), dashed))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 0, y: 25), dashed))
        // A dash across a corner keeps its join: [0, 25] off, then on through the corner.
        // Phase 25: dashes on [0,25], [75,125] (through the corner at 100), …
        let across = stroke(square, StrokeStyle(lineWidth: 2, dash: [50, 50], dashPhase: 25))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 100.9, y: -0.9), across), "mitered corner inside a dash")
    }

    func testZeroLengthDashesAreDots() {
        // [0, 10] with round caps: dots of radius 2 at x = 0, 10, …, 90, 100 (phase 0 starts on a dot).
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }
        let dotted = PathStroker(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]), tolerance: 0.01)
            .outline(of: line)
        XCTAssertEqual(dotted.count, 11)
        let path = stroke(line, StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        XCTAssertTrue(Coverage.isInside(CGPoint(x: 20, y: 1.5), path))
        XCTAssertFalse(Coverage.isInside(CGPoint(x: 25, y: 0), path))
        // Butt caps draw nothing for zero-length dashes.
        XCTAssertTrue(stroke(line, StrokeStyle(lineWidth: 4, dash: [0, 10])).isEmpty)
    }

    func testInvalidDashPatternsDrawSolid() {
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }
        let solid = stroke(line, StrokeStyle(lineWidth: 4))
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [5, -1])), solid)
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [0, 0])), solid)
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [.nan, 3])), solid)
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [1e-6, 1e-6])), solid, "over 100 000 dashes")
        // An odd pattern repeats: [10] is [10, 10].
        XCTAssertEqual(stroke(line, StrokeStyle(lineWidth: 4, dash: [10])),
                       stroke(line, StrokeStyle(lineWidth: 4, dash: [10, 10])))
    }

    // MARK: Degenerate input

    func testZeroLengthSubpathIsADot() {
        let dot = Path { $0.move(to: CGPoint(x: 10, y: 10)); $0.addLine(to: CGPoint(x: 10, y: 10)) }
        // Round: a disc of radius 5, area 25π (the inscribed polygon loses < 0.3 % at tolerance 0.01).
        let round = stroke(dot, StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.01)
        XCTAssertEqual(Coverage.area(of: round, step: 0.02), 25 * .pi, accuracy: 25 * .pi * 0.005)
        // Square: a 10 × 10 square, area 100.
        let square = stroke(dot, StrokeStyle(lineWidth: 10, lineCap: .square))
        XCTAssertEqual(Coverage.area(of: square, step: 0.05), 100, accuracy: 0.5)
        XCTAssertTrue(stroke(dot, StrokeStyle(lineWidth: 10)).isEmpty, "butt: nothing")
        // A lone move draws nothing, whatever the cap.
        XCTAssertTrue(stroke(Path { $0.move(to: .zero) }, StrokeStyle(lineWidth: 10, lineCap: .round)).isEmpty)
    }

    func testBadWidthsStrokeNothing() {
        for width: CGFloat in [0, -1, .nan, .infinity] {
            XCTAssertTrue(stroke(quarterArc, StrokeStyle(lineWidth: width)).isEmpty, "width \(width)")
        }
        XCTAssertTrue(stroke(Path(), StrokeStyle(lineWidth: 3)).isEmpty)
    }

    // MARK: Robustness of the non-zero union

    func testCurveTighterThanTheHalfWidthFillsTheDisc() {
        // Circle of radius 3 stroked 10 wide: every point within 5 of the circle, i.e. the whole
        // disc of radius 8 (the centre is only 3 from the circle): 64π.
        let small = Circle().path(in: CGRect(x: -3, y: -3, width: 6, height: 6))
        let outline = stroke(small, StrokeStyle(lineWidth: 10))
        XCTAssertTrue(Coverage.isInside(.zero, outline))
        XCTAssertEqual(Coverage.area(of: outline, step: 0.02), 64 * .pi, accuracy: 64 * .pi * 0.01)
    }

    func testRoundStrokeEqualsThePointsWithinHalfTheWidth() {
        // With round caps and joins the stroke is exactly {p : distance(p, path) ≤ w/2}. Compare on a
        // grid for random zigzags with sharp turns and self-crossings (long segments), and for random
        // walks whose segments are much shorter than the width (where the inner side folds back).
        var generator = SeededRandom(seed: 42)
        let tolerance: CGFloat = 0.05
        for trial in 0..<10 {
            let walk = trial >= 6
            let h: CGFloat = walk ? 6 : 4
            var points: [CGPoint] = []
            if walk {
                var p = CGPoint(x: 30, y: 30)
                for _ in 0..<40 {
                    points.append(p)
                    p = CGPoint(x: min(max(p.x + generator.uniform(-3, 3), 5), 55),
                                y: min(max(p.y + generator.uniform(-3, 3), 5), 55))
                }
            } else {
                points = (0..<12).map { _ in CGPoint(x: generator.uniform(0, 60), y: generator.uniform(0, 60)) }
            }
            let path = Path { $0.addLines(points) }
            let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round),
                                           tolerance: tolerance)
            let polylines = outline.flattened(tolerance: 1e-3)
            var y: CGFloat = -8
            while y <= 68 {
                var x: CGFloat = -8
                while x <= 68 {
                    let p = CGPoint(x: x, y: y)
                    var distance = CGFloat.infinity
                    for i in 1..<points.count { distance = min(distance, Coverage.distance(p, points[i - 1], points[i])) }
                    let inside = Coverage.winding(of: polylines, at: p) != 0
                    if distance < h - tolerance - 1e-6 { XCTAssertTrue(inside, "trial \(trial): \(p) at \(distance)") }
                    if distance > h + 1e-6 { XCTAssertFalse(inside, "trial \(trial): \(p) at \(distance)") }
                    x += 0.37
                }
                y += 0.37
            }
        }
    }

    func testMiterStrokeOfSelfCrossingPathHasNoHoles() {
        // Non-zero winding never cancels: every point on the centre line is inside, whatever the
        // crossings, and all contours wind the same way.
        var generator = SeededRandom(seed: 9)
        let points = (0..<40).map { _ in CGPoint(x: generator.uniform(0, 50), y: generator.uniform(0, 50)) }
        let path = Path { $0.addLines(points) }
        let polygons = PathStroker(style: StrokeStyle(lineWidth: 3), tolerance: 0.1).outline(of: path)
        let polylines = polygons
        for i in 1..<points.count {
            for t in stride(from: CGFloat(0), through: 1, by: 0.1) {
                let p = points[i - 1].lerp(points[i], t)
                XCTAssertNotEqual(Coverage.winding(of: polylines, at: p), 0)
            }
        }
    }

    func testContoursAllWindTheSameWay() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 30))
        path.addLines([CGPoint(x: 0, y: 60), CGPoint(x: 40, y: 70), CGPoint(x: 10, y: 90)])
        path.move(to: CGPoint(x: 80, y: 80)); path.addLine(to: CGPoint(x: 80, y: 80))
        path.addRoundedRect(in: CGRect(x: 60, y: 0, width: 40, height: 40), cornerSize: CGSize(width: 8, height: 8))
        for cap in CGLineCap.allCases {
            for join in CGLineJoin.allCases {
                let polygons = PathStroker(style: StrokeStyle(lineWidth: 6, lineCap: cap, lineJoin: join, dash: [7, 3]))
                    .outline(of: path)
                for polygon in polygons where polygon.points.count > 2 {
                    let signedArea = shoelace(polygon.points)
                    // Outer contours have area < 0; a closed subpath's inner loop may be > 0 only as a
                    // hole, which dashes never make — every dash is one simple outline here.
                    XCTAssertLessThan(signedArea, 0, "cap \(cap) join \(join)")
                }
            }
        }
    }

    func testThousandSegmentRandomPolylineStrokesWithoutNaN() {
        var generator = SeededRandom(seed: 1000)
        var points: [CGPoint] = []
        for _ in 0...1000 { points.append(CGPoint(x: generator.uniform(0, 400), y: generator.uniform(0, 400))) }
        // Some repeats and near-repeats too.
        points[10] = points[9]
        points[20] = CGPoint(x: points[19].x + 1e-13, y: points[19].y)
        let path = Path { $0.addLines(points) }
        for join in CGLineJoin.allCases {
            for cap in CGLineCap.allCases {
                let style = StrokeStyle(lineWidth: 7, lineCap: cap, lineJoin: join, miterLimit: 4)
                let polygons = PathStroker(style: style, tolerance: 0.125).outline(of: path)
                XCTAssertFalse(polygons.isEmpty)
                XCTAssertTrue(polygons.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
            }
        }
        let dashed = PathStroker(style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2, 0, 2]), tolerance: 0.125)
            .outline(of: path)
        XCTAssertTrue(dashed.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
    }

    func shoelace(_ points: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }
}
