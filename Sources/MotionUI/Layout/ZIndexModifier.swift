import Foundation

/// Sets the drawing order of a view among its siblings.
public struct _ZIndexModifier: PrimitiveModifier {
    public var index: Double

    func makeNode(graph: ViewGraph) -> ViewNode {
        graph.usesZIndex = true
        return ZIndexNode(graph: graph)
    }
}

final class ZIndexNode: UnaryModifierNode<_ZIndexModifier> {
    override var ownZIndex: Double? { modifier.index.isNaN ? 0 : modifier.index }
    override var isLayoutTransparent: Bool { true }
}

extension View {
    /// Orders this view among its siblings when drawing: higher values are drawn on top; equal
    /// values keep their order in the builder (0 by default). Taps go to the topmost view, so the
    /// order holds for hit testing too.
    ///
    /// ```swift
    /// ZStack {
    ///     Card(color: .red).zIndex(1)   // drawn above the blue card
    ///     Card(color: .blue)
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: siblings are the views of one builder block or one
    /// `ForEach` (the views a stack lays out side by side when written in one block); a view
    /// leaving under a removal transition keeps its z index, so it stays above (or below) the
    /// views around it until it is gone; NaN counts as 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(index: value))
    }
}
