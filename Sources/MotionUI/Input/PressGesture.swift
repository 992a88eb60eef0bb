import Foundation

/// Tracks a press like a real button: pressed while the pointer is down inside, cancelled when it is
/// released outside, `action` on a release inside. Disabled views ignore it.
public struct _PressGestureModifier: PrimitiveModifier {
    public var isPressed: Binding<Bool>
    public var action: () -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { PressGestureNode(graph: graph) }
}

/// The press stays undecided while the pointer is down (so a drag around it, a scroll view's say,
/// can take the pointer and cancel it: the button is released without acting), and succeeds on a
/// release over it.
final class PressGestureNode: UnaryModifierNode<_PressGestureModifier>, PointerResponder {
    private var isTracking = false

    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard environment.isEnabled, sample.isInside else { return .failed }
        isTracking = true
        modifier.isPressed.wrappedValue = true
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase {
        guard isTracking else { return .failed }
        if modifier.isPressed.wrappedValue != sample.isInside { modifier.isPressed.wrappedValue = sample.isInside }
        return .possible
    }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        guard isTracking else { return .failed }
        isTracking = false
        modifier.isPressed.wrappedValue = false
        guard sample.isInside, environment.isEnabled else { return .failed }
        modifier.action()
        environment.afterButtonAction?()
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { isTracking ? .possible : .failed }

    func pointerCancelled() {
        guard isTracking else { return }
        isTracking = false
        modifier.isPressed.wrappedValue = false
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.withHitRegion(target: self) { builder in super.drawContent(into: &builder, size: size) }
    }
}
