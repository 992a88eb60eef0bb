import Foundation

/// One subpath of a flattened path: its points in order, and whether it is closed.
///
/// A closed polyline does not repeat its first point at the end; the closing segment is implied.
/// Consecutive equal points are merged, so a polyline of one point is a subpath of zero length
/// (which a round-capped stroke draws as a dot).
///
/// ```swift
/// let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).flattened(tolerance: 0.25)[0]
/// square.points.count   // 4
/// square.isClosed       // true
/// ```
public struct Polyline: Hashable, Sendable {
    /// The vertices, in path order.
    public var points: [CGPoint]
    /// Whether a segment joins the last point back to the first.
    public var isClosed: Bool

    /// A polyline through `points`.
    ///
    /// ```swift
    /// Polyline(points: [.zero, CGPoint(x: 1, y: 0)], isClosed: false)
    /// ```
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The total length of the segments (including the closing one when closed).
    ///
    /// ```swift
    /// Polyline(points: [.zero, CGPoint(x: 3, y: 4)], isClosed: false).length   // 5
    /// ```
    public var length: CGFloat {
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<points.count { total += points[i - 1].distance(to: points[i]) }
        if isClosed { total += points[points.count - 1].distance(to: points[0]) }
        return total
    }
}

extension Path {
    /// The tolerance Motion flattens with on a 1× display: a quarter of a pixel.
    ///
    /// ```swift
    /// let tolerance = Path.defaultFlatteningTolerance / pixelDensity   // 0.125 on a 2× display
    /// ```
    public static let defaultFlatteningTolerance: CGFloat = 0.25

    /// The most line segments one curve is cut into, whatever the tolerance.
    public static let maximumSegmentsPerCurve = 10_000

    /// The path's subpaths as polylines whose distance from the true curves is at most `tolerance`.
    ///
    /// Each curve is cut into `n` pieces of equal parameter length, with `n` derived from the bound
    /// on the distance between a curve and its chord: for a quadratic with second difference
    /// D = P0 − 2P1 + P2 the distance is at most |D| / (4n²); for a cubic at most 3·max(|D1|, |D2|) / (4n²)
    /// (the second derivative is at most 6·max|D|, and linear interpolation over a parameter step
    /// h errs by at most h²/8 times it). So halving the tolerance multiplies the count by about √2.
    /// Arcs, ellipses and rounded rectangles are cubic Béziers, so the same bound applies to them.
    ///
    /// Subpaths holding only a `move` are left out. A NaN tolerance uses
    /// ``defaultFlatteningTolerance``; zero, negative or tiny tolerances are limited by
    /// ``maximumSegmentsPerCurve``; an infinite tolerance gives one segment per curve.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let rings = circle.flattened(tolerance: 0.25 / 2)   // a 2× display
    /// ```
    public func flattened(tolerance: CGFloat) -> [Polyline] {
        flattenedSubpaths(tolerance: tolerance).map { sub in
            Polyline(points: sub.points, isClosed: sub.isClosed)
        }
    }

    /// Flattens into subpaths that also tell, per vertex, whether the path is smooth there (inside a
    /// curve, or where two elements meet with the same tangent) — the stroker rounds such vertices
    /// instead of applying the line join.
    internal func flattenedSubpaths(tolerance: CGFloat) -> [FlatSubpath] {
        var builder = FlatteningBuilder(tolerance: Path.sanitizedTolerance(tolerance))
        for element in elements { builder.add(element) }
        builder.finishSubpath()
        return builder.result
    }

    static func sanitizedTolerance(_ tolerance: CGFloat) -> CGFloat {
        if tolerance.isNaN { return defaultFlatteningTolerance }
        return Swift.max(tolerance, 1e-12)
    }

    /// The number of equal-parameter pieces n for which `numerator` / n² ≤ `tolerance`, where
    /// `numerator` / n² bounds the curve's distance from its chords (see `flattened(tolerance:)`).
    static func segmentCount(errorNumerator numerator: CGFloat, tolerance: CGFloat) -> Int {
        let ratio = numerator / tolerance
        guard ratio.isFinite else { return ratio.isNaN ? 1 : maximumSegmentsPerCurve }
        let n = ratio.squareRoot().rounded(.up)
        return Swift.min(Swift.max(Int(n), 1), maximumSegmentsPerCurve)
    }

    /// Pieces for a quadratic: the error after n pieces is at most |P0 − 2P1 + P2| / (4n²).
    static func quadSegmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
        let d = Vector2(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y)
        return segmentCount(errorNumerator: d.length / 4, tolerance: tolerance)
    }

    /// Pieces for a cubic: the error after n pieces is at most 3·max(|D1|, |D2|) / (4n²).
    static func cubicSegmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                  tolerance: CGFloat) -> Int {
        let d1 = Vector2(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y)
        let d2 = Vector2(dx: p1.x - 2 * p2.x + p3.x, dy: p1.y - 2 * p2.y + p3.y)
        return segmentCount(errorNumerator: 3 * Swift.max(d1.length, d2.length) / 4, tolerance: tolerance)
    }
}

/// A flattened subpath with per-vertex smoothness and exact tangents, for the stroker.
internal struct FlatSubpath {
    var points: [CGPoint] = []
    /// `smooth[i]`: the path has no corner at `points[i]`.
    var smooth: [Bool] = []
    var isClosed = false
    /// Segment i runs from `points[i]` to `points[i + 1]` (to `points[0]` for a closed subpath's
    /// last one). These are the path's own tangent directions (not normalised; zero where the
    /// curve has none) at the segment's two ends — the chord's direction differs from them by
    /// half the angle the curve turns across the chord.
    var startTangents: [Vector2] = []
    var endTangents: [Vector2] = []
}

/// Turns elements into flat subpaths.
private struct FlatteningBuilder {
    let tolerance: CGFloat
    var result: [FlatSubpath] = []
    var current = FlatSubpath()
    /// The subpath has a drawing element (a lone move draws nothing).
    var hasDrawing = false
    var last = CGPoint.zero
    var start = CGPoint.zero
    /// Direction at the end of the previous element, and at the start of the first one.
    var lastTangent: Vector2?
    var firstTangent: Vector2?

    init(tolerance: CGFloat) { self.tolerance = tolerance }

    mutating func add(_ element: Path.Element) {
        switch element {
        case .move(let p):
            finishSubpath()
            current = FlatSubpath(points: [p], smooth: [false])
            last = p; start = p
        case .line(let p):
            let d = Vector2(from: last, to: p)
            beginElement(tangent: d)
            append(p, smooth: false, startTangent: d, endTangent: d)
            endElement(tangent: d, end: p)
        case .quadCurve(let p, let c):
            let q = [last, c, p]
            beginElement(tangent: Bezier.startTangent(q))
            let n = Path.quadSegmentCount(q[0], q[1], q[2], tolerance: tolerance)
            var previousTangent = Bezier.quadDerivative(q, 0)
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n)
                let tangent = Bezier.quadDerivative(q, t)
                append(i == n ? p : Bezier.quadPoint(q[0], q[1], q[2], t), smooth: i < n,
                       startTangent: previousTangent, endTangent: tangent)
                previousTangent = tangent
            }
            endElement(tangent: Bezier.endTangent(q), end: p)
        case .curve(let p, let c1, let c2):
            let q = [last, c1, c2, p]
            beginElement(tangent: Bezier.startTangent(q))
            let n = Path.cubicSegmentCount(q[0], q[1], q[2], q[3], tolerance: tolerance)
            var previousTangent = Bezier.cubicDerivative(q, 0)
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n)
                let tangent = Bezier.cubicDerivative(q, t)
                append(i == n ? p : Bezier.cubicPoint(q[0], q[1], q[2], q[3], t), smooth: i < n,
                       startTangent: previousTangent, endTangent: tangent)
                previousTangent = tangent
            }
            endElement(tangent: Bezier.endTangent(q), end: p)
        case .closeSubpath:
            hasDrawing = true
            let d = Vector2(from: last, to: start)
            if d.length > 0 {
                beginElement(tangent: d)
                lastTangent = d
            }
            // The vertex at the start joins the closing direction to the first element's.
            if let first = firstTangent, let incoming = lastTangent, !current.smooth.isEmpty {
                current.smooth[0] = Bezier.sameDirection(incoming, first)
            }
            if current.points.count > 1, current.points.last == current.points.first {
                // The last segment already ends at the start: it is the closing segment.
                current.points.removeLast()
                current.smooth.removeLast()
            } else if current.points.count > 1 {
                current.startTangents.append(d)
                current.endTangents.append(d)
            }
            current.isClosed = true
            finishSubpath()
            // A drawing element after the close starts with an explicit move (see Path).
            last = start
        }
    }

    /// Marks the vertex where the new element starts smooth when the tangents agree.
    private mutating func beginElement(tangent: Vector2) {
        hasDrawing = true
        if firstTangent == nil, tangent.length > 0 { firstTangent = tangent }
        if let previous = lastTangent, tangent.length > 0, !current.smooth.isEmpty {
            current.smooth[current.smooth.count - 1] = Bezier.sameDirection(previous, tangent)
        }
    }

    private mutating func endElement(tangent: Vector2, end: CGPoint) {
        if tangent.length > 0 { lastTangent = tangent }
        last = end
    }

    private mutating func append(_ p: CGPoint, smooth: Bool, startTangent: Vector2, endTangent: Vector2) {
        if current.points.last == p {
            current.smooth[current.smooth.count - 1] = current.smooth[current.smooth.count - 1] && smooth
            return
        }
        current.points.append(p)
        current.smooth.append(smooth)
        current.startTangents.append(startTangent)
        current.endTangents.append(endTangent)
    }

    mutating func finishSubpath() {
        if hasDrawing, !current.points.isEmpty {
            result.append(current)
        }
        current = FlatSubpath()
        hasDrawing = false
        lastTangent = nil
        firstTangent = nil
    }
}

/// Bézier arithmetic shared by flattening, bounds, trimming and shapes.
internal enum Bezier {
    /// 4(√2 − 1)/3: the control-point distance, as a fraction of the radius, of the cubic that best
    /// matches a quarter circle at its midpoint.
    static let kappa: CGFloat = 0.5522847498307936

    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, c = t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where a coordinate of the quadratic has zero derivative.
    static func quadExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            // B'(t) ∝ (b − a) + t(a − 2b + c)
            let denominator = a - 2 * b + c
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0, t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// Parameters in (0, 1) where a coordinate of the cubic has zero derivative.
    static func cubicExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // B'(t)/3 = A t² + B t + C with A = −a + 3b − 3c + d, B = 2(a − 2b + c), C = b − a.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            let scale = Swift.max(abs(qa), abs(qb), abs(qc))
            guard scale > 0 else { continue }
            if abs(qa) <= 1e-12 * scale {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts.append((-qb + root) / (2 * qa))
                    ts.append((-qb - root) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    /// B'(t) of a quadratic (3 points).
    static func quadDerivative(_ p: [CGPoint], _ t: CGFloat) -> Vector2 {
        let u = 1 - t
        return Vector2(dx: 2 * (u * (p[1].x - p[0].x) + t * (p[2].x - p[1].x)),
                       dy: 2 * (u * (p[1].y - p[0].y) + t * (p[2].y - p[1].y)))
    }

    /// B'(t) of a cubic (4 points).
    static func cubicDerivative(_ p: [CGPoint], _ t: CGFloat) -> Vector2 {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, c = t * t
        return Vector2(dx: 3 * (a * (p[1].x - p[0].x) + b * (p[2].x - p[1].x) + c * (p[3].x - p[2].x)),
                       dy: 3 * (a * (p[1].y - p[0].y) + b * (p[2].y - p[1].y) + c * (p[3].y - p[2].y)))
    }

    /// De Casteljau split of a cubic (4 points) at `t`.
    static func splitCubic(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        let p01 = p[0].lerp(p[1], t), p12 = p[1].lerp(p[2], t), p23 = p[2].lerp(p[3], t)
        let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t)
        let mid = p012.lerp(p123, t)
        return ([p[0], p01, p012, mid], [mid, p123, p23, p[3]])
    }

    /// De Casteljau split of a quadratic (3 points) at `t`.
    static func splitQuad(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        let p01 = p[0].lerp(p[1], t), p12 = p[1].lerp(p[2], t)
        let mid = p01.lerp(p12, t)
        return ([p[0], p01, mid], [mid, p12, p[2]])
    }

    /// The part of a curve (3 or 4 points) between parameters `t0` < `t1`.
    static func subcurve(_ p: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let split: ([CGPoint], CGFloat) -> ([CGPoint], [CGPoint]) = p.count == 4 ? splitCubic : splitQuad
        var head = p
        if t1 < 1 { head = split(p, t1).0 }
        if t0 > 0 {
            head = t1 > 0 ? split(head, t0 / t1).1 : head
        }
        return head
    }

    /// The direction leaving the first point: the first control point distinct from it.
    static func startTangent(_ p: [CGPoint]) -> Vector2 {
        for q in p.dropFirst() where q != p[0] { return Vector2(from: p[0], to: q) }
        return Vector2(dx: 0, dy: 0)
    }

    /// The direction arriving at the last point.
    static func endTangent(_ p: [CGPoint]) -> Vector2 {
        let end = p[p.count - 1]
        for q in p.dropLast().reversed() where q != end { return Vector2(from: q, to: end) }
        return Vector2(dx: 0, dy: 0)
    }

    /// Whether two non-zero directions agree within about 0.01 radian.
    static func sameDirection(_ a: Vector2, _ b: Vector2) -> Bool {
        let la = a.length, lb = b.length
        guard la > 0, lb > 0 else { return false }
        return (a.dx * b.dx + a.dy * b.dy) / (la * lb) > 0.99995
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    internal func distance(to other: CGPoint) -> CGFloat {
        CGFloat(hypot(Double(other.x - x), Double(other.y - y)))
    }

    /// The point a fraction `t` of the way to `other`.
    internal func lerp(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

/// A 2-D direction or displacement (Foundation on Linux has no `CGVector`).
internal struct Vector2: Hashable, Sendable {
    var dx: CGFloat
    var dy: CGFloat

    init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    init(from a: CGPoint, to b: CGPoint) { self.init(dx: b.x - a.x, dy: b.y - a.y) }

    /// The Euclidean length.
    var length: CGFloat { CGFloat(hypot(Double(dx), Double(dy))) }

    /// The same direction with length 1 (zero stays zero).
    var unit: Vector2 {
        let l = length
        return l > 0 && l.isFinite ? Vector2(dx: dx / l, dy: dy / l) : Vector2(dx: 0, dy: 0)
    }
}
