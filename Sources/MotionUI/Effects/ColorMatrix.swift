import Foundation

/// A 4 × 5 colour matrix as the W3C Filter Effects spec's `feColorMatrix` has it: each output
/// channel (red, green, blue, alpha) is a weighted sum of the input's straight (not premultiplied)
/// red, green, blue, alpha (0…1) plus an offset, then clamped to 0…1.
///
/// `values` is row-major: `[r.r, r.g, r.b, r.a, r.offset, g.r, …, a.offset]`. The colour effects of
/// MotionUI are these matrices, on sRGB-encoded values (as CSS filter functions are; SwiftUI's and
/// Core Image's colour controls match them closely):
///
/// - grayscale(a), a clamped to 0…1, with `i = 1 − a`:
///   `[.2126 + .7874i, .7152 − .7152i, .0722 − .0722i; .2126 − .2126i, .7152 + .2848i, .0722 − .0722i;
///   .2126 − .2126i, .7152 − .7152i, .0722 + .9278i]`
/// - saturation(s), s ≥ 0: `[.213 + .787s, .715 − .715s, .072 − .072s; .213 − .213s, .715 + .285s,
///   .072 − .072s; .213 − .213s, .715 − .715s, .072 + .928s]`
/// - hueRotation(θ), with c = cos θ and s = sin θ: `[.213 + .787c − .213s, .715 − .715c − .715s,
///   .072 − .072c + .928s; .213 − .213c + .143s, .715 + .285c + .140s, .072 − .072c − .283s;
///   .213 − .213c − .787s, .715 − .715c + .715s, .072 + .928c + .072s]`
/// - brightness(b): `C + b` (Core Image's additive brightness); contrast(k): `(C − ½)·k + ½`;
///   colorMultiply(m): `C·m` for each channel, alpha too; colorInvert: `1 − C`;
///   luminanceToAlpha: rgb 0, alpha `.2125 R + .7154 G + .0721 B`.
///
/// Alpha passes through unchanged except in colorMultiply and luminanceToAlpha.
///
/// ```swift
/// ColorMatrix.saturation(0).apply(red: 1, green: 0, blue: 0, alpha: 1)   // (0.213, 0.213, 0.213, 1)
/// ```
public struct ColorMatrix: Hashable, Sendable {
    /// 20 coefficients, row-major (see the type's description).
    public var values: [Double]

    /// A matrix from 20 row-major coefficients; missing ones are those of the identity, extra ones
    /// are dropped, and a NaN or infinite coefficient counts as 0.
    ///
    /// ```swift
    /// let swapRedBlue = ColorMatrix([0, 0, 1, 0, 0,  0, 1, 0, 0, 0,  1, 0, 0, 0, 0,  0, 0, 0, 1, 0])
    /// ```
    public init(_ values: [Double]) {
        var stored = ColorMatrix.identityValues
        for index in 0..<min(values.count, 20) { stored[index] = values[index].isFinite ? values[index] : 0 }
        self.values = stored
    }

    private static let identityValues: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// Leaves colours unchanged.
    public static let identity = ColorMatrix(identityValues)

    /// Whether the matrix leaves every colour unchanged.
    public var isIdentity: Bool { values == ColorMatrix.identityValues }

    /// An RGB-only matrix (alpha passes through) from a 3 × 3 block and an offset per channel.
    static func rgb(_ m: [Double], offset: Double = 0) -> ColorMatrix {
        ColorMatrix([m[0], m[1], m[2], 0, offset, m[3], m[4], m[5], 0, offset, m[6], m[7], m[8], 0, offset, 0, 0, 0, 1, 0])
    }

    /// Colour values that are not finite count as `fallback`.
    private static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }

    /// Mixes towards grey by `amount` (clamped to 0…1; NaN is 0).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let i = 1 - min(max(finite(amount, 0), 0), 1)
        return rgb([0.2126 + 0.7874 * i, 0.7152 - 0.7152 * i, 0.0722 - 0.0722 * i,
                    0.2126 - 0.2126 * i, 0.7152 + 0.2848 * i, 0.0722 - 0.0722 * i,
                    0.2126 - 0.2126 * i, 0.7152 - 0.7152 * i, 0.0722 + 0.9278 * i])
    }

    /// Scales saturation by `amount` (0 grey, 1 unchanged, above 1 more vivid; negative or NaN is 0).
    public static func saturation(_ s: Double) -> ColorMatrix {
        let s = max(finite(s, 0), 0)
        return rgb([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// Rotates hues by `angle` (a non-finite angle is 0).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let theta = finite(angle.radians, 0)
        let c = cos(theta), s = sin(theta)
        return rgb([0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s,
                    0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s,
                    0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s])
    }

    /// Adds `amount` to red, green and blue (NaN is 0).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        rgb([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: finite(amount, 0))
    }

    /// Scales each channel's distance from ½ by `amount` (negative inverts too; NaN is 1).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let k = finite(amount, 1)
        return rgb([k, 0, 0, 0, k, 0, 0, 0, k], offset: 0.5 - 0.5 * k)
    }

    /// Multiplies each channel, alpha too, by `color`'s.
    public static func colorMultiply(_ color: Color) -> ColorMatrix {
        let r = finite(color.red, 0), g = finite(color.green, 0), b = finite(color.blue, 0), a = finite(color.opacity, 0)
        return ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
    }

    /// Inverts red, green and blue.
    public static let colorInvert = rgb([-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1)

    /// Black whose alpha is the luminance.
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                      0.2125, 0.7154, 0.0721, 0, 0])

    /// The matrix applied to a straight colour (components 0…1), each result clamped to 0…1.
    ///
    /// ```swift
    /// ColorMatrix.colorInvert.apply(red: 1, green: 0.25, blue: 0, alpha: 0.5)   // (0, 0.75, 1, 0.5)
    /// ```
    public func apply(red: Double, green: Double, blue: Double, alpha: Double)
        -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let input = [red, green, blue, alpha]
        var output = [0.0, 0, 0, 0]
        for row in 0..<4 {
            var sum = values[row * 5 + 4]
            for k in 0..<4 { sum += values[row * 5 + k] * input[k] }
            output[row] = sum == sum ? min(max(sum, 0), 1) : 0
        }
        return (output[0], output[1], output[2], output[3])
    }
}
