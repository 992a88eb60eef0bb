/// The view a phase or keyframe animator modifies, as its content closure receives it (SwiftUI's
/// `PlaceholderContentView`). Put it in the closure's result, with the effects that depend on the
/// phase or value applied to it; it keeps the modified view's identity and state from frame to frame.
///
/// ```swift
/// Circle().phaseAnimator([1.0, 1.2]) { circle, scale in   // circle: PlaceholderContentView<Circle>
///     circle.scaleEffect(scale)
/// }
/// ```
public struct PlaceholderContentView<Value>: PrimitiveView, ContainerView {
    let update: (ViewNode, UpdateContext) -> Void

    init(_ content: Value) where Value: View {
        update = { node, context in node.updateChild(key: .index(0), view: content, context: context) }
    }

    /// The content a ``Transition``'s body receives (`Value` is the transition's type).
    init<Content: View>(transitioning content: Content) {
        update = { node, context in node.updateChild(key: .index(0), view: content, context: context) }
    }

    /// The content of an `.animation(_:body:)` scope: it updates with the transaction from outside
    /// the scope.
    init(_ content: Value, scope: AnimationScope) where Value: View {
        update = { node, context in
            var outside = context
            if let outer = scope.outer { outside.transaction = outer }
            node.updateChild(key: .index(0), view: content, context: outside)
        }
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }

    func updateChildren(of node: ViewNode, context: UpdateContext) { update(node, context) }
}
