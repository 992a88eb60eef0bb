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
    var isBold = false
    var color: Color?

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in `font` (overrides the environment's font).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in a bold weight.
    public func bold() -> Text {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// This text in the weight `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        if let weight { copy.font = (copy.font ?? .body).weight(weight) }
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}

/// Lays out and draws a `Text`: one text run per line.
final class TextNode: ViewNode {
    private var text = Text(verbatim: "")

    /// The lines last drawn, reused while the text, font and size stay the same.
    private var lineCache: (size: CGSize, font: Font, lines: [TextLayout.Line])?

    override func update(view: Any, context: UpdateContext) {
        text = view as! Text
        lineCache = nil
        noteUpdate(context: context)
    }

    override func refresh(context: UpdateContext) { update(view: text, context: context) }

    /// The font after the environment and the text's own overrides.
    var resolvedFont: Font {
        let font = text.font ?? environment.font ?? .body
        return text.isBold ? font.bold() : font
    }

    var resolvedColor: Color {
        let color = text.color ?? environment.foregroundColor ?? .primary
        return environment.isEnabled ? color : color.opacity(0.5)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        TextLayout.size(of: text.content, font: resolvedFont, proposal: proposal, measurer: graph.textMeasurer)
    }

    /// Lines are broken for the laid-out (model) size, not the size shown while the frame animates:
    /// text does not reflow or truncate mid-animation, it moves to where layout put it.
    override func drawContent(into builder: inout DisplayListBuilder, size presentedSize: CGSize) {
        let size = frameAttribute?.target.rect.size ?? presentedSize
        let font = resolvedFont
        let lines: [TextLayout.Line]
        if let lineCache, lineCache.size == size, lineCache.font == font {
            lines = lineCache.lines
        } else {
            lines = TextLayout.lines(of: text.content, font: font, proposal: ProposedViewSize(size),
                                     measurer: graph.textMeasurer)
            lineCache = (size, font, lines)
        }
        for line in lines {
            builder.text(line.text, font: font, color: resolvedColor, in: line.frame)
        }
    }
}

extension TextNode: ExplicitGuideNode {
    /// Text states its first and last baselines (from the lines it shows for `proposal`).
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard case .vertical(let g) = guide else { return nil }
        let lines = TextLayout.lines(of: text.content, font: resolvedFont, proposal: proposal, measurer: graph.textMeasurer)
        if g == .firstTextBaseline { return lines.first?.baseline }
        if g == .lastTextBaseline { return lines.last?.baseline }
        return nil
    }
}
