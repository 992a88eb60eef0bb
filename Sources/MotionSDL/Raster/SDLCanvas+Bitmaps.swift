import CSDL2
import Foundation

extension SDLCanvas {
    /// Draws `bitmap` mapped by `transform` (bitmap pixels → window points) in `tint`, blended over
    /// what is there, clipped to `clip` (window points) and to the renderer's clip rectangle.
    ///
    /// A transform that is a pure translation once scaled to device pixels is snapped to whole
    /// pixels, so text and images at their natural pixel size stay crisp. A headless canvas
    /// (``MeshBackend/exactSoftware``) blends exactly with ``BitmapCompositor``; what resampling
    /// gives (any transform but a whole-pixel translation) is kept for the next frames, keyed by
    /// `texture` (which stands for one bitmap), the device transform, the tint and the drawable
    /// pixels (``resampleCacheByteLimit``, least recently used first out, and dropped after
    /// ``resampleCacheIdleFrameLimit`` frames without a draw), so a still, scaled image
    /// is only blended again — the pixels are the same as resampling anew. Any other canvas
    /// draws `texture`'s SDL texture: `SDL_RenderCopy` for a translation, `SDL_RenderCopyExF` for
    /// rotations and scales along the bitmap's axes (with a flip for mirror images), and a textured
    /// `SDL_RenderGeometry` quad for a skew. Colour bitmaps are modulated by `tint` (white leaves
    /// them unchanged); masks take its colour. A singular or non-finite transform draws nothing.
    func drawBitmap(_ bitmap: Bitmap, texture: CanvasTexture, transform: CGAffineTransform, tint: PixelColor,
                    clip: CGRect? = nil) {
        guard !bitmap.isEmpty, tint.a > 0 else { return }
        let device = deviceTransform(transform)
        guard [device.a, device.b, device.c, device.d, device.tx, device.ty].allSatisfy({ $0.isFinite }),
              device.determinant != 0 else { return }
        let isTranslation = BitmapCompositor.isWholePixelTranslation(device)
        var clipPixels: SDL_Rect?
        if let clip {
            guard let rect = pixelRect(coveringCentresIn: clip) else { return }
            clipPixels = rect
        }
        if meshBackend == .exactSoftware, let surface {
            composite(bitmap, texture: texture, transform: device, tint: tint, clip: clipPixels, surface: surface)
        } else {
            drawTexture(bitmap, texture: texture, transform: device, tint: tint, clip: clipPixels,
                        isTranslation: isTranslation)
        }
    }

    /// `transform` (bitmap pixels → window points) followed by the canvas's scale, snapped to whole
    /// pixels when it is a translation there (within 1e-9), as bitmaps are placed.
    func deviceTransform(_ transform: CGAffineTransform) -> CGAffineTransform {
        let device = transform.concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
        let isTranslation = abs(device.a - 1) < 1e-9 && abs(device.d - 1) < 1e-9
            && abs(device.b) < 1e-9 && abs(device.c) < 1e-9
        guard isTranslation, device.tx.isFinite, device.ty.isFinite else { return device }
        return CGAffineTransform(translationX: device.tx.rounded(), y: device.ty.rounded())
    }

    /// The intersection of the bounding boxes of `clips` (window points), nil when there are none,
    /// `.null` when they do not overlap: what painters clip a display item's bitmap to.
    static func clipBox(_ clips: [[CGPoint]]) -> CGRect? {
        guard !clips.isEmpty else { return nil }
        var box = CGRect.infinite
        for polygon in clips {
            guard let first = polygon.first else { return .null }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for p in polygon {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            box = box.intersection(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            if box.isNull { return .null }
        }
        return box
    }

    /// The pixels whose centres lie in `rect` (window points), nil when there are none.
    func pixelRect(coveringCentresIn rect: CGRect) -> SDL_Rect? {
        guard !rect.isNull else { return nil }
        let s = Double(scale)
        let limit = Double(SDLError.maximumPixelDimension) * 4
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
        let x0 = clamp((Double(rect.minX) * s - 0.5).rounded(.up))
        let x1 = clamp((Double(rect.maxX) * s - 0.5).rounded(.down))
        let y0 = clamp((Double(rect.minY) * s - 0.5).rounded(.up))
        let y1 = clamp((Double(rect.maxY) * s - 0.5).rounded(.down))
        guard x0 <= x1, y0 <= y1 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0 + 1), h: Int32(y1 - y0 + 1))
    }

    /// Narrows the renderer's clip rectangle to `clip` (pixels; nil leaves it) and returns what
    /// restores it, or nil (nothing changed) when the intersection is empty and nothing can draw.
    func narrowRendererClip(to clip: SDL_Rect?) -> (() -> Void)? {
        guard let clip else { return {} }
        let previousClip = rendererClip
        var combined = SDLCanvas.intersect(previousClip, clip)!
        guard combined.w > 0, combined.h > 0 else { return nil }
        SDL_RenderSetClipRect(renderer, &combined)
        return { [renderer] in
            if var previousClip { SDL_RenderSetClipRect(renderer, &previousClip) } else { SDL_RenderSetClipRect(renderer, nil) }
        }
    }

    /// The renderer's clip rectangle in pixels, or nil when clipping is off.
    var rendererClip: SDL_Rect? {
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { return nil }
        var rect = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &rect)
        return rect
    }

    static func intersect(_ a: SDL_Rect?, _ b: SDL_Rect?) -> SDL_Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(x1 - x0, 0), h: max(y1 - y0, 0))
    }

    private func composite(_ bitmap: Bitmap, texture: CanvasTexture, transform: CGAffineTransform, tint: PixelColor,
                           clip: SDL_Rect?, surface: UnsafeMutablePointer<SDL_Surface>) {
        withLockedSurface(surface) { locked in
            let compositor = BitmapCompositor(surface: locked, clip: SDLCanvas.intersect(rendererClip, clip))
            composite(bitmap, texture: texture, transform: transform, tint: tint, with: compositor)
        }
    }

    private func composite(_ bitmap: Bitmap, texture: CanvasTexture, transform: CGAffineTransform, tint: PixelColor,
                           with compositor: BitmapCompositor) {
        guard let bounds = compositor.drawableBounds(bitmap, transform: transform, tint: tint) else { return }
        if BitmapCompositor.isWholePixelTranslation(transform) {
            compositor.draw(bitmap, transform: transform, tint: tint)
            return
        }
        let key = ResampleKey(texture: ObjectIdentifier(texture), matrix: ProjectionTransform(transform),
                              tint: tint, left: bounds.left, top: bounds.top, right: bounds.right, bottom: bounds.bottom)
        blendResampled(key: key, texture: texture, with: compositor) {
            compositor.resampled(bitmap, transform: transform, tint: tint, bounds: bounds)
        }
    }

    /// Blends the kept resampled bitmap of `key`, or resamples it with `resample`, keeps it when
    /// it fits the cache, and blends it.
    func blendResampled(key: ResampleKey, texture: CanvasTexture, with compositor: BitmapCompositor,
                        resample: () -> BitmapCompositor.Resampled?) {
        if let entry = resampledBitmaps.value(forKey: key) {
            compositor.blend(entry.resampled)
            return
        }
        guard let resampled = resample() else { return }
        if resampled.byteCount <= SDLCanvas.resampleCacheByteLimit {
            resampledBitmaps.insert(ResampleEntry(texture: texture, resampled: resampled), forKey: key, cost: resampled.byteCount)
        }
        compositor.blend(resampled)
    }

    // MARK: Resampled bitmaps

    /// The most bytes of resampled bitmaps a headless canvas keeps (8 MiB; a resampled pixel takes
    /// 32 bytes, so about 260,000 pixels). A larger one is drawn without being kept.
    static let resampleCacheByteLimit = 8 << 20
    /// The most resampled bitmaps a headless canvas keeps.
    static let resampleCacheCountLimit = 128
    /// How many whole frames (``endFrame()``) a resampled bitmap is kept without being drawn: 600,
    /// ten seconds at 60 fps.
    static let resampleCacheIdleFrameLimit = 600

    /// Ends a frame: drops the resampled bitmaps no frame drew for more than
    /// ``resampleCacheIdleFrameLimit`` frames, and the gradient colours none drew for more than
    /// ``gradientShadeIdleFrameLimit``. ``DisplayListRenderer`` calls it after each frame.
    func endFrame() {
        resampledBitmaps.endFrame()
        gradientShades.endFrame()
    }

    /// What a resampled bitmap depends on: the bitmap (by its texture object, which the entry keeps
    /// alive so the identifier cannot be reused), the device transform (affine or projective), the
    /// tint and the drawable pixels (surface ∩ clips).
    struct ResampleKey: Hashable {
        let texture: ObjectIdentifier
        let matrix: ProjectionTransform
        let tint: PixelColor
        let left: Int, top: Int, right: Int, bottom: Int
    }

    /// A kept resampled bitmap, with the texture object that names its bitmap.
    struct ResampleEntry {
        let texture: CanvasTexture
        let resampled: BitmapCompositor.Resampled
    }

    /// How many bitmap draws on this canvas reused a resampled bitmap, and how many resampled anew.
    var resampleCacheCounts: (hits: Int, misses: Int) { (resampledBitmaps.hits, resampledBitmaps.misses) }

    private func drawTexture(_ bitmap: Bitmap, texture: CanvasTexture, transform t: CGAffineTransform,
                             tint: PixelColor, clip: SDL_Rect?, isTranslation: Bool) {
        guard let sdlTexture = texture.texture(for: self, bitmap: bitmap) else { return }
        guard let restoreClip = narrowRendererClip(to: clip) else { return }
        defer { restoreClip() }
        SDL_SetTextureScaleMode(sdlTexture, isTranslation ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        let w = Double(bitmap.width), h = Double(bitmap.height)
        let sx = Double((t.a * t.a + t.b * t.b).squareRoot()), sy = Double((t.c * t.c + t.d * t.d).squareRoot())
        let orthogonal = abs(Double(t.a * t.c + t.b * t.d)) <= 1e-9 * sx * sy
        let result: Int32
        let call: String
        if isTranslation || orthogonal {
            SDL_SetTextureColorMod(sdlTexture, tint.r, tint.g, tint.b)
            SDL_SetTextureAlphaMod(sdlTexture, tint.a)
            if isTranslation {
                var rect = SDL_Rect(x: Int32(t.tx), y: Int32(t.ty), w: Int32(bitmap.width), h: Int32(bitmap.height))
                result = SDL_RenderCopy(renderer, sdlTexture, nil, &rect)
                call = "SDL_RenderCopy"
            } else {
                // Rotate the bitmap's x axis to (a, b); a y axis pointing the other way than the
                // rotated one is a mirror image: flip vertically first.
                let angle = atan2(Double(t.b), Double(t.a))
                let mirrored = -sin(angle) * Double(t.c) + cos(angle) * Double(t.d) < 0
                let centre = CGPoint(x: w / 2, y: h / 2).applying(t)
                var rect = SDL_FRect(x: Float(Double(centre.x) - w * sx / 2), y: Float(Double(centre.y) - h * sy / 2),
                                     w: Float(w * sx), h: Float(h * sy))
                result = SDL_RenderCopyExF(renderer, sdlTexture, nil, &rect, angle * 180 / .pi, nil,
                                           mirrored ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE)
                call = "SDL_RenderCopyExF"
            }
        } else {
            SDL_SetTextureColorMod(sdlTexture, 255, 255, 255)
            SDL_SetTextureAlphaMod(sdlTexture, 255)
            let corners = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]
            let vertices = corners.map { corner -> SDL_Vertex in
                let p = CGPoint(x: corner.0, y: corner.1).applying(t)
                return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: tint.sdl,
                                  tex_coord: SDL_FPoint(x: Float(corner.0 / w), y: Float(corner.1 / h)))
            }
            let indices: [Int32] = [0, 1, 2, 0, 2, 3]
            result = SDL_RenderGeometry(renderer, sdlTexture, vertices, 4, indices, 6)
            call = "SDL_RenderGeometry"
        }
        if result != 0 { lastError = .drawFailed(call: call, sdlMessage: SDLError.lastMessage()) }
    }
}
