import Foundation

/// The per-pixel maths of ``BlendMode`` (the formulas are listed on ``BlendMode``): a source and a
/// backdrop, premultiplied, components 0…1, give the premultiplied result.
///
/// ```swift
/// let red = BlendFormula.Pixel(r: 1, g: 0, b: 0, a: 1), white = BlendFormula.Pixel(r: 1, g: 1, b: 1, a: 1)
/// BlendFormula.blend(.multiply, source: red, backdrop: white)   // (1, 0, 0, 1)
/// ```
enum BlendFormula {
    /// A premultiplied colour.
    struct Pixel: Equatable {
        var r: Double, g: Double, b: Double, a: Double
    }

    /// `source` composited onto `backdrop` in `mode`.
    static func blend(_ mode: BlendMode, source s: Pixel, backdrop d: Pixel) -> Pixel {
        let overAlpha = s.a + d.a * (1 - s.a)
        switch mode {
        case .normal:
            return Pixel(r: s.r + d.r * (1 - s.a), g: s.g + d.g * (1 - s.a), b: s.b + d.b * (1 - s.a), a: overAlpha)
        case .sourceAtop:
            return Pixel(r: s.r * d.a + d.r * (1 - s.a), g: s.g * d.a + d.g * (1 - s.a), b: s.b * d.a + d.b * (1 - s.a), a: d.a)
        case .destinationOver:
            return Pixel(r: d.r + s.r * (1 - d.a), g: d.g + s.g * (1 - d.a), b: d.b + s.b * (1 - d.a), a: overAlpha)
        case .destinationOut:
            return Pixel(r: d.r * (1 - s.a), g: d.g * (1 - s.a), b: d.b * (1 - s.a), a: d.a * (1 - s.a))
        case .plusLighter:
            return Pixel(r: min(1, s.r + d.r), g: min(1, s.g + d.g), b: min(1, s.b + d.b), a: min(1, s.a + d.a))
        case .plusDarker:
            func channel(_ cs: Double, _ cb: Double) -> Double { max(0, overAlpha - (d.a - cb) - (s.a - cs)) }
            return Pixel(r: channel(s.r, d.r), g: channel(s.g, d.g), b: channel(s.b, d.b), a: overAlpha)
        case .hue, .saturation, .color, .luminosity:
            let cs = straight(s), cb = straight(d)
            let mixed = nonSeparable(mode, backdrop: cb, source: cs)
            return mix(s, d, mixed, alpha: overAlpha)
        default:
            let cs = straight(s), cb = straight(d)
            let mixed = (separable(mode, cb.0, cs.0), separable(mode, cb.1, cs.1), separable(mode, cb.2, cs.2))
            return mix(s, d, mixed, alpha: overAlpha)
        }
    }

    /// W3C's general form: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B`.
    private static func mix(_ s: Pixel, _ d: Pixel, _ mixed: (Double, Double, Double), alpha: Double) -> Pixel {
        let both = s.a * d.a
        return Pixel(r: s.r * (1 - d.a) + d.r * (1 - s.a) + both * mixed.0,
                     g: s.g * (1 - d.a) + d.g * (1 - s.a) + both * mixed.1,
                     b: s.b * (1 - d.a) + d.b * (1 - s.a) + both * mixed.2, a: alpha)
    }

    private static func straight(_ p: Pixel) -> (Double, Double, Double) {
        p.a > 0 ? (p.r / p.a, p.g / p.a, p.b / p.a) : (0, 0, 0)
    }

    /// B(Cb, Cs) of a separable mode.
    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private typealias RGB = (Double, Double, Double)

    private static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var result = c
        func map(_ f: (Double) -> Double) { result = (f(result.0), f(result.1), f(result.2)) }
        if n < 0, l - n > 0 { map { l + ($0 - l) * l / (l - n) } }
        if x > 1, x - l > 0 { map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        let values = [c.0, c.1, c.2]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var result = [0.0, 0, 0]
        if values[hi] > values[lo] {
            result[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
            result[hi] = s
        }
        return (result[0], result[1], result[2])
    }

    private static func nonSeparable(_ mode: BlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        default: return setLum(cb, lum(cs))
        }
    }
}
