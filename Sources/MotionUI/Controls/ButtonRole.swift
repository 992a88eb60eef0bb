import Foundation

/// The purpose of a button, as SwiftUI's `ButtonRole`: `.destructive` buttons draw in system red
/// (whatever the tint), `.cancel` buttons look like any other outside alerts and dialogs.
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// Button(role: .cancel) { dismiss() } label: { Text("Cancel") }
/// ```
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A button that deletes or discards: drawn in system red.
    ///
    /// ```swift
    /// Button("Remove", role: .destructive) {}
    /// ```
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    ///
    /// ```swift
    /// Button("Cancel", role: .cancel) {}
    /// ```
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes (iOS 26).
    ///
    /// ```swift
    /// Button(role: .close) {}
    /// ```
    public static let close = ButtonRole(name: "close")
    /// A button that confirms (iOS 26).
    ///
    /// ```swift
    /// Button("Done", role: .confirm) {}
    /// ```
    public static let confirm = ButtonRole(name: "confirm")

    /// The role's name.
    ///
    /// ```swift
    /// ButtonRole.cancel.description   // "cancel"
    /// ```
    public var description: String { name }

    /// The colour a button of `role` paints with: red when destructive, else the tint (the accent
    /// colour when none is set).
    static func labelColor(_ role: ButtonRole?, tint: Color?) -> Color {
        role == .destructive ? .red : (tint ?? .accentColor)
    }
}

extension Button {
    /// A button with a role and a label, as SwiftUI's `Button(role:action:label:)`.
    ///
    /// ```swift
    /// Button(role: .destructive) { delete() } label: { Text("Delete") }
    /// ```
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a text label and a role, as SwiftUI's `Button(_:role:action:)`.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { delete() }
    /// ```
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}
