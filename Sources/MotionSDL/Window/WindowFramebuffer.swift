import CSDL2
import Foundation

/// A window's picture kept in memory from frame to frame, so a frame repaints and uploads only
/// what changed: the display list is drawn into a software raster the size of the window (a
/// ``HeadlessCanvas``, the same exact pixels as headless), only over its damage since the frame
/// before (``DisplayListDamage``, ``DisplayListRenderer/render(_:on:background:damage:)``); the
/// damaged rectangles alone are uploaded (`SDL_UpdateTexture`) into a streaming texture that holds
/// the whole picture, and the texture is copied to the window's back buffer (a copy on the GPU, no
/// upload), ready for ``SDLCanvas/present()``. On a window whose canvas
/// ``SDLCanvas/presentsRegions`` (SDL's software renderer, drawing into the window's own pixels)
/// only the damaged rectangles are copied, and the next present is limited to them
/// (``SDLCanvas/limitNextPresent(to:)``): the display receives the damage alone.
///
/// The whole window is repainted and uploaded on the first frame, after a change of pixel size,
/// scale, background or canvas, and when damage covers most of the window
/// (``DisplayListDamage/fullRepaintCoverage``). ``uploadedPixels`` counts what the last frame
/// uploaded. With ``flashesDamage`` on (the player's `F3`), the rectangles just repainted are
/// filled in translucent magenta and outlined over the picture on screen — in the back buffer
/// only, so the next frame shows the picture without them. When SDL cannot make the raster or the
/// texture, the frame is drawn straight on the window's canvas, whole (``uploadedPixels`` 0).
///
/// ```swift
/// let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
/// loop.run { frame in
///     framebuffer.draw(host.displayList, on: frame.canvas)
///     print(framebuffer.uploadedPixels)
/// }
/// ```
public final class WindowFramebuffer {
    /// Draws the display lists into the raster (its painters for text and images included).
    public let renderer: DisplayListRenderer
    /// Whether the repainted rectangles are flashed over the picture (off by default).
    public var flashesDamage = false
    /// What the last frame repainted; nil before the first.
    public private(set) var lastDamage: DisplayListDamage?
    /// The pixels the last frame uploaded to the window's texture.
    public private(set) var uploadedPixels = 0

    /// The flash's fill and outline colours.
    public static let flashFill = PixelColor(r: 255, g: 0, b: 255, a: 72)
    public static let flashOutline = PixelColor(r: 255, g: 0, b: 255, a: 220)

    private var raster: HeadlessCanvas?
    private var texture: OpaquePointer?
    private weak var textureOwner: SDLCanvas?
    /// The last list drawn into the raster and its background.
    private var drawn: (list: DisplayList, background: Color)?
    /// The rectangles flashed over the last frame, which the next one paints over again.
    private var flashed: [CGRect] = []

    /// A framebuffer drawing with `renderer`.
    ///
    /// ```swift
    /// let framebuffer = WindowFramebuffer(renderer: graphics.makeRenderer())
    /// ```
    public init(renderer: DisplayListRenderer) {
        self.renderer = renderer
    }

    deinit {
        if let texture, textureOwner != nil { SDL_DestroyTexture(texture) }
    }

    /// Repaints `list`'s damage since the last frame in the raster, uploads it, and copies the
    /// picture to `canvas` (a window's); returns the damage. Present the canvas afterwards.
    ///
    /// ```swift
    /// let damage = framebuffer.draw(list, on: window.canvas, background: .white)
    /// window.canvas.present()
    /// ```
    @discardableResult
    public func draw(_ list: DisplayList, on canvas: SDLCanvas, background: Color = .white) -> DisplayListDamage {
        let (width, height) = canvas.pixelSize
        guard let raster = prepareRaster(width: width, height: height, scale: canvas.scale),
              let texture = prepareTexture(for: canvas, width: width, height: height) else {
            renderer.render(list, on: canvas, background: background)
            drawn = nil
            uploadedPixels = 0
            lastDamage = .full(width: width, height: height)
            return .full(width: width, height: height)
        }
        var damage = DisplayListDamage.full(width: width, height: height)
        if let drawn, drawn.background == background {
            damage = DisplayListDamage(from: drawn.list, to: list, width: width, height: height, scale: canvas.scale)
        }
        if damage.isFull {
            renderer.render(list, on: raster.canvas, background: background)
        } else {
            renderer.render(list, on: raster.canvas, background: background, damage: damage)
        }
        drawn = (list, background)
        lastDamage = damage
        uploadedPixels = upload(damage, from: raster, to: texture, on: canvas)
        let changed = canvas.presentsRegions && !damage.isFull ? damage.rects + flashed : nil
        copy(texture, on: canvas, rects: changed)
        flashed = flashesDamage ? damage.rects : []
        if flashesDamage { flash(damage, on: canvas) }
        if let changed { canvas.limitNextPresent(to: changed) }
        return damage
    }

    /// Copies the picture from `texture` to `canvas`'s back buffer: the whole picture (`rects`
    /// nil), or only `rects` onto a window's own pixels, which keep the rest from the last frame.
    private func copy(_ texture: OpaquePointer, on canvas: SDLCanvas, rects: [CGRect]?) {
        guard let rects else {
            if SDL_RenderCopy(canvas.renderer, texture, nil, nil) != 0 {
                canvas.lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
            }
            return
        }
        for rect in rects {
            var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            if SDL_RenderCopy(canvas.renderer, texture, &area, &area) != 0 {
                canvas.lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
            }
        }
    }

    /// The raster for `width × height` pixels at `scale`, made anew (and the last frame forgotten)
    /// when either changed; nil when SDL cannot make it.
    private func prepareRaster(width: Int, height: Int, scale: Double) -> HeadlessCanvas? {
        if let raster, raster.pixelWidth == width, raster.pixelHeight == height, raster.canvas.scale == scale { return raster }
        drawn = nil
        raster = try? HeadlessCanvas(size: CGSize(width: Double(width) / scale, height: Double(height) / scale), scale: scale)
        guard let raster, raster.pixelWidth == width, raster.pixelHeight == height else {
            self.raster = nil
            return nil
        }
        return raster
    }

    /// The streaming texture of `canvas` the picture is uploaded into, made anew (and the last
    /// frame forgotten) for a new canvas or size; nil when SDL cannot make it.
    private func prepareTexture(for canvas: SDLCanvas, width: Int, height: Int) -> OpaquePointer? {
        if let texture, textureOwner === canvas {
            var w: Int32 = 0, h: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &w, &h)
            if Int(w) == width, Int(h) == height { return texture }
        }
        if let texture, textureOwner != nil { SDL_DestroyTexture(texture) }
        drawn = nil
        texture = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        textureOwner = canvas
        guard let texture else {
            canvas.lastError = .drawFailed(call: "SDL_CreateTexture", sdlMessage: SDLError.lastMessage())
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture
    }

    /// Uploads the damaged rectangles of the raster into `texture`; returns the pixels uploaded.
    private func upload(_ damage: DisplayListDamage, from raster: HeadlessCanvas, to texture: OpaquePointer,
                        on canvas: SDLCanvas) -> Int {
        guard let surface = raster.canvas.surface else { return 0 }
        raster.canvas.flush()
        var uploaded = 0
        raster.canvas.withLockedSurface(surface) { locked in
            for rect in damage.rects {
                var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
                let start = UnsafeRawPointer(locked.row(Int(area.y)).pointer(Int(area.x)))
                if SDL_UpdateTexture(texture, &area, start, Int32(locked.pitch)) == 0 {
                    uploaded += Int(area.w) * Int(area.h)
                } else {
                    canvas.lastError = .drawFailed(call: "SDL_UpdateTexture", sdlMessage: SDLError.lastMessage())
                }
            }
        }
        return uploaded
    }

    /// Fills and outlines the damaged rectangles on `canvas`'s back buffer.
    private func flash(_ damage: DisplayListDamage, on canvas: SDLCanvas) {
        var rects = damage.rects.map { SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height)) }
        guard !rects.isEmpty else { return }
        let fill = WindowFramebuffer.flashFill, outline = WindowFramebuffer.flashOutline
        SDL_SetRenderDrawColor(canvas.renderer, fill.r, fill.g, fill.b, fill.a)
        SDL_RenderFillRects(canvas.renderer, &rects, Int32(rects.count))
        SDL_SetRenderDrawColor(canvas.renderer, outline.r, outline.g, outline.b, outline.a)
        SDL_RenderDrawRects(canvas.renderer, &rects, Int32(rects.count))
    }
}
