import Foundation

// UIKit's system and element colours in light mode, as 8-bit sRGB (and alpha).
// Sources: Apple's Human Interface Guidelines colour tables (iOS, light appearance, default
// contrast; teal is the iOS 15+ value) and, for the element colours (labels, fills, backgrounds,
// separators), the values UIKit resolves in light mode as collected by Noah Gilmore's
// ColorCompatibility (github.com/noahsark769/ColorCompatibility, Sources/ColorCompatibility.swift).
// The plain colours (`red`, `darkGray`, …) are the fixed values UIColor's documentation states.
extension UIColor {
    /// System red: (255, 59, 48).
    ///
    /// ```swift
    /// Color(.systemRed)
    /// ```
    public static let systemRed = rgb8(255, 59, 48)
    /// System orange: (255, 149, 0).
    ///
    /// ```swift
    /// Color(.systemOrange)
    /// ```
    public static let systemOrange = rgb8(255, 149, 0)
    /// System yellow: (255, 204, 0).
    ///
    /// ```swift
    /// Color(.systemYellow)
    /// ```
    public static let systemYellow = rgb8(255, 204, 0)
    /// System green: (52, 199, 89).
    ///
    /// ```swift
    /// Color(.systemGreen)
    /// ```
    public static let systemGreen = rgb8(52, 199, 89)
    /// System mint: (0, 199, 190).
    ///
    /// ```swift
    /// Color(.systemMint)
    /// ```
    public static let systemMint = rgb8(0, 199, 190)
    /// System teal (the iOS 15+ value): (48, 176, 199).
    ///
    /// ```swift
    /// Color(.systemTeal)
    /// ```
    public static let systemTeal = rgb8(48, 176, 199)
    /// System cyan: (50, 173, 230).
    ///
    /// ```swift
    /// Color(.systemCyan)
    /// ```
    public static let systemCyan = rgb8(50, 173, 230)
    /// System blue: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.systemBlue)
    /// ```
    public static let systemBlue = rgb8(0, 122, 255)
    /// System indigo: (88, 86, 214).
    ///
    /// ```swift
    /// Color(.systemIndigo)
    /// ```
    public static let systemIndigo = rgb8(88, 86, 214)
    /// System purple: (175, 82, 222).
    ///
    /// ```swift
    /// Color(.systemPurple)
    /// ```
    public static let systemPurple = rgb8(175, 82, 222)
    /// System pink: (255, 45, 85).
    ///
    /// ```swift
    /// Color(.systemPink)
    /// ```
    public static let systemPink = rgb8(255, 45, 85)
    /// System brown: (162, 132, 94).
    ///
    /// ```swift
    /// Color(.systemBrown)
    /// ```
    public static let systemBrown = rgb8(162, 132, 94)
    /// System gray: (142, 142, 147).
    ///
    /// ```swift
    /// Color(.systemGray)
    /// ```
    public static let systemGray = rgb8(142, 142, 147)
    /// The second gray: (174, 174, 178).
    ///
    /// ```swift
    /// Color(.systemGray2)
    /// ```
    public static let systemGray2 = rgb8(174, 174, 178)
    /// The third gray: (199, 199, 204).
    ///
    /// ```swift
    /// Color(.systemGray3)
    /// ```
    public static let systemGray3 = rgb8(199, 199, 204)
    /// The fourth gray: (209, 209, 214).
    ///
    /// ```swift
    /// Color(.systemGray4)
    /// ```
    public static let systemGray4 = rgb8(209, 209, 214)
    /// The fifth gray: (229, 229, 234).
    ///
    /// ```swift
    /// Color(.systemGray5)
    /// ```
    public static let systemGray5 = rgb8(229, 229, 234)
    /// The sixth (lightest) gray: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.systemGray6)
    /// ```
    public static let systemGray6 = rgb8(242, 242, 247)
    /// Primary text: (0, 0, 0).
    ///
    /// ```swift
    /// Color(.label)
    /// ```
    public static let label = rgb8(0, 0, 0)
    /// Secondary text: (60, 60, 67), alpha 0.6.
    ///
    /// ```swift
    /// Color(.secondaryLabel)
    /// ```
    public static let secondaryLabel = rgb8(60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67), alpha 0.3.
    ///
    /// ```swift
    /// Color(.tertiaryLabel)
    /// ```
    public static let tertiaryLabel = rgb8(60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67), alpha 0.18.
    ///
    /// ```swift
    /// Color(.quaternaryLabel)
    /// ```
    public static let quaternaryLabel = rgb8(60, 60, 67, 0.18)
    /// Placeholder text: (60, 60, 67), alpha 0.3.
    ///
    /// ```swift
    /// Color(.placeholderText)
    /// ```
    public static let placeholderText = rgb8(60, 60, 67, 0.3)
    /// Fill for thin and small shapes: (120, 120, 128), alpha 0.2.
    ///
    /// ```swift
    /// Color(.systemFill)
    /// ```
    public static let systemFill = rgb8(120, 120, 128, 0.2)
    /// Fill for medium-size shapes: (120, 120, 128), alpha 0.16.
    ///
    /// ```swift
    /// Color(.secondarySystemFill)
    /// ```
    public static let secondarySystemFill = rgb8(120, 120, 128, 0.16)
    /// Fill for large shapes: (118, 118, 128), alpha 0.12.
    ///
    /// ```swift
    /// Color(.tertiarySystemFill)
    /// ```
    public static let tertiarySystemFill = rgb8(118, 118, 128, 0.12)
    /// Fill for large areas with complex content: (116, 116, 128), alpha 0.08.
    ///
    /// ```swift
    /// Color(.quaternarySystemFill)
    /// ```
    public static let quaternarySystemFill = rgb8(116, 116, 128, 0.08)
    /// The main background: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.systemBackground)
    /// ```
    public static let systemBackground = rgb8(255, 255, 255)
    /// Content layered on the main background: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.secondarySystemBackground)
    /// ```
    public static let secondarySystemBackground = rgb8(242, 242, 247)
    /// Content layered on secondary backgrounds: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.tertiarySystemBackground)
    /// ```
    public static let tertiarySystemBackground = rgb8(255, 255, 255)
    /// The background of grouped content: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.systemGroupedBackground)
    /// ```
    public static let systemGroupedBackground = rgb8(242, 242, 247)
    /// Content layered on a grouped background: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.secondarySystemGroupedBackground)
    /// ```
    public static let secondarySystemGroupedBackground = rgb8(255, 255, 255)
    /// Content layered on secondary grouped backgrounds: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.tertiarySystemGroupedBackground)
    /// ```
    public static let tertiarySystemGroupedBackground = rgb8(242, 242, 247)
    /// Thin separator lines (translucent): (60, 60, 67), alpha 0.29.
    ///
    /// ```swift
    /// Color(.separator)
    /// ```
    public static let separator = rgb8(60, 60, 67, 0.29)
    /// Opaque separator lines: (198, 198, 200).
    ///
    /// ```swift
    /// Color(.opaqueSeparator)
    /// ```
    public static let opaqueSeparator = rgb8(198, 198, 200)
    /// Links: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.link)
    /// ```
    public static let link = rgb8(0, 122, 255)
    /// The tint: system blue, the default accent: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.tintColor)
    /// ```
    public static let tintColor = rgb8(0, 122, 255)
    /// Text on light backgrounds: (0, 0, 0).
    ///
    /// ```swift
    /// Color(.darkText)
    /// ```
    public static let darkText = rgb8(0, 0, 0)
    /// Text on dark backgrounds: white at 0.6: (255, 255, 255), alpha 0.6.
    ///
    /// ```swift
    /// Color(.lightText)
    /// ```
    public static let lightText = rgb8(255, 255, 255, 0.6)
    /// Black, grayscale 0.
    ///
    /// ```swift
    /// Color(uiColor: .black)
    /// ```
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray, grayscale 1/3.
    ///
    /// ```swift
    /// Color(uiColor: .darkGray)
    /// ```
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light gray, grayscale 2/3.
    ///
    /// ```swift
    /// Color(uiColor: .lightGray)
    /// ```
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White, grayscale 1.
    ///
    /// ```swift
    /// Color(uiColor: .white)
    /// ```
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray, grayscale 0.5.
    ///
    /// ```swift
    /// Color(uiColor: .gray)
    /// ```
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red, RGB (1, 0, 0).
    ///
    /// ```swift
    /// Color(uiColor: .red)
    /// ```
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green, RGB (0, 1, 0).
    ///
    /// ```swift
    /// Color(uiColor: .green)
    /// ```
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue, RGB (0, 0, 1).
    ///
    /// ```swift
    /// Color(uiColor: .blue)
    /// ```
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan, RGB (0, 1, 1).
    ///
    /// ```swift
    /// Color(uiColor: .cyan)
    /// ```
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow, RGB (1, 1, 0).
    ///
    /// ```swift
    /// Color(uiColor: .yellow)
    /// ```
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta, RGB (1, 0, 1).
    ///
    /// ```swift
    /// Color(uiColor: .magenta)
    /// ```
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange, RGB (1, 0.5, 0).
    ///
    /// ```swift
    /// Color(uiColor: .orange)
    /// ```
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple, RGB (0.5, 0, 0.5).
    ///
    /// ```swift
    /// Color(uiColor: .purple)
    /// ```
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown, RGB (0.6, 0.4, 0.2).
    ///
    /// ```swift
    /// Color(uiColor: .brown)
    /// ```
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent, grayscale 0 and alpha 0.
    ///
    /// ```swift
    /// Color(uiColor: .clear)
    /// ```
    public static let clear = UIColor(white: 0, alpha: 0)
}
