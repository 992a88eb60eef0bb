import Foundation

/// Measures text for layout. The backend provides one from its real fonts (SDL2_ttf); tests and
/// headless layout use ``MonospaceTextMeasurer``, which is exact and deterministic.
///
/// ``TextLayout`` only asks for single-line widths and per-font line metrics, and wraps lines itself,
/// so a measurer needs no line breaking of its own.
///
/// ```swift
/// struct Fixed: TextMeasurer {
///     func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
///     func metrics(of font: Font) -> FontMetrics { FontMetrics(ascent: 8, descent: 2, leading: 0) }
/// }
/// ```
public protocol TextMeasurer {
    /// The advance width of `text` set on one line in `font` (no newlines are passed).
    func width(of text: String, font: Font) -> CGFloat
    /// The line metrics of `font`.
    func metrics(of font: Font) -> FontMetrics
}
