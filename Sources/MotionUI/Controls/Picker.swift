import Foundation

/// A control for choosing one of a set of values, as SwiftUI's `Picker`: its options are the views
/// of `content`, each identified by its `.tag(_:)` (or, for views made by a `ForEach`, by the
/// element's id); the option whose tag equals `selection` is the selected one, and choosing an
/// option writes its tag to `selection`. How it looks comes from the ``PickerStyle`` in the
/// environment (``MenuPickerStyle`` by default, as on iOS).
///
/// ```swift
/// @State private var kind = Kind.spring
/// Picker("Animation", selection: $kind) {
///     ForEach(Kind.allCases) { Text($0.name).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Rules where SwiftUI is silent:
/// - An option is a view the content lays out (through groups, `ForEach`, conditionals, custom
///   views and traits); the outermost `.tag` on the way to it names it. An option without a tag,
///   or whose tag has another type than the selection, cannot be chosen.
/// - A tag of type `V` also matches a selection of type `V?` (`tag(_:includeOptional:)`).
/// - The label shows only where iOS shows it: in a list or form, beside a menu picker's button.
/// - Inside a ``Menu``, a picker of any style shows its options as the menu's rows, the selected
///   one checked; choosing one closes the menu.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var kind
    @Environment(\.isInList) private var isInList
    @Environment(\.isInMenu) private var isInMenu

    /// A picker with a label view.
    ///
    /// ```swift
    /// Picker(selection: $size) {
    ///     Text("Small").tag(Size.small)
    ///     Text("Large").tag(Size.large)
    /// } label: {
    ///     Label("Size", systemImage: "textformat.size")
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// A picker with a label view given first (deprecated in SwiftUI; kept so older samples compile).
    ///
    /// ```swift
    /// Picker(selection: $size, label: Text("Size")) { Text("S").tag(0); Text("L").tag(1) }
    /// ```
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let kind = isInMenu ? .menuRows : self.kind
        switch kind {
        case .menu:
            if isInList {
                HStack {
                    label
                    Spacer()
                    menu
                }
            } else {
                menu
            }
        default:
            PickerOptions(kind: kind, selection: selection, content: content)
        }
    }

    /// The menu style: a button showing the selected option and up-and-down chevrons, in the accent
    /// colour; tapping it opens the options, the selected one checked.
    private var menu: some View {
        Menu {
            PickerOptions(kind: .menuRows, selection: selection, content: content)
        } label: {
            HStack(spacing: 5) {
                PickerOptions(kind: .current, selection: selection, content: content)
                VStack(spacing: 1) {
                    Image(systemName: "chevron.up")
                    Image(systemName: "chevron.down")
                }
                .font(.system(size: 7, weight: .bold))
            }
            .foregroundColor(.accentColor)
        }
    }
}

extension Picker where Label == Text {
    /// A picker labelled with a localized string key (Motion shows the key).
    ///
    /// ```swift
    /// Picker("Flavour", selection: $flavour) { ForEach(Flavour.allCases) { Text($0.name) } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(verbatim: titleKey.key) }
    }

    /// A picker labelled with a string.
    ///
    /// ```swift
    /// let title = "Flavour"
    /// Picker(title, selection: $flavour) { Text("Vanilla").tag(0) }
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == MotionUI.Label<Text, Image> {
    /// A picker labelled with a title and a symbol.
    ///
    /// ```swift
    /// Picker("Speed", systemImage: "hare", selection: $speed) { Text("Fast").tag(2) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { MotionUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker labelled with a string title and a symbol.
    ///
    /// ```swift
    /// let title = "Speed"
    /// Picker(title, systemImage: "hare", selection: $speed) { Text("Fast").tag(2) }
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { MotionUI.Label(title, systemImage: systemImage) }
    }
}
