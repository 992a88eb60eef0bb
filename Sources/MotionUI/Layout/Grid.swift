import Foundation

/// A two-dimensional layout of ``GridRow``s, as SwiftUI's `Grid` (iOS 16): the first view of
/// each row goes in the first column, the second in the second, and so on; columns are as wide as
/// their widest cell and rows as tall as their tallest (see ``GridLayout`` for every rule).
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Name")
///         Text("Size").gridColumnAlignment(.trailing)
///     }
///     Divider()                      // outside a row: spans the grid
///     GridRow {
///         Text("photo.png")
///         Text("2 MB")
///     }
/// }
/// ```
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}
