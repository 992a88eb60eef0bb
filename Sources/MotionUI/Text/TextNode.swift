import Foundation

/// Lays out and draws a `Text`: one text run per line (one per character with letter spacing).
final class TextNode: ViewNode {
    private var text = Text(verbatim: "")

    /// What a layout of the lines depends on besides the proposal.
    private struct LayoutInputs: Equatable {
        let content: String
        let font: Font
        let attributes: TextAttributes
        let lineLimit: Int?
    }

    /// Lines laid out per proposal, kept while the string, font, attributes and line limit stay the
    /// same — across updates, so a leaf whose body re-ran with the same text (a new offset above
    /// it, say) breaks no line again. At most ``layoutCacheLimit`` proposals (a stack in a stack
    /// probes a dozen or more); past that, the cache starts again.
    private var layoutCache: (inputs: LayoutInputs, lines: [ProposedViewSize: [TextLayout.Line]])?
    private static let layoutCacheLimit = 32
    /// Whether ``layoutCache`` was filled from the current resolution (cleared with it): its lines
    /// are then looked up by proposal alone, without making and comparing the inputs (a string, a
    /// font and attributes) on every measurement and drawing of an unchanged text.
    @exclusivity(unchecked) private var layoutCacheIsCurrent = false

    /// The attributes, font and paint resolved against the environment (while ``isResolved``),
    /// kept until an update that changes the text or the environment, so drawing a frame looks
    /// nothing up. Not optional, and read a part at a time: a frame reads them a dozen times per
    /// text, and a copy of an optional tuple of all three costs several times one field's copy.
    @exclusivity(unchecked) private var resolved = Resolution()
    @exclusivity(unchecked) private var isResolved = false

    private struct Resolution {
        var attributes = TextAttributes()
        var font = Font.body
        var paint = StylePaint.color(.primary)
    }

    /// The change of string animating under a content transition, if any.
    private var contentChange: TextContentChange?
    /// Whether a string has been shown (the first one appears without a content transition).
    private var hasShownContent = false
    /// The value of the last `.numericText(value:)` in effect, for the direction of the next roll.
    private var lastNumericValue: Double?

    override func update(view: Any, context: UpdateContext) {
        apply(view as! Text, context: context)
    }

    /// A `Text` takes no cast (a leaf re-evaluated on every frame pays for none).
    override func update<V: View>(typed view: V, context: UpdateContext) {
        guard V.self == Text.self else { return super.update(typed: view, context: context) }
        apply(unsafeBitCast(view, to: Text.self), context: context)
    }

    private func apply(_ new: Text, context: UpdateContext) {
        let previous = text
        let old = text.content
        text = new
        let effect: UpdateEffect = hasShownContent && previous == text ? .none : .layout
        if effect == .layout || context.environmentChanged {
            isResolved = false
            layoutCacheIsCurrent = false
        }
        noteUpdate(context: context, effect: effect)
        let transition = environment.contentTransition
        let previousValue = lastNumericValue
        if case .numericText(_, let value) = transition.kind, let value, !value.isNaN { lastNumericValue = value }
        defer { hasShownContent = true }
        guard hasShownContent, old != text.content else { return }
        contentChange = TextContentChange.start(from: old, transition: transition, previousValue: previousValue,
                                                transaction: context.transaction, at: graph.time)
        if contentChange != nil { graph.startAnimating(self) }
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        if let contentChange {
            if contentChange.advance(to: time) { running = true } else { self.contentChange = nil }
        }
        return running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (contentChange?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        contentChange?.describe(into: &collector)
    }

    override func refresh(context: UpdateContext) { apply(text, context: context) }

    /// What the lines are laid out from now.
    private var layoutInputs: LayoutInputs {
        LayoutInputs(content: text.content, font: resolvedFont, attributes: attributes, lineLimit: environment.lineLimit)
    }

    /// Resolves the attributes, font and paint unless they are current.
    private func resolve() {
        guard !isResolved else { return }
        let attributes = text.attributes.merged(over: environment.textAttributes)
        let font = attributes.apply(to: text.font ?? environment.font ?? .body)
        let scheme = environment.colorScheme
        let paint = text.color.map { .color($0.resolved(in: scheme)) } ?? environment.foregroundPaint ?? .color(Color.primary.resolved(in: scheme))
        resolved = Resolution(attributes: attributes, font: font, paint: environment.isEnabled ? paint : paint.opacity(0.5))
        isResolved = true
    }

    /// The environment's text attributes with the text's own on top.
    private var attributes: TextAttributes {
        resolve()
        return resolved.attributes
    }

    /// The font after the environment and the text's own overrides.
    var resolvedFont: Font {
        resolve()
        return resolved.font
    }

    /// The colour or gradient the text paints with (a gradient spans the text's frame).
    var resolvedPaint: StylePaint {
        resolve()
        return resolved.paint
    }

    /// The graph's measurer, widened by kerning and tracking when they are set.
    private var measurer: any TextMeasurer {
        let attributes = self.attributes
        return attributes.hasSpacing ? SpacedTextMeasurer(base: graph.textMeasurer, attributes: attributes) : graph.textMeasurer
    }

    private func lines(for proposal: ProposedViewSize) -> [TextLayout.Line] {
        if layoutCacheIsCurrent, let lines = layoutCache?.lines[proposal] { return lines }
        let inputs = layoutInputs
        layoutCacheIsCurrent = true
        if let layoutCache, layoutCache.inputs == inputs, let lines = layoutCache.lines[proposal] { return lines }
        let lines = TextLayout.lines(of: inputs.content, font: inputs.font, proposal: proposal, measurer: measurer,
                                     lineLimit: inputs.lineLimit)
        var cached: [ProposedViewSize: [TextLayout.Line]] = [:]
        if let layoutCache, layoutCache.inputs == inputs, layoutCache.lines.count < TextNode.layoutCacheLimit {
            cached = layoutCache.lines
        }
        layoutCache = nil   // so that `cached` is the only reference, and grows in place
        cached[proposal] = lines
        layoutCache = (inputs, cached)
        return lines
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let lines = self.lines(for: proposal)
        let width = lines.map(\.frame.width).max() ?? 0
        var height = lines.last?.frame.maxY ?? 0
        let reserved = environment.reservedLines
        if reserved > lines.count, !text.content.isEmpty {
            height = CGFloat(reserved) * measurer.metrics(of: resolvedFont).lineHeight
        }
        return CGSize(width: width, height: height)
    }

    /// Lines are broken for the laid-out (model) size, not the size shown while the frame animates:
    /// text does not reflow or truncate mid-animation, it moves to where layout put it. Each line is
    /// placed by the multiline alignment in the text's width.
    override func drawContent(into builder: inout DisplayListBuilder, size presentedSize: CGSize) {
        let size = frameAttribute?.target.rect.size ?? presentedSize
        let font = resolvedFont
        let lines = self.lines(for: ProposedViewSize(size))
        guard let change = contentChange else { return drawLines(lines, into: &builder, size: size) }
        let oldLines = TextLayout.lines(of: change.old, font: font, proposal: ProposedViewSize(size), measurer: measurer,
                                        lineLimit: environment.lineLimit)
        let p = change.fraction
        if case .roll(let down) = change.style, lines.count == 1, oldLines.count == 1, !attributes.hasSpacing {
            return roll(from: oldLines[0], to: lines[0], down: down, progress: p, into: &builder, size: size)
        }
        builder.save()
        builder.multiplyOpacity(Double(1 - p))
        drawLines(oldLines, into: &builder, size: size)
        builder.restore()
        builder.save()
        builder.multiplyOpacity(Double(p))
        drawLines(lines, into: &builder, size: size)
        builder.restore()
    }

    /// Draws `lines`, each placed by the multiline alignment in the text's width.
    private func drawLines(_ lines: [TextLayout.Line], into builder: inout DisplayListBuilder, size: CGSize) {
        let font = resolvedFont
        let alignment = environment.multilineTextAlignment
        let attributes = self.attributes
        let paint = resolvedPaint
        let bounds = CGRect(origin: .zero, size: size)
        for line in lines {
            var frame = line.frame
            frame.origin.x += alignment.offset(lineWidth: frame.width, in: size.width)
            guard attributes.hasSpacing else {
                builder.text(line.text, font: font, paint: paint, in: frame, gradientBounds: bounds)
                continue
            }
            // Letter spacing: each character where the spaced measure puts it.
            var prefix = ""
            for (index, character) in line.text.enumerated() {
                let x = graph.textMeasurer.width(of: prefix, font: font) + CGFloat(index) * attributes.letterSpacing
                let glyph = String(character)
                let advance = graph.textMeasurer.width(of: glyph, font: font)
                builder.text(glyph, font: font, paint: paint,
                             in: CGRect(x: frame.minX + x, y: frame.minY, width: advance, height: frame.height),
                             gradientBounds: bounds)
                prefix.append(character)
            }
        }
    }

    /// Draws one line rolling from `old` to `new` at progress `p` (``TextContentChange``'s rules).
    private func roll(from old: TextLayout.Line, to new: TextLayout.Line, down: Bool, progress p: CGFloat,
                      into builder: inout DisplayListBuilder, size: CGSize) {
        let font = resolvedFont
        let alignment = environment.multilineTextAlignment
        let paint = resolvedPaint
        let bounds = CGRect(origin: .zero, size: size)
        let oldCharacters = Array(old.text), newCharacters = Array(new.text)
        let stays = TextContentChange.staying(old: oldCharacters, new: newCharacters)
        let travel = new.frame.height / 2 * (down ? 1 : -1)
        func draw(_ characters: [Character], line: TextLayout.Line, keep: [Bool], moving: Bool, offset: CGFloat, opacity: CGFloat,
                  into builder: inout DisplayListBuilder) {
            let x0 = line.frame.minX + alignment.offset(lineWidth: line.frame.width, in: size.width)
            builder.save()
            builder.multiplyOpacity(Double(opacity))
            var index = 0
            while index < characters.count {
                // A run of characters that all move, or all stay, drawn as one.
                var end = index + 1
                while end < characters.count, keep[end] == keep[index] { end += 1 }
                if keep[index] != moving {
                    let x = x0 + graph.textMeasurer.width(of: String(characters[..<index]), font: font)
                    let run = String(characters[index..<end])
                    let width = graph.textMeasurer.width(of: run, font: font)
                    builder.text(run, font: font, paint: paint,
                                 in: CGRect(x: x, y: line.frame.minY + offset, width: width, height: line.frame.height),
                                 gradientBounds: bounds)
                }
                index = end
            }
            builder.restore()
        }
        draw(newCharacters, line: new, keep: stays.new, moving: false, offset: 0, opacity: 1, into: &builder)
        draw(oldCharacters, line: old, keep: stays.old, moving: true, offset: travel * p, opacity: 1 - p, into: &builder)
        draw(newCharacters, line: new, keep: stays.new, moving: true, offset: -travel * (1 - p), opacity: p, into: &builder)
    }
}

extension TextNode: ExplicitGuideNode {
    /// Text states its first and last baselines (from the lines it shows for `proposal`).
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard case .vertical(let g) = guide else { return nil }
        let lines = self.lines(for: proposal)
        if g == .firstTextBaseline { return lines.first?.baseline }
        if g == .lastTextBaseline { return lines.last?.baseline }
        return nil
    }
}
