import XCTest
@testable import MotionUI

/// A sampler made once per paint, asked at points worked out by hand.
final class GradientSamplerTests: XCTestCase {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    private let blackToWhite = Gradient(colors: [.black, .white])

    private func sampler(_ gradient: Gradient, _ geometry: GradientPaint.Geometry) -> GradientSampler {
        GradientSampler(GradientPaint(gradient: gradient, geometry: geometry, bounds: square))
    }

    func testIssue12_eachGeometryAtKnownPoints() {
        // Linear leading → trailing over 0…100: (30, 70) is 0.3 along; premultiplied grey 0.3.
        let linear = sampler(blackToWhite, .linear(startPoint: .leading, endPoint: .trailing))
        XCTAssertEqual(linear.location(x: 30, y: 70), 0.3, accuracy: 1e-12)
        let grey = linear.premultipliedComponents(x: 30, y: 70)
        XCTAssertEqual(grey.r, 0.3, accuracy: 1e-12)
        XCTAssertEqual(grey.a, 1)
        // Radial about (50, 50), 0 → 50: (50, 90) is 40 away → 0.8.
        XCTAssertEqual(sampler(blackToWhite, .radial(center: .center, startRadius: 0, endRadius: 50)).location(x: 50, y: 90),
                       0.8, accuracy: 1e-12)
        // Elliptical, fractions 0 → 0.5 of 100 × 100: (75, 50) is 0.25 of the square out → 0.5.
        XCTAssertEqual(sampler(blackToWhite, .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
            .location(x: 75, y: 50), 0.5, accuracy: 1e-12)
        // Angular, a full turn from 0°: straight below the centre is 90°, a quarter.
        XCTAssertEqual(sampler(blackToWhite, .angular(center: .center, startAngle: .zero, endAngle: .degrees(360)))
            .location(x: 50, y: 90), 0.25, accuracy: 1e-12)
    }

    func testIssue12_anglesBeyondATurnWrapTheSameWayAsWithin() {
        // A full turn from −540° (= 180°, pointing left) to −180°: below (90°) is 270° past the
        // start, 0.75; above (270° = −90°) is 90° past it, 0.25. Here θ − start exceeds a turn, so
        // the remainder is taken; from 180° to 540° it stays within one — the same locations.
        for (start, end) in [(-540.0, -180.0), (180, 540)] {
            let conic = sampler(blackToWhite, .angular(center: .center, startAngle: .degrees(start), endAngle: .degrees(end)))
            XCTAssertEqual(conic.location(x: 50, y: 90), 0.75, accuracy: 1e-12, "from \(start)°")
            XCTAssertEqual(conic.location(x: 50, y: 10), 0.25, accuracy: 1e-12, "from \(start)°")
        }
        // Less than a turn, −450° → −360° (= 270° → 360°, up to trailing): the top-right diagonal
        // (315°) is half way. The missing 270° switch from 1 to 0 half way across, 225° past the
        // start: below (90°) is 180° past it, so 1; left (180°) is 270° past it, so 0.
        let quarter = sampler(blackToWhite, .angular(center: .center, startAngle: .degrees(-450), endAngle: .degrees(-360)))
        XCTAssertEqual(quarter.location(x: 90, y: 10), 0.5, accuracy: 1e-12)
        XCTAssertEqual(quarter.location(x: 50, y: 90), 1)
        XCTAssertEqual(quarter.location(x: 10, y: 50), 0)
    }

    func testIssue12_stopsArePremultipliedOnceAndHardEdgesTakeTheLaterStop() {
        // Red at 0, then a hard edge at 0.5 from half-transparent blue to green, green at 1.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
        let green = Color(red: 0, green: 1, blue: 0)
        let stops = Gradient(stops: [.init(color: red, location: 0), .init(color: blue, location: 0.5),
                                     .init(color: green, location: 0.5), .init(color: green, location: 1)])
        let s = sampler(stops, .linear(startPoint: .leading, endPoint: .trailing))
        // A quarter: half way from red (1, 0, 0, 1) to premultiplied blue (0, 0, 0.5, 0.5).
        let quarter = s.premultiplied(atLocation: 0.25)
        XCTAssertEqual(quarter.r, 0.5, accuracy: 1e-12)
        XCTAssertEqual(quarter.b, 0.25, accuracy: 1e-12)
        XCTAssertEqual(quarter.a, 0.75, accuracy: 1e-12)
        // At the edge the later stop (green) wins; NaN counts as 0 (red); past 1 is green.
        XCTAssertEqual(s.premultiplied(atLocation: 0.5).g, 1)
        XCTAssertEqual(s.premultiplied(atLocation: .nan).r, 1)
        XCTAssertEqual(s.premultiplied(atLocation: 7).g, 1)
        // No stops: transparent everywhere.
        let empty = sampler(Gradient(stops: []), .linear(startPoint: .leading, endPoint: .trailing)).premultipliedComponents(x: 5, y: 5)
        XCTAssertEqual(empty.a, 0)
    }
}
