import CSDL2
import Foundation

/// Blends a ``Bitmap`` into a 32-bit surface under an affine transform, exactly, with the same
/// straight-alpha "over" maths as ``MeshRasterizer``: `αo = αs + αd(1 − αs)`,
/// `Co = (Cs·αs + Cd·αd(1 − αs)) / αo`, each channel rounded to the nearest byte.
///
/// The source alpha of a pixel is `bitmap alpha / 255 × tint alpha / 255` (× the pixel's coverage
/// by the transformed bitmap); its colour is the tint (coverage masks) or the bitmap colour
/// multiplied by `tint / 255` (colour bitmaps; a white tint leaves them unchanged).
///
/// Two paths:
/// - a translation by whole pixels copies bitmap pixels one to one (glyph runs at their device
///   size, images at their natural size): opaque coverage in an opaque tint gives the tint bit for bit;
/// - any other transform resamples: each device pixel's coverage by the transformed bitmap
///   rectangle is measured on a 4 × 4 grid of points, and its colour is the average of
///   `⌈footprint⌉²` bilinear samples (clamped to the edge, premultiplied), where the footprint is how
///   many bitmap pixels one device pixel spans — so scaled-down images are box-filtered, not aliased.
///
/// A transform that is singular or not finite draws nothing.
struct BitmapCompositor {
    /// The locked surface drawn into.
    let surface: LockedSurface
    /// Only pixels inside this rectangle (in pixels) are touched; `nil` means the whole surface.
    var clip: SDL_Rect?

    /// Works on a locked surface's pixels, touching only `clip` (nil: all of it).
    init(surface: LockedSurface, clip: SDL_Rect?) {
        self.surface = surface
        self.clip = clip
    }

    /// Works on raw 32-bit pixels (ARGB8888 with alpha, else XRGB8888), touching only `clip`.
    init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, hasAlpha: Bool, clip: SDL_Rect?) {
        self.init(surface: LockedSurface(pixels: pixels, width: width, height: height, pitch: pitch, hasAlpha: hasAlpha),
                  clip: clip)
    }

    /// The side of the grid of points that measures a pixel's coverage on the resampling path.
    static let coverageGrid = 4

    /// Blends `bitmap` mapped by `transform` (bitmap pixels → surface pixels) in `tint`.
    func draw(_ bitmap: Bitmap, transform t: CGAffineTransform, tint: PixelColor) {
        guard let bounds = drawableBounds(bitmap, transform: t, tint: tint) else { return }
        if BitmapCompositor.isWholePixelTranslation(t) {
            copy(bitmap, dx: Int(t.tx), dy: Int(t.ty), tint: tint, bounds: bounds)
        } else if let resampled = resampled(bitmap, transform: t, tint: tint, bounds: bounds) {
            blend(resampled)
        }
    }

    /// Whether `t` moves bitmap pixels onto surface pixels one to one (the copying path).
    static func isWholePixelTranslation(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
            && abs(t.tx) < 1e9 && abs(t.ty) < 1e9
    }

    /// The surface pixels that may be drawn (the surface ∩ the clip), or nil when nothing can be
    /// drawn: an empty bitmap, a transparent tint, a singular or non-finite transform, an empty clip.
    func drawableBounds(_ bitmap: Bitmap, transform t: CGAffineTransform, tint: PixelColor)
        -> (left: Int, top: Int, right: Int, bottom: Int)? {
        guard !bitmap.isEmpty, tint.a > 0 else { return nil }
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite }), t.determinant != 0 else { return nil }
        return surface.bounds(clippedTo: clip)
    }

    // MARK: One to one

    private func copy(_ bitmap: Bitmap, dx: Int, dy: Int, tint: PixelColor,
                      bounds: (left: Int, top: Int, right: Int, bottom: Int)) {
        let x0 = max(bounds.left, dx), x1 = min(bounds.right, dx + bitmap.width - 1)
        let y0 = max(bounds.top, dy), y1 = min(bounds.bottom, dy + bitmap.height - 1)
        guard x0 <= x1, y0 <= y1 else { return }
        let tintAlpha = Double(tint.a) / 255
        switch bitmap.pixels {
        case .coverage(let values):
            // Most of a glyph run is empty or fully covered: an empty pixel blends nothing, a fully
            // covered one in an opaque tint is the tint (the blend's result for α = 1, bit for bit).
            let tintColor = (Double(tint.r), Double(tint.g), Double(tint.b))
            let solid = 0xFF00_0000 | UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
            let opaqueTint = tint.a == 255
            values.withUnsafeBufferPointer { coverage in
                for y in y0...y1 {
                    let row = surface.row(y)
                    let sourceRow = (y - dy) * bitmap.width - dx
                    for x in x0...x1 {
                        let value = coverage[sourceRow + x]
                        if value == 0 { continue }
                        if value == 255 && opaqueTint {
                            row[x] = solid
                            continue
                        }
                        surface.blend(row.pointer(x), alpha: Double(value) / 255 * tintAlpha, source: tintColor)
                    }
                }
            }
        case .color:
            for y in y0...y1 {
                let row = surface.row(y)
                let sourceRow = (y - dy) * bitmap.width - dx
                for x in x0...x1 {
                    let (r, g, b, a) = sourceColor(bitmap, index: sourceRow + x, tint: tint)
                    let alpha = a * tintAlpha
                    if alpha > 0 { surface.blend(row.pointer(x), alpha: alpha, source: (r, g, b)) }
                }
            }
        }
    }

    /// The straight colour (0…255 channels, tint applied) and alpha (0…1) of one bitmap pixel.
    private func sourceColor(_ bitmap: Bitmap, index: Int, tint: PixelColor) -> (Double, Double, Double, Double) {
        switch bitmap.pixels {
        case .coverage(let values):
            return (Double(tint.r), Double(tint.g), Double(tint.b), Double(values[index]) / 255)
        case .color(let values):
            let p = values[index]
            return (Double(p.r) * Double(tint.r) / 255, Double(p.g) * Double(tint.g) / 255,
                    Double(p.b) * Double(tint.b) / 255, Double(p.a) / 255)
        }
    }

    // MARK: Resampling

    /// What resampling a bitmap gives before it is blended: for each surface pixel of a rectangle,
    /// the alpha (0…1; 0 draws nothing) and the straight colour (0…255 channels) that go over the
    /// destination. It depends on the bitmap, the transform, the tint and the drawable bounds, not
    /// on the destination, so it can be kept and blended again (``SDLCanvas`` caches it).
    struct Resampled {
        /// The first column and row, and the size, of the rectangle in surface pixels.
        let x: Int, y: Int, width: Int, height: Int
        /// Alpha, red, green, blue of each pixel, row-major, four values a pixel.
        let values: [Double]

        /// Bytes held.
        var byteCount: Int { values.count * MemoryLayout<Double>.stride }
    }

    /// Resamples `bitmap` mapped by `transform` in `tint` within `bounds` (see the type's rules);
    /// nil when the bitmap falls outside them.
    func resampled(_ bitmap: Bitmap, transform t: CGAffineTransform, tint: PixelColor,
                   bounds: (left: Int, top: Int, right: Int, bottom: Int)) -> Resampled? {
        resampled(bitmap, mapping: AffineBitmapMapping(t), tint: tint, bounds: bounds)
    }

    /// Resamples `bitmap` mapped by the projective `projection` (bitmap pixels → surface pixels) in
    /// `tint` within `bounds`: the same rules, each surface sample point mapped back through the
    /// inverse projection with the divide (an exact projective texture map), its colour from
    /// `⌈footprint⌉²` bilinear samples where the footprint is measured at that pixel. Surface
    /// points whose preimage lies behind the camera (W < ``ProjectionTransform/minimumW``) are
    /// not covered. Nil when nothing falls inside `bounds` or the projection is singular.
    func resampled(_ bitmap: Bitmap, projection: ProjectionTransform, tint: PixelColor,
                   bounds: (left: Int, top: Int, right: Int, bottom: Int)) -> Resampled? {
        guard let mapping = ProjectiveBitmapMapping(projection) else { return nil }
        return resampled(bitmap, mapping: mapping, tint: tint, bounds: bounds)
    }

    /// Resamples through any mapping from surface points back to bitmap points.
    private func resampled<Mapping: BitmapMapping>(_ bitmap: Bitmap, mapping: Mapping, tint: PixelColor,
                                                   bounds: (left: Int, top: Int, right: Int, bottom: Int)) -> Resampled? {
        let box = mapping.surfaceBox(width: bitmap.width, height: bitmap.height)
        guard !box.isNull else { return nil }
        let x0 = max(bounds.left, Int(max(Double(box.minX).rounded(.down), -1e9)))
        let x1 = min(bounds.right, Int(min(Double(box.maxX).rounded(.up), 1e9)) - 1)
        let y0 = max(bounds.top, Int(max(Double(box.minY).rounded(.down), -1e9)))
        let y1 = min(bounds.bottom, Int(min(Double(box.maxY).rounded(.up), 1e9)) - 1)
        guard x0 <= x1, y0 <= y1 else { return nil }
        let w = Double(bitmap.width), h = Double(bitmap.height)
        let grid = BitmapCompositor.coverageGrid
        let tintAlpha = Double(tint.a) / 255
        let columns = x1 - x0 + 1, rows = y1 - y0 + 1
        var values = [Double](repeating: 0, count: columns * rows * 4)

        for y in y0...y1 {
            for x in x0...x1 {
                // Coverage: the share of grid points inside the bitmap's rectangle.
                var inside = 0
                for j in 0..<grid {
                    let py = Double(y) + (Double(j) + 0.5) / Double(grid)
                    for i in 0..<grid {
                        let px = Double(x) + (Double(i) + 0.5) / Double(grid)
                        if let (u, v) = mapping.bitmapPoint(x: px, y: py), u >= 0, u < w, v >= 0, v < h { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let coverage = Double(inside) / Double(grid * grid)
                let footprint = mapping.footprint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let samples = min(max(Int(footprint.rounded(.up)), 1), 8)
                // Colour: premultiplied average of bilinear samples.
                var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                for j in 0..<samples {
                    let py = Double(y) + (Double(j) + 0.5) / Double(samples)
                    for i in 0..<samples {
                        let px = Double(x) + (Double(i) + 0.5) / Double(samples)
                        guard let (u, v) = mapping.bitmapPoint(x: px, y: py) else { continue }
                        let s = bilinear(bitmap, u: u, v: v, tint: tint)
                        sum.r += s.r; sum.g += s.g; sum.b += s.b; sum.a += s.a
                    }
                }
                let n = Double(samples * samples)
                let sampledAlpha = sum.a / n
                guard sampledAlpha > 0 else { continue }
                let index = ((y - y0) * columns + (x - x0)) * 4
                values[index] = sampledAlpha * coverage * tintAlpha
                values[index + 1] = sum.r / sum.a
                values[index + 2] = sum.g / sum.a
                values[index + 3] = sum.b / sum.a
            }
        }
        return Resampled(x: x0, y: y0, width: columns, height: rows, values: values)
    }

    /// Blends a resampled bitmap over the surface (pixels outside the surface are skipped).
    func blend(_ resampled: Resampled) {
        let x0 = max(resampled.x, 0), x1 = min(resampled.x + resampled.width, surface.width)
        let y0 = max(resampled.y, 0), y1 = min(resampled.y + resampled.height, surface.height)
        guard x0 < x1, y0 < y1 else { return }
        resampled.values.withUnsafeBufferPointer { values in
            for y in y0..<y1 {
                let row = surface.row(y)
                for x in x0..<x1 {
                    let index = ((y - resampled.y) * resampled.width + (x - resampled.x)) * 4
                    let alpha = values[index]
                    guard alpha > 0 else { continue }
                    surface.blend(row.pointer(x), alpha: alpha, source: (values[index + 1], values[index + 2], values[index + 3]))
                }
            }
        }
    }

    /// The bilinear sample at bitmap point (u, v), clamped to the edge, premultiplied.
    private func bilinear(_ bitmap: Bitmap, u: Double, v: Double, tint: PixelColor)
        -> (r: Double, g: Double, b: Double, a: Double) {
        let fx = min(max(u - 0.5, 0), Double(bitmap.width - 1))
        let fy = min(max(v - 0.5, 0), Double(bitmap.height - 1))
        let ix = Int(fx), iy = Int(fy)
        let ix1 = min(ix + 1, bitmap.width - 1), iy1 = min(iy + 1, bitmap.height - 1)
        let wx = fx - Double(ix), wy = fy - Double(iy)
        var result = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        func add(_ index: Int, _ weight: Double) {
            guard weight > 0 else { return }
            let (r, g, b, a) = sourceColor(bitmap, index: index, tint: tint)
            let wa = weight * a
            result.r += r * wa; result.g += g * wa; result.b += b * wa; result.a += wa
        }
        add(iy * bitmap.width + ix, (1 - wx) * (1 - wy))
        add(iy * bitmap.width + ix1, wx * (1 - wy))
        add(iy1 * bitmap.width + ix, (1 - wx) * wy)
        add(iy1 * bitmap.width + ix1, wx * wy)
        return result
    }

    // MARK: Blending
}
