import Foundation

/// What a `Text`'s own modifiers set: its font, font and spacing changes, foreground, underline,
/// strikethrough and baseline offset. A nil field is not set: the enclosing concatenation's style
/// applies, then the environment's.
///
/// ```swift
/// // "b" keeps its blue; "a" takes the red set on the whole.
/// (Text("a") + Text("b").foregroundColor(.blue)).foregroundColor(.red)
/// ```
struct TextStyle: Equatable, Sendable {
    var font: Font?
    var attributes = TextAttributes()
    var foreground: Foreground?
    /// Underline, strikethrough and baseline offset, rarely set: boxed, so that a text (copied and
    /// compared on every update) stays small; nil when none is set.
    private var lines: Lines?

    var underline: Decoration? {
        get { lines?.underline }
        set { setLines { $0.underline = newValue } }
    }

    var strikethrough: Decoration? {
        get { lines?.strikethrough }
        set { setLines { $0.strikethrough = newValue } }
    }

    var baselineOffset: CGFloat? {
        get { lines?.baselineOffset }
        set { setLines { $0.baselineOffset = newValue } }
    }

    /// A box of the rarely set fields, never changed once stored (a change makes a new one).
    private final class Lines: Equatable, @unchecked Sendable {
        var underline: Decoration?
        var strikethrough: Decoration?
        var baselineOffset: CGFloat?

        init(underline: Decoration?, strikethrough: Decoration?, baselineOffset: CGFloat?) {
            (self.underline, self.strikethrough, self.baselineOffset) = (underline, strikethrough, baselineOffset)
        }

        static func == (a: Lines, b: Lines) -> Bool {
            a === b || (a.underline == b.underline && a.strikethrough == b.strikethrough && a.baselineOffset == b.baselineOffset)
        }
    }

    private mutating func setLines(_ change: (Lines) -> Void) {
        let copy = Lines(underline: lines?.underline, strikethrough: lines?.strikethrough, baselineOffset: lines?.baselineOffset)
        change(copy)
        lines = copy.underline == nil && copy.strikethrough == nil && copy.baselineOffset == nil ? nil : copy
    }

    /// A colour (`foregroundColor`) or any shape style (`foregroundStyle`), resolved where drawn.
    enum Foreground: Equatable, Sendable {
        case color(Color)
        case style(Style)

        /// A style, boxed so that a text (copied on every update) stays small; kept for comparison
        /// when it is hashable (two texts with equal styles are equal), other styles compare unequal,
        /// so a text with one re-lays out on every update. Unchecked sendable: immutable, and the
        /// identity only wraps the style, which is `Sendable` as every `ShapeStyle`.
        final class Style: @unchecked Sendable {
            let style: AnyShapeStyle
            let identity: AnyHashable?

            init<S: ShapeStyle>(_ style: S) {
                self.style = AnyShapeStyle(style)
                identity = (style as? any Hashable).map { AnyHashable($0) }
            }
        }

        init<S: ShapeStyle>(_ style: S) { self = .style(Style(style)) }

        static func == (a: Foreground, b: Foreground) -> Bool {
            switch (a, b) {
            case (.color(let x), .color(let y)): return x == y
            case (.style(let x), .style(let y)): return x === y || (x.identity != nil && x.identity == y.identity)
            default: return false
            }
        }

        /// The colour as set, or the style's colour in `environment`.
        func color(in environment: EnvironmentValues) -> Color {
            if case .color(let color) = self { return color }
            return paint(in: environment).color
        }

        /// The paint in `environment` (its colour scheme resolving system colours).
        func paint(in environment: EnvironmentValues) -> StylePaint {
            switch self {
            case .color(let color): return .color(color.resolved(in: environment.colorScheme))
            case .style(let box): return box.style.resolvedPaint(in: environment).resolved(in: environment.colorScheme)
            }
        }
    }

    /// An underline or a strikethrough: its colour, nil for the text's foreground.
    struct Decoration: Hashable, Sendable {
        var color: Color?

        enum Kind { case underline, strikethrough }

        /// Where a line of `kind` is drawn under or through a stretch `width` wide from `x` in a
        /// font of `pointSize` with its baseline at `baseline`: 1/17 of the point size thick (1
        /// point at body size, never under one pixel at `scale`); an underline's top 0.1 × the size
        /// below the baseline, a strikethrough centred 0.27 × the size above it (half DejaVu Sans'
        /// x-height).
        ///
        /// ```swift
        /// TextStyle.Decoration.rect(.underline, x: 0, width: 50, baseline: 13.6, pointSize: 17, scale: 1)
        /// // (0, 15.3, 50, 1)
        /// ```
        static func rect(_ kind: Kind, x: CGFloat, width: CGFloat, baseline: CGFloat, pointSize: CGFloat,
                         scale: CGFloat) -> CGRect {
            let pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
            let thickness = max(pixel, pointSize / 17)
            let top = kind == .underline ? baseline + 0.1 * pointSize : baseline - 0.27 * pointSize - thickness / 2
            return CGRect(x: x, y: top, width: width, height: thickness)
        }
    }

    /// Whether no field is set.
    var isEmpty: Bool { self == TextStyle() }

    /// This style on top of `outer`: set fields win.
    func merged(over outer: TextStyle) -> TextStyle {
        var merged = TextStyle(font: font ?? outer.font, attributes: attributes.merged(over: outer.attributes),
                               foreground: foreground ?? outer.foreground)
        guard lines != nil || outer.lines != nil else { return merged }
        merged.underline = underline ?? outer.underline
        merged.strikethrough = strikethrough ?? outer.strikethrough
        merged.baselineOffset = baselineOffset ?? outer.baselineOffset
        return merged
    }
}
