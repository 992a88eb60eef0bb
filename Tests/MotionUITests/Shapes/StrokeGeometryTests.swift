import XCTest
@testable import MotionUI

/// Stroke geometry as the display list carries it: the outline of a trimmed, stroked circle
/// covers the expected area, with round caps; dashes alternate.
final class StrokeGeometryTests: XCTestCase {
    /// The nonzero-filled area of `polygons`, by sampling a grid of `step` over `bounds`.
    private func coveredArea(_ polygons: [[CGPoint]], in bounds: CGRect, step: CGFloat) -> Double {
        var count = 0
        var y = bounds.minY + step / 2
        while y < bounds.maxY {
            var x = bounds.minX + step / 2
            while x < bounds.maxX {
                if winding(of: CGPoint(x: x, y: y), in: polygons) != 0 { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * Double(step * step)
    }

    private func winding(of p: CGPoint, in polygons: [[CGPoint]]) -> Int {
        var w = 0
        for polygon in polygons {
            for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    func testTrimmedCircleStrokeCoversTheArcAndRoundCaps() {
        // Circle of radius 50 (a 100×100 frame), trimmed to a quarter, stroked 10 wide with round
        // caps. Area = quarter annulus (π/2)/2 · (55² − 45²) = 250π, plus two half discs of radius 5
        // = 25π: 275π ≈ 863.9.
        let view = Circle().trim(from: 0, to: 0.25)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .frame(width: 100, height: 100)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100), scale: 2)
        let item = host.displayList.items.first { $0.kind == .fill(shape: "stroke(_TrimmedShape<Circle>)") }!
        let area = coveredArea(item.polygons, in: item.bounds, step: 0.25)
        XCTAssertEqual(area, 275 * .pi, accuracy: 275 * .pi * 0.01)
        // The round cap reaches 5 beyond the arc's start along its tangent: the arc starts at
        // 3 o'clock (100, 50) going down, so (100, 47) is inside the cap, (100, 44) is not.
        XCTAssertNotEqual(winding(of: CGPoint(x: 100, y: 47), in: item.polygons), 0)
        XCTAssertEqual(winding(of: CGPoint(x: 100, y: 44), in: item.polygons), 0)
    }

    func testDashesAlternateAlongALine() {
        // A 100-long horizontal line (a 100×0 rectangle's top edge would close; use a custom shape).
        struct Line: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 100, y: 0)) }
            }
        }
        let view = Line().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 5]))
            .frame(width: 100, height: 10)
        let host = ViewHost(view, size: CGSize(width: 100, height: 10))
        let item = host.displayList.items.first { $0.kind == .fill(shape: "stroke(Line)") }!
        // The frame fills the window, so the line runs along y = 0 from x 0 to 100. Dashes cover
        // [0,10), [15,25), [30,40)…, gaps [10,15), [25,30)….
        for start in stride(from: 0.0, to: 90, by: 15) {
            XCTAssertNotEqual(winding(of: CGPoint(x: start + 5, y: 0.5), in: item.polygons), 0, "dash at \(start)")
            XCTAssertEqual(winding(of: CGPoint(x: start + 12.5, y: 0.5), in: item.polygons), 0, "gap after \(start)")
        }
    }
}
