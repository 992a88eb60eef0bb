import Foundation

/// What to show when there is no content, as SwiftUI's `ContentUnavailableView`: centred in all
/// the space offered, a large symbol (48 pt, the secondary colour) above a title (`.title2`,
/// bold), 16 points apart; the description below (`.subheadline`, secondary, centred lines), 8
/// points further; the actions 16 points below that. Motion's choices where Apple gives no
/// numbers: the sizes and gaps.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
/// ContentUnavailableView {
///     Label("Offline", systemImage: "wifi")
/// } description: {
///     Text("Check your connection.")
/// } actions: {
///     Button("Retry") { reload() }
/// }
/// if results.isEmpty { ContentUnavailableView.search(text: query) }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// The symbol's size.
    static var symbolSize: CGFloat { 48 }

    /// A view from a label (a `Label`'s icon is drawn large above its title), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle()).font(.title2.bold())
                description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A ``ContentUnavailableView``'s label: the icon large and secondary above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon
                .font(.system(size: ContentUnavailableView<EmptyView, EmptyView, EmptyView>.symbolSize))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == MotionUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title by key, a symbol and an optional description (the key is the text: Motion has no string tables).
    ///
    /// ```swift
    /// ContentUnavailableView("No Favourites", systemImage: "star", description: Text("Tap ☆ to keep one."))
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MotionUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// A title, a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MotionUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// No search results: a magnifying glass, "No Results" and "Check the spelling or try a new
    /// search."; inside a `.searchable` view with a query, the title is "No Results for “query”".
    ///
    /// ```swift
    /// .overlay { if results.isEmpty { ContentUnavailableView.search } }
    /// ```
    public static var search: ContentUnavailableView { search(query: nil) }

    /// No search results for `text`: the title is "No Results for “text”".
    ///
    /// ```swift
    /// ContentUnavailableView.search(text: "kiwi")
    /// ```
    public static func search(text: String) -> ContentUnavailableView { search(query: text) }

    private static func search(query: String?) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: query) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
