import Foundation

/// A platform colour with UIKit's spelling, for SwiftUI code that writes `Color(.systemRed)`,
/// `Color(uiColor: .secondarySystemBackground)` or `UIColor(red:green:blue:alpha:)`. Linux has no
/// UIKit, so this is a plain value: red, green, blue and alpha in sRGB, 0…1, in light mode; a system
/// colour also knows its dark-mode values, which views use under a dark ``ColorScheme``. ``NSColor``
/// is the same type under AppKit's name.
///
/// The system and element colours (`systemRed`, `label`, `systemBackground`, …) are UIKit's
/// values; see `UIColor+System.swift` for the table and where the numbers come from.
///
/// Bad values: components are clamped to 0…1 and NaN becomes 0, as ``Color`` does.
///
/// ```swift
/// let warning = UIColor.systemOrange.withAlphaComponent(0.5)
/// Circle().fill(Color(warning))
/// Color(uiColor: .label).rgba8 == Color.black.rgba8   // true (and white in dark mode)
/// ```
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour as a SwiftUI ``Color``.
    ///
    /// ```swift
    /// UIColor.systemBlue.color == .blue   // true
    /// ```
    public let color: Color

    /// The platform colour of a SwiftUI colour, as UIKit's `UIColor(_ color: Color)`.
    ///
    /// ```swift
    /// UIColor(Color.orange) == .systemOrange   // true
    /// ```
    public init(_ color: Color) { self.color = color }

    /// A colour from sRGB components in 0…1 (clamped; NaN becomes 0).
    ///
    /// ```swift
    /// UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey with `white` on every channel.
    ///
    /// ```swift
    /// UIColor(white: 0.5, alpha: 1)
    /// ```
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness, as ``Color/init(hue:saturation:brightness:opacity:)``.
    ///
    /// ```swift
    /// UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)   // cyan
    /// ```
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                      opacity: Double(alpha))
    }

    /// The same colour with its alpha replaced by `alpha` (UIKit replaces, it does not multiply); a
    /// system colour stays one.
    ///
    /// ```swift
    /// UIColor.systemRed.withAlphaComponent(0.3)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.replacingOpacity(with: Double(alpha)))
    }

    /// The components, as UIKit's `getRed(_:green:blue:alpha:)` would return them.
    ///
    /// ```swift
    /// UIColor.systemBlue.rgba.blue   // 1
    /// ```
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.opacity))
    }

    /// The colour's `#RRGGBBAA`, as ``Color/description``.
    ///
    /// ```swift
    /// UIColor.white.description   // "#FFFFFFFF"
    /// ```
    public var description: String { color.description }

    /// A colour from 8-bit sRGB channels (for the tables of system colours), with its dark
    /// appearance when it has one.
    static func rgb8(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1,
                     dark: (UInt8, UInt8, UInt8)? = nil) -> UIColor {
        guard let dark else { return UIColor(Color(red8: red, green8: green, blue8: blue, opacity: alpha)) }
        return UIColor(Color(red8: red, green8: green, blue8: blue, opacity: alpha, dark: dark))
    }
}

/// AppKit's name for the platform colour: on Linux it is the same type as ``UIColor``, so
/// `Color(nsColor: .systemRed)` and `Color(NSColor.labelColor)` compile. AppKit's own spellings
/// (`labelColor`, `windowBackgroundColor`, …) are in `NSColor+AppKit.swift`.
///
/// ```swift
/// let c: NSColor = .systemTeal
/// ```
public typealias NSColor = UIColor

/// The type a bare `#colorLiteral(red:green:blue:alpha:)` takes when nothing else decides it: the
/// platform colour, as with UIKit (so `Color(#colorLiteral(...))` compiles, as on iOS). Where a
/// ``Color`` is expected the literal is a `Color` directly.
///
/// ```swift
/// let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 1, alpha: 1)   // a UIColor
/// Circle().fill(Color(tint))
/// ```
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, components clamped to 0…1.
    ///
    /// ```swift
    /// let c: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Color(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha))
    }
}
