import CSDL2
import Foundation

/// The streaming texture a canvas without a surface (a window's) blends coverage masks through:
/// as large as the output, white, with each mask's coverage in its alpha channel.
struct CoverageTexture {
    var pointer: OpaquePointer?
    var width = 0
    var height = 0
    var staging: [UInt32] = []
}

extension SDLCanvas {
    /// Blends `color`, its alpha multiplied by `opacity` and by each pixel's coverage, over the
    /// canvas through `mask` (device pixels; pixels outside the output are ignored).
    ///
    /// On a headless canvas (``MeshBackend/exactSoftware``) the blend is written straight into the
    /// surface in double precision — straight-alpha "over", rounded once to the nearest byte, so an
    /// opaque colour is exact bit for bit where coverage is 1 and a half-covered pixel gets exactly
    /// half. A contribution below half a byte (coverage × alpha < 0.5 / 255) is skipped: on an
    /// opaque canvas it could not change the pixel. On a window (and on a headless canvas set to
    /// ``MeshBackend/renderGeometry``) the mask's coverage goes, rounded to bytes, into the alpha of
    /// a white streaming texture that is drawn over the mask's rectangle with the colour as
    /// colour-mod and the alpha as alpha-mod (SDL_BLENDMODE_BLEND), so the GPU blends it.
    /// The renderer's clip rectangle, when set, is honoured. A colour or opacity that is NaN counts
    /// as transparent; opacities clamp to 0…1.
    ///
    /// ```swift
    /// var rasterizer = PolygonRasterizer()
    /// let mask = rasterizer.rasterize([triangle], scale: canvas.scale, fillRule: .nonZero,
    ///                                 within: PixelRect(x: 0, y: 0, width: 200, height: 200))
    /// canvas.draw(mask, color: .blue, opacity: 0.5)
    /// ```
    public func draw(_ mask: CoverageMask, color: Color, opacity: Double = 1) {
        func unit(_ value: Double) -> Double { value == value ? min(max(value, 0), 1) : 0 }
        let alpha = unit(color.opacity) * unit(opacity)
        guard alpha > 0, !mask.rect.isEmpty else { return }
        let pixel = PixelColor(color)
        let output = pixelSize
        var area = mask.rect.intersection(PixelRect(x: 0, y: 0, width: output.width, height: output.height))
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            area = area.intersection(PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard !area.isEmpty else { return }
        if meshBackend == .exactSoftware, let surface {
            blendIntoSurface(surface, mask: mask, area: area, color: pixel, alpha: alpha)
        } else {
            blendThroughTexture(mask: mask, area: area, color: pixel, alpha: alpha, output: output)
        }
    }

    private func blendIntoSurface(_ surface: UnsafeMutablePointer<SDL_Surface>, mask: CoverageMask, area: PixelRect,
                                  color: PixelColor, alpha: Double) {
        SDL_RenderFlush(renderer)   // earlier SDL commands (clear, text, images) land first
        guard SDL_LockSurface(surface) == 0 else {
            lastError = .drawFailed(call: "SDL_LockSurface", sdlMessage: SDLError.lastMessage())
            return
        }
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        let hasAlpha = surface.pointee.format.pointee.Amask != 0
        let sr = Double(color.r), sg = Double(color.g), sb = Double(color.b)
        let opaque = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let threshold = 0.5 / 255
        mask.values.withUnsafeBufferPointer { values in
            for y in area.y..<area.maxY {
                let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                let base = (y - mask.rect.y) * mask.rect.width - mask.rect.x
                for x in area.x..<area.maxX {
                    let coverage = values[base + x]
                    guard coverage > 0 else { continue }
                    let a = Double(coverage) * alpha
                    if a >= 1 {
                        row[x] = opaque
                        continue
                    }
                    guard a >= threshold else { continue }
                    // Straight-alpha "over": αo = αs + αd(1 − αs); Co = (Cs·αs + Cd·αd(1 − αs)) / αo.
                    let value = row[x]
                    let dr = Double((value >> 16) & 0xFF), dg = Double((value >> 8) & 0xFF), db = Double(value & 0xFF)
                    let da = hasAlpha ? Double(value >> 24) / 255 : 1
                    let keep = da * (1 - a)
                    let outAlpha = a + keep
                    let r = (sr * a + dr * keep) / outAlpha
                    let g = (sg * a + dg * keep) / outAlpha
                    let b = (sb * a + db * keep) / outAlpha
                    let outA: UInt32 = hasAlpha ? UInt32((outAlpha * 255).rounded()) : 0xFF
                    row[x] = outA << 24 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
                }
            }
        }
    }

    private func blendThroughTexture(mask: CoverageMask, area: PixelRect, color: PixelColor, alpha: Double,
                                     output: (width: Int, height: Int)) {
        if coverageTexture.pointer == nil || coverageTexture.width != output.width || coverageTexture.height != output.height {
            if let old = coverageTexture.pointer { SDL_DestroyTexture(old) }
            coverageTexture.pointer = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                        Int32(output.width), Int32(output.height))
            coverageTexture.width = output.width
            coverageTexture.height = output.height
            guard let texture = coverageTexture.pointer else {
                lastError = .drawFailed(call: "SDL_CreateTexture", sdlMessage: SDLError.lastMessage())
                return
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        }
        guard let texture = coverageTexture.pointer else { return }
        let count = area.area
        if coverageTexture.staging.count < count {
            coverageTexture.staging = [UInt32](repeating: 0, count: count)
        }
        coverageTexture.staging.withUnsafeMutableBufferPointer { staging in
            mask.values.withUnsafeBufferPointer { values in
                for y in 0..<area.height {
                    let from = (area.y + y - mask.rect.y) * mask.rect.width + (area.x - mask.rect.x)
                    let to = y * area.width
                    for x in 0..<area.width {
                        let coverage = values[from + x]
                        staging[to + x] = UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
                    }
                }
            }
        }
        var rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        let updated = coverageTexture.staging.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, &rect, bytes.baseAddress, Int32(area.width * 4))
        }
        guard updated == 0 else {
            lastError = .drawFailed(call: "SDL_UpdateTexture", sdlMessage: SDLError.lastMessage())
            return
        }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, PixelColor.byte(alpha))
        if SDL_RenderCopy(renderer, texture, &rect, &rect) != 0 {
            lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
        }
    }
}
