import Foundation

/// The pixels of an offscreen layer (``DisplayLayer``) over a rectangle of device pixels, as four
/// premultiplied planes (0…1): read from a layer's surface, blurred or passed through a colour
/// matrix, then composited onto the surface beneath in a ``BlendMode`` or as an alpha mask.
///
/// Reading turns each straight 8-bit pixel into premultiplied floats; writing divides back and
/// rounds each channel once to the nearest byte (so a composited layer is exact to ±½ byte
/// beyond the 8-bit layer it was drawn in). On a surface without alpha (a window, an opaque
/// headless canvas) the backdrop is opaque and a result that is not (a `destinationOut` hole, a
/// mask at the root) is written as its premultiplied colour, that is over black.
///
/// ```swift
/// canvas.withLockedSurface(layerSurface) { layer in
///     var pixels = LayerPixels(reading: layer, rect: rect)
///     pixels.apply(.grayscale(1))
///     canvas.withLockedSurface(pageSurface) { page in pixels.composite(onto: page, mode: .normal, opacity: 1) }
/// }
/// ```
struct LayerPixels {
    /// The pixels held, in canvas pixels.
    private(set) var rect: PixelRect
    /// Premultiplied red, green, blue and alpha planes of ``rect``, one after the other, each
    /// row-major: channel `c` of pixel `i` is `values[c × area + i]`.
    private(set) var values: [Float]

    /// Blank (transparent) pixels over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        values = [Float](repeating: 0, count: 4 * rect.area)
    }

    /// The pixels of `surface` over `rect` (clamped to the surface).
    init(reading surface: LockedSurface, rect: PixelRect) {
        self.init(rect: rect.intersection(PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)))
        let area = self.rect.area, width = self.rect.width, left = self.rect.x, top = self.rect.y
        values.withUnsafeMutableBufferPointer { planes in
            for y in 0..<self.rect.height {
                let row = surface.row(top + y)
                for x in 0..<width {
                    let value = row[left + x]
                    let a = surface.hasAlpha ? Float(value >> 24) / 255 : 1
                    guard a > 0 else { continue }
                    let index = y * width + x
                    planes[index] = Float((value >> 16) & 0xFF) / 255 * a
                    planes[area + index] = Float((value >> 8) & 0xFF) / 255 * a
                    planes[2 * area + index] = Float(value & 0xFF) / 255 * a
                    planes[3 * area + index] = a
                }
            }
        }
    }

    /// The premultiplied pixel at canvas pixel (`x`, `y`); transparent outside ``rect``.
    func pixel(x: Int, y: Int) -> BlendFormula.Pixel {
        guard rect.contains(x: x, y: y) else { return BlendFormula.Pixel(r: 0, g: 0, b: 0, a: 0) }
        let index = (y - rect.y) * rect.width + (x - rect.x), area = rect.area
        return BlendFormula.Pixel(r: Double(values[index]), g: Double(values[area + index]),
                                  b: Double(values[2 * area + index]), a: Double(values[3 * area + index]))
    }

    /// The plane of channel `channel` (0 red … 3 alpha).
    private func plane(_ channel: Int) -> [Float] { Array(values[(channel * rect.area)..<((channel + 1) * rect.area)]) }

    /// Blurs every plane with a Gaussian of `sigma` pixels (``ShadowRenderer``'s blur: the sampled
    /// Gaussian below σ = 2, three box blurs from there). Outside ``rect`` counts as transparent;
    /// with `clampedTo`, samples beyond that rectangle repeat its edge pixels and the result is
    /// only that rectangle (an opaque blur). σ that is not positive and finite blurs nothing.
    mutating func blur(sigma: Double, clampedTo frame: PixelRect? = nil, using blurrer: inout ShadowRenderer) {
        let reach = ShadowRenderer.reach(sigma: sigma)
        guard reach > 0 else { return }
        guard let frame = frame?.intersection(rect), !frame.isEmpty else {
            if frame != nil { self = LayerPixels(rect: .empty) }
            var blurred: [Float] = []
            for channel in 0..<4 {
                var values = plane(channel)
                blurrer.blur(&values, width: rect.width, height: rect.height, sigma: sigma)
                blurred += values
            }
            values = blurred
            return
        }
        let padded = frame.expanded(by: reach)
        var result = LayerPixels(rect: frame)
        for channel in 0..<4 {
            let source = plane(channel)
            var values = [Float](repeating: 0, count: padded.area)
            for y in 0..<padded.height {
                let sy = min(max(padded.y + y, frame.y), frame.maxY - 1) - rect.y
                for x in 0..<padded.width {
                    let sx = min(max(padded.x + x, frame.x), frame.maxX - 1) - rect.x
                    values[y * padded.width + x] = source[sy * rect.width + sx]
                }
            }
            blurrer.blur(&values, width: padded.width, height: padded.height, sigma: sigma)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    result.values[channel * frame.area + y * frame.width + x] = values[(y + reach) * padded.width + x + reach]
                }
            }
        }
        self = result
    }

    /// Passes every pixel's straight colour through `matrix` (clamped), then premultiplies again.
    /// Transparent pixels go through too (as transparent black), so an offset can make them show.
    mutating func apply(_ matrix: ColorMatrix) {
        let area = rect.area
        values.withUnsafeMutableBufferPointer { planes in
            for index in 0..<area {
                let a = Double(planes[3 * area + index])
                let straight = a > 0 ? (Double(planes[index]) / a, Double(planes[area + index]) / a, Double(planes[2 * area + index]) / a)
                                     : (0, 0, 0)
                let out = matrix.apply(red: straight.0, green: straight.1, blue: straight.2, alpha: a)
                planes[index] = Float(out.red * out.alpha)
                planes[area + index] = Float(out.green * out.alpha)
                planes[2 * area + index] = Float(out.blue * out.alpha)
                planes[3 * area + index] = Float(out.alpha)
            }
        }
    }

    /// Composites the layer onto `surface` in `mode`, its alpha multiplied by `opacity` and, where
    /// given, by `coverage` (the layer's clip outlines); only pixels in `region` (the clip's
    /// rectangle) are touched. `origin` is the canvas pixel the surface's first pixel stands for
    /// (a window's read-back rectangle).
    func composite(onto surface: LockedSurface, mode: BlendMode, opacity: Double, region: PixelRect? = nil,
                   coverage: CoverageMask? = nil, origin: (x: Int, y: Int) = (0, 0)) {
        var area = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: surface.width, height: surface.height))
        if let region { area = area.intersection(region) }
        if let coverage { area = area.intersection(coverage.rect) }
        guard !area.isEmpty, opacity > 0 else { return }
        let count = rect.area, hasAlpha = surface.hasAlpha
        values.withUnsafeBufferPointer { planes in
            for y in area.y..<area.maxY {
                let row = surface.row(y - origin.y)
                let base = (y - rect.y) * rect.width - rect.x
                for x in area.x..<area.maxX {
                    let index = base + x
                    let alpha = Double(planes[3 * count + index])
                    guard alpha > 0 else { continue }
                    let k = coverage.map { opacity * Double($0.coverage(x: x, y: y)) } ?? opacity
                    guard k > 0 else { continue }
                    let s = BlendFormula.Pixel(r: Double(planes[index]) * k, g: Double(planes[count + index]) * k,
                                               b: Double(planes[2 * count + index]) * k, a: alpha * k)
                    let d = LayerPixels.read(row[x - origin.x], hasAlpha: hasAlpha)
                    // The common case inline: normal is `co = cs + cb·(1 − αs)` (BlendFormula's too).
                    let result = mode == .normal
                        ? BlendFormula.Pixel(r: s.r + d.r * (1 - s.a), g: s.g + d.g * (1 - s.a), b: s.b + d.b * (1 - s.a),
                                             a: s.a + d.a * (1 - s.a))
                        : BlendFormula.blend(mode, source: s, backdrop: d)
                    row[x - origin.x] = LayerPixels.write(result, hasAlpha: hasAlpha)
                }
            }
        }
    }

    /// Multiplies every pixel of `surface` within `extent` by this layer's alpha × `opacity` ×
    /// `coverage` (a `.mask`): where the layer is transparent — outside `region` and `coverage`
    /// too — the surface becomes transparent.
    func mask(_ surface: LockedSurface, within extent: PixelRect, opacity: Double, region: PixelRect? = nil,
              coverage: CoverageMask? = nil) {
        let area = extent.intersection(PixelRect(x: 0, y: 0, width: surface.width, height: surface.height))
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let row = surface.row(y)
            for x in area.x..<area.maxX {
                let inside = region?.contains(x: x, y: y) ?? true
                let k = inside ? pixel(x: x, y: y).a * opacity * Double(coverage?.coverage(x: x, y: y) ?? 1) : 0
                guard k < 1 else { continue }
                let d = LayerPixels.read(row[x], hasAlpha: surface.hasAlpha)
                row[x] = LayerPixels.write(BlendFormula.Pixel(r: d.r * k, g: d.g * k, b: d.b * k, a: d.a * k),
                                           hasAlpha: surface.hasAlpha)
            }
        }
    }

    private static func read(_ value: UInt32, hasAlpha: Bool) -> BlendFormula.Pixel {
        let a = hasAlpha ? Double(value >> 24) / 255 : 1
        return BlendFormula.Pixel(r: Double((value >> 16) & 0xFF) / 255 * a, g: Double((value >> 8) & 0xFF) / 255 * a,
                                  b: Double(value & 0xFF) / 255 * a, a: a)
    }

    private static func write(_ p: BlendFormula.Pixel, hasAlpha: Bool) -> UInt32 {
        // Round half up (every value is non-negative here); NaN and negatives give 0.
        func byte(_ v: Double) -> UInt32 {
            let scaled = v * 255
            return scaled >= 255 ? 255 : (scaled > 0 ? UInt32(scaled + 0.5) : 0)
        }
        guard hasAlpha else { return 0xFF00_0000 | byte(p.r) << 16 | byte(p.g) << 8 | byte(p.b) }
        let a = min(max(p.a, 0), 1)
        guard a > 0 else { return 0 }
        return byte(a) << 24 | byte(p.r / a) << 16 | byte(p.g / a) << 8 | byte(p.b / a)
    }
}
