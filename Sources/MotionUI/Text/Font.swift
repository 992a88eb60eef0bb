import Foundation

/// A font, as SwiftUI's `Font`: a text style or a system font of a size, with a weight, a design and
/// an italic flag. Sizes are iOS's at the default ("Large") Dynamic Type setting:
///
/// | style | points | weight |
/// |---|---|---|
/// | largeTitle | 34 | regular |
/// | title | 28 | regular |
/// | title2 | 22 | regular |
/// | title3 | 20 | regular |
/// | headline | 17 | semibold |
/// | body | 17 | regular |
/// | callout | 16 | regular |
/// | subheadline | 15 | regular |
/// | footnote | 13 | regular |
/// | caption | 12 | regular |
/// | caption2 | 11 | regular |
///
/// Unlike SwiftUI, the resolved ``pointSize`` is public: text measurers and renderers read it.
/// Bad values: a NaN, infinite or negative size reads as 0 (such text measures 0 × 0).
///
/// ```swift
/// let title = Font.title.bold()          // 28 pt, bold
/// let small = Font.system(size: 12)      // the seed's terms label
/// title.pointSize                         // 28
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// The design (default, serif, rounded, monospaced).
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The text style the font came from, if any.
    public var textStyle: TextStyle?

    private init(pointSize: CGFloat, weight: Weight, design: Design, isItalic: Bool = false, textStyle: TextStyle?) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        (self.weight, self.design, self.isItalic, self.textStyle) = (weight, design, isItalic, textStyle)
    }

    /// A system font of `size` points.
    ///
    /// ```swift
    /// Font.system(size: 20, weight: .medium, design: .rounded)
    /// ```
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(pointSize: size, weight: weight ?? .regular, design: design ?? .default, textStyle: nil)
    }

    /// The system font of a text style.
    ///
    /// ```swift
    /// Font.system(.headline)   // 17 pt semibold
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(pointSize: style.pointSize, weight: weight ?? style.weight, design: design ?? .default, textStyle: style)
    }

    /// The `.largeTitle` text style's system font (34 pt). Text styles: `Text("Hi").font(.title)`.
    public static let largeTitle = system(.largeTitle)
    /// The `.title` text style's system font.
    public static let title = system(.title)
    /// The `.title2` text style's system font.
    public static let title2 = system(.title2)
    /// The `.title3` text style's system font.
    public static let title3 = system(.title3)
    /// The `.headline` text style's system font.
    public static let headline = system(.headline)
    /// The `.subheadline` text style's system font.
    public static let subheadline = system(.subheadline)
    /// The `.body` text style's system font.
    public static let body = system(.body)
    /// The `.callout` text style's system font.
    public static let callout = system(.callout)
    /// The `.footnote` text style's system font.
    public static let footnote = system(.footnote)
    /// The `.caption` text style's system font.
    public static let caption = system(.caption)
    /// The `.caption2` text style's system font.
    public static let caption2 = system(.caption2)

    /// The same font, bold.
    ///
    /// ```swift
    /// Font.title.bold().weight == .bold   // true
    /// ```
    public func bold() -> Font { weight(.bold) }

    /// The same font with `weight`.
    ///
    /// ```swift
    /// Font.body.weight(.light)
    /// ```
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font, italic.
    ///
    /// ```swift
    /// Font.caption.italic().isItalic   // true
    /// ```
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public var description: String {
        "Font(\(textStyle.map { "\($0)" } ?? "system") \(pointSize)pt \(weight)\(isItalic ? " italic" : "")\(design == .default ? "" : " \(design)"))"
    }

    /// A font weight, as SwiftUI's `Font.Weight`; `value` is UIKit's weight (−0.8 … 0.62).
    ///
    /// ```swift
    /// Font.Weight.semibold.value   // 0.3
    /// ```
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// UIKit's numeric weight: regular is 0, bold 0.4.
        public let value: CGFloat
        private let name: String

        private init(_ value: CGFloat, _ name: String) { (self.value, self.name) = (value, name) }

        /// The ultraLight weight.
        public static let ultraLight = Weight(-0.8, "ultraLight")
        /// The thin weight.
        public static let thin = Weight(-0.6, "thin")
        /// The light weight.
        public static let light = Weight(-0.4, "light")
        /// The regular weight.
        public static let regular = Weight(0, "regular")
        /// The medium weight.
        public static let medium = Weight(0.23, "medium")
        /// The semibold weight.
        public static let semibold = Weight(0.3, "semibold")
        /// The bold weight.
        public static let bold = Weight(0.4, "bold")
        /// The heavy weight.
        public static let heavy = Weight(0.56, "heavy")
        /// The black weight.
        public static let black = Weight(0.62, "black")

        /// Whether a renderer with only regular and bold faces should pick bold (semibold and above).
        public var isBold: Bool { value >= Weight.semibold.value }

        /// Lighter before heavier.
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
        public var description: String { name }
    }

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A Dynamic Type text style, as SwiftUI's `Font.TextStyle`, with iOS's default size and weight.
    ///
    /// ```swift
    /// Font.TextStyle.title2.pointSize   // 22
    /// ```
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size in points at the default Dynamic Type setting.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The style's weight: semibold for headline, regular otherwise.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
