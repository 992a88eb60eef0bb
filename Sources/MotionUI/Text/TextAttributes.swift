import Foundation

/// Font and spacing changes for text, set on a `Text` or, through the environment, on any view
/// (`.bold()`, `.italic()`, `.fontWeight`, `.fontDesign`, `.fontWidth`, `.monospaced()`,
/// `.kerning`, `.tracking`). A nil field changes nothing; the innermost setting wins.
struct TextAttributes: Hashable, Sendable {
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var kerning: CGFloat?
    var tracking: CGFloat?

    /// `font` with these changes.
    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if italic == true { font.isItalic = true }
        if let design { font.design = design }
        if let width { font.width = width }
        return font
    }

    /// These attributes on top of `outer`: set fields win.
    func merged(over outer: TextAttributes) -> TextAttributes {
        TextAttributes(weight: weight ?? outer.weight, italic: italic ?? outer.italic, design: design ?? outer.design,
                       width: width ?? outer.width, kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking)
    }

    /// The extra advance after each character and the extra width of a run of `count` characters:
    /// kerning after every character (the last too, as SwiftUI's), tracking between characters.
    func extraWidth(characters count: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        let k = TextAttributes.clean(kerning), t = TextAttributes.clean(tracking)
        return CGFloat(count) * k + CGFloat(count - 1) * t
    }

    /// The space added after each character but the last.
    var letterSpacing: CGFloat { TextAttributes.clean(kerning) + TextAttributes.clean(tracking) }

    var hasSpacing: Bool { letterSpacing != 0 || TextAttributes.clean(kerning) != 0 }

    /// NaN and infinities read as 0.
    static func clean(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return value
    }
}

private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }

extension EnvironmentValues {
    /// The font changes text below picks up (set by `.bold()`, `.fontWeight(_:)` … on any view).
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

extension View {
    /// Writes `change` over the text attributes of the environment.
    private func textAttributes(_ change: TextAttributes) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.textAttributes, transform: { $0 = change.merged(over: $0) },
                                               token: AnyHashable(change)))
    }

    /// Makes text inside this view bold, as SwiftUI's `View.bold(_:)`; `false` changes nothing.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }.bold()
    /// ```
    public func bold(_ isActive: Bool = true) -> some View {
        textAttributes(TextAttributes(weight: isActive ? .bold : nil))
    }

    /// Makes text inside this view italic, as SwiftUI's `View.italic(_:)`; `false` changes nothing.
    ///
    /// ```swift
    /// HStack { Text("a"); Text("b") }.italic()
    /// ```
    public func italic(_ isActive: Bool = true) -> some View {
        textAttributes(TextAttributes(italic: isActive ? true : nil))
    }

    /// Sets the weight of text inside this view (nil: unchanged), as SwiftUI's `View.fontWeight(_:)`.
    ///
    /// ```swift
    /// Label("Save", systemImage: "tray").fontWeight(.semibold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textAttributes(TextAttributes(weight: weight))
    }

    /// Sets the design of text inside this view (nil: unchanged), as SwiftUI's `View.fontDesign(_:)`.
    ///
    /// ```swift
    /// VStack { Text("12"); Text("34") }.fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> some View {
        textAttributes(TextAttributes(design: design))
    }

    /// Sets the width of text inside this view (nil: unchanged), as SwiftUI's `View.fontWidth(_:)`.
    ///
    /// ```swift
    /// Text("Compressed").fontWidth(.compressed)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> some View {
        textAttributes(TextAttributes(width: width))
    }

    /// Sets text inside this view in a fixed-width design, as SwiftUI's `View.monospaced(_:)`;
    /// `false` changes nothing.
    ///
    /// ```swift
    /// Text("00:42").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> some View {
        textAttributes(TextAttributes(design: isActive ? .monospaced : nil))
    }

    /// Sets the kerning of text inside this view: `kerning` points after every character, the last
    /// one too (so it widens the text by characters × kerning), as SwiftUI's `View.kerning(_:)`.
    ///
    /// ```swift
    /// Text("SPACED").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> some View {
        textAttributes(TextAttributes(kerning: kerning))
    }

    /// Sets the tracking of text inside this view: `tracking` points between characters (not after
    /// the last), as SwiftUI's `View.tracking(_:)`. With kerning too, both apply.
    ///
    /// ```swift
    /// Text("LOADING").tracking(4)
    /// ```
    public func tracking(_ tracking: CGFloat) -> some View {
        textAttributes(TextAttributes(tracking: tracking))
    }
}
