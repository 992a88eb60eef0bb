import Foundation

/// Tracks a press like a real button: pressed while the pointer is down inside, cancelled when it is
/// released outside, `action` on a release inside. Disabled views ignore it.
public struct _PressGestureModifier: PrimitiveModifier {
    public var isPressed: Binding<Bool>
    public var action: () -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { PressGestureNode(graph: graph) }
}

final class PressGestureNode: UnaryModifierNode<_PressGestureModifier>, HitTarget {
    func pointerDown(at point: CGPoint) -> Bool {
        guard environment.isEnabled else { return false }
        modifier.isPressed.wrappedValue = true
        return true
    }

    func pointerMoved(inside: Bool) {
        if modifier.isPressed.wrappedValue != inside { modifier.isPressed.wrappedValue = inside }
    }

    func pointerUp(inside: Bool) {
        modifier.isPressed.wrappedValue = false
        if inside && environment.isEnabled {
            modifier.action()
            environment.afterButtonAction?()
        }
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        super.drawContent(into: &builder, size: size)
        builder.addHitRegion(CGRect(origin: .zero, size: size), target: self)
    }
}
