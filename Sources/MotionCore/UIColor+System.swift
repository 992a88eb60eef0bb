import Foundation

// UIKit's system and element colours, as 8-bit sRGB (and alpha) in light mode and sRGB in dark mode
// (`dark:`; see ``Color/resolved(in:)`` — a colour keeps its light-mode alpha in dark mode, where
// UIKit makes fills and separators more opaque).
// Sources: Apple's Human Interface Guidelines colour tables (iOS, light and dark appearance, default
// contrast; teal is the iOS 15+ value) and, for the element colours (labels, fills, backgrounds,
// separators), the values UIKit resolves in each appearance as collected by Noah Gilmore's
// ColorCompatibility (github.com/noahsark769/ColorCompatibility, Sources/ColorCompatibility.swift).
// The plain colours (`red`, `darkGray`, …) are the fixed values UIColor's documentation states.
extension UIColor {
    /// System red: (255, 59, 48).
    ///
    /// ```swift
    /// Color(.systemRed)
    /// ```
    public static let systemRed = rgb8(255, 59, 48, dark: (255, 69, 58))
    /// System orange: (255, 149, 0).
    ///
    /// ```swift
    /// Color(.systemOrange)
    /// ```
    public static let systemOrange = rgb8(255, 149, 0, dark: (255, 159, 10))
    /// System yellow: (255, 204, 0).
    ///
    /// ```swift
    /// Color(.systemYellow)
    /// ```
    public static let systemYellow = rgb8(255, 204, 0, dark: (255, 214, 10))
    /// System green: (52, 199, 89).
    ///
    /// ```swift
    /// Color(.systemGreen)
    /// ```
    public static let systemGreen = rgb8(52, 199, 89, dark: (48, 209, 88))
    /// System mint: (0, 199, 190).
    ///
    /// ```swift
    /// Color(.systemMint)
    /// ```
    public static let systemMint = rgb8(0, 199, 190, dark: (99, 230, 226))
    /// System teal (the iOS 15+ value): (48, 176, 199).
    ///
    /// ```swift
    /// Color(.systemTeal)
    /// ```
    public static let systemTeal = rgb8(48, 176, 199, dark: (64, 200, 224))
    /// System cyan: (50, 173, 230).
    ///
    /// ```swift
    /// Color(.systemCyan)
    /// ```
    public static let systemCyan = rgb8(50, 173, 230, dark: (100, 210, 255))
    /// System blue: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.systemBlue)
    /// ```
    public static let systemBlue = rgb8(0, 122, 255, dark: (10, 132, 255))
    /// System indigo: (88, 86, 214).
    ///
    /// ```swift
    /// Color(.systemIndigo)
    /// ```
    public static let systemIndigo = rgb8(88, 86, 214, dark: (94, 92, 230))
    /// System purple: (175, 82, 222).
    ///
    /// ```swift
    /// Color(.systemPurple)
    /// ```
    public static let systemPurple = rgb8(175, 82, 222, dark: (191, 90, 242))
    /// System pink: (255, 45, 85).
    ///
    /// ```swift
    /// Color(.systemPink)
    /// ```
    public static let systemPink = rgb8(255, 45, 85, dark: (255, 55, 95))
    /// System brown: (162, 132, 94).
    ///
    /// ```swift
    /// Color(.systemBrown)
    /// ```
    public static let systemBrown = rgb8(162, 132, 94, dark: (172, 142, 104))
    /// System gray: (142, 142, 147).
    ///
    /// ```swift
    /// Color(.systemGray)
    /// ```
    public static let systemGray = rgb8(142, 142, 147, dark: (142, 142, 147))
    /// The second gray: (174, 174, 178).
    ///
    /// ```swift
    /// Color(.systemGray2)
    /// ```
    public static let systemGray2 = rgb8(174, 174, 178, dark: (99, 99, 102))
    /// The third gray: (199, 199, 204).
    ///
    /// ```swift
    /// Color(.systemGray3)
    /// ```
    public static let systemGray3 = rgb8(199, 199, 204, dark: (72, 72, 74))
    /// The fourth gray: (209, 209, 214).
    ///
    /// ```swift
    /// Color(.systemGray4)
    /// ```
    public static let systemGray4 = rgb8(209, 209, 214, dark: (58, 58, 60))
    /// The fifth gray: (229, 229, 234).
    ///
    /// ```swift
    /// Color(.systemGray5)
    /// ```
    public static let systemGray5 = rgb8(229, 229, 234, dark: (44, 44, 46))
    /// The sixth (lightest) gray: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.systemGray6)
    /// ```
    public static let systemGray6 = rgb8(242, 242, 247, dark: (28, 28, 30))
    /// Primary text: (0, 0, 0).
    ///
    /// ```swift
    /// Color(.label)
    /// ```
    public static let label = rgb8(0, 0, 0, dark: (255, 255, 255))
    /// Secondary text: (60, 60, 67), alpha 0.6.
    ///
    /// ```swift
    /// Color(.secondaryLabel)
    /// ```
    public static let secondaryLabel = rgb8(60, 60, 67, 0.6, dark: (235, 235, 245))
    /// Tertiary text: (60, 60, 67), alpha 0.3.
    ///
    /// ```swift
    /// Color(.tertiaryLabel)
    /// ```
    public static let tertiaryLabel = rgb8(60, 60, 67, 0.3, dark: (235, 235, 245))
    /// Quaternary text: (60, 60, 67), alpha 0.18.
    ///
    /// ```swift
    /// Color(.quaternaryLabel)
    /// ```
    public static let quaternaryLabel = rgb8(60, 60, 67, 0.18, dark: (235, 235, 245))
    /// Placeholder text: (60, 60, 67), alpha 0.3.
    ///
    /// ```swift
    /// Color(.placeholderText)
    /// ```
    public static let placeholderText = rgb8(60, 60, 67, 0.3, dark: (235, 235, 245))
    /// Fill for thin and small shapes: (120, 120, 128), alpha 0.2.
    ///
    /// ```swift
    /// Color(.systemFill)
    /// ```
    public static let systemFill = rgb8(120, 120, 128, 0.2, dark: (120, 120, 128))
    /// Fill for medium-size shapes: (120, 120, 128), alpha 0.16.
    ///
    /// ```swift
    /// Color(.secondarySystemFill)
    /// ```
    public static let secondarySystemFill = rgb8(120, 120, 128, 0.16, dark: (120, 120, 128))
    /// Fill for large shapes: (118, 118, 128), alpha 0.12.
    ///
    /// ```swift
    /// Color(.tertiarySystemFill)
    /// ```
    public static let tertiarySystemFill = rgb8(118, 118, 128, 0.12, dark: (118, 118, 128))
    /// Fill for large areas with complex content: (116, 116, 128), alpha 0.08.
    ///
    /// ```swift
    /// Color(.quaternarySystemFill)
    /// ```
    public static let quaternarySystemFill = rgb8(116, 116, 128, 0.08, dark: (118, 118, 128))
    /// The main background: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.systemBackground)
    /// ```
    public static let systemBackground = rgb8(255, 255, 255, dark: (0, 0, 0))
    /// Content layered on the main background: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.secondarySystemBackground)
    /// ```
    public static let secondarySystemBackground = rgb8(242, 242, 247, dark: (28, 28, 30))
    /// Content layered on secondary backgrounds: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.tertiarySystemBackground)
    /// ```
    public static let tertiarySystemBackground = rgb8(255, 255, 255, dark: (44, 44, 46))
    /// The background of grouped content: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.systemGroupedBackground)
    /// ```
    public static let systemGroupedBackground = rgb8(242, 242, 247, dark: (0, 0, 0))
    /// Content layered on a grouped background: (255, 255, 255).
    ///
    /// ```swift
    /// Color(.secondarySystemGroupedBackground)
    /// ```
    public static let secondarySystemGroupedBackground = rgb8(255, 255, 255, dark: (28, 28, 30))
    /// Content layered on secondary grouped backgrounds: (242, 242, 247).
    ///
    /// ```swift
    /// Color(.tertiarySystemGroupedBackground)
    /// ```
    public static let tertiarySystemGroupedBackground = rgb8(242, 242, 247, dark: (44, 44, 46))
    /// Thin separator lines (translucent): (60, 60, 67), alpha 0.29.
    ///
    /// ```swift
    /// Color(.separator)
    /// ```
    public static let separator = rgb8(60, 60, 67, 0.29, dark: (84, 84, 88))
    /// Opaque separator lines: (198, 198, 200).
    ///
    /// ```swift
    /// Color(.opaqueSeparator)
    /// ```
    public static let opaqueSeparator = rgb8(198, 198, 200, dark: (56, 56, 58))
    /// Links: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.link)
    /// ```
    public static let link = rgb8(0, 122, 255, dark: (9, 132, 255))
    /// The tint: system blue, the default accent: (0, 122, 255).
    ///
    /// ```swift
    /// Color(.tintColor)
    /// ```
    public static let tintColor = rgb8(0, 122, 255, dark: (10, 132, 255))
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
