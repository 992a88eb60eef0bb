import Foundation

/// A deterministic ``TextMeasurer`` for tests and headless layout: every character (grapheme cluster)
/// advances the same fraction of the point size, whatever the weight or design.
///
/// Defaults: advance 0.6 × size per character; ascent 0.8 ×, descent 0.2 ×, leading 0.2 × size, so a
/// line is 1.2 × size tall with its baseline 0.8 × size below its top; cap height 0.7 × size. At
/// 17 pt (body): a character is 10.2 wide, a line 20.4 tall, the baseline at 13.6, capitals 11.9 tall.
///
/// Bad values: NaN, infinite or negative factors read as 0.
///
/// ```swift
/// let m = MonospaceTextMeasurer()
/// m.width(of: "Login", font: .body)        // 5 × 10.2 = 51
/// m.metrics(of: .body).lineHeight          // 20.4
/// ```
public struct MonospaceTextMeasurer: TextMeasurer, Hashable, Sendable {
    /// Advance per character, as a fraction of the point size.
    public var advance: CGFloat
    /// Ascent, as a fraction of the point size.
    public var ascent: CGFloat
    /// Descent, as a fraction of the point size.
    public var descent: CGFloat
    /// Leading, as a fraction of the point size.
    public var leading: CGFloat
    /// Cap height, as a fraction of the point size.
    public var capHeight: CGFloat

    /// A measurer with the given factors (defaults 0.6, 0.8, 0.2, 0.2, cap height 0.7).
    ///
    /// ```swift
    /// MonospaceTextMeasurer(advance: 0.5)
    /// ```
    public init(advance: CGFloat = 0.6, ascent: CGFloat = 0.8, descent: CGFloat = 0.2, leading: CGFloat = 0.2,
                capHeight: CGFloat = 0.7) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        (self.advance, self.ascent, self.descent, self.leading) = (clean(advance), clean(ascent), clean(descent), clean(leading))
        self.capHeight = clean(capHeight)
    }

    /// Characters × advance × point size.
    public func width(of text: String, font: Font) -> CGFloat {
        CGFloat(text.count) * advance * font.pointSize
    }

    /// Ascent, descent, leading and cap height as fractions of the point size.
    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: ascent * font.pointSize, descent: descent * font.pointSize, leading: leading * font.pointSize,
                    capHeight: capHeight * font.pointSize)
    }
}
