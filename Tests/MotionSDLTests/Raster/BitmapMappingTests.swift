import XCTest
@testable import MotionSDL

final class BitmapMappingTests: XCTestCase {
    /// Surface x = u / (1 − u/10), y = v / (1 − u/10): W = 1 − u/10 falls to 0 at u = 10.
    private let receding = ProjectionTransform(m11: 1, m12: 0, m13: -0.1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    func testIssue12_surfacePointsGoBackThroughTheDivide() throws {
        let mapping = try XCTUnwrap(ProjectiveBitmapMapping(receding))
        // x = 10: u / (1 − u/10) = 10 → u = 5, W = ½, so v = 2 · ½ = 1.
        let point = try XCTUnwrap(mapping.bitmapPoint(x: 10, y: 2))
        XCTAssertEqual(point.u, 5, accuracy: 1e-12)
        XCTAssertEqual(point.v, 1, accuracy: 1e-12)
        // x = −30 comes from u = 15, where W = −½: behind the camera, not drawn.
        XCTAssertNil(mapping.bitmapPoint(x: -30, y: -10))
    }

    func testIssue12_theFootprintIsTheInverseJacobian() throws {
        let mapping = try XCTUnwrap(ProjectiveBitmapMapping(receding))
        // u = x / (1 + x/10): du/dx = 1 / (1 + x/10)² = ¼ at x = 10; v = y / (1 + x/10): dv/dy = ½.
        // |∂(u, v)/∂x| = √(¼² + (y·(−1/10)/4)²) at y = 0 is ¼; |∂(u, v)/∂y| = ½.
        XCTAssertEqual(mapping.footprint(x: 10, y: 0), 0.5, accuracy: 1e-12)
        XCTAssertNil(ProjectiveBitmapMapping(ProjectionTransform(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0,
                                                                 m31: 0, m32: 0, m33: 0)))
        XCTAssertEqual(AffineBitmapMapping(CGAffineTransform(scaleX: 4, y: 2)).footprint(x: 3, y: 3), 0.5)
    }

    func testIssue12_theSurfaceBoxIsTheFrontPartProjected() throws {
        let mapping = try XCTUnwrap(ProjectiveBitmapMapping(receding))
        // A 5 × 4 bitmap: u = 5 → x = 10, v = 4 → y = 8 there.
        XCTAssertEqual(mapping.surfaceBox(width: 5, height: 4), CGRect(x: 0, y: 0, width: 10, height: 8))
        // 20 wide: cut at W = 0.01 (u = 9.9), x = 990.
        XCTAssertEqual(mapping.surfaceBox(width: 20, height: 4).maxX, 990, accuracy: 1e-6)
    }
}
