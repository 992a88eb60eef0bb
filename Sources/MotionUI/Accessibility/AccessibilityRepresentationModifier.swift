import Foundation

/// The modifier of ``View/accessibilityRepresentation(representation:)``: the view keeps its
/// looks and input, and screen readers see the representation instead — laid out in the view's
/// frame, never drawn or hit-tested.
public struct AccessibilityRepresentationModifier<Representation: View>: PrimitiveModifier {
    let representation: Representation

    func makeNode(graph: ViewGraph) -> ViewNode { AccessibilityRepresentationNode<Representation>(graph: graph) }
}

/// What the accessibility tree reads of an ``AccessibilityRepresentationModifier``'s node.
protocol AccessibilityRepresenting: ViewNode {
    /// The nodes of the representation (its secondary child).
    var representationNodes: [ViewNode] { get }
}

/// Lays out and draws its content; keeps the representation laid out over it, undrawn.
final class AccessibilityRepresentationNode<Representation: View>:
    UnaryModifierNode<AccessibilityRepresentationModifier<Representation>>, AccessibilityRepresenting {
    var representationNodes: [ViewNode] { children.filter { !$0.isLeaving && $0.key == .secondary(0) } }

    override func updateSecondaryChildren(context: UpdateContext) {
        updateChild(key: .secondary(0), view: modifier.representation, context: context)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        super.placeChildren(in: size, proposal: proposal, transaction: transaction)
        placeSecondary(in: size, alignment: .center, transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        for child in drawingOrder where child.key != .secondary(0) { child.draw(into: &builder) }
    }
}
