import Foundation

// AppKit's spellings of the same colours (macOS samples write `Color(nsColor: .labelColor)`).
// AppKit's values differ slightly from UIKit's on a Mac; Motion uses the UIKit values (light and
// dark) of the matching role, so both spellings draw alike.
extension UIColor {
    /// Primary text (AppKit's name for ``label``).
    ///
    /// ```swift
    /// Color(nsColor: .labelColor)
    /// ```
    public static let labelColor = label
    /// Secondary text (AppKit's name for ``secondaryLabel``).
    ///
    /// ```swift
    /// Color(nsColor: .secondaryLabelColor)
    /// ```
    public static let secondaryLabelColor = secondaryLabel
    /// Tertiary text (AppKit's name for ``tertiaryLabel``).
    ///
    /// ```swift
    /// Color(nsColor: .tertiaryLabelColor)
    /// ```
    public static let tertiaryLabelColor = tertiaryLabel
    /// Text in a text view: black.
    ///
    /// ```swift
    /// Color(nsColor: .textColor)
    /// ```
    public static let textColor = label
    /// A window's background: the grouped background, (242, 242, 247).
    ///
    /// ```swift
    /// Color(nsColor: .windowBackgroundColor)
    /// ```
    public static let windowBackgroundColor = systemGroupedBackground
    /// The background of controls and content: white.
    ///
    /// ```swift
    /// Color(nsColor: .controlBackgroundColor)
    /// ```
    public static let controlBackgroundColor = systemBackground
    /// The background of text: white.
    ///
    /// ```swift
    /// Color(nsColor: .textBackgroundColor)
    /// ```
    public static let textBackgroundColor = systemBackground
    /// Separator lines (AppKit's name for ``separator``).
    ///
    /// ```swift
    /// Color(nsColor: .separatorColor)
    /// ```
    public static let separatorColor = separator
    /// The accent of controls: system blue.
    ///
    /// ```swift
    /// Color(nsColor: .controlAccentColor)
    /// ```
    public static let controlAccentColor = systemBlue
}
