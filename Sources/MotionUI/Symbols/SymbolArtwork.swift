import Foundation

/// The drawing of one symbol in Motion's own vector set: outlines in design units on the symbol
/// grid (see ``SymbolMetrics``), stroked or filled.
///
/// Stroked parts are drawn with the weight's line width (``SymbolMetrics/lineWidth(for:)``) and
/// round caps and joins unless they say otherwise; filled parts use their fill rule (even-odd parts
/// cut holes: the check of `checkmark.circle.fill`). ``box`` — the symbol's frame on the grid — is
/// the bounding box of the filled outlines and of the stroked centre lines grown by half the
/// regular line width, so a symbol's frame does not change with the font's weight.
///
/// ```swift
/// let plus = SymbolArtwork([.stroke(SymbolPen.line((80, 20), (80, 140))), .stroke(SymbolPen.line((20, 80), (140, 80)))])
/// plus.box   // (14, 14, 132, 132)
/// ```
public struct SymbolArtwork: Sendable {
    /// One outline of a symbol and how it is painted.
    public enum Part: Sendable {
        /// Filled with `rule` (even-odd for cut-out holes).
        case fill(Path, FillRule = .nonZero)
        /// Stroked with the weight's line width times `widthScale`.
        case stroke(Path, widthScale: CGFloat = 1, cap: CGLineCap = .round, join: CGLineJoin = .round)

        /// A stroked outline at the regular width with round caps and joins.
        public static func stroke(_ path: Path) -> Part { .stroke(path, widthScale: 1) }
    }

    /// The outlines, drawn in order.
    public var parts: [Part]
    /// The symbol's frame on the design grid.
    public var box: CGRect

    /// Artwork from its parts; the box is measured from them (see the type's rule).
    public init(_ parts: [Part]) {
        self.parts = parts
        box = SymbolArtwork.measure(parts)
    }

    /// The same artwork turned about the grid's centre (80, 80) by a multiple of 90° (clockwise
    /// on screen), for the arrows and chevrons that point four ways.
    public func rotated(quarterTurns: Int) -> SymbolArtwork {
        let angle = CGFloat(((quarterTurns % 4) + 4) % 4) * .pi / 2
        let t = CGAffineTransform(translationX: -80, y: -80)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: 80, y: 80))
        return SymbolArtwork(parts.map { part in
            switch part {
            case .fill(let path, let rule): return .fill(path.applying(t), rule)
            case .stroke(let path, let scale, let cap, let join): return .stroke(path.applying(t), widthScale: scale, cap: cap, join: join)
            }
        })
    }

    /// The bounding box of the parts' flattened outlines, stroked centre lines grown by half the
    /// regular line width times their scale.
    private static func measure(_ parts: [Part]) -> CGRect {
        var box = CGRect.null
        for part in parts {
            let (path, grow): (Path, CGFloat) = switch part {
            case .fill(let path, _): (path, 0)
            case .stroke(let path, let scale, _, _): (path, SymbolMetrics.regularLineWidth * scale / 2)
            }
            for line in path.flattened(tolerance: 0.05) {
                for p in line.points {
                    box = box.union(CGRect(x: p.x - grow, y: p.y - grow, width: 2 * grow, height: 2 * grow))
                }
            }
        }
        guard !box.isNull else { return CGRect(x: 80, y: 80, width: 0, height: 0) }
        // Rounding to a hundredth keeps boxes exact numbers that tests can state.
        func r(_ v: CGFloat) -> CGFloat { (v * 100).rounded() / 100 }
        return CGRect(x: r(box.minX), y: r(box.minY), width: r(box.maxX) - r(box.minX), height: r(box.maxY) - r(box.minY))
    }
}
