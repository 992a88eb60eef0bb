import Foundation

/// The vertical metrics of a font's lines, in points: what a ``TextMeasurer`` reports per font.
///
/// A line of text is ``lineHeight`` = ascent + descent + leading tall; its baseline is `ascent` below
/// the line's top (the leading goes below the descent).
///
/// ``capHeight`` is the height of a flat capital letter ("H") above the baseline; symbol images are
/// sized and placed by it. Not given, it is 0.75 × ascent (SF Pro's is 0.74 of its ascent, DejaVu
/// Sans's 0.79).
///
/// Bad values: NaN, infinite or negative metrics read as 0.
///
/// ```swift
/// let m = FontMetrics(ascent: 13.6, descent: 3.4, leading: 3.4)
/// m.lineHeight   // 20.4
/// m.capHeight    // 10.2
/// ```
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline.
    public var ascent: CGFloat
    /// From the baseline down to the bottom of the glyphs.
    public var descent: CGFloat
    /// Extra space below the descent, between lines.
    public var leading: CGFloat
    /// The height of a flat capital letter above the baseline.
    public var capHeight: CGFloat

    /// Metrics from their three parts.
    ///
    /// ```swift
    /// FontMetrics(ascent: 8, descent: 2, leading: 2).lineHeight   // 12
    /// FontMetrics(ascent: 8, descent: 2, leading: 2, capHeight: 5.6).capHeight   // 5.6
    /// ```
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat? = nil) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        (self.ascent, self.descent, self.leading) = (clean(ascent), clean(descent), clean(leading))
        self.capHeight = clean(capHeight ?? 0.75 * self.ascent)
    }

    /// The distance from one line's top to the next one's.
    public var lineHeight: CGFloat { ascent + descent + leading }
}
