import Foundation

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: it slides up from the bottom over
    /// the dimmed window (see ``PresentationNode`` for the metrics) with the transaction's
    /// animation, or `easeInOut(duration: 0.35)` when there is none; setting the binding to false
    /// (or calling `@Environment(\.dismiss)` inside) slides it down, and `onDismiss` runs once it
    /// has left (also when a new item replaces it, or the presenting view goes away).
    ///
    /// ```swift
    /// Button("Show") { showing = true }
    ///     .sheet(isPresented: $showing) { SettingsView() }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; a different item (by id) replaces the sheet.
    ///
    /// ```swift
    /// List(notes) { note in Button(note.title) { selected = note } }
    ///     .sheet(item: $selected) { note in NoteView(note: note) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole window while `isPresented` is true, sliding up from the
    /// bottom like a sheet (without dimming).
    ///
    /// ```swift
    /// Intro().fullScreenCover(isPresented: $onboarding) { Onboarding() }
    /// ```
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Shows an alert titled `title` while `isPresented` is true: a small centred card over the
    /// dimmed window with `actions` as its buttons (an "OK" button when there are none). Tapping
    /// a button runs its action, then dismisses the alert (`isPresented` becomes false).
    ///
    /// ```swift
    /// .alert("Delete file?", isPresented: $asking) {
    ///     Button("Delete") { delete() }
    ///     Button("Cancel") {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presentAlert(String(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()),
                     isEmpty: A.self == EmptyView.self)
    }

    /// An alert without a message.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentAlert(String(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(EmptyView()),
                     isEmpty: A.self == EmptyView.self)
    }

    /// An alert titled with a text, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions)
    }

    /// An alert while `isPresented` is true (an "OK" button when `isEmpty`).
    func presentAlert(_ title: String, isPresented: Binding<Bool>, actions: AnyView, message: AnyView,
                      isEmpty: Bool) -> ModifiedContent<Self, _PresentationModifier> {
        let container = PresentationContainer(kind: .alert, content: message, title: title,
                                              actions: isEmpty ? AnyView(Button("OK") {}) : actions,
                                              dismiss: { isPresented.wrappedValue = false })
        return modifier(_PresentationModifier(presentation: isPresented.wrappedValue ? (AnyHashable(0), container) : nil,
                                              onDismiss: nil))
    }

    private func presentation<Content: View>(_ kind: PresentationContainer.Kind, isPresented: Binding<Bool>,
                                             onDismiss: (() -> Void)?, content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        let container = shown ? PresentationContainer(kind: kind, content: AnyView(content()),
                                                      dismiss: { isPresented.wrappedValue = false }) : nil
        return modifier(_PresentationModifier(presentation: container.map { (AnyHashable(0), $0) }, onDismiss: onDismiss))
    }

    private func presentation<Item: Identifiable, Content: View>(_ kind: PresentationContainer.Kind, item: Binding<Item?>,
                                                                 onDismiss: (() -> Void)?,
                                                                 content: (Item) -> Content) -> some View {
        let presentation = item.wrappedValue.map { value in
            (AnyHashable(value.id), PresentationContainer(kind: kind, content: AnyView(content(value)),
                                                          dismiss: { item.wrappedValue = nil }))
        }
        return modifier(_PresentationModifier(presentation: presentation, onDismiss: onDismiss))
    }
}
