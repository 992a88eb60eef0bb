import XCTest
@testable import MotionCore
import MotionTestSupport

final class UnitCurveTests: XCTestCase {
    // MARK: - Independent reference

    /// A point of the Bézier (0,0) (c0) (c1) (1,1) by de Casteljau's construction (repeated linear
    /// interpolation), a different algorithm from the Bernstein polynomial the curve uses.
    private func deCasteljau(_ s: Double, _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double)
        -> (x: Double, y: Double) {
        func lerp(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            (a.0 + (b.0 - a.0) * s, a.1 + (b.1 - a.1) * s)
        }
        let p0 = (0.0, 0.0), p1 = (c0x, c0y), p2 = (c1x, c1y), p3 = (1.0, 1.0)
        let q0 = lerp(p0, p1), q1 = lerp(p1, p2), q2 = lerp(p2, p3)
        let r0 = lerp(q0, q1), r1 = lerp(q1, q2)
        let point = lerp(r0, r1)
        return (point.0, point.1)
    }

    /// y at x = `progress` by plain bisection on s (200 halvings, so exact to the last bit of s).
    private func reference(_ progress: Double, _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if deCasteljau(mid, c0x, c0y, c1x, c1y).x < progress { lo = mid } else { hi = mid }
        }
        return deCasteljau(0.5 * (lo + hi), c0x, c0y, c1x, c1y).y
    }

    private let named: [(UnitCurve, Double, Double, Double, Double)] = [
        (.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
    ]

    // MARK: - Values

    func testNamedCurvesHaveTheirControlPoints() {
        for (curve, c0x, c0y, c1x, c1y) in named {
            XCTAssertEqual([curve.c0x, curve.c0y, curve.c1x, curve.c1y], [c0x, c0y, c1x, c1y], "\(curve)")
        }
        XCTAssertEqual(UnitCurve.bezier(0.42, 0, 0.58, 1), .easeInOut)
        XCTAssertEqual(UnitCurve.bezier(startControlPoint: CGPoint(x: 0.42, y: 0),
                                        endControlPoint: CGPoint(x: 1, y: 1)), .easeIn)
    }

    func testNamedCurvesMatchBisectionReferenceAtManyPoints() {
        for (curve, c0x, c0y, c1x, c1y) in named {
            for i in 0...1000 {
                let p = Double(i) / 1000
                XCTAssertEqual(curve.value(at: p), reference(p, c0x, c0y, c1x, c1y), accuracy: 1e-9, "\(curve) at \(p)")
            }
        }
    }

    func testRandomCurvesMatchBisectionReference() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let c0x = random.uniform(in: 0...1), c0y = random.uniform(in: -1...2)
            let c1x = random.uniform(in: 0...1), c1y = random.uniform(in: -1...2)
            let curve = UnitCurve.bezier(c0x, c0y, c1x, c1y)
            for _ in 0..<20 {
                let p = random.uniform(in: 0...1)
                XCTAssertEqual(curve.value(at: p), reference(p, c0x, c0y, c1x, c1y), accuracy: 1e-9,
                               "\(curve) at \(p)")
            }
        }
    }

    func testLinearIsTheIdentity() {
        for i in 0...100 {
            let p = Double(i) / 100
            XCTAssertEqual(UnitCurve.linear.value(at: p), p, accuracy: 1e-12)
            XCTAssertEqual(UnitCurve.linear.velocity(at: p), 1, accuracy: 1e-9)
        }
    }

    func testControlPointsOnTheDiagonalGiveTheIdentity() {
        // With both control points on y = x, y(s) = x(s) for every s, so value(at: p) = p whatever
        // x(s) looks like; (1, 1) (0, 0) has x′(1/2) = 0, a flat point where Newton alone stalls.
        for (a, b) in [(1.0, 0.0), (0.0, 0.0), (1.0, 1.0), (0.9, 0.1), (0.25, 0.75)] {
            let curve = UnitCurve.bezier(a, a, b, b)
            for i in 0...200 {
                let p = Double(i) / 200
                XCTAssertEqual(curve.value(at: p), p, accuracy: 1e-12, "(\(a), \(b)) at \(p)")
            }
        }
    }

    func testEvenlySpacedControlXGivesThePolynomialInProgress() {
        // Control x values 1/3 and 2/3 make x(s) = 3(1−s)²s/3 + 3(1−s)s²·2/3 + s³ = s, so the value is
        // y(p) = 3(1−p)²p·a + 3(1−p)p²·b + p³ and the slope y′(p) = 3(1−p)²a + 6(1−p)p(b − a) + 3p²(1 − b).
        let a = 0.8, b = -0.4
        let curve = UnitCurve.bezier(1.0 / 3, a, 2.0 / 3, b)
        for i in 0...100 {
            let p = Double(i) / 100
            let y = 3 * (1 - p) * (1 - p) * p * a + 3 * (1 - p) * p * p * b + p * p * p
            let slope = 3 * (1 - p) * (1 - p) * a + 6 * (1 - p) * p * (b - a) + 3 * p * p * (1 - b)
            XCTAssertEqual(curve.value(at: p), y, accuracy: 1e-12, "at \(p)")
            XCTAssertEqual(curve.velocity(at: p), slope, accuracy: 1e-9, "at \(p)")
        }
    }

    func testEaseInOutIsSymmetric() {
        // The control points are symmetric about (1/2, 1/2), so f(1 − p) = 1 − f(p) and f(1/2) = 1/2.
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        for i in 0...100 {
            let p = Double(i) / 100
            XCTAssertEqual(UnitCurve.easeInOut.value(at: 1 - p), 1 - UnitCurve.easeInOut.value(at: p), accuracy: 1e-12)
        }
        // easeIn and easeOut are each other's point reflection: easeOut(p) = 1 − easeIn(1 − p).
        for i in 0...100 {
            let p = Double(i) / 100
            XCTAssertEqual(UnitCurve.easeOut.value(at: p), 1 - UnitCurve.easeIn.value(at: 1 - p), accuracy: 1e-12)
        }
    }

    func testEndpointsAreExact() {
        var random = SeededRandom(seed: 11)
        let curves = named.map(\.0) + (0..<100).map { _ in
            UnitCurve.bezier(random.uniform(in: 0...1), random.uniform(in: -2...2),
                             random.uniform(in: 0...1), random.uniform(in: -2...2))
        }
        for curve in curves {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            XCTAssertEqual(curve.value(at: -0.5), 0)
            XCTAssertEqual(curve.value(at: 7), 1)
            XCTAssertEqual(curve.value(at: .nan), 0)
            XCTAssertEqual(curve.value(at: -.infinity), 0)
            XCTAssertEqual(curve.value(at: .infinity), 1)
        }
    }

    func testSolvedParameterIsMonotonic() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<100 {
            let curve = UnitCurve.bezier(random.uniform(in: 0...1), random.uniform(in: -1...2),
                                         random.uniform(in: 0...1), random.uniform(in: -1...2))
            var previous = 0.0
            for i in 1..<1000 {
                let p = Double(i) / 1000
                let s = curve.parameter(forX: p)
                XCTAssertGreaterThanOrEqual(s, previous, "\(curve) at \(p)")
                XCTAssertEqual(UnitCurve.sample(s, curve.c0x, curve.c1x), p, accuracy: 1e-12)
                previous = s
            }
        }
    }

    // MARK: - Velocities

    func testVelocityMatchesFiniteDifferences() {
        var random = SeededRandom(seed: 5)
        let curves = named.map(\.0) + (0..<50).map { _ in
            UnitCurve.bezier(random.uniform(in: 0.05...0.95), random.uniform(in: -1...2),
                             random.uniform(in: 0.05...0.95), random.uniform(in: -1...2))
        }
        let h = 1e-6
        for curve in curves {
            for i in 1..<100 {
                let p = Double(i) / 100
                let difference = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                let slope = curve.velocity(at: p)
                XCTAssertEqual(slope, difference, accuracy: 1e-5 * max(1, abs(slope)), "\(curve) at \(p)")
            }
        }
    }

    func testVelocityAtDegenerateEndsUsesTheLimit() {
        // easeOut: x′(0) = 3·c0x = 0 and y′(0) = 3·c0y = 0; the limit is y″(0)/x″(0) = 6c1y / 6c1x = 1/0.58.
        XCTAssertEqual(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, accuracy: 1e-12)
        // easeIn: x′(1) = 3(1 − c1x) = 0 = y′(1); the limit is y″(1)/x″(1) = (c0y − 1)/(c0x − 1) = 1/0.58.
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58, accuracy: 1e-12)
        // easeInOut: starts and ends at rest, since y′ = 3·c0y = 0 while x′ = 3·c0x ≠ 0.
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 0), 0)
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 1), 0)
        // Control points (0,0) (0,0): x = y = s³, so the third derivatives decide: 6/6 = 1.
        XCTAssertEqual(UnitCurve.bezier(0, 0, 0, 0).velocity(at: 0), 1, accuracy: 1e-12)
        // A vertical tangent (x′ = 0, y′ = 3·c0y = 3) is capped at 1e6.
        XCTAssertEqual(UnitCurve.bezier(0, 1, 1, 0).velocity(at: 0), 1e6)
    }

    // MARK: - Bad values

    func testBadControlPointsAreSanitised() {
        let curve = UnitCurve.bezier(-3, .nan, .infinity, -.infinity)
        XCTAssertEqual([curve.c0x, curve.c0y, curve.c1x, curve.c1y], [0, 0, 1, 1])
        XCTAssertEqual(UnitCurve.bezier(.nan, 0.5, .nan, 0.5), .bezier(0, 0.5, 1, 0.5))
        XCTAssertEqual(UnitCurve.bezier(1.5, 0, -0.5, 1), .bezier(1, 0, 0, 1))
        for i in 0...20 {
            let p = Double(i) / 20
            XCTAssertTrue(curve.value(at: p).isFinite)
            XCTAssertTrue(curve.velocity(at: p).isFinite)
        }
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: .nan), UnitCurve.easeIn.velocity(at: 0))
    }

    func testDescriptionNamesTheCurve() {
        XCTAssertEqual(UnitCurve.easeInOut.description, "easeInOut")
        XCTAssertEqual(UnitCurve.bezier(0.1, 0.2, 0.3, 0.4).description, "bezier(0.1, 0.2, 0.3, 0.4)")
    }
}
