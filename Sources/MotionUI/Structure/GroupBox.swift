import Foundation

/// A box around related content with an optional title, as SwiftUI's `GroupBox` on iOS: the label
/// in the headline font above the content, 8 points apart, both leading, inside 16 points of
/// padding on a rounded rectangle (corner radius 8, as wide as its content) of the secondary system background — (242,
/// 242, 247), and (28, 28, 30) in the dark appearance. Motion's choices where Apple gives no
/// numbers: the padding, spacing and corner radius.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
///     Text("2 reminders")
/// }
/// GroupBox { Toggle("Notifications", isOn: $on) } label: { Label("Alerts", systemImage: "bell") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// The box's background: UIKit's `secondarySystemBackground`.
    static var fill: Color { Color(uiColor: .secondarySystemBackground) }
    /// The padding around the label and the content.
    static var padding: CGFloat { 16 }
    /// The space between the label and the content.
    static var spacing: CGFloat { 8 }
    /// The corner radius of the box.
    static var cornerRadius: CGFloat { 8 }

    /// A box with a label view.
    ///
    /// ```swift
    /// GroupBox { Text("42 steps") } label: { Text("Health") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with a label view given first (the older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            // No label, no row (and no spacing) for it: a modified EmptyView would take a place.
            if Label.self != EmptyView.self { label.font(.headline) }
            content
        }
        .padding(Self.padding)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(Self.fill))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a title.
    ///
    /// ```swift
    /// GroupBox { Text("Nothing new") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box titled by a key (the key is the text: Motion has no string tables).
    ///
    /// ```swift
    /// GroupBox("Storage") { Text("12 GB free") }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(verbatim: titleKey.key) })
    }

    /// A box titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
