import Foundation

/// A display item's clips (`DisplayItem.clips`, outlines in window points; the item shows only
/// inside all of them) prepared for one canvas.
///
/// A clip that is an axis-aligned rectangle on whole pixels — `.clipped()` of a view on a point
/// grid at an integral scale, the common case — is exact as a pixel ``region`` and costs nothing.
/// Every other clip (a circle, a rounded rectangle, a rotated or fractional rectangle) stays an
/// outline in ``outlines`` that ``PolygonRasterizer`` intersects with the shape exactly, with
/// anti-aliased edges; its bounding box still narrows ``region``.
///
/// Rules: an outline with a non-finite point, fewer than three points or no area encloses
/// nothing, so it hides the item (empty ``region``); no clips at all give the whole canvas.
///
/// ```swift
/// let clip = ClipMask(clips: item.clips, scale: 2, canvas: PixelRect(x: 0, y: 0, width: 800, height: 600))
/// if !clip.isEmpty {
///     let mask = rasterizer.rasterize(item.polygons, scale: 2, fillRule: item.fillRule,
///                                     clips: clip.outlines, within: clip.region)
/// }
/// ```
public struct ClipMask: Equatable, Sendable {
    /// The pixels drawing may touch: the canvas ∩ every pixel-aligned rectangle clip ∩ the pixel
    /// bounding box of every other clip.
    public let region: PixelRect
    /// The clips that are not pixel-aligned rectangles, in window points.
    public let outlines: [[CGPoint]]
    /// Pixels per point.
    public let scale: Double

    /// Prepares `clips` (window points) for a canvas of `canvas` pixels at `scale` pixels per
    /// point (a scale that is not positive and finite counts as 1).
    ///
    /// ```swift
    /// let unclipped = ClipMask(clips: [], scale: 1, canvas: PixelRect(x: 0, y: 0, width: 100, height: 100))
    /// unclipped.region   // the whole canvas
    /// ```
    public init(clips: [[CGPoint]], scale: Double, canvas: PixelRect) {
        let factor = scale.isFinite && scale > 0 ? scale : 1
        self.scale = factor
        var region = canvas
        var outlines: [[CGPoint]] = []
        for clip in clips {
            if let rectangle = ClipMask.alignedRectangle(clip, factor: factor) {
                region = region.intersection(rectangle)
            } else if let bounds = PolygonRasterizer.pixelBounds(of: [clip], factor: factor) {
                region = region.intersection(bounds)
                outlines.append(clip)
            } else {
                region = .empty
            }
        }
        self.region = region
        self.outlines = region.isEmpty ? [] : outlines
    }

    /// Whether nothing can show through the clips.
    public var isEmpty: Bool { region.isEmpty }

    /// Whether the clip is just ``region`` (every clip was a pixel-aligned rectangle, or there
    /// were none): exact with a scissor rectangle such as `SDL_RenderSetClipRect`.
    public var isRectangular: Bool { outlines.isEmpty }

    /// The clip's own coverage over `rect` (what a blurred shadow is multiplied by).
    ///
    /// ```swift
    /// var shadow = blurred
    /// shadow.multiply(by: clip.coverage(over: shadow.rect, using: &rasterizer))
    /// ```
    public func coverage(over rect: PixelRect, using rasterizer: inout PolygonRasterizer) -> CoverageMask {
        let area = rect.intersection(region)
        guard !area.isEmpty else { return .empty }
        guard let first = outlines.first else { return CoverageMask(uncheckedRect: area, values: [Float](repeating: 1, count: area.area)) }
        return rasterizer.rasterize([first], scale: scale, fillRule: .nonZero, clips: Array(outlines.dropFirst()),
                                    within: area)
    }

    /// The pixel rectangle `contour` outlines, when it is an axis-aligned rectangle whose sides
    /// lie on whole pixels (within 10⁻⁶ pixel) at `factor` pixels per point.
    static func alignedRectangle(_ contour: [CGPoint], factor: Double) -> PixelRect? {
        var points = contour
        while points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count == 4, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let pixels = points.map { (x: Double($0.x) * factor, y: Double($0.y) * factor) }
        func whole(_ value: Double) -> Double? {
            let rounded = value.rounded()
            return abs(value - rounded) <= 1e-6 && abs(rounded) < Double(1 << 30) ? rounded : nil
        }
        // Sides alternate horizontal and vertical, starting either way.
        for start in 0..<2 {
            var ok = true
            for index in 0..<4 {
                let a = pixels[index], b = pixels[(index + 1) % 4]
                let horizontal = (index + start) % 2 == 0
                if abs(horizontal ? a.y - b.y : a.x - b.x) > 1e-6 { ok = false; break }
            }
            guard ok else { continue }
            let xs = pixels.map(\.x), ys = pixels.map(\.y)
            guard let left = whole(xs.min()!), let right = whole(xs.max()!),
                  let top = whole(ys.min()!), let bottom = whole(ys.max()!),
                  right > left, bottom > top else { return nil }
            return PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
        }
        return nil
    }
}
