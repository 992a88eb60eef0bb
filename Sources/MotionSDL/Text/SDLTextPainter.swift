import CSDL2
import Foundation

/// Draws the text runs (`.text` items) of a ``DisplayList`` with SDL2_ttf: DejaVu Sans from a
/// ``FontLibrary``, rendered by `TTF_RenderUTF8_Blended` at the device pixel size
/// (`pointSize × canvas.scale`, so text is crisp at 2×).
///
/// Where and how:
/// - the run's top-left corner is `item.localRect.origin`, mapped by `item.transform` (window
///   points) and the canvas's scale; the run is drawn at its rendered pixel size (not stretched to
///   `localRect`, which ``SDLTextMeasurer`` at the same density makes equal to it). Positions that
///   are a pure translation are snapped to whole pixels; rotations, scales and skews are resampled
///   (see ``SDLCanvas/drawBitmap(_:texture:transform:tint:clip:)``); under a projection
///   (`item.projection`, a `rotation3DEffect`) the run is mapped through it, exactly on a headless
///   canvas and within a quarter pixel on a window (``SDLCanvas/drawBitmap(_:texture:projection:tint:clip:)``);
/// - colour: `item.color` (black when missing) with its alpha × `item.opacity`; a run with a
///   `gradient` (and no projection) takes the gradient's colour at each pixel instead (glyph
///   coverage × gradient colour); under a projection a gradient run draws in `item.color`;
/// - clips: drawn inside the bounding box of every polygon of `item.clips` (exact for rectangles).
///
/// Rendered runs are cached across frames in an LRU cache keyed by text, face and pixel size (not by
/// colour, which is applied at draw time: white masks tinted, so a colour animation reuses one run),
/// bounded by ``cacheByteLimit`` (mask bytes plus texture bytes, 32 MiB by default: a 2560 × 1600
/// window covered in text needs about 20 MiB) and by ``idleFrameLimit`` (600 frames by default, ten
/// seconds at 60 fps): a run that no frame drew for that many frames is dropped, so text that keeps
/// changing (a counter, a clock) keeps only the runs of its last seconds and memory stays flat.
/// ``cacheHits`` and ``cacheMisses`` count lookups. Items that are not text, or empty, are ignored.
///
/// ```swift
/// let fonts = try FontLibrary()
/// let painter = SDLTextPainter(fonts: fonts)
/// for item in host.displayList.items where item.kind == .text { painter.draw(item, on: headless.canvas) }
/// ```
public final class SDLTextPainter: DisplayItemPainter {
    /// Where the fonts come from.
    public let fonts: FontLibrary
    /// The most bytes the cache of rendered runs keeps.
    public let cacheByteLimit: Int
    /// How many whole frames (``frameDidEnd()`` calls) a run is kept without being drawn.
    public let idleFrameLimit: Int
    private var runs: LRUCache<GlyphRun.Key, GlyphRun>

    /// A painter over `fonts` keeping at most `cacheByteLimit` bytes of rendered runs (32 MiB by
    /// default), each for at most `idleFrameLimit` frames without a draw (600 by default). Limits
    /// below 1 count as 1 (an idle limit below 0 as 0).
    ///
    /// ```swift
    /// let painter = SDLTextPainter(fonts: fonts, cacheByteLimit: 8 << 20, idleFrameLimit: 120)
    /// ```
    public init(fonts: FontLibrary, cacheByteLimit: Int = 32 << 20, idleFrameLimit: Int = 600) {
        self.fonts = fonts
        self.cacheByteLimit = max(cacheByteLimit, 1)
        self.idleFrameLimit = max(idleFrameLimit, 0)
        runs = LRUCache(costLimit: self.cacheByteLimit, idleFrameLimit: self.idleFrameLimit, onEvict: { $0.texture.release() })
    }

    /// How many draws found their run in the cache.
    public var cacheHits: Int { runs.hits }
    /// How many draws rendered their run anew.
    public var cacheMisses: Int { runs.misses }
    /// How many runs the cache holds.
    public var cachedRunCount: Int { runs.count }
    /// The bytes the cache holds (masks and textures).
    public var cachedBytes: Int { runs.totalCost }

    /// Draws one `.text` item (see the type's rules).
    ///
    /// ```swift
    /// painter.draw(item, on: window.canvas)
    /// ```
    public func draw(_ item: DisplayItem, on canvas: SDLCanvas) {
        guard item.kind == .text, let text = item.text, !text.isEmpty else { return }
        let font = item.font ?? .body
        let tint = PixelColor(item.color ?? .black).multiplyingAlpha(by: item.opacity)
        guard tint.a > 0, let run = run(text, font: font, density: canvas.scale) else { return }
        let density = CGFloat(canvas.scale)
        let local = CGAffineTransform(scaleX: 1 / density, y: 1 / density)
            .concatenating(CGAffineTransform(translationX: item.localRect.minX, y: item.localRect.minY))
        if let gradient = item.gradient, item.projection == nil {
            drawShaded(run, gradient: gradient, item: item, transform: local.concatenating(item.transform), on: canvas)
            return
        }
        canvas.drawBitmap(run.mask, texture: run.texture, placing: local, in: item, tint: tint)
    }

    /// Draws a run painted by a gradient: the glyphs' coverage (``Bitmap/coverageMask(transform:within:)``,
    /// placed as ``SDLCanvas/drawBitmap(_:texture:transform:tint:clip:)`` places runs) × the
    /// gradient's colour at each pixel.
    private func drawShaded(_ run: GlyphRun, gradient: GradientPaint, item: DisplayItem, transform: CGAffineTransform,
                            on canvas: SDLCanvas) {
        let output = canvas.pixelSize
        var bounds = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        if let clip = SDLCanvas.clipBox(item.clips) {
            guard let rect = canvas.pixelRect(coveringCentresIn: clip) else { return }
            bounds = bounds.intersection(PixelRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h)))
        }
        let mask = run.mask.coverageMask(transform: canvas.deviceTransform(transform), within: bounds)
        canvas.draw(mask, gradient: gradient, transform: item.transform, opacity: item.opacity)
    }

    /// The cached run of `text` in `font` at `density`, rendered now if needed.
    func run(_ text: String, font: Font, density: Double) -> GlyphRun? {
        let key = GlyphRun.Key(text: text, quarterPixels: FontLibrary.quarterPixels(pointSize: font.pointSize, density: density),
                               face: fonts.facePath(for: font))
        if let run = runs.value(forKey: key) { return run }
        guard let ttf = fonts.ttfFont(quarterPixels: key.quarterPixels, path: key.face),
              let run = GlyphRun.render(text, font: ttf) else { return nil }
        runs.insert(run, forKey: key, cost: run.cost)
        return run
    }

    /// Ends a frame: drops the runs no frame drew for more than ``idleFrameLimit`` frames.
    /// ``DisplayListRenderer`` calls it after each frame it renders.
    ///
    /// ```swift
    /// painter.frameDidEnd()
    /// ```
    public func frameDidEnd() { runs.endFrame() }

    /// Empties the cache of rendered runs.
    ///
    /// ```swift
    /// painter.removeCachedRuns()
    /// ```
    public func removeCachedRuns() { runs.removeAll() }
}
