import Foundation

/// A gradient ready to shade device pixels: what each pixel of a coverage mask blends when
/// ``SDLCanvas/draw(_:gradient:transform:projection:opacity:)`` fills it with a gradient.
///
/// The inverse's entries and the paint's stops and geometry are resolved once
/// (``GradientSampler``); each pixel then runs the same arithmetic as `CGPoint.applying(_:)` (the
/// pixel centre through the projective inverse) and ``GradientPaint`` in the same order, so the
/// shade is bit for bit that of mapping every pixel centre and asking the paint. The colours of an
/// area can also be worked out once into a ``Table`` — they depend on the paint, the inverse and
/// the area only, not on the coverage or the opacity — and shaded from it again, to the same bits.
///
/// ```swift
/// let shade = GradientShade(gradient: paint, inverse: inverse, opacity: 1)
/// mask.values.withUnsafeBufferPointer { coverage in
///     shade.shadeRow(coverage, rect: mask.rect, area: area, y: 10, table: nil) { x, alpha, r, g, b in … }
/// }
/// ```
struct GradientShade {
    /// What a ``Table`` depends on.
    struct Key: Hashable {
        let gradient: GradientPaint
        /// Device pixels → the gradient's local coordinates.
        let inverse: ProjectionTransform
        let area: PixelRect
    }

    /// The colour of every pixel of `area`, row-major, four values a pixel: the premultiplied
    /// alpha (0…1; 0 shades nothing) and the straight red, green and blue (0…255).
    struct Table {
        let area: PixelRect
        let values: [Double]

        /// Bytes held.
        var byteCount: Int { values.count * MemoryLayout<Double>.stride }
    }

    let sampler: GradientSampler
    /// Device pixels → the gradient's local coordinates (rows of the projective matrix).
    let m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double
    /// Multiplies every pixel's alpha (0…1).
    let opacity: Double

    /// The shade of `gradient` mapped from device pixels by `inverse`, at `opacity`.
    init(gradient: GradientPaint, inverse: ProjectionTransform, opacity: Double) {
        sampler = GradientSampler(gradient)
        m11 = Double(inverse.m11); m12 = Double(inverse.m12); m13 = Double(inverse.m13)
        m21 = Double(inverse.m21); m22 = Double(inverse.m22); m23 = Double(inverse.m23)
        m31 = Double(inverse.m31); m32 = Double(inverse.m32); m33 = Double(inverse.m33)
        self.opacity = opacity
    }

    /// The premultiplied alpha and straight colour (0…255) at the centre of pixel (`x`, `y`) —
    /// whose `y` parts of the mapping, `centre y × m21`, `× m22`, `× m23`, are given.
    @inline(__always)
    private func colour(x: Int, yx: Double, yy: Double, yw: Double) -> (a: Double, r: Double, g: Double, b: Double) {
        // The pixel centre through the inverse, as `CGPoint.applying(_: ProjectionTransform)`.
        let cx = Double(x) + 0.5
        var px = cx * m11 + yx + m31, py = cx * m12 + yy + m32
        let w = cx * m13 + yw + m33
        if w != 0, w.isFinite {
            px /= w
            py /= w
        }
        let p = sampler.premultipliedComponents(x: px, y: py)
        guard p.a > 0 else { return (0, 0, 0, 0) }
        return (p.a, p.r / p.a * 255, p.g / p.a * 255, p.b / p.a * 255)
    }

    /// The colours of `area` worked out once.
    func table(over area: PixelRect) -> Table {
        var values = [Double](repeating: 0, count: 4 * area.area)
        values.withUnsafeMutableBufferPointer { values in
            var index = 0
            for y in area.y..<area.maxY {
                let cy = Double(y) + 0.5
                let yx = cy * m21, yy = cy * m22, yw = cy * m23
                for x in area.x..<area.maxX {
                    let c = colour(x: x, yx: yx, yy: yy, yw: yw)
                    values[index] = c.a
                    values[index + 1] = c.r
                    values[index + 2] = c.g
                    values[index + 3] = c.b
                    index += 4
                }
            }
        }
        return Table(area: area, values: values)
    }

    /// Calls `body` with each pixel of `area` in row `y` that blends something: its column, alpha
    /// (0…1: the colour's × the mask's coverage × ``opacity``; below half a byte it blends
    /// nothing) and straight colour (0…255 channels). `coverage` holds the mask's values over
    /// `rect`, which contains `area`; `table`, when given, holds the colours of `area`.
    @inline(__always)
    func shadeRow(_ coverage: UnsafeBufferPointer<Float>, rect: PixelRect, area: PixelRect, y: Int, table: Table?,
                  _ body: (Int, Double, Double, Double, Double) -> Void) {
        let cy = Double(y) + 0.5
        let yx = cy * m21, yy = cy * m22, yw = cy * m23
        let base = (y - rect.y) * rect.width - rect.x
        guard let table else {
            for x in area.x..<area.maxX {
                let k = Double(coverage[base + x])
                guard k > 0 else { continue }
                let c = colour(x: x, yx: yx, yy: yy, yw: yw)
                let alpha = c.a * k * opacity
                guard alpha >= 0.5 / 255 else { continue }
                body(x, alpha, c.r, c.g, c.b)
            }
            return
        }
        table.values.withUnsafeBufferPointer { values in
            let row = (y - table.area.y) * table.area.width - table.area.x
            for x in area.x..<area.maxX {
                let k = Double(coverage[base + x])
                guard k > 0 else { continue }
                let index = (row + x) * 4
                let alpha = values[index] * k * opacity
                guard alpha >= 0.5 / 255 else { continue }
                body(x, alpha, values[index + 1], values[index + 2], values[index + 3])
            }
        }
    }
}
