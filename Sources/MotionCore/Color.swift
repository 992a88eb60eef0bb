import Foundation

/// A colour: red, green, blue and opacity in sRGB, each a `Double` in 0…1, as a resolved SwiftUI
/// `Color`. The named colours are SwiftUI's system colours on iOS: light-mode values, with their
/// dark-mode values used where the environment's ``ColorScheme`` is dark (``resolved(in:)``); a
/// colour made from numbers is the same in both. Two colours are equal when their components and
/// their appearances are: `Color.primary` is not `Color.black`, as in SwiftUI.
///
/// Bad values: every component is clamped to 0…1, and a NaN component becomes 0. So
/// `Color(red: .nan, green: 2, blue: -1)` is (0, 1, 0, 1), and `.opacity(.nan)` is fully transparent.
///
/// Interpolation (``mix(with:by:)``, ``interpolated(to:amount:)`` and animation through
/// ``animatableData``) is componentwise on these sRGB values with straight (not premultiplied) alpha.
///
/// ```swift
/// let pressed = Color.orange.opacity(0.7)
/// pressed.rgba8          // (255, 149, 0, 179)
/// Color(hex: 0x007AFF).rgba8 == Color.blue.rgba8   // true (a fixed colour, so not == .blue)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible, Animatable {
    /// The red component, 0…1.
    ///
    /// ```swift
    /// Color.red.red   // 1.0
    /// ```
    public let red: Double
    /// The green component, 0…1.
    ///
    /// ```swift
    /// Color.green.green   // 199 / 255
    /// ```
    public let green: Double
    /// The blue component, 0…1.
    ///
    /// ```swift
    /// Color.blue.blue   // 1.0
    /// ```
    public let blue: Double
    /// The opacity (alpha), 0 transparent … 1 opaque.
    ///
    /// ```swift
    /// Color.clear.opacity   // 0
    /// ```
    public let opacity: Double
    /// The red, green and blue (0…255) a system colour takes in each appearance; nil for a colour
    /// that never changes.
    let appearances: Appearances?

    /// A system colour's 8-bit red, green and blue in the light and the dark appearance.
    struct Appearances: Hashable, Sendable {
        var lightRed: UInt8, lightGreen: UInt8, lightBlue: UInt8
        var darkRed: UInt8, darkGreen: UInt8, darkBlue: UInt8
    }

    /// A colour from sRGB components in 0…1 (clamped; NaN becomes 0).
    ///
    /// ```swift
    /// let teal = Color(red: 0.2, green: 0.6, blue: 0.6)
    /// ```
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.opacity = Color.clamp(opacity)
        appearances = nil
    }

    /// A grey: `white` on all three channels (clamped; NaN becomes 0).
    ///
    /// ```swift
    /// Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5)   // true
    /// ```
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB / HSV), each 0…1, as SwiftUI's.
    ///
    /// The hue wraps (1.25 is 0.25; a NaN or infinite hue is 0); saturation and brightness clamp.
    ///
    /// ```swift
    /// Color(hue: 1.0 / 3, saturation: 1, brightness: 1)   // pure green
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let s = Color.clamp(saturation), v = Color.clamp(brightness)
        var h = hue.isFinite ? hue - hue.rounded(.down) : 0   // wrap into [0, 1)
        if h >= 1 { h = 0 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from a 24-bit `0xRRGGBB` value (bits above 24 are ignored).
    ///
    /// ```swift
    /// Color(hex: 0xFF3B30).rgba8 == Color.red.rgba8   // true
    /// ```
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red8: UInt8((hex >> 16) & 0xFF), green8: UInt8((hex >> 8) & 0xFF),
                  blue8: UInt8(hex & 0xFF), opacity: opacity)
    }

    /// A colour from 8-bit channels, each divided by 255.
    ///
    /// ```swift
    /// Color(red8: 255, green8: 149, blue8: 0).rgba8 == Color.orange.rgba8   // true
    /// ```
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, opacity: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
                  opacity: opacity)
    }

    /// The system colour (`red8`, `green8`, `blue8`) in light and (`dark`) in dark appearance.
    package init(red8: UInt8, green8: UInt8, blue8: UInt8, opacity: Double = 1, dark: (UInt8, UInt8, UInt8)) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, opacity: opacity,
                  appearances: Appearances(lightRed: red8, lightGreen: green8, lightBlue: blue8,
                                           darkRed: dark.0, darkGreen: dark.1, darkBlue: dark.2))
    }

    /// The colour as drawn in `scheme`: a system colour's values for that appearance (its opacity
    /// kept), any other colour itself. The result is still the system colour, so resolving it
    /// again in another scheme gives that scheme's values.
    ///
    /// ```swift
    /// Color.blue.resolved(in: .dark).rgba8     // (10, 132, 255, 255)
    /// Color.primary.resolved(in: .dark).rgba8  // (255, 255, 255, 255)
    /// Color(red8: 0, green8: 122, blue8: 255).resolved(in: .dark).rgba8   // (0, 122, 255, 255): a fixed colour
    /// ```
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let appearances else { return self }
        let (r, g, b) = scheme == .dark ? (appearances.darkRed, appearances.darkGreen, appearances.darkBlue)
            : (appearances.lightRed, appearances.lightGreen, appearances.lightBlue)
        return Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity,
                     appearances: appearances)
    }

    /// The same colour (and appearances) with its opacity replaced by `opacity` (clamped).
    package func replacingOpacity(with opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity, appearances: appearances)
    }

    /// Whether the colour is a system colour that changes with the appearance.
    ///
    /// ```swift
    /// Color.blue.adaptsToColorScheme            // true
    /// Color(white: 0.5).adaptsToColorScheme     // false
    /// ```
    public var adaptsToColorScheme: Bool { appearances != nil }

    /// A colour with these exact components and appearances.
    private init(red: Double, green: Double, blue: Double, opacity: Double, appearances: Appearances?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = Color.clamp(opacity)
        self.appearances = appearances
    }

    /// The same colour with its opacity multiplied by `opacity` (clamped to 0…1; NaN becomes 0).
    ///
    /// ```swift
    /// Color.secondary.opacity(0.5).opacity   // 0.3
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * Color.clamp(opacity),
              appearances: appearances)
    }

    /// The channels as 8-bit values: each component · 255, rounded to nearest (halves away from zero).
    ///
    /// ```swift
    /// Color(white: 0.5).rgba8   // (128, 128, 128, 255)
    /// ```
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(opacity))
    }

    /// The colour `fraction` of the way from `self` to `other`: 0 gives `self`, 1 gives `other`.
    /// The fraction is clamped to 0…1 (NaN gives `self`).
    ///
    /// Colour space: Motion mixes the gamma-encoded sRGB components and the opacity linearly.
    /// SwiftUI's `mix(with:by:in:)` (iOS 18) defaults to `Gradient.ColorSpace.perceptual`, an
    /// undocumented perceptual space, so mid-way mixes of very different hues can differ slightly from
    /// Apple's; the endpoints and mixes of greys agree.
    ///
    /// ```swift
    /// Color.black.mix(with: .white, by: 0.25)   // Color(white: 0.25)
    /// ```
    public func mix(with other: Color, by fraction: Double) -> Color {
        let t = Color.clamp(fraction)
        return Color(red: red + (other.red - red) * t,
                     green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t,
                     opacity: opacity + (other.opacity - opacity) * t)
    }

    /// Same as ``mix(with:by:)``: `amount` 0 gives `self`, 1 gives `other`.
    ///
    /// ```swift
    /// Color.clear.interpolated(to: .black, amount: 0.5).opacity   // 0.5
    /// ```
    public func interpolated(to other: Color, amount: Double) -> Color {
        mix(with: other, by: amount)
    }

    /// The animated value: (red, (green, (blue, opacity))). Setting it clamps each component to
    /// 0…1 (NaN becomes 0), so a spring that overshoots never leaves the gamut. A system colour set
    /// to its own components stays that system colour (an animation that ends on it); set to others
    /// it becomes a fixed colour.
    ///
    /// ```swift
    /// var c = Color.black
    /// c.animatableData = Color.white.animatableData   // c == .white
    /// ```
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(red, AnimatablePair(green, AnimatablePair(blue, opacity))) }
        set {
            guard newValue != animatableData else { return }
            self = Color(red: newValue.first, green: newValue.second.first,
                         blue: newValue.second.second.first, opacity: newValue.second.second.second)
        }
    }

    /// `#RRGGBBAA` in hexadecimal, from ``rgba8``.
    ///
    /// ```swift
    /// Color.blue.description   // "#007AFFFF"
    /// ```
    public var description: String {
        let (r, g, b, a) = rgba8
        return "#" + [r, g, b, a].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Clamps to 0…1; NaN (and -0) become 0.
    static func clamp(_ value: Double) -> Double {
        if !(value > 0) { return 0 }
        return value > 1 ? 1 : value
    }

    /// A component in 0…1 as 0…255, rounded to nearest.
    static func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
}

extension Color {
    /// System red, (255, 59, 48); in the dark appearance (255, 69, 58).
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    public static let red = Color(red8: 255, green8: 59, blue8: 48, dark: (255, 69, 58))
    /// System orange, (255, 149, 0); in the dark appearance (255, 159, 10).
    ///
    /// ```swift
    /// view.background(Color.orange)
    /// ```
    public static let orange = Color(red8: 255, green8: 149, blue8: 0, dark: (255, 159, 10))
    /// System yellow, (255, 204, 0); in the dark appearance (255, 214, 10).
    ///
    /// ```swift
    /// Circle().fill(Color.yellow)
    /// ```
    public static let yellow = Color(red8: 255, green8: 204, blue8: 0, dark: (255, 214, 10))
    /// System green, (52, 199, 89); in the dark appearance (48, 209, 88).
    ///
    /// ```swift
    /// Circle().fill(Color.green)
    /// ```
    public static let green = Color(red8: 52, green8: 199, blue8: 89, dark: (48, 209, 88))
    /// System mint, (0, 199, 190); in the dark appearance (99, 230, 226).
    ///
    /// ```swift
    /// Circle().fill(Color.mint)
    /// ```
    public static let mint = Color(red8: 0, green8: 199, blue8: 190, dark: (99, 230, 226))
    /// System teal, (48, 176, 199) (the iOS 15+ value); in the dark appearance (64, 200, 224).
    ///
    /// ```swift
    /// Circle().fill(Color.teal)
    /// ```
    public static let teal = Color(red8: 48, green8: 176, blue8: 199, dark: (64, 200, 224))
    /// System cyan, (50, 173, 230); in the dark appearance (100, 210, 255).
    ///
    /// ```swift
    /// Circle().fill(Color.cyan)
    /// ```
    public static let cyan = Color(red8: 50, green8: 173, blue8: 230, dark: (100, 210, 255))
    /// System blue, (0, 122, 255); in the dark appearance (10, 132, 255).
    ///
    /// ```swift
    /// Circle().stroke(Color.blue, lineWidth: 4)
    /// ```
    public static let blue = Color(red8: 0, green8: 122, blue8: 255, dark: (10, 132, 255))
    /// System indigo, (88, 86, 214); in the dark appearance (94, 92, 230).
    ///
    /// ```swift
    /// Circle().fill(Color.indigo)
    /// ```
    public static let indigo = Color(red8: 88, green8: 86, blue8: 214, dark: (94, 92, 230))
    /// System purple, (175, 82, 222); in the dark appearance (191, 90, 242).
    ///
    /// ```swift
    /// Circle().fill(Color.purple)
    /// ```
    public static let purple = Color(red8: 175, green8: 82, blue8: 222, dark: (191, 90, 242))
    /// System pink, (255, 45, 85); in the dark appearance (255, 55, 95).
    ///
    /// ```swift
    /// Rectangle().fill(Color.pink)
    /// ```
    public static let pink = Color(red8: 255, green8: 45, blue8: 85, dark: (255, 55, 95))
    /// System brown, (162, 132, 94); in the dark appearance (172, 142, 104).
    ///
    /// ```swift
    /// Circle().fill(Color.brown)
    /// ```
    public static let brown = Color(red8: 162, green8: 132, blue8: 94, dark: (172, 142, 104))
    /// System gray, (142, 142, 147); in the dark appearance (142, 142, 147).
    ///
    /// ```swift
    /// view.background(Color.gray)
    /// ```
    public static let gray = Color(red8: 142, green8: 142, blue8: 147, dark: (142, 142, 147))
    /// White, (255, 255, 255).
    ///
    /// ```swift
    /// Text("OK").foregroundColor(.white)
    /// ```
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Black, (0, 0, 0).
    ///
    /// ```swift
    /// Text("OK").foregroundColor(.black)
    /// ```
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black, (0, 0, 0, 0).
    ///
    /// ```swift
    /// view.background(Color.clear)
    /// ```
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary content colour: the label colour, black — white in the dark appearance.
    ///
    /// ```swift
    /// Text("Title").foregroundColor(.primary)
    /// ```
    public static let primary = Color(red8: 0, green8: 0, blue8: 0, dark: (255, 255, 255))
    /// The secondary content colour: the secondary label colour, (60, 60, 67) at opacity 0.6 —
    /// (235, 235, 245) at 0.6 in the dark appearance.
    ///
    /// ```swift
    /// Text("Subtitle").foregroundColor(.secondary)
    /// ```
    public static let secondary = Color(red8: 60, green8: 60, blue8: 67, opacity: 0.6, dark: (235, 235, 245))
    /// The app's accent colour: system blue.
    ///
    /// ```swift
    /// Circle().stroke(Color.accentColor)
    /// ```
    public static let accentColor = Color.blue
}
