import XCTest
@testable import MotionSDL

final class TessellationTests: XCTestCase {
    func testSegmentCountsFromTheSagitta() {
        // r = 100, tol = 0.25: step = 2·acos(0.9975) = 0.141444…; 2π / step = 44.42 → 45.
        XCTAssertEqual(Tessellation.segmentCount(radius: 100, sweep: 2 * .pi), 45)
        // r = 10: step = 2·acos(0.975) = 0.44791…; π / step = 7.014 → 8.
        XCTAssertEqual(Tessellation.segmentCount(radius: 10, sweep: .pi, tolerance: 0.25), 8)
        // Doubling the pixel density (r = 200) needs more segments: 2·acos(0.99875) = 0.1000…; 62.8 → 63.
        XCTAssertEqual(Tessellation.segmentCount(radius: 200, sweep: 2 * .pi), 63)
    }

    func testEachSegmentStaysWithinTolerance() {
        for radius in [0.5, 3.0, 17.0, 120.0, 900.0] {
            let sweep = 1.7
            let count = Tessellation.segmentCount(radius: radius, sweep: sweep, tolerance: 0.25)
            let sagitta = radius * (1 - cos(sweep / Double(count) / 2))
            XCTAssertLessThanOrEqual(sagitta, 0.25 + 1e-12, "radius \(radius)")
        }
    }

    func testBadInputs() {
        XCTAssertEqual(Tessellation.segmentCount(radius: 0, sweep: 1), 1)
        XCTAssertEqual(Tessellation.segmentCount(radius: -5, sweep: 1), 1)
        XCTAssertEqual(Tessellation.segmentCount(radius: .nan, sweep: 1), 1)
        XCTAssertEqual(Tessellation.segmentCount(radius: 10, sweep: .infinity), 1)
        XCTAssertEqual(Tessellation.segmentCount(radius: 10, sweep: 0), 1)
        // Negative sweeps count like positive ones; a bad tolerance uses the default.
        XCTAssertEqual(Tessellation.segmentCount(radius: 100, sweep: -2 * .pi), 45)
        XCTAssertEqual(Tessellation.segmentCount(radius: 100, sweep: 2 * .pi, tolerance: .nan), 45)
        // A tolerance of at least the radius: a quarter circle per segment.
        XCTAssertEqual(Tessellation.segmentCount(radius: 1, sweep: 2 * .pi, tolerance: 5), 4)
        XCTAssertEqual(Tessellation.segmentCount(radius: 1e12, sweep: 2 * .pi, tolerance: 1e-9), Tessellation.maximumSegments)
    }
}
