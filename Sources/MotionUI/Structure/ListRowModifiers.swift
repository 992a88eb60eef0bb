import Foundation

/// Sets the view drawn behind a list row, filling its cell.
public struct _ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
    public var background: Background?

    func makeNode(graph: ViewGraph) -> ViewNode { ListRowBackgroundNode(graph: graph, update: { node, context in
        guard let background = (node as! ListRowBackgroundNode).modifierValue as? _ListRowBackgroundModifier<Background>,
              let view = background.background else { return }
        node.updateChild(key: .secondary(0), view: view, context: context)
    }) }
}

/// Carries a row background: the list places it in the row's cell and draws it beneath the row.
final class ListRowBackgroundNode: TraitNode<Any>, ListRowTraitNode {
    private let updateBackground: (ViewNode, UpdateContext) -> Void

    init(graph: ViewGraph, update: @escaping (ViewNode, UpdateContext) -> Void) {
        updateBackground = update
        super.init(graph: graph)
    }

    var modifierValue: Any? { modifier }

    override func updateSecondaryChildren(context: UpdateContext) {
        updateBackground(self, context)
    }

    func apply(to traits: inout ListRowTraits) {
        if secondaryNode(0) != nil { traits.background = self }
    }
}

/// Shows or hides a list row's separators.
public struct _ListRowSeparatorModifier: PrimitiveModifier {
    public var visibility: Visibility

    func makeNode(graph: ViewGraph) -> ViewNode { ListRowSeparatorNode(graph: graph) }
}

final class ListRowSeparatorNode: TraitNode<_ListRowSeparatorModifier>, ListRowTraitNode {
    func apply(to traits: inout ListRowTraits) {
        traits.separator = modifier.visibility
    }
}

extension View {
    /// Draws `view` behind this list row, filling its whole cell (clipped to the section's rounded
    /// card); `nil` keeps the default. On a `ForEach` it applies to every row.
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Shows or hides this row's separators: `.hidden` removes the lines above and below it.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        modifier(_ListRowSeparatorModifier(visibility: visibility))
    }
}
