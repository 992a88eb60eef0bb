import Foundation

extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` written where a `Color` is expected
    /// (Xcode's colour-well literal): sRGB components, each clamped to 0…1, NaN read as 0.
    ///
    /// ```swift
    /// let c: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Circle().fill(#colorLiteral(red: 0.2, green: 0.6, blue: 1, alpha: 1))
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
