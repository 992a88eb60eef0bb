/// Draws the display items the renderer does not draw itself: text runs (`.text`) and images
/// (`.image`). ``DisplayListRenderer`` hands each such item, with its transform, colour, opacity
/// and clips, to the painter it was given, in drawing order.
///
/// A painter draws in window points on `canvas` (multiplying by ``SDLCanvas/scale`` for pixels)
/// and blends over what is already there. Painters are classes because they keep caches (glyph
/// runs, textures) from frame to frame; ``frameDidEnd()`` tells them a frame is over, so they can
/// let go of what the last frames no longer drew.
///
/// ```swift
/// final class BoxPainter: DisplayItemPainter {
///     func draw(_ item: DisplayItem, on canvas: SDLCanvas) {
///         for quad in item.polygons { canvas.fillPolygon(quad, color: .gray) }
///     }
/// }
/// let renderer = DisplayListRenderer(text: BoxPainter(), images: nil)
/// ```
public protocol DisplayItemPainter: AnyObject {
    func draw(_ item: DisplayItem, on canvas: SDLCanvas)
    /// Called by ``DisplayListRenderer/render(_:on:background:)`` after it drew a whole frame
    /// (nothing by default).
    func frameDidEnd()
}

extension DisplayItemPainter {
    /// Does nothing: a painter without caches has nothing to let go of.
    public func frameDidEnd() {}
}
