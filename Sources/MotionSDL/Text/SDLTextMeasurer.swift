import CSDL2
import Foundation

/// Measures text with the real fonts (SDL2_ttf, DejaVu Sans from a ``FontLibrary``), so layout
/// matches what ``SDLTextPainter`` draws.
///
/// Everything is measured at ``density`` pixels per point — the display's — and returned in
/// points: a width is `TTF_SizeUTF8`'s width in pixels ÷ density (the width of the rendered run),
/// and metrics are SDL_ttf's pixel metrics ÷ density: ascent `TTF_FontAscent`, descent
/// `−TTF_FontDescent`, leading `TTF_FontLineSkip − TTF_FontHeight` (never below 0), cap height the
/// top of the glyph "H" (`TTF_GlyphMetrics`' `maxy`; 0.75 × ascent if the font has no "H"). Measure with
/// the density the text is drawn at, or widths are off by the rounding of glyphs to pixels.
///
/// Bad values: a density that is not positive and finite reads as 1; a font of size 0 measures 0,
/// as does text SDL_ttf refuses. Without the fonts, use ``MonospaceTextMeasurer`` (see
/// ``FontLibrary/loadDefault(regularPath:boldPath:warn:)``).
///
/// ```swift
/// let measurer = SDLTextMeasurer(fonts: try FontLibrary(), density: 2)
/// measurer.width(of: "Login", font: .body)          // ≈ 43 points
/// measurer.metrics(of: .body).lineHeight            // ≈ 20 points
/// let host = ViewHost(LoginView(), size: CGSize(width: 390, height: 700), scale: 2, textMeasurer: measurer)
/// ```
public final class SDLTextMeasurer: TextMeasurer {
    /// Where the fonts come from.
    public let fonts: FontLibrary
    /// Pixels per point that text is measured at.
    public var density: Double {
        get { storedDensity }
        set { storedDensity = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }
    private var storedDensity: Double

    /// A measurer over `fonts` at `density` pixels per point.
    ///
    /// ```swift
    /// let measurer = SDLTextMeasurer(fonts: fonts)   // density 1
    /// ```
    public init(fonts: FontLibrary, density: Double = 1) {
        self.fonts = fonts
        storedDensity = density.isFinite && density > 0 ? density : 1
    }

    /// The width of `text` on one line in `font`, in points: `TTF_SizeUTF8` ÷ density.
    ///
    /// ```swift
    /// measurer.width(of: "Login", font: .body.bold()) > measurer.width(of: "Login", font: .body)   // true
    /// ```
    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty, let ttf = fonts.ttfFont(for: font, density: density) else { return 0 }
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &width, &height) == 0 else { return 0 }
        return CGFloat(Double(width) / density)
    }

    /// The line metrics of `font`, in points.
    ///
    /// ```swift
    /// let m = measurer.metrics(of: .title)   // ascent ≈ 26, descent ≈ 7
    /// ```
    public func metrics(of font: Font) -> FontMetrics {
        guard let ttf = fonts.ttfFont(for: font, density: density) else {
            return FontMetrics(ascent: 0, descent: 0, leading: 0)
        }
        let ascent = Double(TTF_FontAscent(ttf)), descent = -Double(TTF_FontDescent(ttf))
        let leading = max(Double(TTF_FontLineSkip(ttf) - TTF_FontHeight(ttf)), 0)
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        let hasH = TTF_GlyphMetrics(ttf, UInt16(UInt8(ascii: "H")), &minX, &maxX, &minY, &maxY, &advance) == 0
        return FontMetrics(ascent: CGFloat(ascent / density), descent: CGFloat(descent / density),
                           leading: CGFloat(leading / density),
                           capHeight: hasH && maxY > 0 ? CGFloat(Double(maxY) / density) : nil)
    }
}
