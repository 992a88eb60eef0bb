import Foundation

/// A value with a label, as SwiftUI's `LabeledContent` in an iOS form row: the label at the
/// leading edge, the value at the trailing edge in the secondary colour, on one line across the
/// width offered (an `HStack` with a `Spacer` between them).
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1")
///     LabeledContent("Storage") { Text("12 GB").monospacedDigit() }
///     LabeledContent { Slider(value: $volume) } label: { Text("Volume") }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label view and the content it labels.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled by a key (the key is the text: Motion has no string tables).
    ///
    /// ```swift
    /// LabeledContent("Battery") { Text("80 %") }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(verbatim: titleKey.key) })
    }

    /// Content labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled by a key.
    ///
    /// ```swift
    /// LabeledContent("Name", value: person.name)
    /// ```
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(verbatim: titleKey.key) })
    }

    /// A string value labelled `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown with `format`, labelled by a key.
    ///
    /// ```swift
    /// LabeledContent("Share", value: 0.25, format: .percent)   // "25%"
    /// ```
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: format.format(value)) }, label: { Text(verbatim: titleKey.key) })
    }

    /// A value shown with `format`, labelled `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: format.format(value)) }, label: { Text(title) })
    }
}
