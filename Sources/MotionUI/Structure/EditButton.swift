import Foundation

/// Whether a view is in edit mode, as SwiftUI's `EditMode`.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
/// ```
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing (active or transient).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the views below, when a container provides one (every navigation page
    /// does); set your own with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles edit mode, as SwiftUI's `EditButton`: "Edit", or "Done" (bold) while
/// editing, under the default animation. It toggles the environment's `editMode`: the one every
/// navigation page (a stack's page, or a view with a `.toolbar`) provides to its content and its
/// bar, or one you set; without any it does nothing. Motion's lists draw no delete or move
/// controls, so editing changes only what your views read.
///
/// ```swift
/// List { … }.toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button(action: toggle) { editing ? Text("Done").bold() : Text("Edit") }
    }

    private func toggle() {
        guard let editMode else { return }
        withAnimation { editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active }
    }
}
