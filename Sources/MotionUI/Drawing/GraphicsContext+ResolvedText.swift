import Foundation

extension GraphicsContext {
    /// A `Text` resolved in a context's environment — its font, spacing and colour fixed — ready
    /// to measure and draw, as SwiftUI's `GraphicsContext.ResolvedText`.
    ///
    /// Text lays out as a `Text` view does (``TextLayout``): wrapped to the width it is given, one
    /// line per paragraph when the width is unlimited, lines placed by the environment's
    /// `multilineTextAlignment`.
    ///
    /// ```swift
    /// var label = context.resolve(Text("42").font(.title))
    /// label.shading = .color(.red)
    /// let size = label.measure(in: CGSize(width: 200, height: 100))
    /// context.draw(label, at: CGPoint(x: 100, y: 50))
    /// ```
    public struct ResolvedText {
        /// The colour the text is drawn with (the text's own or foreground colour by default).
        public var shading: Shading
        let content: String
        let font: Font
        let attributes: TextAttributes
        let alignment: TextAlignment
        let lineLimit: Int?
        let measurer: any TextMeasurer

        init(_ text: Text, environment: EnvironmentValues, measurer: any TextMeasurer) {
            let attributes = text.style.attributes.merged(over: environment.textAttributes)
            let color = text.style.foreground?.color(in: environment) ?? environment.foregroundColor ?? .primary
            self.shading = .color(environment.isEnabled ? color : color.opacity(0.5))
            self.content = text.content
            self.font = attributes.apply(to: text.style.font ?? environment.font ?? .body)
            self.attributes = attributes
            self.alignment = environment.multilineTextAlignment
            self.lineLimit = environment.lineLimit
            self.measurer = attributes.hasSpacing ? SpacedTextMeasurer(base: measurer, attributes: attributes) : measurer
        }

        /// The lines for a frame of `size` (infinite or NaN dimensions are unlimited).
        func lines(in size: CGSize) -> [TextLayout.Line] {
            func dimension(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(v, 0) : nil }
            return TextLayout.lines(of: content, font: font,
                                    proposal: ProposedViewSize(width: dimension(size.width), height: dimension(size.height)),
                                    measurer: measurer, lineLimit: lineLimit)
        }

        /// The size the text takes in a frame of `size`: its widest line by its lines' height.
        ///
        /// ```swift
        /// context.resolve(Text("Hi")).measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        /// ```
        public func measure(in size: CGSize) -> CGSize {
            let lines = self.lines(in: size)
            return CGSize(width: lines.map(\.frame.width).max() ?? 0, height: lines.last?.frame.maxY ?? 0)
        }

        /// The distance from the top of the text to its first line's baseline in a frame of `size`
        /// (0 for empty text).
        ///
        /// ```swift
        /// let ascent = context.resolve(Text("Hi")).firstBaseline(in: CGSize(width: 100, height: 40))
        /// ```
        public func firstBaseline(in size: CGSize) -> CGFloat { lines(in: size).first?.baseline ?? 0 }

        /// The distance from the top of the text to its last line's baseline in a frame of `size`
        /// (0 for empty text).
        ///
        /// ```swift
        /// let bottom = context.resolve(Text("a\nb")).lastBaseline(in: CGSize(width: 100, height: 40))
        /// ```
        public func lastBaseline(in size: CGSize) -> CGFloat { lines(in: size).last?.baseline ?? 0 }

        /// The runs that draw the text in `rect`: one per line, or one per character when the text
        /// has letter spacing (each where the spaced measure puts it).
        func runs(in rect: CGRect, base: any TextMeasurer) -> [CanvasTextRun] {
            var runs: [CanvasTextRun] = []
            for line in lines(in: rect.size) {
                var frame = line.frame.offsetBy(dx: rect.minX, dy: rect.minY)
                frame.origin.x += alignment.offset(lineWidth: frame.width, in: rect.width.isFinite ? rect.width : frame.width)
                guard attributes.hasSpacing else {
                    runs.append(CanvasTextRun(text: line.text, font: font, rect: frame))
                    continue
                }
                var x = frame.minX
                for character in line.text {
                    let glyph = String(character)
                    let advance = base.width(of: glyph, font: font)
                    runs.append(CanvasTextRun(text: glyph, font: font,
                                              rect: CGRect(x: x, y: frame.minY, width: advance, height: frame.height)))
                    x += advance + attributes.letterSpacing
                }
            }
            return runs
        }
    }

    /// `text` resolved in this context's environment.
    ///
    /// ```swift
    /// let resolved = context.resolve(Text("Score").bold())
    /// ```
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text, environment: environment, measurer: textMeasurer)
    }

    /// Draws resolved text laid out in `rect` (wrapped to its width, limited by its height).
    ///
    /// ```swift
    /// context.draw(context.resolve(Text("Hello")), in: CGRect(x: 0, y: 0, width: 100, height: 20))
    /// ```
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.origin.isFinite else { return }
        record(.text(text.runs(in: rect, base: textMeasurer), color: text.shading.resolvedColor(in: environment)))
    }

    /// Draws resolved text at its ideal (unwrapped) size with the point `anchor` of its frame at
    /// `point`.
    ///
    /// ```swift
    /// context.draw(context.resolve(Text("12")), at: CGPoint(x: 50, y: 10), anchor: .top)
    /// ```
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                              width: size.width, height: size.height))
    }

    /// Resolves `text` and draws it laid out in `rect`.
    ///
    /// ```swift
    /// context.draw(Text("Hello"), in: CGRect(x: 0, y: 0, width: 100, height: 20))
    /// ```
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Resolves `text` and draws it at its ideal size with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(Text("12"), at: CGPoint(x: 50, y: 50))   // centred on (50, 50)
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
}
