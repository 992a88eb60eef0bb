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
        let area = drawableArea(of: mask)
        guard !area.isEmpty else { return }
        if meshBackend == .exactSoftware, let surface {
            blendIntoSurface(surface, mask: mask, area: area, color: pixel, alpha: alpha)
        } else {
            blendThroughTexture(mask: mask, area: area, color: pixel, alpha: alpha, output: output)
        }
    }

    /// The pixels of `mask` that may be drawn: inside the output and the renderer's clip rectangle.
    func drawableArea(of mask: CoverageMask) -> PixelRect {
        let output = pixelSize
        var area = mask.rect.intersection(PixelRect(x: 0, y: 0, width: output.width, height: output.height))
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            area = area.intersection(PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        return area
    }

    private func blendIntoSurface(_ surface: UnsafeMutablePointer<SDL_Surface>, mask: CoverageMask, area: PixelRect,
                                  color: PixelColor, alpha: Double) {
        withLockedSurface(surface) { locked in
            blend(mask, area: area, color: color, alpha: alpha, into: locked)
        }
    }

    private func blend(_ mask: CoverageMask, area: PixelRect, color: PixelColor, alpha: Double, into locked: LockedSurface) {
        let hasAlpha = locked.hasAlpha
        let sr = Double(color.r), sg = Double(color.g), sb = Double(color.b)
        let opaque = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let threshold = 0.5 / 255
        /// Blends pixel `x` of `row` at `a` = coverage × alpha.
        func blend(_ row: SurfaceRow, _ x: Int, _ a: Double) {
            if a >= 1 {
                row[x] = opaque
                return
            }
            guard a >= threshold else { return }
            // Straight-alpha "over": αo = αs + αd(1 − αs); Co = (Cs·αs + Cd·αd(1 − αs)) / αo,
            // which on an opaque destination (αd = 1) is Cd + (Cs − Cd)·αs. Every value is
            // non-negative, so + 0.5 and truncation rounds halves up, as `rounded()` does.
            let value = row[x]
            let dr = Double((value >> 16) & 0xFF), dg = Double((value >> 8) & 0xFF), db = Double(value & 0xFF)
            let da = hasAlpha ? Double(value >> 24) / 255 : 1
            if da == 1 {
                let r = dr + (sr - dr) * a, g = dg + (sg - dg) * a, b = db + (sb - db) * a
                row[x] = 0xFF00_0000 | UInt32(r + 0.5) << 16 | UInt32(g + 0.5) << 8 | UInt32(b + 0.5)
                return
            }
            let keep = da * (1 - a)
            let outAlpha = a + keep
            let r = (sr * a + dr * keep) / outAlpha
            let g = (sg * a + dg * keep) / outAlpha
            let b = (sb * a + db * keep) / outAlpha
            row[x] = UInt32(outAlpha * 255 + 0.5) << 24 | UInt32(r + 0.5) << 16 | UInt32(g + 0.5) << 8 | UInt32(b + 0.5)
        }
        // A row whose coverage is bit for bit the row above's (inside a rectangle) is drawn by
        // runs, found once for a stretch of such rows: full runs are filled without reading the
        // surface, blended runs are blended pixel by pixel, the rest is left alone.
        var runs: [(start: Int, end: Int, opaque: Bool)] = []
        var runsFound = false
        mask.values.withUnsafeBufferPointer { values in
            let rowBytes = area.width * MemoryLayout<Float>.stride
            for y in area.y..<area.maxY {
                let row = locked.row(y)
                let base = (y - mask.rect.y) * mask.rect.width - mask.rect.x
                guard y > area.y, memcmp(values.baseAddress! + base + area.x,
                                         values.baseAddress! + base - mask.rect.width + area.x, rowBytes) == 0 else {
                    runsFound = false
                    for x in area.x..<area.maxX {
                        let coverage = values[base + x]
                        if coverage > 0 { blend(row, x, Double(coverage) * alpha) }
                    }
                    continue
                }
                if !runsFound {
                    runs.removeAll(keepingCapacity: true)
                    for x in area.x..<area.maxX {
                        let a = Double(values[base + x]) * alpha
                        guard a >= threshold else { continue }
                        let full = a >= 1
                        if let last = runs.last, last.end == x, last.opaque == full {
                            runs[runs.count - 1].end = x + 1
                        } else {
                            runs.append((x, x + 1, full))
                        }
                    }
                    runsFound = true
                }
                for run in runs {
                    if run.opaque {
                        row.pointer(run.start).update(repeating: opaque, count: run.end - run.start)
                    } else {
                        for x in run.start..<run.end { blend(row, x, Double(values[base + x]) * alpha) }
                    }
                }
            }
        }
    }

    /// The output-sized streaming texture masks and shaded fills are blended through, made (or
    /// remade for a new output size) when needed; nil when SDL cannot make it (recorded in ``lastError``).
    func streamingCoverageTexture(output: (width: Int, height: Int)) -> OpaquePointer? {
        if coverageTexture.pointer == nil || coverageTexture.width != output.width || coverageTexture.height != output.height {
            if let old = coverageTexture.pointer { SDL_DestroyTexture(old) }
            coverageTexture.pointer = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                        Int32(output.width), Int32(output.height))
            coverageTexture.width = output.width
            coverageTexture.height = output.height
            guard let texture = coverageTexture.pointer else {
                lastError = .drawFailed(call: "SDL_CreateTexture", sdlMessage: SDLError.lastMessage())
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        }
        return coverageTexture.pointer
    }

    private func blendThroughTexture(mask: CoverageMask, area: PixelRect, color: PixelColor, alpha: Double,
                                     output: (width: Int, height: Int)) {
        guard let texture = streamingCoverageTexture(output: output) else { return }
        let alphaByte = PixelColor.byte(alpha)
        // A fully covered rectangle inside the mask is a plain filled rectangle (no upload); the
        // strips around it go through the texture.
        let solid = CoverageMask.solidRectangle(in: mask, within: area)
        var strips: [PixelRect] = []
        if let solid {
            strips = [PixelRect(x: area.x, y: area.y, width: area.width, height: solid.y - area.y),
                      PixelRect(x: area.x, y: solid.maxY, width: area.width, height: area.maxY - solid.maxY),
                      PixelRect(x: area.x, y: solid.y, width: solid.x - area.x, height: solid.height),
                      PixelRect(x: solid.maxX, y: solid.y, width: area.maxX - solid.maxX, height: solid.height)]
                .filter { !$0.isEmpty }
        } else {
            strips = [area]
        }
        // Upload every strip first (they do not overlap), then draw: SDL flushes queued drawing
        // once per update of a texture that queued drawing uses.
        var uploaded: [SDL_Rect] = []
        for strip in strips {
            let count = strip.area
            if coverageTexture.staging.count < count {
                coverageTexture.staging = [UInt32](repeating: 0, count: count)
            }
            coverageTexture.staging.withUnsafeMutableBufferPointer { staging in
                mask.values.withUnsafeBufferPointer { values in
                    for y in 0..<strip.height {
                        let from = (strip.y + y - mask.rect.y) * mask.rect.width + (strip.x - mask.rect.x)
                        let to = y * strip.width
                        for x in 0..<strip.width {
                            staging[to + x] = UInt32(values[from + x] * 255 + 0.5) << 24 | 0x00FF_FFFF
                        }
                    }
                }
            }
            var rect = SDL_Rect(x: Int32(strip.x), y: Int32(strip.y), w: Int32(strip.width), h: Int32(strip.height))
            let updated = coverageTexture.staging.withUnsafeBytes { bytes in
                SDL_UpdateTexture(texture, &rect, bytes.baseAddress, Int32(strip.width * 4))
            }
            if updated == 0 {
                uploaded.append(rect)
            } else {
                lastError = .drawFailed(call: "SDL_UpdateTexture", sdlMessage: SDLError.lastMessage())
            }
        }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, alphaByte)
        for var rect in uploaded where SDL_RenderCopy(renderer, texture, &rect, &rect) != 0 {
            lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
        }
        if let solid {
            var rect = SDL_Rect(x: Int32(solid.x), y: Int32(solid.y), w: Int32(solid.width), h: Int32(solid.height))
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, alphaByte)
            if SDL_RenderFillRect(renderer, &rect) != 0 {
                lastError = .drawFailed(call: "SDL_RenderFillRect", sdlMessage: SDLError.lastMessage())
            }
        }
    }
}
