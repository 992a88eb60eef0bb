import Foundation

/// A vertical stack for long scrolling content, as SwiftUI's `LazyVStack`: laid out like a
/// ``VStack`` along its axis, but as wide as the width offered (see ``LazyStackLayout``), so a
/// lazy stack in a `ScrollView` spans it and a background behind it fills the row.
///
/// Rules where Motion differs: every subview is made at once (Motion's graph updates only what
/// changed, so laziness would save little), and `pinnedViews` is accepted but section headers and
/// footers scroll with the content instead of staying pinned.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(1...100, id: \.self) { Text("Row \($0)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View {
    let layout: LazyStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .vertical, spacing: spacing, guide: .horizontal(alignment))
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}
