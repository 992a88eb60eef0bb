import Foundation

/// How finely curves are cut into straight segments: by an error tolerance in pixels.
///
/// A chord of angle θ on a circle of radius r stays within r·(1 − cos(θ/2)) of the arc (the
/// sagitta). Requiring that to be at most the tolerance gives θ ≤ 2·acos(1 − tolerance / r), so a
/// sweep needs ⌈sweep / θ⌉ segments. Radii are in pixels, so a HiDPI display (more pixels per
/// point) automatically gets more segments.
///
/// ```swift
/// Tessellation.segmentCount(radius: 100, sweep: 2 * .pi)   // 45 at the default ¼-pixel tolerance
/// ```
public enum Tessellation {
    /// The default largest distance, in pixels, between a curve and its segments: a quarter pixel.
    public static let defaultTolerance = 0.25

    /// The most segments one curve is ever cut into.
    public static let maximumSegments = 4096

    /// The number of segments for an arc of `radius` pixels sweeping `sweep` radians.
    ///
    /// Rules: the sign of `sweep` is ignored; a zero, NaN or infinite sweep, or a radius that is
    /// not positive and finite, gives 1; a tolerance that is not positive and finite uses
    /// ``defaultTolerance``; a tolerance of at least the radius allows a quarter circle per
    /// segment; the result is at most ``maximumSegments``.
    ///
    /// ```swift
    /// Tessellation.segmentCount(radius: 10, sweep: .pi, tolerance: 0.25)   // 8
    /// ```
    public static func segmentCount(radius: Double, sweep: Double, tolerance: Double = defaultTolerance) -> Int {
        let sweep = abs(sweep)
        guard radius.isFinite, radius > 0, sweep.isFinite, sweep > 0 else { return 1 }
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : defaultTolerance
        let step = tolerance >= radius ? Double.pi / 2 : min(2 * acos(1 - tolerance / radius), Double.pi / 2)
        let count = (sweep / step).rounded(.up)
        return Int(min(max(count, 1), Double(maximumSegments)))
    }
}
