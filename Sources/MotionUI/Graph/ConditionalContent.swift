/// One of two views, as an `if/else` in a ``ViewBuilder`` makes it. The branches have different
/// identities: switching branches removes one view and inserts the other, with their transitions.
///
/// ```swift
/// if loggedIn { Dashboard() } else { LoginForm() }
/// ```
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) { self.storage = storage }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
}

extension _ConditionalContent: ContainerView {
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        switch storage {
        case .trueContent(let view): node.updateChild(key: .branch(true), view: view, context: context)
        case .falseContent(let view): node.updateChild(key: .branch(false), view: view, context: context)
        }
    }
}

/// An optional view, as an `if` without `else` makes it: `nil` shows nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is drawn by Motion; it has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
}

extension Optional: ContainerView where Wrapped: View {
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        if let view = self { node.updateChild(key: .index(0), view: view, context: context) }
    }
}
