import Foundation

/// A row of a ``Grid``, as SwiftUI's `GridRow`: each of its views is a cell in the next column
/// (or in the next `count` columns with ``View/gridCellColumns(_:)``); `alignment` aligns its
/// cells vertically, overriding the grid's.
///
/// ```swift
/// Grid {
///     GridRow(alignment: .top) {
///         Text("Hello")
///         ForEach(0..<2, id: \.self) { _ in Color.red }
///     }
/// }
/// ```
///
/// Outside a ``Grid`` a row lays out as a `Group` would: its views join the container around it.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        content.modifier(_GridRowModifier(alignment: alignment))
    }
}

/// Marks the views of a ``GridRow`` as one row of its grid.
public struct _GridRowModifier: PrimitiveModifier {
    public var alignment: VerticalAlignment?

    func makeNode(graph: ViewGraph) -> ViewNode { GridRowNode(graph: graph) }
}

/// The row a ``Grid`` cell belongs to: the row's identity and its vertical alignment.
struct GridRowMembership: Equatable {
    let row: ObjectIdentifier
    let alignment: VerticalAlignment?
}

/// The layout value key under which ``GridRowMembership`` travels (nil outside rows).
enum GridRowKey: LayoutValueKey {
    static var defaultValue: GridRowMembership? { nil }
}

/// A grid row's node: a trait, transparent to layout, that tells each cell under it its row.
final class GridRowNode: TraitNode<_GridRowModifier>, LayoutValueProviding {
    func layoutValue(for key: ObjectIdentifier, through child: ViewNode) -> Any? {
        guard key == ObjectIdentifier(GridRowKey.self), child !== self else { return nil }
        return GridRowMembership(row: ObjectIdentifier(self), alignment: modifier.alignment)
    }
}
