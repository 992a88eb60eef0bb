import Foundation

extension View {
    /// Shows a confirmation dialog while `isPresented` is true: an action sheet sliding up from the
    /// bottom over the dimmed window, with `actions` as its rows and a Cancel button below (see
    /// ``PresentationNode`` for the metrics). Every button dismisses it (after its action). The
    /// title shows only with `titleVisibility: .visible` (`.automatic` hides it, as on iOS).
    ///
    /// ```swift
    /// .confirmationDialog("Delete photo?", isPresented: $confirming) {
    ///     Button("Delete") { delete() }
    /// }
    /// ```
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentDialog(String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
                      message: AnyView(EmptyView()))
    }

    /// A confirmation dialog with a message under its (optional) title.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presentDialog(String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
                      message: AnyView(message()))
    }

    /// A confirmation dialog titled with a text.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    private func presentDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: AnyView,
                               message: AnyView) -> some View {
        let container = PresentationContainer(kind: .confirmationDialog, content: message, title: title, actions: actions,
                                              showsTitle: titleVisibility == .visible,
                                              dismiss: { isPresented.wrappedValue = false })
        return modifier(_PresentationModifier(presentation: isPresented.wrappedValue ? (AnyHashable(0), container) : nil,
                                              onDismiss: nil))
    }
}
