import CSDL2
import Foundation

extension DisplayListRenderer {
    /// Repaints only `damage` (``DisplayListDamage``, device pixels) of a canvas that holds the
    /// picture of the list the damage was computed from: each rectangle in turn is cleared to
    /// `background` and every item whose footprint (``DisplayListDamage/footprint(of:scale:)``)
    /// meets it is drawn again, clipped to it (the renderer's clip rectangle, which every drawing
    /// path honours). A layer meeting it is drawn whole into its offscreen layer and composited
    /// inside the rectangle. The pixels are exactly those of ``render(_:on:background:)``; pixels
    /// outside the damage are left as they are. Empty damage draws nothing.
    ///
    /// ```swift
    /// let damage = DisplayListDamage(from: previous, to: list, width: 1280, height: 800, scale: 1)
    /// renderer.render(list, on: canvas, background: .white, damage: damage)
    /// ```
    public func render(_ list: DisplayList, on canvas: SDLCanvas, background: Color = .white, damage: DisplayListDamage) {
        guard !damage.isEmpty else { return }
        beginFrame()
        for rect in damage.rects {
            var clip = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            SDL_RenderSetClipRect(canvas.renderer, &clip)
            DisplayListRenderer.replace(clip, with: background, on: canvas)
            draw(list.items, on: canvas, meeting: rect)
        }
        SDL_RenderSetClipRect(canvas.renderer, nil)
        endFrame(on: canvas)
    }

    /// Sets every pixel of `rect` to `color` (no blending), as ``SDLCanvas/clear(_:)`` does the
    /// whole canvas. On a canvas with a surface (headless) the pixels are written here, with the
    /// value SDL's own fill would write (`SDL_MapRGBA`): SDL's fill streams past the CPU cache,
    /// and the edges drawn next read those pixels back.
    private static func replace(_ rect: SDL_Rect, with color: Color, on canvas: SDLCanvas) {
        var rect = rect
        let pixel = PixelColor(color)
        if let surface = canvas.surface {
            let value = SDL_MapRGBA(surface.pointee.format, pixel.r, pixel.g, pixel.b, pixel.a)
            canvas.withLockedSurface(surface) { locked in
                guard let area = locked.bounds(clippedTo: rect) else { return }
                for y in area.top...area.bottom {
                    locked.row(y).pointer(area.left).update(repeating: value, count: area.right - area.left + 1)
                }
            }
            return
        }
        SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(canvas.renderer, pixel.r, pixel.g, pixel.b, pixel.a)
        if SDL_RenderFillRect(canvas.renderer, &rect) != 0 {
            canvas.lastError = .drawFailed(call: "SDL_RenderFillRect", sdlMessage: SDLError.lastMessage())
        }
        SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND)
    }
}
