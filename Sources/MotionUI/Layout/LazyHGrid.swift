import Foundation

/// A grid that grows to the right, as SwiftUI's `LazyHGrid`: its `rows` (``GridItem``s) share the
/// height offered, and its subviews fill them column by column; each column is as wide as its
/// widest cell. See ``GridItem`` for how the rows are sized and ``LazyGridLayout`` for sections.
///
/// `alignment` places each cell in its row × column rectangle vertically (horizontally it is
/// centred) unless the row's ``GridItem/alignment`` says otherwise; `spacing` is the distance
/// between columns (8 points when nil).
///
/// Rules where Motion differs: every cell is made at once, and `pinnedViews` is accepted but
/// section headers and footers scroll with the content instead of staying pinned.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///         ForEach(0..<20, id: \.self) { Text("\($0)") }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(flow: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}
