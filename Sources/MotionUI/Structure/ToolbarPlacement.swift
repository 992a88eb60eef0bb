/// A bar that `.toolbar(_:for:)` and `.toolbarBackground(_:for:)` act on, as SwiftUI's
/// `ToolbarPlacement`.
///
/// ```swift
/// Detail().toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }
    let bars: Set<Bar>

    /// The bars of the page (navigation and bottom bars).
    public static let automatic = ToolbarPlacement(bars: [.navigationBar, .bottomBar])
    /// The top bar of a navigation page.
    public static let navigationBar = ToolbarPlacement(bars: [.navigationBar])
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(bars: [.tabBar])
    /// A navigation page's bottom bar.
    public static let bottomBar = ToolbarPlacement(bars: [.bottomBar])
}
