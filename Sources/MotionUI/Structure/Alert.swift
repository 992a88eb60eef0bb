import Foundation

/// The older description of an alert, as SwiftUI's `Alert`, shown with `.alert(isPresented:content:)`
/// or `.alert(item:content:)`: drawn like the newer `.alert(_:isPresented:actions:message:)`. A
/// cancel button goes first (leading), in bold; a destructive one is red.
///
/// ```swift
/// .alert(isPresented: $failed) {
///     Alert(title: Text("Unable to save"), message: Text("The connection was lost."),
///           primaryButton: .default(Text("Try again"), action: save), secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        enum Role { case normal, cancel, destructive }

        let label: Text
        let role: Role
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .normal, action: action)
        }

        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }

        var view: some View {
            let text = role == .cancel ? label.bold() : label
            return MotionUI.Button(action: action ?? {}) { role == .destructive ? text.foregroundColor(.red) : text }
        }
    }

    /// The buttons in drawing order: cancel buttons first.
    var orderedButtons: [Button] {
        buttons.filter { $0.role == .cancel } + buttons.filter { $0.role != .cancel }
    }

    var actions: AnyView {
        let buttons = orderedButtons
        return AnyView(ForEach(0..<buttons.count, id: \.self) { buttons[$0].view })
    }
}

extension View {
    /// Shows `content()`'s alert while `isPresented` is true (the older spelling of
    /// `.alert(_:isPresented:actions:message:)`).
    ///
    /// ```swift
    /// .alert(isPresented: $showAlert) { Alert(title: Text("Saved")) }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentAlert(alert.title.content, isPresented: isPresented, actions: alert.actions,
                            message: AnyView(alert.message), isEmpty: false)
    }

    /// Shows the alert for `item` while it is not nil; dismissing sets it to nil.
    ///
    /// ```swift
    /// .alert(item: $error) { error in Alert(title: Text(error.title)) }
    /// ```
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let presentation = item.wrappedValue.map { value -> (AnyHashable, PresentationContainer) in
            let alert = content(value)
            return (AnyHashable(value.id), PresentationContainer(kind: .alert, content: AnyView(alert.message),
                                                               title: alert.title.content, actions: alert.actions,
                                                               dismiss: { item.wrappedValue = nil }))
        }
        return modifier(_PresentationModifier(presentation: presentation, onDismiss: nil))
    }
}
