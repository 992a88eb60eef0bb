/// Whether something is shown, as SwiftUI's `Visibility` (list row separators, bars).
///
/// ```swift
/// Text("Last").listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides (Motion: shown).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
