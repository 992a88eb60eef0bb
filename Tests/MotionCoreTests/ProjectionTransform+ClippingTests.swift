import XCTest
@testable import MotionCore

final class ProjectionTransformClippingTests: XCTestCase {
    /// W = 1 − x/100: the plane recedes behind the camera past x = 100.
    private let receding = ProjectionTransform(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    func testIssue12_affineTransformsKeepPolygonsWhole() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        XCTAssertEqual(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3)).clippedToFront(square), square)
    }

    func testIssue12_polygonsAreCutWhereWIsTheMinimum() {
        let quad = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 10), CGPoint(x: 0, y: 10)]
        // W = 0.01 at x = 99.
        XCTAssertEqual(receding.clippedToFront(quad),
                       [CGPoint(x: 0, y: 0), CGPoint(x: 99, y: 0), CGPoint(x: 99, y: 10), CGPoint(x: 0, y: 10)])
        let projected = receding.projecting(quad)
        XCTAssertEqual(projected[1].x, 99 / 0.01, accuracy: 1e-6)
        XCTAssertEqual(projected[2].y, 10 / 0.01, accuracy: 1e-6)
        XCTAssertEqual(receding.clippedToFront([CGPoint(x: 150, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 5)]), [])
        XCTAssertEqual(receding.clippedToFront([]), [])
    }

    func testIssue12_localScaleIsTheJacobiansLongerColumn() {
        // At x = 50, W = 0.5: X/W = x/(1 − x/100) has derivative 1/W² = 4; Y/W has ∂/∂y = 1/W = 2.
        XCTAssertEqual(receding.localScale(at: CGPoint(x: 50, y: 0)), 4, accuracy: 1e-12)
        XCTAssertEqual(receding.localScale(at: CGPoint(x: 150, y: 0)), 0, "behind the camera")
        XCTAssertEqual(ProjectionTransform(CGAffineTransform(scaleX: 3, y: 2)).localScale(at: CGPoint(x: 7, y: 9)), 3)
        XCTAssertEqual(receding.divisor(at: CGPoint(x: 25, y: 0)), 0.75)
    }
}
