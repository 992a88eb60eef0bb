import Foundation

/// Björn Ottosson's Oklab colour space: conversions from and to gamma-encoded sRGB, for gradients
/// that interpolate perceptually (``Gradient/ColorSpace/perceptual``).
///
/// ```swift
/// let lab = Oklab(red: 1, green: 1, blue: 1)   // L ≈ 1, a ≈ 0, b ≈ 0
/// lab.sRGB                                      // (1, 1, 1) within rounding
/// ```
struct Oklab: Equatable {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { (self.l, self.a, self.b) = (l, a, b) }

    /// The Oklab coordinates of a gamma-encoded sRGB colour.
    init(red: Double, green: Double, blue: Double) {
        let r = Oklab.linear(red), g = Oklab.linear(green), bl = Oklab.linear(blue)
        let lc = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mc = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sc = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        b = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
    }

    /// The gamma-encoded sRGB colour, each component clipped to 0…1.
    var sRGB: (red: Double, green: Double, blue: Double) {
        let lc = l + 0.3963377774 * a + 0.2158037573 * b
        let mc = l - 0.1055613458 * a - 0.0638541728 * b
        let sc = l - 0.0894841775 * a - 1.2914855480 * b
        let lv = lc * lc * lc, mv = mc * mc * mc, sv = sc * sc * sc
        return (Oklab.encoded(4.0767416621 * lv - 3.3077115913 * mv + 0.2309699292 * sv),
                Oklab.encoded(-1.2684380046 * lv + 2.6097574011 * mv - 0.3413193965 * sv),
                Oklab.encoded(-0.0041960863 * lv - 0.7034186147 * mv + 1.7076147010 * sv))
    }

    /// The sRGB transfer function, decoding.
    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function, encoding, clipped to 0…1.
    private static func encoded(_ v: Double) -> Double {
        let c = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        return c.isNaN ? 0 : min(max(c, 0), 1)
    }
}
