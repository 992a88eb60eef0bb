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
    /// Updates `node`'s child at `key` with the modified view.
    func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext)
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var anyModifier: Any { modifier }

    func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext) {
        node.updateChild(key: key, view: content, context: context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the first modifier, then the second.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}
