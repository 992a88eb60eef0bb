import Foundation

/// How a symbol image is sized and placed against the current font, as SF Symbols are: a symbol is
/// a glyph of the font, centred on the capital letters' middle and scaled with the cap height.
///
/// The rule (SF Symbols' medium scale aligns a symbol with the cap height of the text beside it;
/// `.small` is about 20 % smaller and `.large` about 30 % larger, per Apple's `SymbolScale` docs):
///
/// - Symbols are drawn on a 160 × 160 design grid whose centre line y = 80 is the middle of the
///   cap height and whose band y 30 … 130 is the cap height itself: at the medium scale one design
///   unit is capHeight / 100 points, times ``Image/Scale/factor`` (small 0.8, large 1.3).
/// - A symbol's frame is its artwork's box on the grid (``SymbolArtwork/box``) in those units, so a
///   full-size circle is 1.6 cap heights across, a plus 1.32, a minus 0.12 tall.
/// - The text baseline lies capHeight / 2 below the grid's centre line whatever the scale, so the
///   symbol's ``baseline(of:)`` in its own frame is (80 − box.minY) × unit + capHeight / 2: put
///   there, a medium symbol's cap band sits exactly on the capitals of the text beside it.
/// - Strokes are ``regularLineWidth`` (12) design units at the regular weight, ×(1 + 0.9 × weight)
///   with UIKit's weight values (bold 0.4 → 16.32, ultraLight −0.8 → 3.36). The frame does not
///   change with the weight.
///
/// Worked example, `.body` (17 pt) with the test measurer (cap height 0.7 × 17 = 11.9): one unit is
/// 0.119 pt; `circle` (box 160 × 160) is 19.04 × 19.04 pt with its baseline 9.52 + 5.95 = 15.47 pt
/// below its top.
///
/// ```swift
/// let m = SymbolMetrics(font: FontMetrics(ascent: 13.6, descent: 3.4, leading: 3.4, capHeight: 11.9))
/// m.size(of: CGRect(x: 0, y: 0, width: 160, height: 160))   // 19.04 × 19.04
/// ```
public struct SymbolMetrics: Hashable, Sendable {
    /// The design grid's side, in design units.
    public static let gridSize: CGFloat = 160
    /// The regular weight's line width, in design units.
    public static let regularLineWidth: CGFloat = 12

    /// The cap height of the font the symbol goes with, in points.
    public var capHeight: CGFloat
    /// The image scale.
    public var scale: Image.Scale

    /// The metrics of symbols set in a font with these metrics at `scale`.
    public init(font: FontMetrics, scale: Image.Scale = .medium) {
        capHeight = font.capHeight
        self.scale = scale
    }

    /// Points per design unit.
    public var unit: CGFloat { capHeight / 100 * scale.factor }

    /// The frame of artwork with `box` on the grid, in points.
    public func size(of box: CGRect) -> CGSize {
        CGSize(width: box.width * unit, height: box.height * unit)
    }

    /// The y of the text baseline in the frame of artwork with `box`, from the frame's top.
    public func baseline(of box: CGRect) -> CGFloat {
        (80 - box.minY) * unit + capHeight / 2
    }

    /// The stroke width at `weight`, in design units.
    public static func lineWidth(for weight: Font.Weight) -> CGFloat {
        regularLineWidth * max(1 + 0.9 * weight.value, 0.1)
    }
}
