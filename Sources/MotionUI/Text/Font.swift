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
    /// The width (condensed … expanded), `.standard` unless set with ``width(_:)``.
    public var width: Width = .standard
    /// The family or PostScript name of a ``custom(_:size:)`` font; nil for the system font. Motion
    /// keeps the name; the backend uses a font file of that name when it finds one.
    public var customName: String?

    private init(pointSize: CGFloat, weight: Weight, design: Design, isItalic: Bool = false, textStyle: TextStyle?) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        (self.weight, self.design, self.isItalic, self.textStyle) = (weight, design, isItalic, textStyle)
    }

    /// A font named `name` (a family or PostScript name, as `UIFont(name:size:)` takes) of `size`
    /// points, scaled with the body style (at Motion's default Dynamic Type setting: `size`).
    /// Without a font file of that name the backend draws DejaVu Sans and warns once per name.
    ///
    /// ```swift
    /// Text("Hello").font(.custom("Avenir-Heavy", size: 24))
    /// ```
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A custom font of `size` points that scales like `textStyle` (at the default setting: `size`).
    ///
    /// ```swift
    /// Font.custom("Georgia", size: 28, relativeTo: .title)
    /// ```
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(pointSize: size, weight: .regular, design: .default, textStyle: textStyle)
        font.customName = name
        return font
    }

    /// A custom font of `fixedSize` points that never scales with Dynamic Type.
    ///
    /// ```swift
    /// Font.custom("Menlo", fixedSize: 12)
    /// ```
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(pointSize: fixedSize, weight: .regular, design: .default, textStyle: nil)
        font.customName = name
        return font
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

    /// The same font with a fixed-width design (`.monospaced`), as SwiftUI's `Font.monospaced()`.
    ///
    /// ```swift
    /// Font.body.monospaced().design == .monospaced   // true
    /// ```
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The same font with digits of one width. DejaVu's digits already share one width, so Motion
    /// returns the font unchanged.
    ///
    /// ```swift
    /// Text("\(count)").font(.title.monospacedDigit())
    /// ```
    public func monospacedDigit() -> Font { self }

    /// The same font at `width`, as SwiftUI's `Font.width(_:)`.
    ///
    /// ```swift
    /// Font.title.width(.condensed)
    /// ```
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.width = width
        return copy
    }

    public var description: String {
        "Font(\(customName.map { "\"\($0)\"" } ?? textStyle.map { "\($0)" } ?? "system") \(pointSize)pt \(weight)\(isItalic ? " italic" : "")\(design == .default ? "" : " \(design)"))"
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
    ///
    /// ```swift
    /// Text("12:30").fontDesign(.monospaced)
    /// ```
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// A font width, as SwiftUI's `Font.Width`: `value` is UIKit's width trait (−0.3 compressed …
    /// 0.2 expanded, 0 standard).
    ///
    /// ```swift
    /// Text("NARROW").fontWidth(.condensed)
    /// Font.Width.expanded.value   // 0.2
    /// ```
    public struct Width: Hashable, Sendable {
        /// UIKit's width value: negative is narrower.
        public var value: CGFloat

        /// A width of `value` (NaN and infinities read as 0, standard).
        ///
        /// ```swift
        /// Font.Width(-0.1)
        /// ```
        public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }

        /// The narrowest width (−0.3).
        public static let compressed = Width(-0.3)
        /// A narrow width (−0.2).
        public static let condensed = Width(-0.2)
        /// The normal width (0).
        public static let standard = Width(0)
        /// A wide width (0.2).
        public static let expanded = Width(0.2)
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
