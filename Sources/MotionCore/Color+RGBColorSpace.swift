import Foundation

extension Color {
    /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`. Motion's colours
    /// are sRGB, so components given in another space are converted to sRGB and clamped to its gamut.
    ///
    /// ```swift
    /// Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
    /// ```
    public enum RGBColorSpace: Hashable, Sendable, CaseIterable {
        /// Gamma-encoded sRGB (what ``Color/init(red:green:blue:opacity:)`` takes).
        case sRGB
        /// Linear-light sRGB: encoded with the sRGB transfer function.
        case sRGBLinear
        /// Display P3: decoded with the sRGB transfer function (P3 uses the same one), converted by
        /// the P3 → sRGB matrix for the D65 white point, encoded and clamped.
        case displayP3

        /// (r, g, b) in this space as gamma-encoded sRGB, unclamped.
        func toSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Self.encode(r), Self.encode(g), Self.encode(b))
            case .displayP3:
                // Linear P3 → linear sRGB: inverse(sRGB primaries matrix) × P3 primaries matrix, both
                // from the CIE xy primaries and D65 (0.3127, 0.3290), computed in double precision.
                let (lr, lg, lb) = (Self.decode(r), Self.decode(g), Self.decode(b))
                let sr = 1.224940176281 * lr - 0.224940176281 * lg
                let sg = -0.042056954710 * lr + 1.042056954710 * lg
                let sb = -0.019637554590 * lr - 0.078636045551 * lg + 1.098273600141 * lb
                return (Self.encode(sr), Self.encode(sg), Self.encode(sb))
            }
        }

        /// The sRGB transfer function, linear → encoded (odd-symmetric for negative values).
        static func encode(_ c: Double) -> Double {
            guard c.isFinite else { return c }
            let a = abs(c)
            let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
            return c < 0 ? -e : e
        }

        /// The inverse sRGB transfer function, encoded → linear.
        static func decode(_ c: Double) -> Double {
            guard c.isFinite else { return c }
            let a = abs(c)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return c < 0 ? -l : l
        }
    }

    /// A colour from components in `colorSpace`, converted to sRGB and clamped to 0…1 (NaN is 0), as
    /// SwiftUI's `Color(_:red:green:blue:opacity:)`.
    ///
    /// ```swift
    /// Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)   // sRGB grey 0.7354
    /// ```
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.toSRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey from one component in `colorSpace`, as SwiftUI's `Color(_:white:opacity:)`.
    ///
    /// ```swift
    /// Color(.sRGB, white: 0.9, opacity: 0.5)
    /// ```
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
