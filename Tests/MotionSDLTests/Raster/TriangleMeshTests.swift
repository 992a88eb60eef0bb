import XCTest
@testable import MotionSDL

final class TriangleMeshTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func testSquareGetsInsetInsideAndOutsetFringe() {
        var mesh = TriangleMesh()
        mesh.appendFill(.convex([p(10, 10), p(20, 10), p(20, 20), p(10, 20)]), fringeWidth: 1)
        // 4 inner corners (coverage 1) then 4 outer ones (coverage 0); at a right-angle corner the
        // averaged normal (±½, ±½) is scaled by 1/|m|² = 2 to (±1, ±1), times half the fringe.
        XCTAssertEqual(mesh.vertices.count, 8)
        XCTAssertEqual(mesh.vertices[0], TriangleMesh.Vertex(x: 10.5, y: 10.5, coverage: 1))
        XCTAssertEqual(mesh.vertices[2], TriangleMesh.Vertex(x: 19.5, y: 19.5, coverage: 1))
        XCTAssertEqual(mesh.vertices[4], TriangleMesh.Vertex(x: 9.5, y: 9.5, coverage: 0))
        XCTAssertEqual(mesh.vertices[6], TriangleMesh.Vertex(x: 20.5, y: 20.5, coverage: 0))
        // 2 inside triangles + 2 per edge.
        XCTAssertEqual(mesh.triangleCount, 2 + 8)
        XCTAssertEqual(Array(mesh.indices.prefix(6)), [0, 1, 2, 0, 2, 3])
        XCTAssertEqual(Array(mesh.indices[6..<12]), [0, 1, 5, 0, 5, 4])
    }

    func testWindingDoesNotMatter() {
        var clockwise = TriangleMesh(), counter = TriangleMesh()
        clockwise.appendFill(.convex([p(0, 0), p(8, 0), p(8, 8), p(0, 8)]))
        counter.appendFill(.convex([p(0, 8), p(8, 8), p(8, 0), p(0, 0)]))
        // Both shrink inwards: the inner corners lie inside the square.
        for vertex in clockwise.vertices.prefix(4) + counter.vertices.prefix(4) {
            XCTAssertEqual(vertex.coverage, 1)
            XCTAssertTrue(vertex.x == 0.5 || vertex.x == 7.5)
            XCTAssertTrue(vertex.y == 0.5 || vertex.y == 7.5)
        }
    }

    func testSharpSpikeMitreIsCapped() {
        var mesh = TriangleMesh()
        // A very thin triangle: the tip's mitre would be ~ 1/sin(θ/2) ≈ 200 long; capped at 10 × ½.
        mesh.appendFill(.convex([p(0, 0), p(400, 1), p(400, -1)].reversed()), fringeWidth: 1)
        for vertex in mesh.vertices {
            XCTAssertTrue(vertex.x.isFinite && vertex.y.isFinite)
        }
        let tipInner = mesh.vertices[2], tipOuter = mesh.vertices[5]
        let length = hypot(Double(tipOuter.x - tipInner.x), Double(tipOuter.y - tipInner.y))
        XCTAssertLessThanOrEqual(length, 10 + 1e-4)
    }

    func testNoFringeKeepsTheExactOutline() {
        var mesh = TriangleMesh()
        mesh.appendFill(.convex([p(1, 1), p(5, 1), p(5, 5)]), fringeWidth: 0)
        XCTAssertEqual(mesh.vertices, [.init(x: 1, y: 1, coverage: 1), .init(x: 5, y: 1, coverage: 1), .init(x: 5, y: 5, coverage: 1)])
        XCTAssertEqual(mesh.indices, [0, 1, 2])
        var nanFringe = TriangleMesh()
        nanFringe.appendFill(.convex([p(1, 1), p(5, 1), p(5, 5)]), fringeWidth: .nan)
        XCTAssertEqual(nanFringe, mesh)
    }

    func testBadShapesAddNothing() {
        var mesh = TriangleMesh()
        mesh.appendFill(.convex([p(0, 0), p(.nan, 1), p(5, 5)]))
        mesh.appendFill(.convex([p(0, 0), p(.infinity, 1), p(5, 5)]))
        mesh.appendFill(FillGeometry(contour: [p(0, 0), p(1, 1), p(2, 2)], triangles: [0, 1, 2]))   // zero area
        mesh.appendFill(.empty)
        XCTAssertTrue(mesh.isEmpty)
        XCTAssertTrue(mesh.vertices.isEmpty)
    }

    func testRepeatedPointsGetNoFringeButKeepTheirNeighboursNormals() {
        var mesh = TriangleMesh()
        // The strip's first pair is one point (a pointed end): a zero-length contour edge.
        mesh.appendFill(.strip(left: [p(0, 5), p(10, 0), p(20, 0)], right: [p(0, 5), p(10, 10), p(20, 10)]))
        XCTAssertFalse(mesh.isEmpty)
        XCTAssertTrue(mesh.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // 6 contour points, one zero-length edge: 4 inside triangles + 2 × 5 fringe triangles.
        XCTAssertEqual(mesh.triangleCount, 4 + 10)
    }

    func testAddVertexClampsAndAddTriangleChecksIndices() {
        var mesh = TriangleMesh()
        let a = mesh.addVertex(x: 0, y: 0, coverage: 2)
        let b = mesh.addVertex(x: .nan, y: 3, coverage: -1)
        let c = mesh.addVertex(x: 1, y: 1, coverage: .nan)
        XCTAssertEqual(mesh.vertices[0].coverage, 1)
        XCTAssertEqual(mesh.vertices[1], .init(x: 0, y: 3, coverage: 0))
        XCTAssertEqual(mesh.vertices[2].coverage, 0)
        mesh.addTriangle(a, b, 9)
        XCTAssertTrue(mesh.isEmpty)
        mesh.addTriangle(a, b, c)
        XCTAssertEqual(mesh.indices, [0, 1, 2])
        mesh.removeAll()
        XCTAssertTrue(mesh.vertices.isEmpty && mesh.indices.isEmpty)
    }
}
