import Foundation

/// A control's label as its style sees it (`configuration.label` of a button or toggle style): the
/// control's own label view, type-erased.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
/// ```
public struct _StyleConfigurationLabel: PrimitiveView, ContainerView {
    let content: AnyView
    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}
