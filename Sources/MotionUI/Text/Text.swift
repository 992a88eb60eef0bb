import Foundation

/// A run of text, as SwiftUI's `Text`: sized by the backend's ``TextMeasurer``, wrapped at word
/// boundaries when the proposed width is narrower than one line.
///
/// Texts concatenate with `+` (and interpolate into a text literal) into one text of several
/// styled runs, laid out, wrapped and truncated as one string; every modifier that returns `Text`
/// styles the runs that did not set it themselves.
///
/// ```swift
/// Text("Welcome back! Please enter your credentials").font(.title).bold()
/// Text("Hello ").bold() + Text("world").foregroundColor(.red).underline()
/// Text("Total: \(Text("5").bold())")
/// ```
public struct Text: PrimitiveView, Equatable, Sendable {
    /// The whole string shown (every run's, in order). A text made from a date or a formatted
    /// value holds what it shows in the default environment at the host clock's start until a
    /// view shows it (see ``TextSource``).
    public internal(set) var content: String
    /// What this text's own modifiers set (under each segment's own style when concatenated).
    var style = TextStyle()
    /// The texts concatenated into this one, each with the style it had (this text's style lies
    /// under theirs); empty for a text of one string.
    internal(set) var segments: [Text] = []
    /// What writes `content` where the text is shown (a date, a timer, a formatted value); nil
    /// for a string.
    private(set) var source: TextSource?
    /// The image this text stands for inline (`Text(Image(…))`'s one part); nil for text.
    var attachment: TextAttachment?

    /// The text `content`, shown as it is (SwiftUI's string overload: no localisation lookup).
    ///
    /// ```swift
    /// let name = "Ada"
    /// Text(name)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// The text of a literal, as SwiftUI's `Text(_:tableName:bundle:comment:)`: Motion has no
    /// string tables, so the key is what is shown; a `Text` interpolated into the literal keeps
    /// its style.
    ///
    /// ```swift
    /// Text("Total: \(Text("5").bold())")
    /// ```
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
        if key.segments.contains(where: { !$0.style.isEmpty || !$0.segments.isEmpty || $0.source != nil || $0.attachment != nil }) {
            segments = key.segments.flatMap(\.flattened)
        }
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// A text that `source` writes where it is shown.
    init(source: TextSource) {
        content = source.string(in: .initial)
        self.source = source
    }

    /// The two texts as one, each part keeping its style, as SwiftUI's `Text.+`: laid out, wrapped
    /// and truncated as one string; modifiers on the result style the parts that did not set them.
    ///
    /// ```swift
    /// Text("Hello ").bold() + Text("world").foregroundColor(.red)
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.content + rhs.content)
        text.segments = lhs.flattened + rhs.flattened
        return text
    }

    /// This text as plain segments, each with this text's style under its own.
    private var flattened: [Text] {
        guard !segments.isEmpty else { return [self] }
        return segments.map { segment in
            var segment = segment
            segment.style = segment.style.merged(over: style)
            return segment
        }
    }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }

    /// This text in `font` (overrides the environment's font).
    public func font(_ font: Font?) -> Text { with { $0.style.font = font } }

    /// This text in a bold weight.
    ///
    /// ```swift
    /// Text("Title").bold()
    /// ```
    public func bold() -> Text { bold(true) }

    /// This text in a bold weight when `isActive`; `false` changes nothing.
    ///
    /// ```swift
    /// Text("Title").bold(isSelected)
    /// ```
    public func bold(_ isActive: Bool) -> Text { with { if isActive { $0.style.attributes.weight = .bold } } }

    /// This text in italics.
    ///
    /// ```swift
    /// Text("Note").italic()
    /// ```
    public func italic() -> Text { italic(true) }

    /// This text in italics when `isActive`; `false` changes nothing.
    ///
    /// ```swift
    /// Text("Note").italic(isEmphasised)
    /// ```
    public func italic(_ isActive: Bool) -> Text { with { if isActive { $0.style.attributes.italic = true } } }

    /// This text in the weight `weight` (nil: unchanged).
    ///
    /// ```swift
    /// Text("Light").fontWeight(.light)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { if let weight { $0.style.attributes.weight = weight } } }

    /// This text in `design` (nil: unchanged).
    ///
    /// ```swift
    /// Text("42").fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> Text { with { if let design { $0.style.attributes.design = design } } }

    /// This text at `width` (nil: unchanged).
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> Text { with { if let width { $0.style.attributes.width = width } } }

    /// This text in a fixed-width design; `false` changes nothing.
    ///
    /// ```swift
    /// Text("00:42").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text { with { if isActive { $0.style.attributes.design = .monospaced } } }

    /// This text with digits of one width (DejaVu's already are: unchanged in Motion).
    ///
    /// ```swift
    /// Text("\(score)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> Text { self }

    /// This text with `kerning` points after every character (the last one too).
    ///
    /// ```swift
    /// Text("ABCDEF").kerning(3)   // 6 × 3 = 18 points wider
    /// ```
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.style.attributes.kerning = kerning } }

    /// This text with `tracking` points between characters.
    ///
    /// ```swift
    /// Text("ABCDEF").tracking(3)   // 5 × 3 = 15 points wider
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.style.attributes.tracking = tracking } }

    /// This text in `color` (nil: the environment's foreground), as SwiftUI's
    /// `Text.foregroundColor(_:)`.
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> Text { with { $0.style.foreground = color.map { .color($0) } } }

    /// This text painted with `style` (a colour, a gradient over each line, `.secondary` …),
    /// resolved where the text is drawn, as SwiftUI's `Text.foregroundStyle(_:)`.
    ///
    /// ```swift
    /// Text("Done").foregroundStyle(.green) + Text(" · 3 items").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.style.foreground = TextStyle.Foreground(style) }
    }

    /// This text with a line under it (in `color`, or its foreground colour when nil), as SwiftUI's
    /// `Text.underline(_:color:)`; `false` changes nothing.
    ///
    /// ```swift
    /// Text("Terms").underline(color: .blue)
    /// ```
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { if isActive { $0.style.underline = TextStyle.Decoration(color: color) } }
    }

    /// This text with a line through its middle (in `color`, or its foreground colour when nil),
    /// as SwiftUI's `Text.strikethrough(_:color:)`; `false` changes nothing.
    ///
    /// ```swift
    /// Text("$20").strikethrough() + Text(" $15").bold()
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { if isActive { $0.style.strikethrough = TextStyle.Decoration(color: color) } }
    }

    /// This text raised by `baselineOffset` points (lowered when negative), as SwiftUI's
    /// `Text.baselineOffset(_:)`; the line grows to hold it.
    ///
    /// ```swift
    /// Text("x") + Text("2").font(.caption).baselineOffset(6)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.style.baselineOffset = baselineOffset } }

    func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}
