import Foundation

/// The appearance colours adapt to, as SwiftUI's `ColorScheme`: light or dark.
///
/// Read it with `@Environment(\.colorScheme)`; a view asks for one with `.preferredColorScheme(_:)`
/// (the whole window follows) or sets it for a subtree with `.environment(\.colorScheme, .dark)`.
/// The system colours (`Color.blue`, `.primary`, `Color(.systemBackground)`, …) take their dark
/// values under `.dark`; colours made from numbers never change.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// var body: some View {
///     Text("Hello").foregroundColor(colorScheme == .dark ? .white : .black)
/// }
/// ```
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}
