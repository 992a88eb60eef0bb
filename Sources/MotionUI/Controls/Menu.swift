import Foundation

/// A button that opens a menu of actions, as SwiftUI's `Menu`: tapping its label (drawn as a
/// button's) opens `content` in a popup over the window (see ``MenuPopupNode``), each button a
/// row; choosing one runs its action and closes the menu, as does a tap outside it. With a
/// `primaryAction`, a tap runs that action and a long press opens the menu.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") { duplicate() }
///     Button("Delete", role: .destructive) { delete() }
/// }
/// Menu {
///     Button("Open in Preview") { open() }
/// } label: {
///     Label("PDF", systemImage: "doc.fill")
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    @State private var isPresented = false
    /// Set when a long press opened the menu: the release that ends it runs no primary action.
    @State private var openedByLongPress = false

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu with a label view whose tap runs `primaryAction` (a long press opens the menu).
    ///
    /// ```swift
    /// Menu { Button("Bookmark all") { bookmarkAll() } } label: { Text("Add") } primaryAction: { add() }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        Group {
            if let primaryAction {
                Button {
                    if openedByLongPress {
                        openedByLongPress = false
                    } else {
                        primaryAction()
                    }
                } label: {
                    label
                }
                .simultaneousGesture(LongPressGesture().onEnded { _ in
                    openedByLongPress = true
                    isPresented = true
                })
            } else {
                Button { isPresented = true } label: { label }
            }
        }
        .modifier(MenuPresentationModifier(content: isPresented ? AnyView(content) : nil, dismiss: dismiss))
    }

    /// Closes the menu. It captures the state's bindings, not the menu: the open menu puts it in
    /// its items' environment, and a menu captured there would keep its items alive in a cycle.
    private var dismiss: () -> Void {
        let isPresented = $isPresented, openedByLongPress = $openedByLongPress
        return {
            isPresented.wrappedValue = false
            openedByLongPress.wrappedValue = false
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized string key (Motion shows the key).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(verbatim: titleKey.key) }
    }

    /// A menu titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized string key, whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(verbatim: titleKey.key) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string, whose tap runs `primaryAction`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MotionUI.Label<Text, Image> {
    /// A menu labelled with a title and a symbol.
    ///
    /// ```swift
    /// Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { sortByName() } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MotionUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a string title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MotionUI.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled with a title and a symbol, whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { MotionUI.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// A menu labelled with a string title and a symbol, whose tap runs `primaryAction`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { MotionUI.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}
