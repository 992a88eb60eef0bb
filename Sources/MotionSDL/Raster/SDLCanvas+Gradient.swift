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
        if meshBackend == .exactSoftware, let surface {
            withLockedSurface(surface) { locked in
                shade.blend(mask, area: area, into: locked)
            }
        } else {
            blendShadedThroughTexture(mask, area: area, shade: shade)
        }
    }

    private func blendShadedThroughTexture(_ mask: CoverageMask, area: PixelRect, shade: GradientShade) {
        guard let texture = streamingCoverageTexture(output: pixelSize) else { return }
        if coverageTexture.staging.count < area.area {
            coverageTexture.staging = [UInt32](repeating: 0, count: area.area)
        }
        coverageTexture.staging.withUnsafeMutableBufferPointer { staging in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let (alpha, r, g, b) = shade.source(mask, x: x, y: y)
                    staging[(y - area.y) * area.width + (x - area.x)] = UInt32(PixelColor.byte(alpha)) << 24
                        | UInt32((r + 0.5).clamped255) << 16 | UInt32((g + 0.5).clamped255) << 8 | UInt32((b + 0.5).clamped255)
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

/// A gradient ready to shade device pixels: what each pixel of a mask blends.
private struct GradientShade {
    let gradient: GradientPaint
    /// Device pixels → the gradient's local coordinates.
    let inverse: ProjectionTransform
    let opacity: Double

    /// The alpha (0…1) and straight colour (0…255 channels) pixel (x, y) blends; alpha 0 blends nothing.
    func source(_ mask: CoverageMask, x: Int, y: Int) -> (alpha: Double, r: Double, g: Double, b: Double) {
        let coverage = Double(mask.coverage(x: x, y: y))
        guard coverage > 0 else { return (0, 0, 0, 0) }
        let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        let p = gradient.premultipliedComponents(at: centre)
        let alpha = p.a * coverage * opacity
        guard alpha >= 0.5 / 255 else { return (0, 0, 0, 0) }
        return (alpha, p.r / p.a * 255, p.g / p.a * 255, p.b / p.a * 255)
    }

    /// Blends the shaded mask over `area` of a locked surface.
    func blend(_ mask: CoverageMask, area: PixelRect, into locked: LockedSurface) {
        for y in area.y..<area.maxY {
            let row = locked.row(y)
            for x in area.x..<area.maxX {
                let (alpha, r, g, b) = source(mask, x: x, y: y)
                guard alpha > 0 else { continue }
                locked.blend(row.pointer(x), alpha: alpha, source: (r, g, b))
            }
        }
    }
}

private extension Double {
    /// Truncated to an integer in 0…255 (the value is already rounded by + 0.5).
    var clamped255: UInt8 { UInt8(min(max(self, 0), 255)) }
}
