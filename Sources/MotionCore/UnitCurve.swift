import Foundation

/// A timing curve over the unit square: a cubic Bézier from (0, 0) to (1, 1), as SwiftUI's `UnitCurve`.
///
/// The curve maps progress in time (x, 0…1) to progress of the change (y). Its two control points
/// shape it; their x coordinates are clamped to 0…1 so x grows monotonically and every progress has
/// exactly one value. Their y coordinates may leave 0…1 (the curve then overshoots).
///
/// `value(at:)` solves x(s) = progress for the Bézier parameter s (Newton's method, kept inside a
/// shrinking bracket, with bisection whenever a Newton step would leave it) to about 1e-15, then
/// returns y(s).
///
/// Bad values: a progress outside 0…1 is clamped, NaN progress counts as 0. A control x outside 0…1 is
/// clamped (±infinity included); a NaN control x, and a non-finite control y, is replaced by the
/// matching coordinate of the linear curve (0 for the start point, 1 for the end point).
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.5)          // 0.5
/// UnitCurve.linear.value(at: 0.25)            // 0.25
/// UnitCurve.bezier(0.2, 0, 0, 1).velocity(at: 1)   // slope dy/dx at the end
/// ```
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    /// x of the first control point, in 0…1.
    public let c0x: Double
    /// y of the first control point.
    public let c0y: Double
    /// x of the second control point, in 0…1.
    public let c1x: Double
    /// y of the second control point.
    public let c1y: Double

    private init(sanitizing c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        func x(_ v: Double, _ fallback: Double) -> Double { v.isNaN ? fallback : Swift.min(Swift.max(v, 0), 1) }
        func y(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        self.c0x = x(c0x, 0)
        self.c0y = y(c0y, 0)
        self.c1x = x(c1x, 1)
        self.c1y = y(c1y, 1)
    }

    /// A Bézier curve from (0, 0) to (1, 1) with control points (c0x, c0y) and (c1x, c1y).
    ///
    /// ```swift
    /// let swiftOut = UnitCurve.bezier(0.25, 0.1, 0.25, 1)   // CSS `ease`
    /// ```
    public static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) -> UnitCurve {
        UnitCurve(sanitizing: c0x, c0y, c1x, c1y)
    }

    /// A Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// ```swift
    /// let curve = UnitCurve.bezier(startControlPoint: CGPoint(x: 0.42, y: 0),
    ///                              endControlPoint: CGPoint(x: 0.58, y: 1))   // == .easeInOut
    /// ```
    public static func bezier(startControlPoint: CGPoint, endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(sanitizing: Double(startControlPoint.x), Double(startControlPoint.y),
                  Double(endControlPoint.x), Double(endControlPoint.y))
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    ///
    /// ```swift
    /// UnitCurve.linear.value(at: 0.3)   // 0.3
    /// ```
    public static let linear = UnitCurve(sanitizing: 0, 0, 1, 1)

    /// Starts slowly: control points (0.42, 0) and (1, 1).
    ///
    /// ```swift
    /// UnitCurve.easeIn.value(at: 0.5)   // ≈ 0.315
    /// ```
    public static let easeIn = UnitCurve(sanitizing: 0.42, 0, 1, 1)

    /// Ends slowly: control points (0, 0) and (0.58, 1).
    ///
    /// ```swift
    /// UnitCurve.easeOut.value(at: 0.5)   // ≈ 0.685
    /// ```
    public static let easeOut = UnitCurve(sanitizing: 0, 0, 0.58, 1)

    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    ///
    /// ```swift
    /// UnitCurve.easeInOut.value(at: 0.5)   // 0.5
    /// ```
    public static let easeInOut = UnitCurve(sanitizing: 0.42, 0, 0.58, 1)

    /// The progress of the change (y) at `progress` in time (x).
    ///
    /// Exactly 0 at progress ≤ 0 (and NaN), exactly 1 at progress ≥ 1.
    ///
    /// ```swift
    /// UnitCurve.easeIn.value(at: 1)   // 1
    /// ```
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }      // also NaN
        guard progress < 1 else { return 1 }
        if isIdentity { return progress }         // x(s) = y(s): the curve is y = x, exactly
        return Self.sample(parameter(forX: progress), c0y, c1y)
    }

    /// The slope dy/dx of the curve at `progress` (clamped to 0…1, NaN counts as 0).
    ///
    /// Where dx/ds vanishes the slope is the limit taken from higher derivatives; a vertical tangent
    /// (dx/ds = 0 with dy/ds ≠ 0) and any slope steeper than ±1e6 give ±1e6.
    ///
    /// ```swift
    /// UnitCurve.linear.velocity(at: 0.5)    // 1
    /// UnitCurve.easeOut.velocity(at: 0)     // 1 / 0.58
    /// ```
    public func velocity(at progress: Double) -> Double {
        if isIdentity { return 1 }
        let p = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        let s = p <= 0 ? 0 : (p >= 1 ? 1 : parameter(forX: p))
        // Derivatives of the Bézier in s, first to third order; take the first order that is not 0 in both.
        for order in 1...3 {
            var dx = Self.derivative(order, s, c0x, c1x)
            // x is monotonic, so x′ ≥ 0: a slightly negative x′ is rounding next to a zero of x′.
            if order == 1 { dx = Swift.max(dx, 0) }
            let dy = Self.derivative(order, s, c0y, c1y)
            if dx == 0 && dy == 0 { continue }
            return Self.clampSlope(dy, over: dx)
        }
        return 1   // x‴ = 6(1 − 3c1x + 3c0x) = 0 = y‴ with both lower orders 0 cannot happen on a valid curve
    }

    /// The curve's name, or its control points.
    ///
    /// ```swift
    /// UnitCurve.easeOut.description   // "easeOut"
    /// ```
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: return "bezier(\(c0x), \(c0y), \(c1x), \(c1y))"
        }
    }

    // MARK: - Solving

    /// The Bézier parameter s in 0…1 with x(s) = `x`, for `x` strictly inside 0…1.
    /// Whether both control points lie on the diagonal (x = y): then x(s) = y(s) for every s, so the
    /// curve is the identity y = x and needs no solving (`.linear` is such a curve).
    var isIdentity: Bool { c0x == c0y && c1x == c1y }

    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<100 {
            let error = Self.sample(s, c0x, c1x) - x
            if error == 0 { return s }
            if error < 0 { lo = s } else { hi = s }
            if hi - lo <= 2 * Double.ulpOfOne * hi { break }
            let slope = Self.derivative(1, s, c0x, c1x)
            var next = s - error / slope
            if !(slope > 0) || !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == s { break }
            s = next
        }
        return s
    }

    /// One coordinate of the Bézier with end values 0 and 1 and control values `p1`, `p2`, at `s`.
    ///
    /// Bernstein form, B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, so B(0) = 0 and B(1) = 1 exactly.
    static func sample(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * s * (r * p1 + s * p2) + s * s * s
    }

    /// The `order`-th derivative (1…3) of ``sample(_:_:_:)`` with respect to s.
    ///
    /// Bernstein forms again, so the values at s = 0 and s = 1 are exact (3·p1 and 3·(1 − p2)):
    /// B′ = 3[(1−s)²p1 + 2(1−s)s(p2 − p1) + s²(1 − p2)], B″ = 6[(1−s)(p2 − 2p1) + s(1 − 2p2 + p1)],
    /// B‴ = 6(1 − 3p2 + 3p1).
    static func derivative(_ order: Int, _ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        switch order {
        case 1: return 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2))
        case 2: return 6 * (r * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1))
        default: return 6 * (1 - 3 * p2 + 3 * p1)
        }
    }

    private static let maximumSlope = 1e6

    private static func clampSlope(_ dy: Double, over dx: Double) -> Double {
        let slope = dy / dx
        if slope.isNaN { return 0 }
        return Swift.min(Swift.max(slope, -maximumSlope), maximumSlope)
    }
}
