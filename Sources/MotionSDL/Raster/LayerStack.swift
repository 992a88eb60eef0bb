import CSDL2
import Foundation

/// The offscreen layers a ``DisplayListRenderer`` draws `.beginLayer` … `.endLayer` runs into
/// (see ``DisplayLayer``), and their compositing.
///
/// Each open layer is a transparent ARGB8888 software canvas the size of the output (one kept per
/// nesting depth, from frame to frame), cleared over the layer's extent when it begins; items
/// inside are drawn into it by the same exact rasterizer, text and image painters as everywhere.
/// When the layer ends, its pixels over the extent become ``LayerPixels``, get the layer's effect
/// (blur: σ = radius × scale pixels; colour matrix), and are composited onto the layer beneath —
/// or the page — with the begin item's opacity and clips, in its blend mode, or as an alpha mask
/// of the layer beneath over that layer's whole extent; only inside the renderer's clip rectangle
/// of the canvas beneath when one is set (a repaint limited to damage).
///
/// Onto a headless page (a surface) the composite is written straight into it. Onto a window
/// (no surface: a GPU renderer), the page's pixels under the extent are read back
/// (`SDL_RenderReadPixels`), composited on the CPU by the same code, and drawn back as a texture
/// with blending off — one exact path for every blend mode, where SDL's fixed-function blend
/// factors cannot express most of them (screen, overlay, plusDarker…) on a translucent layer.
///
/// Chosen by measurement (`motion-bench layers`: twelve 240 × 160-point cards, each a compositing
/// group at 50 %, in a 1280 × 800 frame at scale 1; release build, medians of 60 frames on 2 shared
/// cores, so the spread between runs is wide):
///
/// | target                         | software layers (this) | GPU target texture | same items, no layers |
/// |--------------------------------|------------------------|--------------------|-----------------------|
/// | headless                       | 33–54 ms               | —                  | 15–36 ms              |
/// | window, SDL software renderer  | 38–46 ms               | 23–29 ms           | —                     |
/// | window, OpenGL (llvmpipe, Xvfb)| 51–90 ms               | 48–72 ms           | —                     |
///
/// A target texture is cheaper only for what it can do alone — a plain group at an opacity: a blur,
/// a colour matrix or most blend modes need the layer's pixels on the CPU, and reading them back
/// (1–2 ms for these twelve layers on llvmpipe, far more on a real GPU, which stalls) comes on top,
/// besides their maths. Software layers keep one exact path for every effect, pixel for pixel the
/// same headless and in a window (checked by a test).
///
/// ```swift
/// var layers = LayerStack()
/// let target = layers.begin(item, over: canvas)      // draw the layer's items on `target`
/// layers.end(onto: canvas, blurrer: &shadows, rasterizer: &rasterizer)
/// ```
struct LayerStack {
    private struct Open {
        let item: DisplayItem
        /// Nil when SDL could not make the layer's surface: its items then draw straight beneath.
        let canvas: HeadlessCanvas?
        /// The canvas pixels the layer holds and composites.
        let extent: PixelRect
    }

    private var open: [Open] = []
    private var canvases: [HeadlessCanvas] = []

    /// Whether a layer is open.
    var isEmpty: Bool { open.isEmpty }

    /// Where items are drawn now: the innermost open layer, else `page`.
    func target(page: SDLCanvas) -> SDLCanvas {
        guard let last = open.last else { return page }
        return last.canvas?.canvas ?? target(below: open.count - 1, page: page)
    }

    /// The canvas beneath the layer at `index` of the open ones.
    private func target(below index: Int, page: SDLCanvas) -> SDLCanvas {
        for layer in open[..<index].reversed() { if let canvas = layer.canvas { return canvas.canvas } }
        return page
    }

    /// Opens the layer of a `.beginLayer` item drawn over `page`; returns the canvas to draw into.
    mutating func begin(_ item: DisplayItem, over page: SDLCanvas) -> SDLCanvas {
        let size = page.pixelSize
        let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let extent: PixelRect
        if item.layer?.compositing == .alphaMask {
            extent = open.last?.extent ?? whole
        } else {
            let clip = ClipMask(clips: item.clips, scale: page.scale, canvas: whole)
            let scaled = item.bounds.isNull ? CGRect.null
                : item.bounds.applying(CGAffineTransform(scaleX: CGFloat(page.scale), y: CGFloat(page.scale)))
            extent = PixelRect(covering: scaled).intersection(clip.region)
        }
        let canvas = layerCanvas(depth: open.count, like: page)
        if let surface = canvas?.canvas.surface, let canvas {
            canvas.canvas.withLockedSurface(surface) { locked in
                guard !extent.isEmpty else { return }
                for y in extent.y..<extent.maxY { locked.row(y).pointer(extent.x).initialize(repeating: 0, count: extent.width) }
            }
        }
        open.append(Open(item: item, canvas: canvas, extent: extent))
        return target(page: page)
    }

    /// Ends a frame on every layer canvas (see ``SDLCanvas/endFrame()``).
    func endFrame() {
        for layer in canvases { layer.canvas.endFrame() }
    }

    /// The software canvas of nesting depth `depth`, the size and scale of `page` (nil when SDL
    /// cannot make one).
    private mutating func layerCanvas(depth: Int, like page: SDLCanvas) -> HeadlessCanvas? {
        let size = page.pixelSize
        if depth < canvases.count, canvases[depth].pixelWidth == size.width, canvases[depth].pixelHeight == size.height,
           canvases[depth].canvas.scale == page.scale {
            return canvases[depth]
        }
        guard let made = try? HeadlessCanvas(size: CGSize(width: Double(max(size.width, 1)) / page.scale,
                                                          height: Double(max(size.height, 1)) / page.scale),
                                             scale: page.scale, opaque: false) else { return nil }
        if depth < canvases.count { canvases[depth] = made } else { canvases.append(made) }
        return made
    }

    /// Closes the innermost layer and composites it onto the layer beneath, or onto `page`.
    mutating func end(onto page: SDLCanvas, blurrer: inout ShadowRenderer, rasterizer: inout PolygonRasterizer) {
        guard let layer = open.popLast(), let description = layer.item.layer,
              let surface = layer.canvas?.canvas.surface else { return }
        let opacity = layer.item.opacity == layer.item.opacity ? min(max(layer.item.opacity, 0), 1) : 0
        var pixels = LayerPixels(rect: .empty)
        layer.canvas?.canvas.withLockedSurface(surface) { locked in pixels = LayerPixels(reading: locked, rect: layer.extent) }
        let scale = page.scale
        switch description.effect {
        case .none:
            break
        case .blur(let radius, let opaque):
            let sigma = min(Double(radius) * scale, Double(max(layer.extent.width, layer.extent.height)))
            let frame = opaque ? PixelRect(covering: layer.item.localRect.applying(layer.item.transform)
                .applying(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))) : nil
            pixels.blur(sigma: sigma.isFinite ? sigma : 0, clampedTo: frame, using: &blurrer)
        case .colorMatrix(let matrix):
            pixels.apply(matrix)
        }
        let size = page.pixelSize
        let clip = ClipMask(clips: layer.item.clips, scale: scale, canvas: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        let coverage = clip.isRectangular ? nil : clip.coverage(over: layer.extent, using: &rasterizer)
        let below = target(page: page)
        // Only inside the renderer's clip rectangle of the canvas beneath (a repaint limited to damage).
        let allowed = below.rendererClip.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) }
        let region = allowed.map { clip.region.intersection($0) } ?? clip.region
        switch description.compositing {
        case .alphaMask:
            guard let belowSurface = below.surface else { return }
            below.withLockedSurface(belowSurface) { locked in
                pixels.mask(locked, within: allowed.map { layer.extent.intersection($0) } ?? layer.extent, opacity: opacity,
                            region: region, coverage: coverage)
            }
        case .blend(let mode):
            if let belowSurface = below.surface {
                below.withLockedSurface(belowSurface) { locked in
                    pixels.composite(onto: locked, mode: mode, opacity: opacity, region: region, coverage: coverage)
                }
            } else {
                compositeThroughReadBack(pixels, onto: below, mode: mode, opacity: opacity, region: region, coverage: coverage)
            }
        }
    }

    /// Composites onto a canvas without a surface: reads its pixels under the layer back, blends
    /// them on the CPU, and draws them back with blending off.
    private func compositeThroughReadBack(_ pixels: LayerPixels, onto canvas: SDLCanvas, mode: BlendMode, opacity: Double,
                                          region: PixelRect, coverage: CoverageMask?) {
        let size = canvas.pixelSize
        var area = pixels.rect.intersection(region).intersection(PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        if let coverage { area = area.intersection(coverage.rect) }
        guard !area.isEmpty else { return }
        var rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        var buffer = [UInt32](repeating: 0, count: area.area)
        let read = buffer.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(canvas.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(area.width * 4))
        }
        guard read == 0 else {
            canvas.lastError = .drawFailed(call: "SDL_RenderReadPixels", sdlMessage: SDLError.lastMessage())
            return
        }
        buffer.withUnsafeMutableBytes { bytes in
            let surface = LockedSurface(pixels: bytes.baseAddress!, width: area.width, height: area.height,
                                        pitch: area.width * 4, hasAlpha: false)
            pixels.composite(onto: surface, mode: mode, opacity: opacity, region: region, coverage: coverage, origin: (area.x, area.y))
        }
        guard let texture = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(area.width), Int32(area.height)) else {
            canvas.lastError = .drawFailed(call: "SDL_CreateTexture", sdlMessage: SDLError.lastMessage())
            return
        }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        let updated = buffer.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(area.width * 4)) }
        if updated != 0 || SDL_RenderCopy(canvas.renderer, texture, nil, &rect) != 0 {
            canvas.lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
        }
    }

    /// Closes every layer still open (a list that ends inside a layer).
    mutating func endAll(onto page: SDLCanvas, blurrer: inout ShadowRenderer, rasterizer: inout PolygonRasterizer) {
        while !open.isEmpty { end(onto: page, blurrer: &blurrer, rasterizer: &rasterizer) }
    }
}
