import Foundation

/// A grid that grows down, as SwiftUI's `LazyVGrid`: its `columns` (``GridItem``s) share the
/// width offered, and its subviews fill them row by row; each row is as tall as its tallest cell.
/// See ``GridItem`` for how the columns are sized and ``LazyGridLayout`` for rows and sections.
///
/// `alignment` places each cell in its column × row rectangle horizontally (vertically it is
/// centred) unless the column's ``GridItem/alignment`` says otherwise; `spacing` is the
/// distance between rows (8 points when nil).
///
/// Rules where Motion differs: every cell is made at once (Motion's graph updates only what
/// changed), and `pinnedViews` is accepted but section headers and footers scroll with the
/// content instead of staying pinned.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///         ForEach(photos) { photo in Thumbnail(photo) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(flow: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}
