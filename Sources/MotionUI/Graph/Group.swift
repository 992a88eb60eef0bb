/// Groups views without laying them out: a stack around a `Group` lays out its views one by one.
///
/// ```swift
/// VStack { Group { Text("a"); Text("b") } }
/// ```
public struct Group<Content: View>: PrimitiveView, ContainerView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }

    func updateChildren(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}
