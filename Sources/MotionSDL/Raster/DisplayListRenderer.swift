import CSDL2
import Foundation

/// Draws a MotionUI ``DisplayList`` — and nothing else of MotionUI — on an ``SDLCanvas``: a
/// window's, or a ``HeadlessCanvas``'s software surface, where the result is exact enough for
/// golden-image tests.
///
/// Items are drawn in order, each blended over what is already there:
/// - `.fill`: `polygons` (window points × the canvas's ``SDLCanvas/scale``) under `fillRule`, in
///   `color` with its alpha × `opacity`, anti-aliased by exact area coverage
///   (``PolygonRasterizer``). A stroke's overlapping outline contours are filled as their union,
///   so a translucent stroke blends once everywhere. An item without a colour draws nothing. An
///   item with a `gradient` is shaded per pixel by it instead of its colour
///   (``SDLCanvas/draw(_:gradient:transform:opacity:)``).
/// - `.shadow`: `polygons` blurred (σ = `shadowRadius` × scale / 2, ``ShadowRenderer``) in
///   `color` × `opacity`; the display list already puts it beneath the items that cast it.
/// - `.text` and `.image`: handed to the ``DisplayItemPainter`` given for them (none: nothing is
///   drawn), with the renderer's clip rectangle set to the item's ``ClipMask/region``.
///
/// - `.beginLayer` … `.endLayer`: the items between are drawn into an offscreen layer, which is
///   then blurred or colour-matrixed and composited once (``LayerStack``, ``DisplayLayer``). Alone,
///   through ``draw(_:on:)``, a marker draws nothing.
///
/// ``render(_:on:background:damage:)`` repaints only a ``DisplayListDamage`` — what changed since
/// the list the canvas shows — with exactly the pixels of a full repaint.
///
/// Every item is drawn only inside all of its `clips`, intersected exactly with the shape
/// (``ClipMask``): pixel-aligned rectangles cost nothing, other outlines are anti-aliased. Text and
/// images are clipped to the clips' pixel bounding box (exact for pixel-aligned rectangles).
/// Bad values: opacity that is NaN counts as 0 and opacity clamps to 0…1; a contour with a
/// non-finite point is left out (``PolygonRasterizer``); a shadow radius that is NaN, negative or
/// infinite blurs nothing; a clip outline that encloses nothing hides its item (``ClipMask``).
///
/// A renderer keeps buffers and a cache of blurred shadows from frame to frame: reuse one, from
/// one thread at a time. It also keeps the coverage masks of the last frame's fills: a `.fill`
/// drawn again with exactly the same outlines, fill rule, clips, scale and canvas region — most of
/// a screen, from one frame to the next — blends the kept mask instead of rasterizing again (the
/// same pixels; only its colour and opacity may differ). Masks live for one ``render(_:on:background:)``
/// after the one that made them, up to ``maskCacheByteLimit`` bytes a frame.
///
/// Fill approach, chosen by measurement: one exact coverage rasterizer for every target. On a
/// headless canvas the mask is blended straight into the surface; on a window it goes through one
/// streaming texture per canvas, its fully covered inside drawn as a plain rectangle
/// (``SDLCanvas/draw(_:color:opacity:)``). Measured on a 720 × 500-point scene of 24 cards
/// (97 fills: rounded rectangles, round-capped translucent arcs, translucent discs, rotated bars;
/// release build, 2 shared cores, medians):
///
/// | target, scale            | exact mask                 | triangles + 1-px fringe (``TriangleMesh``) |
/// |--------------------------|----------------------------|--------------------------------------------|
/// | headless, 1              | 3.2 ms                     | 33 ms (``MeshRasterizer``), 25 ms (SDL_RenderGeometry) |
/// | headless, 2              | 14 ms                      | 81 ms, 29 ms                                |
/// | window (OpenGL), 1       | 20 ms, within 1 of exact   | 6 ms, off by up to 86 in 5 856 pixels      |
/// | window (OpenGL), 2       | 44 ms, within 1 of exact   | 19 ms, off by up to 155 in 13 537 pixels   |
///
/// Triangles cannot be made right: ear clipping a self-overlapping stroke outline and blending
/// each contour's mesh blends the overlaps twice (a 50 % black stroke crossing itself came out
/// 63 instead of 128 at the crossing), the fringe is a ramp rather than the covered area, and SDL's
/// software renderer snaps their vertices to whole pixels. Headless, the exact mask is also
/// 2–10× faster. The only accelerated renderer this was measured on is OpenGL on Mesa's llvmpipe
/// (a CPU, under Xvfb), where two thirds of the texture path's time is llvmpipe uploading
/// textures; a GPU takes the one or two megabytes of masks per frame in well under a millisecond.
///
/// ```swift
/// let host = ViewHost(Circle().fill(Color.blue).frame(width: 40, height: 40), size: CGSize(width: 100, height: 100))
/// let headless = try HeadlessCanvas(width: 100, height: 100, scale: 2)
/// let renderer = DisplayListRenderer()
/// renderer.render(host.displayList, on: headless.canvas)
/// try headless.writePNG(to: "/tmp/circle.png")
/// ```
public final class DisplayListRenderer {
    /// Draws `.text` items; `nil` leaves them out.
    public var text: DisplayItemPainter?
    /// Draws `.image` items; `nil` leaves them out.
    public var images: DisplayItemPainter?

    /// The most bytes of fill masks kept from one frame for the next (16 MiB by default: four
    /// bytes a pixel); fills beyond it are drawn without being kept. 0 keeps none.
    public var maskCacheByteLimit = 16 << 20

    private var rasterizer = PolygonRasterizer()
    private var shadows = ShadowRenderer()
    private var layers = LayerStack()
    /// The fill masks of the previous frame, and those made or reused in this one.
    private var previousMasks: [FillKey: CoverageMask] = [:]
    private var currentMasks: [FillKey: CoverageMask] = [:]
    private var currentMaskBytes = 0
    /// How many fills reused a kept mask, and how many were rasterized (tests and benchmarks).
    private(set) var maskCacheHits = 0
    private(set) var maskCacheMisses = 0

    /// What a fill's mask depends on.
    private struct FillKey: Hashable {
        let polygons: [[CGPoint]]
        let fillRule: FillRule
        let clips: [[CGPoint]]
        let scale: Double
        let region: PixelRect
    }

    /// A renderer with the painters for text runs and images (either may be `nil`).
    ///
    /// ```swift
    /// let renderer = DisplayListRenderer(text: nil, images: nil)   // shapes and shadows only
    /// ```
    public init(text: DisplayItemPainter? = nil, images: DisplayItemPainter? = nil) {
        self.text = text
        self.images = images
    }

    /// Clears `canvas` to `background` and draws every item of `list` in order. Nothing is
    /// presented: call ``SDLCanvas/present()`` on a window (a headless canvas needs nothing).
    ///
    /// ```swift
    /// renderer.render(host.displayList, on: window.canvas, background: .white)
    /// window.canvas.present()
    /// ```
    public func render(_ list: DisplayList, on canvas: SDLCanvas, background: Color = .white) {
        canvas.clear(background)
        beginFrame()
        draw(list.items, on: canvas, meeting: nil)
        endFrame(on: canvas)
    }

    /// Starts a frame's fill masks: the last frame's become the ones it may reuse.
    func beginFrame() {
        previousMasks = currentMasks
        currentMasks = [:]
        currentMaskBytes = 0
    }

    /// Draws `items` in order; with `rect` (device pixels), only the items and layers on the page
    /// whose footprint meets it.
    func draw(_ items: [DisplayItem], on canvas: SDLCanvas, meeting rect: CGRect?) {
        var index = 0
        while index < items.count {
            let item = items[index]
            if let rect, layers.isEmpty, !DisplayListDamage.footprint(of: item, scale: canvas.scale).intersects(rect) {
                index = item.kind == .beginLayer ? DisplayListRenderer.layerEnd(in: items, from: index) : index + 1
                continue
            }
            switch item.kind {
            case .beginLayer:
                _ = layers.begin(item, over: canvas)
            case .endLayer:
                if !layers.isEmpty { layers.end(onto: canvas, blurrer: &shadows, rasterizer: &rasterizer) }
            default:
                draw(item, on: layers.target(page: canvas))
            }
            index += 1
        }
        layers.endAll(onto: canvas, blurrer: &shadows, rasterizer: &rasterizer)
    }

    /// One past the `.endLayer` closing the layer `items[begin]` opens (the end of the list when none does).
    private static func layerEnd(in items: [DisplayItem], from begin: Int) -> Int {
        var depth = 0
        for index in begin..<items.count {
            if items[index].kind == .beginLayer { depth += 1 }
            if items[index].kind == .endLayer { depth -= 1 }
            if depth == 0 { return index + 1 }
        }
        return items.count
    }

    /// Lets every cache the frame went through drop what the last frames no longer drew.
    func endFrame(on canvas: SDLCanvas) {
        previousMasks = [:]
        canvas.endFrame()
        layers.endFrame()
        shadows.endFrame()
        text?.frameDidEnd()
        images?.frameDidEnd()
    }

    /// Draws one item over what the canvas holds (the same rules as ``render(_:on:background:)``).
    ///
    /// ```swift
    /// for item in list.items where item.kind != .text { renderer.draw(item, on: canvas) }
    /// ```
    public func draw(_ item: DisplayItem, on canvas: SDLCanvas) {
        let opacity = item.opacity == item.opacity ? min(max(item.opacity, 0), 1) : 0
        guard opacity > 0 else { return }
        let output = canvas.pixelSize
        let bounds = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        let clip = ClipMask(clips: item.clips, scale: canvas.scale, canvas: bounds)
        guard !clip.isEmpty else { return }
        switch item.kind {
        case .fill:
            if let gradient = item.gradient {
                canvas.draw(fillMask(item, clip: clip, scale: canvas.scale), gradient: gradient, transform: item.transform,
                            projection: item.projection, opacity: opacity)
                return
            }
            guard let color = item.color, color.opacity > 0 else { return }
            canvas.draw(fillMask(item, clip: clip, scale: canvas.scale), color: color, opacity: opacity)
        case .shadow:
            guard let color = item.color, color.opacity > 0 else { return }
            let mask = shadows.mask(of: item.polygons, radius: Double(item.shadowRadius), scale: canvas.scale, clip: clip)
            canvas.draw(mask, color: color, opacity: opacity)
        case .text:
            paint(item, with: text, on: canvas, clip: clip, bounds: bounds)
        case .image:
            paint(item, with: images, on: canvas, clip: clip, bounds: bounds)
        case .beginLayer, .endLayer:
            return
        }
    }

    /// The coverage of a fill: the kept mask when the last frame (or this one) drew the same fill,
    /// else rasterized now and kept while the frame's budget lasts.
    private func fillMask(_ item: DisplayItem, clip: ClipMask, scale: Double) -> CoverageMask {
        let key = FillKey(polygons: item.polygons, fillRule: item.fillRule, clips: clip.outlines, scale: scale,
                          region: clip.region)
        if let mask = currentMasks[key] ?? previousMasks[key] {
            maskCacheHits += 1
            if currentMasks[key] == nil { keep(mask, for: key) }
            return mask
        }
        maskCacheMisses += 1
        let mask = rasterizer.rasterize(item.polygons, scale: scale, fillRule: item.fillRule,
                                        clips: clip.outlines, within: clip.region)
        keep(mask, for: key)
        return mask
    }

    private func keep(_ mask: CoverageMask, for key: FillKey) {
        let bytes = mask.values.count * MemoryLayout<Float>.stride
        guard currentMaskBytes + bytes <= maskCacheByteLimit else { return }
        currentMasks[key] = mask
        currentMaskBytes += bytes
    }

    private func paint(_ item: DisplayItem, with painter: DisplayItemPainter?, on canvas: SDLCanvas,
                       clip: ClipMask, bounds: PixelRect) {
        guard let painter else { return }
        guard clip.region != bounds else {
            painter.draw(item, on: canvas)
            return
        }
        let rect = SDL_Rect(x: Int32(clip.region.x), y: Int32(clip.region.y),
                            w: Int32(clip.region.width), h: Int32(clip.region.height))
        guard let restore = canvas.narrowRendererClip(to: rect) else { return }
        painter.draw(item, on: canvas)
        restore()
    }
}
