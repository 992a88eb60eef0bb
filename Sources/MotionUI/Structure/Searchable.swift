import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. Motion always puts it in the
/// navigation bar, under the title.
///
/// ```swift
/// List { … }.searchable(text: $query, placement: .navigationBarDrawer)
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform's place: the navigation bar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The toolbar (Motion: the navigation bar).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar (Motion: the navigation bar).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// Adds a search field to the page's bar.
public struct _SearchableModifier: PrimitiveModifier, NavigationTraitModifier {
    var text: Binding<String>
    var prompt: String

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if traits.search == nil { traits.search = SearchField(text: text, prompt: prompt) }
    }
}

/// The search field of a navigation bar: a 36 pt rounded field (corner radius 10, a translucent
/// grey) with a text field 8 in from its sides.
struct SearchField: View {
    static let fill = Color(red8: 118, green8: 118, blue8: 128, opacity: 0.12)
    static let height: CGFloat = 36

    var text: Binding<String>
    var prompt: String

    var body: some View {
        TextField(prompt, text: text)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: SearchField.height, maxHeight: SearchField.height, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 10).fill(SearchField.fill))
    }
}

extension View {
    /// A search field bound to `text` in the bar of the navigation page this view is in, under
    /// the title: the bar grows by 52 pt, the field 36 tall, 16 in from the sides, 8 below the
    /// title area; typing (once the field is tapped) writes `text`, and your views filter with it.
    /// The prompt is "Search" unless given. Outside a ``NavigationStack`` it is not shown. Views
    /// inside read the query (`ContentUnavailableView.search` shows it).
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }.searchable(text: $query, prompt: "Names")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content ?? "Search")).environment(\.searchQuery, text.wrappedValue)
    }

    /// A search field with a prompt given as a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, prompt: String(prompt))).environment(\.searchQuery, text.wrappedValue)
    }
}
