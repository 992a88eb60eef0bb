import XCTest
@testable import MotionUI
import MotionTestSupport

final class PathFlatteningTests: XCTestCase {
    func testLinesAreKeptExactly() {
        let p = Path { $0.addLines([.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)]) }
        XCTAssertEqual(p.flattened(tolerance: 0.25),
                       [Polyline(points: [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)], isClosed: false)])
        let rect = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).flattened(tolerance: 0.25)
        XCTAssertEqual(rect.count, 1)
        XCTAssertEqual(rect[0].points.count, 4, "the closing point is implied, not repeated")
        XCTAssertTrue(rect[0].isClosed)
        XCTAssertEqual(rect[0].length, 8)
    }

    func testLoneMovesAreDroppedAndZeroLengthLinesKeptAsOnePoint() {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 1))
        p.move(to: CGPoint(x: 5, y: 5))
        p.addLine(to: CGPoint(x: 5, y: 5))
        p.move(to: CGPoint(x: 9, y: 9))
        XCTAssertEqual(p.flattened(tolerance: 0.25), [Polyline(points: [CGPoint(x: 5, y: 5)], isClosed: false)])
    }

    func testQuadraticSegmentCountFollowsTheBound() {
        // (0,0) (50,100) (100,0): D = P0 − 2P1 + P2 = (0, −200), |D| = 200. Pieces needed:
        // n = ⌈√(|D| / (4·tol))⌉ → tol 0.25: ⌈√200⌉ = ⌈14.14⌉ = 15; tol 0.125: ⌈√400⌉ = 20.
        let p = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        XCTAssertEqual(p.flattened(tolerance: 0.25)[0].points.count, 16)
        XCTAssertEqual(p.flattened(tolerance: 0.125)[0].points.count, 21)
    }

    func testCircleSegmentCountFollowsTheBound() {
        // Circle of radius 50 in a 100 × 100 square: the first quarter's control points are
        // (100,50) (100,50+50κ) (50+50κ,100) (50,100), κ = 0.55228. D1 = P0 − 2P1 + P2 =
        // (−50 + 50κ, 50 − 100κ) = (−22.386, −5.228), |D1| = 22.988 = |D2| by symmetry.
        // n = ⌈√(3·22.988 / (4·tol))⌉: tol 0.25 → ⌈√68.96⌉ = 9; tol 0.125 (2×) → ⌈√137.93⌉ = 12.
        // Four quarters, closing point implied: 36 and 48 points.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(circle.flattened(tolerance: 0.25)[0].points.count, 36)
        XCTAssertEqual(circle.flattened(tolerance: 0.125)[0].points.count, 48)
    }

    func testDeviationStaysWithinToleranceAndHalvingAddsPoints() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<20 {
            let q = (0..<4).map { _ in CGPoint(x: generator.uniform(-100, 100), y: generator.uniform(-100, 100)) }
            let path = Path { p in
                p.move(to: q[0])
                p.addCurve(to: q[3], control1: q[1], control2: q[2])
            }
            let samples = (0...2000).map { Bezier.cubicPoint(q[0], q[1], q[2], q[3], CGFloat($0) / 2000) }
            var previousCount = 0
            for tolerance: CGFloat in [1, 0.5, 0.25, 0.125] {
                let line = path.flattened(tolerance: tolerance)[0]
                let deviation = Coverage.maxDistance(from: samples, to: line)
                XCTAssertLessThanOrEqual(deviation, tolerance, "tolerance \(tolerance)")
                XCTAssertGreaterThan(line.points.count, previousCount, "tolerance \(tolerance)")
                previousCount = line.points.count
            }
        }
    }

    func testCircleStaysWithinToleranceOfTheTrueCircle() {
        // Against the true circle: the flattening error plus the cubic's own radial error
        // (at most 2.7·10⁻⁴ of the radius).
        let r: CGFloat = 50
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let samples = (0..<3600).map { i -> CGPoint in
            let a = Double(i) / 3600 * 2 * .pi
            return CGPoint(x: r + r * CGFloat(cos(a)), y: r + r * CGFloat(sin(a)))
        }
        for density: CGFloat in [1, 2, 3] {
            let tolerance = 0.25 / density
            let line = circle.flattened(tolerance: tolerance)[0]
            XCTAssertLessThanOrEqual(Coverage.maxDistance(from: samples, to: line), tolerance + 2.7e-4 * r)
        }
    }

    func testBadTolerances() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(circle.flattened(tolerance: .nan), circle.flattened(tolerance: 0.25))
        XCTAssertEqual(circle.flattened(tolerance: .infinity)[0].points.count, 4, "one chord per curve")
        XCTAssertEqual(circle.flattened(tolerance: 0)[0].points.count, 4 * Path.maximumSegmentsPerCurve)
        XCTAssertEqual(circle.flattened(tolerance: -1)[0].points.count, 4 * Path.maximumSegmentsPerCurve)
    }

    func testSmoothnessFlags() {
        // Inside curves and across the ellipse's tangent-continuous element ends: smooth.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sub = circle.flattenedSubpaths(tolerance: 0.25)[0]
        XCTAssertTrue(sub.smooth.allSatisfy { $0 })
        // A rectangle's corners are corners.
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).flattenedSubpaths(tolerance: 0.25)[0]
        XCTAssertEqual(rect.smooth, [false, false, false, false])
    }
}
