import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`. Its look comes from
/// the ``DisclosureGroupStyle`` in the environment; by default (``AutomaticDisclosureGroupStyle``)
/// iOS's row with the label and a trailing chevron that turns 90° while expanded, the content
/// below (in a list or form, each of its views a row of its own), and a tap on the row toggling
/// the group with the default animation.
///
/// The content is inserted and removed with the transaction of the change — faded in and out (its
/// default transition, `.opacity`) inside `withAnimation`, at once outside — and the chevron turns
/// with the same animation. With a binding, the group shows and changes it; without one it keeps
/// its own state (collapsed at first). The content closure is called only while it is shown.
///
/// ```swift
/// @State private var showsAdvanced = false
///
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $logs)
/// }
/// Button("Expand") { withAnimation(.easeInOut) { showsAdvanced = true } }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false
    @Environment(\.disclosureGroupStyle) private var style

    /// A group with its own expansion state.
    ///
    /// ```swift
    /// DisclosureGroup { Text("Details") } label: { Label("More", systemImage: "info.circle") }
    /// ```
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    /// A group showing and changing `isExpanded`.
    ///
    /// ```swift
    /// DisclosureGroup(isExpanded: $open) { Text("Details") } label: { Text("More") }
    /// ```
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let content = content
        style.makeBody(DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)),
            content: .init(make: { AnyView(content()) }),
            isExpanded: isExpandedBinding ?? $isExpandedState))
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a key, with its own expansion state (the key is the text: Motion has no
    /// string tables).
    ///
    /// ```swift
    /// DisclosureGroup("Options") { Toggle("Sound", isOn: $sound) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(verbatim: titleKey.key) }
    }

    /// A group titled `label`, with its own expansion state.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled by a key, showing and changing `isExpanded`.
    ///
    /// ```swift
    /// DisclosureGroup("Options", isExpanded: $open) { Toggle("Sound", isOn: $sound) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(verbatim: titleKey.key) }
    }

    /// A group titled `label`, showing and changing `isExpanded`.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
