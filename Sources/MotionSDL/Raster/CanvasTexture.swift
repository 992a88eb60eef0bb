import CSDL2
import Foundation

/// The SDL texture of one ``Bitmap`` for one canvas's renderer, made on first use and kept while it
/// is drawn on that canvas (textures belong to a renderer). Drawn on another canvas, it is made
/// anew for that one. It destroys its texture when it goes away — unless the canvas has gone first,
/// since destroying a renderer destroys its textures.
///
/// ```swift
/// let texture = CanvasTexture()
/// if let sdlTexture = texture.texture(for: canvas, bitmap: run) { /* SDL_RenderCopy … */ }
/// ```
final class CanvasTexture {
    private var texture: OpaquePointer?
    private weak var owner: SDLCanvas?
    /// How many textures this object has made (a second frame on the same canvas makes none).
    private(set) var creations = 0

    init() {}

    deinit { release() }

    /// The texture of `bitmap` for `canvas`'s renderer, made now if needed; nil when SDL refuses
    /// (the reason is in the canvas's ``SDLCanvas/lastError``) or the bitmap is empty.
    func texture(for canvas: SDLCanvas, bitmap: Bitmap) -> OpaquePointer? {
        if let texture, owner === canvas { return texture }
        release()
        guard !bitmap.isEmpty else { return nil }
        guard let made = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                           Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                           Int32(bitmap.width), Int32(bitmap.height)) else {
            canvas.lastError = .drawFailed(call: "SDL_CreateTexture", sdlMessage: SDLError.lastMessage())
            return nil
        }
        let pixels = bitmap.argb8888()
        let updated = pixels.withUnsafeBytes { raw in
            SDL_UpdateTexture(made, nil, raw.baseAddress, Int32(bitmap.width * 4))
        }
        if updated != 0 {
            canvas.lastError = .drawFailed(call: "SDL_UpdateTexture", sdlMessage: SDLError.lastMessage())
            SDL_DestroyTexture(made)
            return nil
        }
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
        texture = made
        owner = canvas
        creations += 1
        return made
    }

    /// Destroys the texture if its canvas is still alive; forgets it either way.
    func release() {
        if let texture, owner != nil { SDL_DestroyTexture(texture) }
        texture = nil
        owner = nil
    }
}
