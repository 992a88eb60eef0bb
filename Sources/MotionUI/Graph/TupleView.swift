/// Several views side by side, as a ``ViewBuilder`` block makes them. Each keeps its position as
/// its identity.
///
/// ```swift
/// let pair = TupleView(Text("a"), Text("b"))
/// ```
public struct TupleView<each T: View>: PrimitiveView {
    public var value: (repeat each T)

    public init(_ value: repeat each T) {
        self.value = (repeat each value)
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
}

extension TupleView: ContainerView {
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        var index = 0
        for element in repeat each value {
            node.updateChild(key: .index(index), view: element, context: context)
            index += 1
        }
    }
}
