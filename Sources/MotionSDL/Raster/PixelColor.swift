import CSDL2

/// A device colour: 8-bit red, green, blue and alpha, not premultiplied — what SDL draws and what
/// ``HeadlessCanvas/pixel(x:y:)`` reads back.
///
/// Built from unit components with ``init(red:green:blue:opacity:)``, which rounds to the nearest
/// step (`c × 255`, rounded half away from zero) after clamping to 0…1; NaN counts as 0.
///
/// ```swift
/// let orange = PixelColor(red: 1, green: 0.5, blue: 0)   // (255, 128, 0, 255)
/// let hex = PixelColor(r: 0x33, g: 0x66, b: 0x99)
/// ```
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha (opacity), 0 transparent … 255 opaque.
    public var a: UInt8

    /// A colour from 8-bit components.
    ///
    /// ```swift
    /// let translucentRed = PixelColor(r: 255, g: 0, b: 0, a: 128)
    /// ```
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// A colour from unit components (0…1); out-of-range values clamp, NaN counts as 0.
    ///
    /// ```swift
    /// PixelColor(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)   // (51, 102, 153, 128)
    /// ```
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(r: PixelColor.byte(red), g: PixelColor.byte(green), b: PixelColor.byte(blue),
                  a: PixelColor.byte(opacity))
    }

    /// The 8-bit form of a MotionCore colour (``Color/rgba8``: × 255, rounded to nearest).
    ///
    /// ```swift
    /// PixelColor(Color(white: 0.5))   // (128, 128, 128, 255)
    /// ```
    public init(_ color: Color) {
        let bytes = color.rgba8
        self.init(r: bytes.red, g: bytes.green, b: bytes.blue, a: bytes.alpha)
    }

    /// The MotionCore colour with these channels (each ÷ 255).
    ///
    /// ```swift
    /// PixelColor(r: 255, g: 0, b: 0).color   // Color(red: 1, green: 0, blue: 0)
    /// ```
    public var color: Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }

    /// Quantises a unit component to a byte: clamp to 0…1 (NaN → 0), × 255, round to nearest.
    ///
    /// ```swift
    /// PixelColor.byte(0.5)   // 128 (127.5 rounds away from zero)
    /// ```
    public static func byte(_ unit: Double) -> UInt8 {
        guard unit == unit else { return 0 }
        let clamped = min(max(unit, 0), 1)
        return UInt8((clamped * 255).rounded())
    }

    /// The same colour with its alpha multiplied by `factor` (clamped to 0…1, NaN → 0), rounded.
    ///
    /// ```swift
    /// PixelColor(r: 0, g: 0, b: 0).multiplyingAlpha(by: 0.5).a   // 128
    /// ```
    public func multiplyingAlpha(by factor: Double) -> PixelColor {
        var result = self
        result.a = PixelColor.byte(Double(a) / 255 * (factor == factor ? min(max(factor, 0), 1) : 0))
        return result
    }

    /// The SDL struct for this colour.
    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    /// Opaque black.
    public static let black = PixelColor(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = PixelColor(r: 255, g: 255, b: 255)
    /// Fully transparent black.
    public static let clear = PixelColor(r: 0, g: 0, b: 0, a: 0)

    public var description: String { "PixelColor(r: \(r), g: \(g), b: \(b), a: \(a))" }
}
