/// A view (or modifier) with a modifier applied, as SwiftUI's `ModifiedContent`.
///
/// ```swift
/// let v: ModifiedContent<Text, Card> = Text("Hi").modifier(Card())
/// ```
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is applied by Motion; it has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(graph: ViewGraph) -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNode(graph: graph)
        }
        if let effect = modifier as? any GeometryEffect {
            return GeometryEffectNodes.make(effect, graph: graph)
        }
        return ModifierBodyNode<Content, Modifier>(graph: graph)
    }
}

/// What every modifier node reads from its view: the modifier and a way to update the content.
protocol ModifiedView {
    var anyModifier: Any { get }
    /// The modified view, type-erased.
    var anyContent: AnyView { get }
    /// Updates `node`'s child at `key` with the modified view.
    func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext)
    /// A ``ModifiedContentReader`` for values of this type read as `NodeModifier`, having read the
    /// one at `view`; nil when the modifier is not a `NodeModifier`.
    static func makeReader<NodeModifier>(keeping view: UnsafeRawPointer, as: NodeModifier.Type) -> ModifiedContentReader<NodeModifier>?
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var anyModifier: Any { modifier }
    var anyContent: AnyView { AnyView(content) }

    func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext) {
        node.updateChild(key: key, view: content, context: context)
    }

    static func makeReader<NodeModifier>(keeping view: UnsafeRawPointer, as: NodeModifier.Type) -> ModifiedContentReader<NodeModifier>? {
        TypedModifiedContentReader<Content, Modifier, NodeModifier>(
            keeping: view, contentOffset: MemoryLayout<Self>.offset(of: \.content)!,
            modifierOffset: MemoryLayout<Self>.offset(of: \.modifier)!)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the first modifier, then the second.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}
