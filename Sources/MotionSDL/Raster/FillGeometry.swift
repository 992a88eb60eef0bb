import Foundation

/// A filled shape ready for anti-aliased drawing: its outline (`contour`, one closed loop) and a
/// triangulation of the inside whose corners are contour points (`triangles`, index triples).
///
/// Keeping the two together is what lets ``TriangleMesh/appendFill(_:fringeWidth:)`` feather the
/// outline by one pixel while filling the inside with the triangles it was given, so convex
/// polygons (``convex(_:)``), any simple polygon (``polygon(_:)``, ear clipping) and stroke bands
/// (``strip(left:right:)``, a quad strip) share one anti-aliasing path.
///
/// ```swift
/// let square = FillGeometry.convex([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0),
///                                   CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
/// square.triangles   // [0, 1, 2, 0, 2, 3]
/// ```
public struct FillGeometry: Equatable, Sendable {
    /// The closed outline, in order; the last point joins the first.
    public private(set) var contour: [CGPoint]
    /// Index triples into ``contour``: the inside, triangulated.
    public private(set) var triangles: [Int]

    /// A shape from an outline and a triangulation of its inside.
    ///
    /// Triples with an index outside `contour` are dropped, as is a trailing incomplete triple.
    ///
    /// ```swift
    /// let triangle = FillGeometry(contour: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)],
    ///                             triangles: [0, 1, 2])
    /// ```
    public init(contour: [CGPoint], triangles: [Int]) {
        self.contour = contour
        var kept: [Int] = []
        kept.reserveCapacity(triangles.count - triangles.count % 3)
        var index = 0
        while index + 2 < triangles.count {
            let triple = triangles[index..<index + 3]
            if triple.allSatisfy({ $0 >= 0 && $0 < contour.count }) { kept.append(contentsOf: triple) }
            index += 3
        }
        self.triangles = kept
    }

    /// No shape.
    public static let empty = FillGeometry(contour: [], triangles: [])

    /// Whether there is nothing to fill.
    public var isEmpty: Bool { triangles.isEmpty }

    /// A convex polygon, triangulated as a fan from its first point.
    ///
    /// Fewer than three points give ``empty``. The result is only right for convex input; use
    /// ``polygon(_:)`` when unsure.
    ///
    /// ```swift
    /// FillGeometry.convex(hexagon).triangles.count / 3   // 4
    /// ```
    public static func convex(_ points: [CGPoint]) -> FillGeometry {
        guard points.count >= 3 else { return .empty }
        var triangles: [Int] = []
        triangles.reserveCapacity((points.count - 2) * 3)
        for index in 1..<(points.count - 1) { triangles += [0, index, index + 1] }
        return FillGeometry(contour: points, triangles: triangles)
    }

    /// Any simple polygon (convex or concave, either winding), triangulated by ear clipping.
    ///
    /// Consecutive duplicate points are merged first. Convex input takes a fan (O(n)); concave
    /// input is ear-clipped (O(n²)). A polygon with zero area, or fewer than three distinct
    /// points, gives ``empty``. Self-intersecting input is not supported: whatever ears are found
    /// are kept and the rest is fanned.
    ///
    /// ```swift
    /// let arrow = FillGeometry.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5),
    ///                                   CGPoint(x: 0, y: 10), CGPoint(x: 3, y: 5)])
    /// arrow.triangles.count / 3   // 2
    /// ```
    public static func polygon(_ points: [CGPoint]) -> FillGeometry {
        var contour: [CGPoint] = []
        contour.reserveCapacity(points.count)
        for point in points where contour.last != point { contour.append(point) }
        while contour.count > 1, contour.first == contour.last { contour.removeLast() }
        guard contour.count >= 3 else { return .empty }
        let area = signedDoubleArea(contour)
        guard area != 0, area.isFinite else { return .empty }
        let orientation: CGFloat = area > 0 ? 1 : -1
        if isConvex(contour, orientation: orientation) { return convex(contour) }
        return FillGeometry(contour: contour, triangles: earClip(contour, orientation: orientation))
    }

    /// A band between two polylines of equal length — a stroke — triangulated as a quad strip.
    ///
    /// The contour runs along `left`, then back along `right`; quad `i` joins `left[i]`,
    /// `left[i+1]`, `right[i+1]` and `right[i]`. Where the lengths differ the extra points of the
    /// longer side are ignored; fewer than two pairs give ``empty``. `left[0] == right[0]` (a
    /// pointed or rounded end) is fine: the first quad is then a triangle.
    ///
    /// ```swift
    /// let bar = FillGeometry.strip(left: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)],
    ///                              right: [CGPoint(x: 0, y: 2), CGPoint(x: 10, y: 2)])
    /// bar.contour   // (0,0) (10,0) (10,2) (0,2)
    /// ```
    public static func strip(left: [CGPoint], right: [CGPoint]) -> FillGeometry {
        let count = min(left.count, right.count)
        guard count >= 2 else { return .empty }
        let contour = Array(left.prefix(count)) + right.prefix(count).reversed()
        // left[i] is contour[i]; right[i] is contour[2·count − 1 − i].
        var triangles: [Int] = []
        triangles.reserveCapacity((count - 1) * 6)
        for index in 0..<(count - 1) {
            let l0 = index, l1 = index + 1
            let r0 = 2 * count - 1 - index, r1 = 2 * count - 2 - index
            triangles += [l0, l1, r1, l0, r1, r0]
        }
        return FillGeometry(contour: contour, triangles: triangles)
    }

    /// The same shape with every point transformed.
    ///
    /// ```swift
    /// let doubled = square.applying(CGAffineTransform(scaleX: 2, y: 2))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> FillGeometry {
        var copy = self
        copy.contour = contour.map { $0.applying(transform) }
        return copy
    }

    /// The same shape scaled about the origin (points → pixels).
    ///
    /// ```swift
    /// let pixels = square.scaled(by: 2)
    /// ```
    public func scaled(by factor: CGFloat) -> FillGeometry {
        var copy = self
        copy.contour = contour.map { CGPoint(x: $0.x * factor, y: $0.y * factor) }
        return copy
    }

    /// Twice the signed area by the shoelace formula: positive when the points turn clockwise on
    /// screen (y down), negative when they turn counter-clockwise.
    ///
    /// ```swift
    /// FillGeometry.signedDoubleArea([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])   // 1
    /// ```
    public static func signedDoubleArea(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        var previous = points[points.count - 1]
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    private static func isConvex(_ points: [CGPoint], orientation: CGFloat) -> Bool {
        let count = points.count
        for index in 0..<count {
            let turn = cross(points[(index + count - 1) % count], points[index], points[(index + 1) % count])
            if turn * orientation < 0 { return false }
        }
        return true
    }

    private static func earClip(_ points: [CGPoint], orientation: CGFloat) -> [Int] {
        var remaining = Array(points.indices)
        var triangles: [Int] = []
        triangles.reserveCapacity((points.count - 2) * 3)
        var cursor = 0
        var sinceLastEar = 0
        while remaining.count > 3 {
            let count = remaining.count
            let previous = remaining[(cursor + count - 1) % count]
            let current = remaining[cursor % count]
            let next = remaining[(cursor + 1) % count]
            if isEar(previous, current, next, remaining: remaining, points: points, orientation: orientation) {
                triangles += [previous, current, next]
                remaining.remove(at: cursor % count)
                sinceLastEar = 0
                if cursor >= remaining.count { cursor = 0 }
            } else {
                cursor = (cursor + 1) % count
                sinceLastEar += 1
                if sinceLastEar > count {
                    // No ear left (self-intersecting or degenerate input): fan the rest.
                    for index in 1..<(remaining.count - 1) {
                        triangles += [remaining[0], remaining[index], remaining[index + 1]]
                    }
                    return triangles
                }
            }
        }
        triangles += remaining
        return triangles
    }

    private static func isEar(_ a: Int, _ b: Int, _ c: Int, remaining: [Int], points: [CGPoint],
                              orientation: CGFloat) -> Bool {
        let pa = points[a], pb = points[b], pc = points[c]
        guard cross(pa, pb, pc) * orientation > 0 else { return false }
        for index in remaining where index != a && index != b && index != c {
            let p = points[index]
            if p == pa || p == pb || p == pc { continue }
            let d1 = cross(pa, pb, p) * orientation
            let d2 = cross(pb, pc, p) * orientation
            let d3 = cross(pc, pa, p) * orientation
            if d1 >= 0 && d2 >= 0 && d3 >= 0 { return false }
        }
        return true
    }
}
