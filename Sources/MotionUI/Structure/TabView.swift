import Foundation

/// Tabs with a tab bar at the bottom, as SwiftUI's `TabView`: each view of the content is a tab,
/// labelled in the bar by its `.tabItem` and identified by its `.tag` (or its position).
///
/// ```swift
/// @State private var tab = 0
/// TabView(selection: $tab) {
///     Feed().tabItem { Text("Feed") }.tag(0)
///     Profile().tabItem { Text("Profile") }.tag(1)
/// }
/// ```
///
/// Rules where SwiftUI is silent:
/// - The bar is 49 pt tall on the bar material with a 0.5 pt separator on top; the tabs' items
///   share its width equally, their views stacked vertically (2 apart) and centred in their slot,
///   in 10 pt medium text, the selected one in the accent colour and the others grey.
/// - The selected tab fills the space above the bar; the others keep their state but are not laid
///   out or drawn. Tapping an item selects its tab (writing its tag to `selection`) without
///   animation, as on iOS.
/// - With a selection that matches no tag, the first tab shows.
/// - `.tabViewStyle(.page)` hides the bar (Motion has no swiping; change the selection instead).
/// - `.toolbar(.hidden, for: .tabBar)` on the selected tab (or on the top page of a stack in it)
///   hides the bar while that tab shows; the tab then fills the whole view.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selected tag is `selection` (nil: the tab view keeps its own selection).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { TabViewNode(graph: graph) }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection (the first tab at first).
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// What a ``TabViewNode`` reads from its view.
protocol TabViewContent {
    var selectedTag: AnyHashable? { get }
    /// Writes `tag` to the selection when it has the selection's type; false without a binding.
    func select(_ tag: AnyHashable) -> Bool
    func updateContent(of node: ViewNode, context: UpdateContext)
}

extension TabView: TabViewContent {
    var selectedTag: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }

    func select(_ tag: AnyHashable) -> Bool {
        guard let selection else { return false }
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        return true
    }

    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

/// How a ``TabView`` looks, as SwiftUI's `TabViewStyle`: `.automatic` (a tab bar) or `.page` (no bar).
///
/// ```swift
/// TabView { Intro(); Features() }.tabViewStyle(.page)
/// ```
public protocol TabViewStyle {}

/// Tabs with a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// Pages without a bar.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show (Motion draws none).
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    /// Pages (`indexDisplayMode` is accepted; no dots are drawn).
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// Tabs with a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages without a bar.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages without a bar (the dots are not drawn).
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabBarHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `.tabViewStyle(.page)`.
    var tabBarHidden: Bool {
        get { self[TabBarHiddenKey.self] }
        set { self[TabBarHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of tab views inside this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabBarHidden, style is PageTabViewStyle)
    }
}
