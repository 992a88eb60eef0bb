import Foundation

/// Marks a layout's views as scroll targets (see ``View/scrollTargetLayout(isEnabled:)``).
public struct _ScrollTargetLayoutModifier: PrimitiveModifier {
    var isEnabled: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { ScrollTargetLayoutNode(graph: graph) }
}

/// Lays out as its content; the nearest scroll view takes the content's views as targets.
final class ScrollTargetLayoutNode: UnaryModifierNode<_ScrollTargetLayoutModifier> {
    /// The views that are targets: the layout's own subviews (none when disabled).
    var targetNodes: [ViewNode] {
        guard modifier.isEnabled else { return [] }
        return contentNodes.flatMap(\.layoutChildren)
    }
}

extension View {
    /// Makes the views of this layout the targets of the scroll view around it: `.viewAligned`
    /// settles on them and ``View/scrollPosition(id:anchor:)`` names them.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(items) { ItemView($0) } }.scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
