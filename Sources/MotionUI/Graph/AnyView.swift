/// A view whose type is hidden. Changing the type inside replaces the view (new identity).
///
/// ```swift
/// let v: AnyView = flag ? AnyView(Text("a")) : AnyView(Color.red)
/// ```
public struct AnyView: PrimitiveView, ContainerView {
    let update: (ViewNode, UpdateContext) -> Void

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self = any
            return
        }
        update = { node, context in node.updateChild(key: .type(ObjectIdentifier(V.self)), view: view, context: context) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }

    func updateChildren(of node: ViewNode, context: UpdateContext) { update(node, context) }
}
