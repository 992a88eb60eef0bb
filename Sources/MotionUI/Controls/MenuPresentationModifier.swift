import Foundation

/// Shows a menu's popup (``MenuPopup``) over the window while `content` is set.
struct MenuPresentationModifier: PrimitiveModifier {
    /// The menu's items while it is open, nil while it is closed.
    var content: AnyView?
    var dismiss: () -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { MenuHostNode(graph: graph) }
}

/// Lays out and draws its content (the menu's button) as usual; the open popup is a secondary child
/// that the graph lays out in the window and draws over everything (``ViewGraph/overlays``),
/// anchored to this node's frame.
final class MenuHostNode: UnaryModifierNode<MenuPresentationModifier> {
    override func updateSecondaryChildren(context: UpdateContext) {
        guard let content = modifier.content else { return }
        updateChild(key: .secondary(0), view: MenuPopup(content: content, dismiss: modifier.dismiss), context: context)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        for child in children where child.key == .index(0) { child.draw(into: &builder) }
    }
}
