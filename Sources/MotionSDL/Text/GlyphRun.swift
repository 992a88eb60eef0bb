import CSDL2
import Foundation

/// A line of text rendered once by SDL2_ttf at a device pixel size: its coverage mask (the alpha of
/// `TTF_RenderUTF8_Blended` in white) and the texture made from it for a window. The colour is not
/// part of a run: it is applied when the run is drawn, so a colour animation reuses one run.
///
/// The mask's top edge is the line's top, its baseline `TTF_FontAscent` pixels below; its width is
/// `TTF_SizeUTF8`'s, so it fills the rectangle ``SDLTextMeasurer`` measured (at the same density).
///
/// ```swift
/// let run = GlyphRun.render("Login", font: ttfFont)
/// run?.mask.width   // the text's width in pixels
/// ```
final class GlyphRun {
    /// What identifies a run: the text and the exact face and size it was rendered at.
    struct Key: Hashable {
        var text: String
        var quarterPixels: Int
        /// The font file.
        var face: String
    }

    /// Alpha only: 255 where a glyph covers a pixel fully.
    let mask: Bitmap
    /// The mask as a texture, made when first drawn on a window.
    let texture = CanvasTexture()

    init(mask: Bitmap) { self.mask = mask }

    /// The cache cost of a run in bytes: the mask plus a 4-byte texture pixel per mask pixel.
    var cost: Int { mask.width * mask.height * 5 }

    /// Renders `text` with `font`; nil when SDL_ttf renders nothing (empty text, missing glyph
    /// surface) or the surface cannot be read.
    static func render(_ text: String, font: OpaquePointer) -> GlyphRun? {
        guard !text.isEmpty,
              let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let image = PixelImage(surface: surface), image.width > 0, image.height > 0 else { return nil }
        return GlyphRun(mask: Bitmap(width: image.width, height: image.height, coverage: image.pixels.map(\.a)))
    }
}
