import Foundation

/// A horizontal stack for long scrolling content, as SwiftUI's `LazyHStack`: laid out like an
/// ``HStack`` along its axis, but as tall as the height offered (see ``LazyStackLayout``).
/// Every subview is made at once, and `pinnedViews` is accepted but nothing is pinned (see
/// ``LazyVStack``).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 16) {
///         ForEach(0..<10) { Color.blue.frame(width: 120) }
///     }
/// }
/// ```
public struct LazyHStack<Content: View>: View {
    let layout: LazyStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .horizontal, spacing: spacing, guide: .vertical(alignment))
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}
