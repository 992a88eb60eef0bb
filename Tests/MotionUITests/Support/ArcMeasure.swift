import Foundation
@testable import MotionUI

/// Reads a stroked circular arc back from its outline polygon: the outer edge of the stroke (the
/// points farthest from the centre) spans exactly the trimmed angle, whatever the caps.
struct ArcMeasure {
    /// Where the arc starts (radians, clockwise from 3 o'clock on the y-down screen, in 0..<2π) and
    /// how far it sweeps clockwise (radians).
    var start: Double
    var sweep: Double

    /// Measures the arc of a stroke of a circle of `radius` about `center` with `lineWidth`.
    init?(_ item: DisplayItem, center: CGPoint, radius: CGFloat, lineWidth: CGFloat) {
        let outer = radius + lineWidth / 2
        let angles = item.polygons.joined()
            .filter { hypot($0.x - center.x, $0.y - center.y) >= outer - 0.02 }
            .map { p -> Double in
                let a = atan2(Double(p.y - center.y), Double(p.x - center.x))
                return a < 0 ? a + 2 * .pi : a
            }
            .sorted()
        guard angles.count >= 2 else { return nil }
        // The largest gap between neighbouring angles (cyclically) is the part not covered.
        var gap = angles.first! + 2 * .pi - angles.last!
        var start = angles.first!
        for (a, b) in zip(angles, angles.dropFirst()) where b - a > gap {
            gap = b - a
            start = b
        }
        self.start = start
        self.sweep = 2 * .pi - gap
    }
}
