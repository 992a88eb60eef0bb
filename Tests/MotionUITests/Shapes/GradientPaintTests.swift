import XCTest
@testable import MotionUI

/// Locations and colours of resolved gradients at points worked out by hand.
final class GradientPaintTests: XCTestCase {
    private let box = CGRect(x: 0, y: 0, width: 100, height: 50)

    private func paint(_ stops: [Gradient.Stop], _ geometry: GradientPaint.Geometry) -> GradientPaint {
        GradientPaint(gradient: Gradient(stops: stops), geometry: geometry, bounds: box)
    }

    private func stop(_ color: Color, _ location: CGFloat) -> Gradient.Stop { Gradient.Stop(color: color, location: location) }

    private func assertColor(_ color: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(color.red, r, accuracy: 1e-12, "red", file: file, line: line)
        XCTAssertEqual(color.green, g, accuracy: 1e-12, "green", file: file, line: line)
        XCTAssertEqual(color.blue, b, accuracy: 1e-12, "blue", file: file, line: line)
        XCTAssertEqual(color.opacity, a, accuracy: 1e-12, "opacity", file: file, line: line)
    }

    func testIssue12_linearLocationsFollowTheBounds() {
        // Leading → trailing over x 0…100 (the bounds start at x = 10 here: 10…110).
        var p = paint([stop(.black, 0), stop(.white, 1)], .linear(startPoint: .leading, endPoint: .trailing))
        p.bounds = CGRect(x: 10, y: 0, width: 100, height: 50)
        XCTAssertEqual(p.location(at: CGPoint(x: 35, y: 7)), 0.25, accuracy: 1e-12)
        assertColor(p.color(at: CGPoint(x: 35, y: 49)), 0.25, 0.25, 0.25, 1)
        // Before the start and past the end the end colours hold (pad).
        assertColor(p.color(at: CGPoint(x: -50, y: 0)), 0, 0, 0, 1)
        assertColor(p.color(at: CGPoint(x: 500, y: 0)), 1, 1, 1, 1)
        // Diagonal top-leading → bottom-trailing of 100 × 50: d = (100, 50), |d|² = 12 500;
        // the point (50, 0) projects to (50·100 + 0·50) / 12 500 = 0.4.
        let diagonal = paint([stop(.black, 0), stop(.white, 1)], .linear(startPoint: .topLeading, endPoint: .bottomTrailing))
        XCTAssertEqual(diagonal.location(at: CGPoint(x: 50, y: 0)), 0.4, accuracy: 1e-12)
    }

    func testIssue12_colourSpaceIsPremultipliedSRGBComponents() {
        // Red → clear: premultiplied, the middle is red at half opacity (not a darker red).
        let fade = paint([stop(Color(red: 1, green: 0, blue: 0), 0), stop(.clear, 1)],
                         .linear(startPoint: .leading, endPoint: .trailing))
        assertColor(fade.color(atLocation: 0.5), 1, 0, 0, 0.5)
        // Opaque red → opaque blue: the gamma-encoded components mix linearly: (0.5, 0, 0.5).
        let mix = paint([stop(Color(red: 1, green: 0, blue: 0), 0), stop(Color(red: 0, green: 0, blue: 1), 1)],
                        .linear(startPoint: .leading, endPoint: .trailing))
        assertColor(mix.color(atLocation: 0.5), 0.5, 0, 0.5, 1)
        // Red at 1 → blue at 0.5, a quarter of the way: premultiplied (0.75·1, 0, 0.25·0.5) over
        // α = 0.75 + 0.25·0.5 = 0.875: straight (0.857142…, 0, 0.142857…).
        let uneven = paint([stop(Color(red: 1, green: 0, blue: 0), 0), stop(Color(red: 0, green: 0, blue: 1, opacity: 0.5), 1)],
                           .linear(startPoint: .leading, endPoint: .trailing))
        assertColor(uneven.color(atLocation: 0.25), 0.75 / 0.875, 0, 0.125 / 0.875, 0.875)
    }

    func testIssue12_badStopsHaveDocumentedResults() {
        let linear = GradientPaint.Geometry.linear(startPoint: .leading, endPoint: .trailing)
        // Unsorted stops are used in order of location.
        let unsorted = paint([stop(.white, 1), stop(.black, 0)], linear)
        assertColor(unsorted.color(atLocation: 0.25), 0.25, 0.25, 0.25, 1)
        // Stops outside 0…1 are kept: black at −1 and white at 1 give 0.5 grey at location 0.
        let outside = paint([stop(.black, -1), stop(.white, 1)], linear)
        assertColor(outside.color(atLocation: 0), 0.5, 0.5, 0.5, 1)
        assertColor(outside.color(atLocation: -3), 0.5, 0.5, 0.5, 1)   // locations clamp to 0…1
        // One stop paints its colour everywhere; no stops paint clear.
        assertColor(paint([stop(.green, 0.7)], linear).color(atLocation: 0.1), Color.green.red, Color.green.green, Color.green.blue, 1)
        assertColor(paint([], linear).color(at: CGPoint(x: 5, y: 5)), 0, 0, 0, 0)
        // A NaN or infinite location drops its stop; a NaN location to look up counts as 0.
        let nan = paint([stop(.black, 0), stop(.red, .nan), stop(.white, 1), stop(.blue, .infinity)], linear)
        XCTAssertEqual(nan.stops.count, 2)
        assertColor(nan.color(atLocation: 0.5), 0.5, 0.5, 0.5, 1)
        assertColor(nan.color(atLocation: .nan), 0, 0, 0, 1)
        // Equal locations keep their order: a hard edge at 0.5, the later stop from there on.
        let edge = paint([stop(.black, 0.5), stop(.white, 0.5)], linear)
        assertColor(edge.color(atLocation: 0.49), 0, 0, 0, 1)
        assertColor(edge.color(atLocation: 0.5), 1, 1, 1, 1)
    }

    func testIssue12_radialAndEllipticalLocations() {
        // Radial about the centre (50, 25), radii 10 → 30 points: (70, 25) is 20 away → 0.5.
        let radial = paint([stop(.black, 0), stop(.white, 1)], .radial(center: .center, startRadius: 10, endRadius: 30))
        XCTAssertEqual(radial.location(at: CGPoint(x: 70, y: 25)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(radial.location(at: CGPoint(x: 50, y: 5)), 0.5, accuracy: 1e-12)
        // Equal radii switch from the first colour to the last at that radius.
        let ring = paint([stop(.black, 0), stop(.white, 1)], .radial(center: .center, startRadius: 10, endRadius: 10))
        XCTAssertEqual(ring.location(at: CGPoint(x: 55, y: 25)), 0)
        XCTAssertEqual(ring.location(at: CGPoint(x: 65, y: 25)), 1)
        // Elliptical over 100 × 50, fractions 0 → 0.5: the trailing edge's middle (100, 25) and the
        // bottom edge's middle (50, 50) are both at 0.5 of the unit square → location 1; (75, 25)
        // is 0.25 across → 0.5.
        let ellipse = paint([stop(.black, 0), stop(.white, 1)],
                            .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        XCTAssertEqual(ellipse.location(at: CGPoint(x: 100, y: 25)), 1, accuracy: 1e-12)
        XCTAssertEqual(ellipse.location(at: CGPoint(x: 50, y: 50)), 1, accuracy: 1e-12)
        XCTAssertEqual(ellipse.location(at: CGPoint(x: 75, y: 25)), 0.5, accuracy: 1e-12)
    }

    func testIssue12_angularSweepsClockwiseFromTrailing() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        func angular(_ start: Double, _ end: Double) -> GradientPaint {
            GradientPaint(gradient: Gradient(colors: [.black, .white]),
                          geometry: .angular(center: .center, startAngle: .degrees(start), endAngle: .degrees(end)), bounds: square)
        }
        let below = CGPoint(x: 50, y: 90), left = CGPoint(x: 10, y: 50), above = CGPoint(x: 50, y: 10)
        // A full turn from 0°: below the centre is 90° (a quarter), left 180° (a half), above 270°.
        let full = angular(0, 360)
        XCTAssertEqual(full.location(at: below), 0.25, accuracy: 1e-12)
        XCTAssertEqual(full.location(at: left), 0.5, accuracy: 1e-12)
        XCTAssertEqual(full.location(at: above), 0.75, accuracy: 1e-12)
        // 0° → 180°: the missing half takes 1 then 0, switching halfway (at 270°, straight up).
        let half = angular(0, 180)
        XCTAssertEqual(half.location(at: below), 0.5, accuracy: 1e-12)
        XCTAssertEqual(half.location(at: CGPoint(x: 40, y: 10)), 1)   // just before 270°
        XCTAssertEqual(half.location(at: CGPoint(x: 60, y: 10)), 0)   // just after 270°
        // Over more than a turn (0° → 540°) only the last turn shows: 180° … 540°, so "below" (90°,
        // i.e. 450°) is at 450 / 540.
        XCTAssertEqual(angular(0, 540).location(at: below), 450.0 / 540, accuracy: 1e-12)
        // Backwards (180° → 0°): below is still half way; left is at 0 (the start).
        XCTAssertEqual(angular(180, 0).location(at: below), 0.5, accuracy: 1e-12)
        XCTAssertEqual(angular(180, 0).location(at: left), 0, accuracy: 1e-12)
        // Equal angles: location 0 everywhere.
        XCTAssertEqual(angular(30, 30).location(at: below), 0)
        // The conic form is a full turn from its angle: from −90° (up), "below" is half way.
        let conic = AngularGradient(colors: [.black, .white], center: .center, angle: .degrees(-90))
        guard case .gradient(var resolved) = conic.resolvedPaint(in: EnvironmentValues()) else { return XCTFail() }
        resolved.bounds = square
        XCTAssertEqual(resolved.location(at: below), 0.5, accuracy: 1e-12)
    }

    func testIssue12_degenerateGeometry() {
        // A linear gradient with start == end paints its last colour.
        let point = paint([stop(.black, 0), stop(.white, 1)], .linear(startPoint: .center, endPoint: .center))
        assertColor(point.color(at: CGPoint(x: 3, y: 3)), 1, 1, 1, 1)
        // NaN geometry paints the colour at 0.
        let nan = paint([stop(.black, 0), stop(.white, 1)], .radial(center: .center, startRadius: 0, endRadius: .nan))
        assertColor(nan.color(at: CGPoint(x: 70, y: 3)), 0, 0, 0, 1)
        // Elliptical over empty bounds: the colour at 0.
        var flat = paint([stop(.black, 0), stop(.white, 1)], .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        flat.bounds = CGRect(x: 0, y: 0, width: 0, height: 10)
        assertColor(flat.color(at: CGPoint(x: 3, y: 3)), 0, 0, 0, 1)
    }

    func testIssue12_opacityMultipliesEveryStop() {
        let p = paint([stop(.black, 0), stop(.white.opacity(0.5), 1)], .linear(startPoint: .leading, endPoint: .trailing)).opacity(0.5)
        XCTAssertEqual(p.stops.map(\.color.opacity), [0.5, 0.25])
        XCTAssertEqual(p.opacity(.nan).stops.map(\.color.opacity), [0, 0])
    }

    func testIssue12_perceptualColourSpaceInterpolatesInOklab() {
        // Black → white half way in Oklab: L = 0.5, a = b = 0, i.e. linear grey 0.5³ = 0.125,
        // encoded as sRGB: 1.055 · 0.125^(1/2.4) − 0.055 = 0.388572…
        var p = paint([stop(.black, 0), stop(.white, 1)], .linear(startPoint: .leading, endPoint: .trailing))
        p.colorSpace = .perceptual
        let grey = 1.055 * pow(0.125, 1 / 2.4) - 0.055
        let mid = p.color(atLocation: 0.5)
        XCTAssertEqual(mid.red, grey, accuracy: 1e-6)
        XCTAssertEqual(mid.green, grey, accuracy: 1e-6)
        XCTAssertEqual(mid.blue, grey, accuracy: 1e-6)
        // The ends are the stops' colours; premultiplied alpha: black → clear stays black at 0.5.
        XCTAssertEqual(p.color(atLocation: 0), .black)
        var fade = paint([stop(.black, 0), stop(.clear, 1)], .linear(startPoint: .leading, endPoint: .trailing))
        fade.colorSpace = .perceptual
        assertColor(fade.color(atLocation: 0.5), 0, 0, 0, 0.5)
        // Through the styles: `colorSpace(_:)` makes an AnyGradient whose shorthands keep the space.
        let any = Gradient(colors: [.black, .white]).colorSpace(.perceptual)
        guard case .gradient(let resolved) = LinearGradient.linearGradient(any, startPoint: .top, endPoint: .bottom)
            .resolvedPaint(in: EnvironmentValues()) else { return XCTFail() }
        XCTAssertEqual(resolved.colorSpace, .perceptual)
        XCTAssertEqual(resolved.color(atLocation: 0.5).red, grey, accuracy: 1e-6)
        guard case .gradient(let plain) = any.colorSpace(.device).resolvedPaint(in: EnvironmentValues()) else { return XCTFail() }
        XCTAssertEqual(plain.color(atLocation: 0.5), Color(white: 0.5))
    }
}
