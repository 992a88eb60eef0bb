/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
public struct EmptyView: PrimitiveView, ContainerView {
    public init() {}
    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
    func updateChildren(of node: ViewNode, context: UpdateContext) {}
}
