import Foundation

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`: you do
/// not make these; ``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)`` do.
///
/// ```swift
/// let empty: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
///                                   SearchUnavailableContent.Actions> = .search
/// ```
public struct SearchUnavailableContent {
    /// The label of a search with no results: a magnifying glass and "No Results" (for a query).
    public struct Label: View {
        let query: String?

        public var body: some View {
            MotionUI.Label(query.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
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
