import Foundation

/// Draws the images (`.image` items) of a ``DisplayList`` from an ``ImageStore``: the image named
/// `item.imageName` stretched over `item.localRect`, mapped by `item.transform` (window points)
/// and the canvas's scale, with `item.opacity`.
///
/// An image whose pixel size equals its rectangle in device pixels at a whole-pixel position is
/// copied one to one; any other size, rotation or skew is resampled (box-filtered when shrunk; see
/// ``SDLCanvas/drawBitmap(_:texture:transform:tint:clip:)``); under a projection (`item.projection`)
/// it is mapped through it (``SDLCanvas/drawBitmap(_:texture:projection:tint:clip:)``). Missing or unreadable images draw the
/// store's placeholder. Clipped to the bounding box of each polygon of `item.clips`. An empty
/// rectangle, a singular transform or zero opacity draws nothing; other items are ignored.
///
/// ```swift
/// let painter = SDLImagePainter(store: ImageStore())
/// for item in host.displayList.items where item.kind == .image { painter.draw(item, on: headless.canvas) }
/// ```
public final class SDLImagePainter: DisplayItemPainter {
    /// Where the images come from.
    public let store: ImageStore

    /// A painter drawing the images of `store`.
    ///
    /// ```swift
    /// let painter = SDLImagePainter(store: store)
    /// ```
    public init(store: ImageStore) {
        self.store = store
    }

    /// Draws one `.image` item (see the type's rules).
    ///
    /// ```swift
    /// painter.draw(item, on: window.canvas)
    /// ```
    public func draw(_ item: DisplayItem, on canvas: SDLCanvas) {
        guard item.kind == .image, let name = item.imageName else { return }
        let rect = item.localRect
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        let tint = PixelColor.white.multiplyingAlpha(by: item.opacity)
        guard tint.a > 0 else { return }
        let entry = store.entry(named: name)
        let local = CGAffineTransform(scaleX: rect.width / CGFloat(entry.bitmap.width),
                                      y: rect.height / CGFloat(entry.bitmap.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        canvas.drawBitmap(entry.bitmap, texture: entry.texture, placing: local, in: item, tint: tint)
    }
}
