import Foundation

/// Applies effects made from the view's geometry (see ``View/visualEffect(_:)``).
public struct _VisualEffectModifier<Effect: VisualEffect>: PrimitiveModifier {
    var effect: (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNode(graph: ViewGraph) -> ViewNode { VisualEffectNode<Effect>(graph: graph) }
}

/// The node of ``View/visualEffect(_:)``: calls the closure with its geometry each time it is
/// drawn and draws the content with the result.
final class VisualEffectNode<Effect: VisualEffect>: UnaryModifierNode<_VisualEffectModifier<Effect>> {
    override var modifierChangeEffect: UpdateEffect { .drawing }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let effect = modifier.effect(EmptyVisualEffect(), geometryProxy(presented: true))
        effect.drawEffect(into: &builder, size: size) { builder in super.drawContent(into: &builder, size: size) }
    }
}

extension View {
    /// Applies effects that depend on the view's size and position, as SwiftUI's (iOS 17)
    /// `visualEffect`: the closure gets an ``EmptyVisualEffect`` to chain effects on and a
    /// ``GeometryProxy`` of the view, which measures in any coordinate space — `.scrollView`
    /// included — and returns the effects. Layout never sees them.
    ///
    /// ```swift
    /// Image("hero").resizable().frame(height: 300)
    ///     .visualEffect { content, proxy in
    ///         content.offset(y: -proxy.frame(in: .scrollView).minY * 0.5)   // parallax
    ///     }
    /// ```
    ///
    /// Rules where SwiftUI is silent: the closure runs each time the view is drawn, and the proxy
    /// reports the geometry on screen then (presented values: a scroll view's offset as it
    /// animates, ancestors' effects included); the view's own effects inside the modifier are not
    /// included.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
