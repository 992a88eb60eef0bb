import Foundation

/// A run of text, as SwiftUI's `Text`: sized by the backend's ``TextMeasurer``, wrapped at word
/// boundaries when the proposed width is narrower than one line.
///
/// ```swift
/// Text("Welcome back! Please enter your credentials").font(.title).bold()
/// ```
public struct Text: PrimitiveView, Equatable {
    public var content: String
    var font: Font?
    /// Weight, italic, design, width and spacing set on this text (over the environment's).
    var attributes = TextAttributes()
    var color: Color?

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }

    /// This text in `font` (overrides the environment's font).
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

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
    public func bold(_ isActive: Bool) -> Text { with { if isActive { $0.attributes.weight = .bold } } }

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
    public func italic(_ isActive: Bool) -> Text { with { if isActive { $0.attributes.italic = true } } }

    /// This text in the weight `weight` (nil: unchanged).
    ///
    /// ```swift
    /// Text("Light").fontWeight(.light)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { if let weight { $0.attributes.weight = weight } } }

    /// This text in `design` (nil: unchanged).
    ///
    /// ```swift
    /// Text("42").fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> Text { with { if let design { $0.attributes.design = design } } }

    /// This text at `width` (nil: unchanged).
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> Text { with { if let width { $0.attributes.width = width } } }

    /// This text in a fixed-width design; `false` changes nothing.
    ///
    /// ```swift
    /// Text("00:42").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text { with { if isActive { $0.attributes.design = .monospaced } } }

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
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.attributes.kerning = kerning } }

    /// This text with `tracking` points between characters.
    ///
    /// ```swift
    /// Text("ABCDEF").tracking(3)   // 5 × 3 = 15 points wider
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.attributes.tracking = tracking } }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

    func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}
