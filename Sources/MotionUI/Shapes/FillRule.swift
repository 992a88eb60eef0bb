import Foundation

/// Which points a filled path covers, from the winding number of the path around the point.
///
/// Every subpath counts as closed for filling. The winding number adds +1 for each crossing of a
/// ray from the point by an edge going one way and −1 for the other way.
///
/// ```swift
/// FillRule.nonZero.covers(winding: 2)   // true
/// FillRule.evenOdd.covers(winding: 2)   // false
/// ```
public enum FillRule: Hashable, Sendable {
    /// Covered when the winding number is not zero (the default, and what strokes are filled with).
    case nonZero
    /// Covered when the winding number is odd.
    case evenOdd

    /// Whether a point with this winding number is inside.
    ///
    /// ```swift
    /// FillRule.nonZero.covers(winding: -1)   // true
    /// ```
    public func covers(winding: Int) -> Bool {
        switch self {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`.
///
/// ```swift
/// let ring = FillStyle(eoFill: true)   // two concentric circles fill as a ring
/// ring.rule                            // .evenOdd
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rather than non-zero filling.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased.
    public var isAntialiased: Bool

    /// A fill style; the defaults are SwiftUI's (non-zero, anti-aliased).
    ///
    /// ```swift
    /// FillStyle(eoFill: false, antialiased: true)
    /// ```
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }

    /// The fill rule this style selects.
    ///
    /// ```swift
    /// FillStyle().rule   // .nonZero
    /// ```
    public var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}

extension Path {
    /// Whether the filled path covers `point`, as SwiftUI's `contains(_:eoFill:)` (for hit testing).
    ///
    /// Curves are flattened with a 0.01-point tolerance. A point exactly on an edge may fall either side.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5))   // true
    /// ```
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.isFinite else { return false }
        let bounds = boundingRect
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX,
              point.y >= bounds.minY, point.y <= bounds.maxY else { return false }
        let rule: FillRule = eoFill ? .evenOdd : .nonZero
        return rule.covers(winding: Path.windingNumber(of: flattened(tolerance: 0.01).map(\.points), at: point))
    }

    /// The winding number of closed polylines around `point` (every polyline is closed for filling).
    internal static func windingNumber(of polylines: [[CGPoint]], at point: CGPoint) -> Int {
        var winding = 0
        for points in polylines {
            guard points.count > 2 else { continue }
            var a = points[points.count - 1]
            for b in points {
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    /// The z component of (b − a) × (p − a).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
