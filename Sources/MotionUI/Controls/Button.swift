import Foundation

/// A control that performs an action when tapped, as SwiftUI's `Button`: pressed while the pointer
/// is down inside, the action on release inside, nothing when released outside or disabled. Its look
/// comes from the ``ButtonStyle`` in the environment; a ``PrimitiveButtonStyle`` makes the whole
/// button, gestures included.
///
/// ```swift
/// Button(action: { withAnimation(.default) { attempts += 1 } }, label: { Text("Login") })
/// Button("Save") { save() }
/// ```
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    /// The button's role (destructive, cancel), nil for none; styles colour destructive buttons red.
    var role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        if let primitive = style.makePrimitive {
            primitive(PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: action))
        } else {
            style.makeBody(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: isPressed, role: role))
                .modifier(_PressGestureModifier(isPressed: $isPressed, action: action))
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
