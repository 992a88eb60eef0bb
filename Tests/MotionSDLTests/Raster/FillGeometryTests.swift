import XCTest
@testable import MotionSDL

final class FillGeometryTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    /// Sum of the absolute areas of the triangles, for comparing with the shoelace area.
    private func triangulatedArea(_ geometry: FillGeometry) -> Double {
        var total = 0.0
        var index = 0
        while index < geometry.triangles.count {
            let a = geometry.contour[geometry.triangles[index]], b = geometry.contour[geometry.triangles[index + 1]]
            let c = geometry.contour[geometry.triangles[index + 2]]
            total += abs(Double((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))) / 2
            index += 3
        }
        return total
    }

    func testConvexIsAFan() {
        let square = FillGeometry.convex([p(0, 0), p(10, 0), p(10, 10), p(0, 10)])
        XCTAssertEqual(square.triangles, [0, 1, 2, 0, 2, 3])
        XCTAssertEqual(FillGeometry.convex([p(0, 0), p(1, 1)]), .empty)
    }

    func testShoelaceSignFollowsScreenWinding() {
        // Clockwise on screen (y down): (0,0) → (1,0) → (1,1) has doubled area +1.
        XCTAssertEqual(FillGeometry.signedDoubleArea([p(0, 0), p(1, 0), p(1, 1)]), 1)
        XCTAssertEqual(FillGeometry.signedDoubleArea([p(0, 0), p(1, 1), p(1, 0)]), -1)
    }

    func testConcavePolygonIsEarClippedExactly() {
        // An arrow head: the triangle (0,0) (10,5) (0,10) of area 10·10/2 = 50, minus the notch
        // (0,0) (3,5) (0,10) of area 10·3/2 = 15, leaves 35.
        let arrow = [p(0, 0), p(10, 5), p(0, 10), p(3, 5)]
        let geometry = FillGeometry.polygon(arrow)
        XCTAssertEqual(geometry.triangles.count, 6)
        XCTAssertEqual(triangulatedArea(geometry), 35, accuracy: 1e-9)
        // An L shape of area 3·1 + 1·2 = 5, both windings.
        let ell = [p(0, 0), p(3, 0), p(3, 1), p(1, 1), p(1, 3), p(0, 3)]
        XCTAssertEqual(triangulatedArea(FillGeometry.polygon(ell)), 5, accuracy: 1e-9)
        XCTAssertEqual(triangulatedArea(FillGeometry.polygon(ell.reversed())), 5, accuracy: 1e-9)
        XCTAssertEqual(FillGeometry.polygon(ell).triangles.count, 12)   // n − 2 = 4 triangles
    }

    func testRandomStarPolygonsTriangulateToTheirArea() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            // A star-shaped polygon (every vertex visible from the centre) is simple.
            let count = Int.random(in: 5...40, using: &generator)
            let points = (0..<count).map { index -> CGPoint in
                let angle = 2 * Double.pi * Double(index) / Double(count)
                let radius = Double.random(in: 2...20, using: &generator)
                return p(radius * cos(angle), radius * sin(angle))
            }
            let geometry = FillGeometry.polygon(points)
            let expected = abs(Double(FillGeometry.signedDoubleArea(points))) / 2
            XCTAssertEqual(geometry.triangles.count, (count - 2) * 3)
            XCTAssertEqual(triangulatedArea(geometry), expected, accuracy: 1e-6 * max(expected, 1))
        }
    }

    func testDegeneratePolygons() {
        XCTAssertEqual(FillGeometry.polygon([p(0, 0), p(1, 1), p(2, 2)]), .empty)          // zero area
        XCTAssertEqual(FillGeometry.polygon([p(0, 0), p(0, 0), p(1, 0)]), .empty)          // 2 distinct points
        // Repeated points, and a closing point equal to the first, are merged.
        let merged = FillGeometry.polygon([p(0, 0), p(0, 0), p(4, 0), p(4, 4), p(0, 0)])
        XCTAssertEqual(merged.contour, [p(0, 0), p(4, 0), p(4, 4)])
        XCTAssertEqual(merged.triangles, [0, 1, 2])
    }

    func testStripJoinsPairs() {
        let bar = FillGeometry.strip(left: [p(0, 0), p(10, 0), p(20, 0)], right: [p(0, 2), p(10, 2), p(20, 2)])
        XCTAssertEqual(bar.contour, [p(0, 0), p(10, 0), p(20, 0), p(20, 2), p(10, 2), p(0, 2)])
        // right[i] is contour[5 − i]: quad 0 = (0, 1, 4, 5), quad 1 = (1, 2, 3, 4).
        XCTAssertEqual(bar.triangles, [0, 1, 4, 0, 4, 5, 1, 2, 3, 1, 3, 4])
        XCTAssertEqual(triangulatedArea(bar), 40, accuracy: 1e-12)
        // Unequal sides use the shorter length; fewer than two pairs is empty.
        XCTAssertEqual(FillGeometry.strip(left: [p(0, 0), p(1, 0), p(9, 9)], right: [p(0, 1), p(1, 1)]).contour.count, 4)
        XCTAssertEqual(FillGeometry.strip(left: [p(0, 0)], right: [p(0, 1)]), .empty)
    }

    func testOutOfRangeTrianglesAreDropped() {
        let geometry = FillGeometry(contour: [p(0, 0), p(1, 0), p(0, 1)], triangles: [0, 1, 2, 0, 1, 7, 2, 1])
        XCTAssertEqual(geometry.triangles, [0, 1, 2])
    }

    func testScaledAndTransformed() {
        let square = FillGeometry.convex([p(0, 0), p(1, 0), p(1, 1), p(0, 1)])
        XCTAssertEqual(square.scaled(by: 2).contour, [p(0, 0), p(2, 0), p(2, 2), p(0, 2)])
        XCTAssertEqual(square.applying(CGAffineTransform(translationX: 5, y: -1)).contour[2], p(6, 0))
        XCTAssertEqual(square.scaled(by: 2).triangles, square.triangles)
    }
}
