import Foundation

/// Runs an action when the view is tapped `count` times.
public struct _TapGestureModifier: PrimitiveModifier {
    public var count: Int
    public var action: () -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { TapGestureNode(graph: graph) }
}

/// A tap target over what the content drew (``HitRegion`` gives the rule: shapes by their outlines,
/// text and images by their frames, `.contentShape` to choose). A tap is a press and a release inside; with
/// `count` > 1 the presses must follow each other within 0.3 s of host time.
final class TapGestureNode: UnaryModifierNode<_TapGestureModifier>, HitTarget {
    private var taps = 0
    private var lastTapTime = -TimeInterval.infinity

    func pointerDown(at point: CGPoint) -> Bool { environment.isEnabled }
    func pointerMoved(inside: Bool) {}

    func pointerUp(inside: Bool) {
        guard inside else { return }
        taps = graph.time - lastTapTime <= 0.3 ? taps + 1 : 1
        lastTapTime = graph.time
        if taps >= max(modifier.count, 1) {
            taps = 0
            modifier.action()
        }
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.withHitRegion(target: self) { builder in super.drawContent(into: &builder, size: size) }
    }
}

extension View {
    /// Runs `action` when the view is tapped (`count` times in a row).
    ///
    /// ```swift
    /// Text("Sign up").onTapGesture { withAnimation { loginShown = false } }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
