import Foundation

/// Dismisses the current presentation, as SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)` and call it. Inside a sheet, full-screen cover or alert it dismisses
/// that presentation (its binding becomes `false` / `nil`); inside a pushed navigation destination
/// it pops that page (and any above it); elsewhere it does nothing.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Dismisses (the change runs in the current transaction: `withAnimation { dismiss() }`).
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }

extension EnvironmentValues {
    /// Dismisses the presentation or navigation page this view is in (see ``DismissAction``).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
