import Foundation

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`: you do
/// not make these; ``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)`` do.
///
/// ```swift
/// let empty: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
///                                   SearchUnavailableContent.Actions> = .search
/// ```
public struct SearchUnavailableContent {
    /// The label of a search with no results: a magnifying glass and "No Results", or "No Results
    /// for “query”" when there is a query — the one given, else that of the enclosing
    /// `.searchable` field.
    public struct Label: View {
        let query: String?
        @Environment(\.searchQuery) private var searchQuery

        public var body: some View {
            let shown = query ?? searchQuery
            MotionUI.Label(shown.isEmpty ? "No Results" : "No Results for “\(shown)”", systemImage: "magnifyingglass")
        }
    }

    /// The description of a search with no results.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// The actions of a search with no results: none.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

private struct SearchQueryKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    /// The text of the enclosing `.searchable` field ("" outside one).
    var searchQuery: String {
        get { self[SearchQueryKey.self] }
        set { self[SearchQueryKey.self] = newValue }
    }
}
