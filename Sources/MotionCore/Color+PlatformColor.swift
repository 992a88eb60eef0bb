import Foundation

extension Color {
    /// The SwiftUI colour of a platform colour, as `Color(uiColor:)`.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemBackground)   // (242, 242, 247)
    /// ```
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The SwiftUI colour of an AppKit colour, as `Color(nsColor:)` (the same type as ``UIColor`` here).
    ///
    /// ```swift
    /// Color(nsColor: .windowBackgroundColor)
    /// ```
    public init(nsColor: NSColor) { self = nsColor.color }

    /// The SwiftUI colour of a platform colour, as `Color(_ color: UIColor)`: the spelling of
    /// `Color(.systemRed)` and `Color(#colorLiteral(...))`.
    ///
    /// ```swift
    /// Rectangle().fill(Color(.systemGray5))
    /// ```
    public init(_ platformColor: UIColor) { self = platformColor.color }
}
