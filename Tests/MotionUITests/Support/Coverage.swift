import Foundation
@testable import MotionUI

/// Test helpers that measure what a path's fill covers, independently of the renderer.
///
/// They flatten the path at a fine tolerance and compute winding numbers with their own crossing
/// count (not `Path.contains`), so stroker and fill can be checked against areas worked out by hand.
///
/// ```swift
/// let area = Coverage.area(of: outline, step: 0.05)   // ≈ the stroke's area
/// Coverage.isInside(CGPoint(x: 5, y: 5), outline)       // non-zero winding?
/// ```
enum Coverage {
    /// The winding number of the (implicitly closed) flattened subpaths around `point`.
    static func winding(of polylines: [Polyline], at point: CGPoint) -> Int {
        var winding = 0
        for polyline in polylines where polyline.points.count > 1 {
            let pts = polyline.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                // Count edges crossing the horizontal ray going right from the point.
                let upward = a.y <= point.y && b.y > point.y
                let downward = b.y <= point.y && a.y > point.y
                guard upward || downward else { continue }
                let xCross = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if xCross > point.x { winding += upward ? 1 : -1 }
            }
        }
        return winding
    }

    /// Whether the path's fill under `rule` covers `point`.
    static func isInside(_ point: CGPoint, _ path: Path, rule: FillRule = .nonZero) -> Bool {
        rule.covers(winding: winding(of: path.flattened(tolerance: 1e-3), at: point))
    }

    /// The area of the path's fill: the number of cell centres of a grid with spacing `step` over the
    /// bounding box that are covered, times step². The error shrinks with the step (it is a sum over
    /// the boundary of at most half a cell per crossing cell, with signs that mostly cancel).
    static func area(of path: Path, step: CGFloat, rule: FillRule = .nonZero) -> CGFloat {
        let polylines = path.flattened(tolerance: 1e-3)
        let bounds = path.boundingRect
        guard !bounds.isNull else { return 0 }
        // Per row, collect crossings with their winding direction, then sweep: exact for each row.
        var covered = 0
        var y = bounds.minY + step / 2
        while y < bounds.maxY {
            var crossings: [(x: CGFloat, dir: Int)] = []
            for polyline in polylines where polyline.points.count > 1 {
                let pts = polyline.points
                for i in 0..<pts.count {
                    let a = pts[i], b = pts[(i + 1) % pts.count]
                    let upward = a.y <= y && b.y > y
                    let downward = b.y <= y && a.y > y
                    guard upward || downward else { continue }
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, upward ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            // Walk the cell centres of this row left to right.
            var winding = 0, index = 0
            var x = bounds.minX + step / 2
            while x < bounds.maxX {
                while index < crossings.count, crossings[index].x < x {
                    // Crossings to the left are subtracted as we pass them (ray goes right).
                    winding += crossings[index].dir
                    index += 1
                }
                // Winding to the right = total − passed; the total over a row is 0 for closed
                // polylines, so the winding at x is −(sum of passed directions).
                if rule.covers(winding: -winding) { covered += 1 }
                x += step
            }
            y += step
        }
        return CGFloat(covered) * step * step
    }

    /// The greatest distance from any of `samples` to the polyline's segments.
    static func maxDistance(from samples: [CGPoint], to polyline: Polyline) -> CGFloat {
        var worst: CGFloat = 0
        let pts = polyline.points
        let count = polyline.isClosed ? pts.count : pts.count - 1
        for s in samples {
            var best = CGFloat.infinity
            for i in 0..<count {
                best = min(best, distance(s, pts[i], pts[(i + 1) % pts.count]))
            }
            worst = max(worst, best)
        }
        return worst
    }

    /// Distance from `p` to segment a–b.
    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let l2 = dx * dx + dy * dy
        var t: CGFloat = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0
        t = min(max(t, 0), 1)
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}

import XCTest

/// Asserts two points agree within `accuracy` in each coordinate.
func assertPoint(_ actual: CGPoint?, _ expected: CGPoint, accuracy: CGFloat = 1e-9,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("nil point \(message)", file: file, line: line) }
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y \(message)", file: file, line: line)
}

/// The elements of a path, in order.
func elements(of path: Path) -> [Path.Element] {
    var result: [Path.Element] = []
    path.forEach { result.append($0) }
    return result
}
