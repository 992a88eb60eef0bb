/// Namespace of SwiftUI's navigation bar item types.
public struct NavigationBarItem {
    /// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    ///
    /// ```swift
    /// Detail().navigationBarTitleDisplayMode(.inline)
    /// ```
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous page's mode; `.large` on a stack's root.
        case automatic
        /// A small title (17 pt semibold) centred in the 44 pt bar.
        case inline
        /// A large title (34 pt bold) under the bar, 52 pt more.
        case large
    }
}
