import Foundation

/// Lays out and draws a `Text`: one text run per line (one per character with letter spacing); a
/// text of several styles (`Text + Text`) one run per styled part of each line, on the line's
/// baseline, with its underline and strikethrough.
final class TextNode: ViewNode {
    private(set) var text = Text(verbatim: "")

    /// What a layout of the lines depends on besides the proposal.
    private struct LayoutInputs: Equatable {
        let content: String
        let font: Font
        let attributes: TextAttributes
        let lineLimit: Int?
        /// The runs of a text of several styles (empty for one style).
        let runs: [TextLayout.Run]
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
        /// The underline's and strikethrough's paints of a text of one style.
        var decorations = Decorations()
        /// The runs of a text of several styles (empty for one style, drawn with the fields above).
        var runs: [StyledRun] = []
    }

    /// The paints of a run's underline and strikethrough (nil: none).
    struct Decorations: Equatable {
        var underline: StylePaint?
        var strikethrough: StylePaint?
    }

    /// One styled part of a concatenated text, resolved: what lays it out and what paints it.
    struct StyledRun: Equatable {
        var layout: TextLayout.Run
        /// The image the run's characters stand for, nil for text.
        var attachment: TextAttachment?
        var attributes: TextAttributes
        var paint: StylePaint
        var decorations: Decorations

        /// Whether `other` looks the same (only its text may differ), so the two can be one run.
        func hasStyle(of other: StyledRun) -> Bool {
            var other = other
            other.layout.text = layout.text
            return self == other
        }
    }

    /// The runs that draw the text being replaced under a content transition, if it had several styles.
    private var contentChangeRuns: [StyledRun] = []

    /// The change of string animating under a content transition, if any.
    private var contentChange: TextContentChange?
    /// Whether a string has been shown (the first one appears without a content transition).
    private var hasShownContent = false
    /// The value of the last `.numericText(value:)` in effect, for the direction of the next roll.
    private var lastNumericValue: Double?
    /// The one-shot clock timer that writes a text made from a live date again when its string
    /// may next change (see ``TextSource``); nil for any other text.
    private var sourceTimer: TimerSubscription?
    /// Draws the symbols inline in the text, one per symbol name.
    private var symbolRenderers: [String: SymbolImageRenderer] = [:]

    deinit { sourceTimer?.cancel() }

    override func update(view: Any, context: UpdateContext) {
        apply(view as! Text, context: context)
    }

    /// A `Text` takes no cast (a leaf re-evaluated on every frame pays for none).
    override func update<V: View>(typed view: V, context: UpdateContext) {
        guard V.self == Text.self else { return super.update(typed: view, context: context) }
        apply(unsafeBitCast(view, to: Text.self), context: context)
    }

    private func apply(_ new: Text, context: UpdateContext) {
        let new = written(new, environment: context.environment)
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
        contentChangeRuns = resolved.runs   // the last resolution's: the text being replaced
        if contentChange != nil { graph.startAnimating(self) }
    }

    /// `new` with its dates and formatted values written in `environment` at the host clock's now
    /// (``ViewGraph/date(at:)``), and a timer set for when one may next change.
    private func written(_ new: Text, environment: EnvironmentValues) -> Text {
        sourceTimer?.cancel()
        sourceTimer = nil
        guard new.hasSource else { return new }
        let now = graph.date(at: graph.time)
        if let next = new.nextChange(after: now) {
            // A hair early, so the count has surely moved when the timer fires (half the tolerance).
            let wait = graph.time(of: next) - graph.time - TextSource.tolerance / 2
            sourceTimer = graph.scheduleTimer(interval: wait) { [weak self] _ in self?.sourceMayHaveChanged() }
        }
        return new.resolved(in: TextSource.Context(environment: environment, now: now))
    }

    /// Writes a live text again at the host's time (a layout only if its string changed).
    private func sourceMayHaveChanged() {
        guard !isDetached else {
            sourceTimer?.cancel()
            sourceTimer = nil
            return
        }
        apply(text, context: .ownUpdate(after: nil, environment: environment))
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
        LayoutInputs(content: text.content, font: resolvedFont, attributes: attributes, lineLimit: environment.lineLimit,
                     runs: runs.map(\.layout))
    }

    /// Resolves the attributes, font and paint unless they are current: the text's own, or each
    /// part's of a concatenation (adjacent parts of one style joined; a concatenation left with one
    /// style and no baseline offset lays out and draws as a text of one string).
    private func resolve() {
        guard !isResolved else { return }
        defer { isResolved = true }
        guard !text.segments.isEmpty else {
            let run = styledRun(text.content, style: text.style)
            resolved = Resolution(attributes: run.attributes, font: run.layout.font, paint: run.paint, decorations: run.decorations)
            return
        }
        var runs: [StyledRun] = []
        for segment in text.segments where !segment.content.isEmpty {
            let run = styledRun(segment.content, style: segment.style.merged(over: text.style), attachment: segment.attachment)
            if let last = runs.last, last.hasStyle(of: run) { runs[runs.count - 1].layout.text += run.layout.text }
            else { runs.append(run) }
        }
        let first = runs.first ?? styledRun("", style: text.style)
        let isOneStyle = runs.count <= 1 && first.layout.baselineOffset == 0 && first.attachment == nil
        resolved = Resolution(attributes: first.attributes, font: first.layout.font, paint: first.paint,
                              decorations: first.decorations, runs: isOneStyle ? [] : runs)
    }

    /// `string` in `style` over the environment's (the image `attachment` when it stands for one).
    private func styledRun(_ string: String, style: TextStyle, attachment: TextAttachment? = nil) -> StyledRun {
        let environment = self.environment
        let attributes = style.attributes.merged(over: environment.textAttributes)
        let font = attributes.apply(to: style.font ?? environment.font ?? .body)
        let scheme = environment.colorScheme
        var paint = style.foreground?.paint(in: environment) ?? environment.foregroundPaint ?? .color(Color.primary.resolved(in: scheme))
        if !environment.isEnabled { paint = paint.opacity(0.5) }
        func decoration(_ decoration: TextStyle.Decoration?) -> StylePaint? {
            guard let decoration else { return nil }
            guard let color = decoration.color else { return paint }
            let resolved = StylePaint.color(color.resolved(in: scheme))
            return environment.isEnabled ? resolved : resolved.opacity(0.5)
        }
        var layout = TextLayout.Run(string, font: font, kerning: TextAttributes.clean(attributes.kerning),
                                    tracking: TextAttributes.clean(attributes.tracking), baselineOffset: style.baselineOffset ?? 0)
        layout.attachment = attachment?.layout(font: font, environment: environment, measurer: graph.textMeasurer,
                                               imageSizer: graph.imageSizer)
        return StyledRun(layout: layout, attachment: attachment, attributes: attributes, paint: paint,
                         decorations: Decorations(underline: decoration(style.underline), strikethrough: decoration(style.strikethrough)))
    }

    /// The runs of a text of several styles (empty for one style).
    private var runs: [StyledRun] {
        resolve()
        return resolved.runs
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
        let lines = inputs.runs.isEmpty
            ? TextLayout.lines(of: inputs.content, font: inputs.font, proposal: proposal, measurer: measurer,
                               lineLimit: inputs.lineLimit)
            : TextLayout.lines(of: inputs.runs, proposal: proposal, measurer: graph.textMeasurer, lineLimit: inputs.lineLimit)
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
        let runs = self.runs
        guard let change = contentChange else { return drawLines(lines, runs: runs, into: &builder, size: size) }
        let oldRuns = contentChangeRuns
        let oldLines = oldRuns.isEmpty
            ? TextLayout.lines(of: change.old, font: font, proposal: ProposedViewSize(size), measurer: measurer,
                               lineLimit: environment.lineLimit)
            : TextLayout.lines(of: oldRuns.map(\.layout), proposal: ProposedViewSize(size), measurer: graph.textMeasurer,
                               lineLimit: environment.lineLimit)
        let p = change.fraction
        if case .roll(let down) = change.style, lines.count == 1, oldLines.count == 1, !attributes.hasSpacing,
           runs.isEmpty, oldRuns.isEmpty {
            return roll(from: oldLines[0], to: lines[0], down: down, progress: p, into: &builder, size: size)
        }
        builder.save()
        builder.multiplyOpacity(Double(1 - p))
        drawLines(oldLines, runs: oldRuns, into: &builder, size: size)
        builder.restore()
        builder.save()
        builder.multiplyOpacity(Double(p))
        drawLines(lines, runs: runs, into: &builder, size: size)
        builder.restore()
    }

    /// Draws `lines`, each placed by the multiline alignment in the text's width: a text of one
    /// style (no `runs`) one run per line in its font; a text of several styles each piece of a line
    /// in its run's style, its baseline on the line's (raised by its offset).
    private func drawLines(_ lines: [TextLayout.Line], runs: [StyledRun], into builder: inout DisplayListBuilder, size: CGSize) {
        let alignment = environment.multilineTextAlignment
        if environment.redactsContent {
            for line in lines {
                var frame = line.frame
                frame.origin.x += alignment.offset(lineWidth: frame.width, in: size.width)
                RedactionPlaceholder.draw(over: frame, paint: resolvedPaint, into: &builder)
            }
            return
        }
        let bounds = CGRect(origin: .zero, size: size)
        guard !runs.isEmpty else {
            let font = resolvedFont, attributes = self.attributes, paint = resolvedPaint
            let decorations = resolved.decorations
            for line in lines {
                var frame = line.frame
                frame.origin.x += alignment.offset(lineWidth: frame.width, in: size.width)
                draw(line.text, font: font, attributes: attributes, paint: paint, in: frame, bounds: bounds, into: &builder)
                if decorations.underline != nil || decorations.strikethrough != nil {
                    draw(decorations, x: frame.minX, width: frame.width, baseline: line.baseline, font: font, bounds: bounds,
                         into: &builder)
                }
            }
            return
        }
        for line in lines {
            let x0 = line.frame.minX + alignment.offset(lineWidth: line.frame.width, in: size.width)
            for piece in line.pieces {
                let run = runs[piece.run]
                let metrics = graph.textMeasurer.metrics(of: run.layout.font)
                let baseline = line.baseline - run.layout.baselineOffset
                if let attachment = run.attachment, let room = run.layout.attachment {
                    draw(attachment, room: room, piece: piece, run: run, x: x0 + piece.x, baseline: baseline, bounds: bounds,
                         into: &builder)
                    continue
                }
                let frame = CGRect(x: x0 + piece.x, y: baseline - metrics.ascent, width: piece.width, height: metrics.lineHeight)
                draw(piece.text, font: run.layout.font, attributes: run.attributes, paint: run.paint, in: frame, bounds: bounds,
                     into: &builder)
                draw(run.decorations, x: frame.minX, width: piece.width, baseline: baseline, font: run.layout.font, bounds: bounds,
                     into: &builder)
            }
        }
    }

    /// Draws `string` in one style in `frame` (its top at the line's top for `font`): one run, or
    /// with letter spacing each character where the spaced measure puts it.
    private func draw(_ string: String, font: Font, attributes: TextAttributes, paint: StylePaint, in frame: CGRect,
                      bounds: CGRect, into builder: inout DisplayListBuilder) {
        guard attributes.hasSpacing else {
            return builder.text(string, font: font, paint: paint, in: frame, gradientBounds: bounds)
        }
        var prefix = ""
        for (index, character) in string.enumerated() {
            let x = graph.textMeasurer.width(of: prefix, font: font) + CGFloat(index) * attributes.letterSpacing
            let glyph = String(character)
            let advance = graph.textMeasurer.width(of: glyph, font: font)
            builder.text(glyph, font: font, paint: paint,
                         in: CGRect(x: frame.minX + x, y: frame.minY, width: advance, height: frame.height),
                         gradientBounds: bounds)
            prefix.append(character)
        }
    }

    /// Draws the images of `piece` of an image's run from `x`, each its room wide with its baseline
    /// on `baseline`: a symbol as `Image(systemName:)` draws it in the run's font and paint, an asset
    /// image stretched over its room; a "…" cutting the line after them as text.
    private func draw(_ attachment: TextAttachment, room: TextLayout.Attachment, piece: TextLayout.Piece, run: StyledRun,
                      x: CGFloat, baseline: CGFloat, bounds: CGRect, into builder: inout DisplayListBuilder) {
        var environment = self.environment
        environment.font = run.layout.font
        environment.foregroundPaint = run.paint
        environment.isEnabled = true   // the run's paint is already dimmed
        environment.symbolEffects = []
        let renderer = attachment.systemName.map { name in
            let renderer = symbolRenderers[name] ?? SymbolImageRenderer()
            symbolRenderers[name] = renderer
            _ = renderer.update(systemName: name, environment: environment, transaction: Transaction(), at: graph.time)
            return renderer
        }
        var left = x
        for character in piece.text where character == TextLayout.Attachment.character {
            let frame = CGRect(origin: CGPoint(x: left, y: baseline - room.baseline), size: room.size)
            if let renderer {
                builder.save()
                builder.translate(by: frame.origin)
                renderer.draw(into: &builder, size: frame.size, environment: environment, measurer: graph.textMeasurer,
                              time: graph.time)
                builder.restore()
            } else {
                builder.image(attachment.name, in: frame)
            }
            left += room.size.width
        }
        let rest = piece.text.filter { $0 != TextLayout.Attachment.character }
        guard !rest.isEmpty else { return }
        let metrics = graph.textMeasurer.metrics(of: run.layout.font)
        let frame = CGRect(x: left, y: baseline - metrics.ascent, width: graph.textMeasurer.width(of: rest, font: run.layout.font),
                           height: metrics.lineHeight)
        draw(rest, font: run.layout.font, attributes: run.attributes, paint: run.paint, in: frame, bounds: bounds, into: &builder)
    }

    /// Draws the underline and strikethrough of a stretch `width` wide from `x`, for `font` on
    /// `baseline` (``TextStyle/Decoration/rect(_:x:width:baseline:pointSize:scale:)``); a gradient
    /// spans `bounds`, as the glyphs'.
    private func draw(_ decorations: Decorations, x: CGFloat, width: CGFloat, baseline: CGFloat, font: Font, bounds: CGRect,
                      into builder: inout DisplayListBuilder) {
        for (paint, kind) in [(decorations.underline, TextStyle.Decoration.Kind.underline),
                              (decorations.strikethrough, .strikethrough)] {
            guard let paint else { continue }
            let rect = TextStyle.Decoration.rect(kind, x: x, width: width, baseline: baseline, pointSize: font.pointSize,
                                                 scale: builder.scale)
            builder.fill(contours: [[CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                     CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]],
                         paint: paint, in: bounds, shape: kind == .underline ? "underline" : "strikethrough")
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

extension TextNode {
    /// Where the first text of several styles showing `string` under `root` (depth first) is
    /// drawn, in window points: its frame, which holds all its runs.
    static func drawnFrame(showing string: String, under root: ViewNode) -> CGRect? {
        if let node = root as? TextNode, node.text.content == string, !node.runs.isEmpty {
            return CGRect(origin: .zero, size: node.presentedFrame.size).applying(node.transformToWindow(presented: true))
        }
        for child in root.children {
            if let frame = drawnFrame(showing: string, under: child) { return frame }
        }
        return nil
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
