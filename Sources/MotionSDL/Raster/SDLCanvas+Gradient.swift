import CSDL2
import Foundation

extension SDLCanvas {
    /// Blends `gradient` over the canvas through `mask` (device pixels): each pixel takes the
    /// gradient's colour at its centre — mapped back from device pixels by the canvas's scale and
    /// then by the inverse of `transform` (the gradient's local coordinates → window points), or of
    /// `projection` when the item was drawn under one (a `rotation3DEffect`: the exact projective
    /// inverse, so the gradient turns with the shape) — with its alpha multiplied by the pixel's
    /// coverage and by `opacity`.
    ///
    /// The colour is exact per pixel: ``GradientPaint/premultipliedComponents(at:)`` in double
    /// precision, then the same straight-alpha "over" as ``draw(_:color:opacity:)``, rounded once to
    /// the nearest byte on a headless canvas. A window's canvas writes each pixel's colour and alpha
    /// (rounded to bytes) into the streaming coverage texture, which the GPU blends. A contribution
    /// below half a byte is skipped. Opacity that is NaN counts as 0 and clamps to 0…1; a singular or
    /// non-finite transform draws nothing; the renderer's clip rectangle is honoured.
    ///
    /// A gradient drawn again under the same mapping over the same pixels (the next frame of a
    /// still scene, whatever its mask and opacity) is shaded from colours kept from the first time
    /// (``GradientShade/Table``, at most ``gradientShadeByteLimit`` bytes, each dropped after
    /// ``gradientShadeIdleFrameLimit`` frames unused): the same pixels, bit for bit, for the cost
    /// of the blend alone.
    ///
    /// ```swift
    /// let paint = GradientPaint(gradient: Gradient(colors: [.black, .white]),
    ///                           geometry: .linear(startPoint: .leading, endPoint: .trailing),
    ///                           bounds: CGRect(x: 0, y: 0, width: 100, height: 20))
    /// canvas.draw(mask, gradient: paint, transform: .identity)
    /// ```
    public func draw(_ mask: CoverageMask, gradient: GradientPaint, transform: CGAffineTransform,
                     projection: ProjectionTransform? = nil, opacity: Double = 1) {
        let opacity = opacity == opacity ? min(max(opacity, 0), 1) : 0
        let s = CGFloat(scale)
        var inverse = (projection ?? ProjectionTransform(transform))
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: s, y: s)))
        let entries = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23,
                       inverse.m31, inverse.m32, inverse.m33]
        guard opacity > 0, !gradient.stops.isEmpty, !mask.rect.isEmpty, entries.allSatisfy({ $0.isFinite }),
              inverse.invert() else { return }
        let area = drawableArea(of: mask)
        guard !area.isEmpty else { return }
        let shade = GradientShade(gradient: gradient, inverse: inverse, opacity: opacity)
        let table = keptShadeTable(GradientShade.Key(gradient: gradient, inverse: inverse, area: area), shade: shade)
        if meshBackend == .exactSoftware, let surface {
            withLockedSurface(surface) { locked in
                mask.values.withUnsafeBufferPointer { coverage in
                    for y in area.y..<area.maxY {
                        let row = locked.row(y)
                        shade.shadeRow(coverage, rect: mask.rect, area: area, y: y, table: table) { x, alpha, r, g, b in
                            locked.blend(row.pointer(x), alpha: alpha, source: (r, g, b))
                        }
                    }
                }
            }
        } else {
            blendShadedThroughTexture(mask, area: area, shade: shade, table: table)
        }
    }

    /// The most bytes of shaded gradient colours a canvas keeps (16 MiB; 32 bytes a pixel, so
    /// about 520,000 pixels). A larger table is not kept.
    static let gradientShadeByteLimit = 16 << 20
    /// The most gradient shade entries (tables and first sightings) a canvas keeps.
    static let gradientShadeCountLimit = 64
    /// How many whole frames (``endFrame()``) an entry is kept without being drawn: 60, a second
    /// at 60 fps.
    static let gradientShadeIdleFrameLimit = 60

    /// The kept colours for `key`: made from `shade` the second time in a row a frame draws the same
    /// gradient under the same mapping over the same pixels (a still gradient), nil the first time
    /// (an animated one changes its key every frame and is shaded directly, never tabulated).
    private func keptShadeTable(_ key: GradientShade.Key, shade: GradientShade) -> GradientShade.Table? {
        guard let kept = gradientShades.value(forKey: key) else {
            gradientShades.insert(nil, forKey: key, cost: 0)
            return nil
        }
        if let kept { return kept }
        let table = shade.table(over: key.area)
        if table.byteCount <= SDLCanvas.gradientShadeByteLimit {
            gradientShades.insert(table, forKey: key, cost: table.byteCount)
        }
        return table
    }

    private func blendShadedThroughTexture(_ mask: CoverageMask, area: PixelRect, shade: GradientShade,
                                           table: GradientShade.Table?) {
        guard let texture = streamingCoverageTexture(output: pixelSize) else { return }
        if coverageTexture.staging.count < area.area {
            coverageTexture.staging = [UInt32](repeating: 0, count: area.area)
        }
        coverageTexture.staging.withUnsafeMutableBufferPointer { staging in
            mask.values.withUnsafeBufferPointer { values in
                for y in area.y..<area.maxY {
                    let row = (y - area.y) * area.width - area.x
                    for x in area.x..<area.maxX { staging[row + x] = 0 }
                    shade.shadeRow(values, rect: mask.rect, area: area, y: y, table: table) { x, alpha, r, g, b in
                        staging[row + x] = UInt32(PixelColor.byte(alpha)) << 24
                            | UInt32((r + 0.5).clamped255) << 16 | UInt32((g + 0.5).clamped255) << 8 | UInt32((b + 0.5).clamped255)
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
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        if SDL_RenderCopy(renderer, texture, &rect, &rect) != 0 {
            lastError = .drawFailed(call: "SDL_RenderCopy", sdlMessage: SDLError.lastMessage())
        }
    }
}

private extension Double {
    /// Truncated to an integer in 0…255 (the value is already rounded by + 0.5).
    var clamped255: UInt8 { UInt8(min(max(self, 0), 255)) }
}
