import Foundation

/// A modifier that changes how its content is drawn (moved, scaled, faded…) but not how it is laid
/// out. Its `animatableData` animates under the transaction of the change.
protocol RenderEffect: Animatable {
    /// Applies the effect for content of `size` (local coordinates, origin at the top leading corner).
    func apply(to builder: inout DisplayListBuilder, size: CGSize)

    /// Draws `content` with the effect; by default ``apply(to:size:)`` then the content. Called
    /// from a node's ``ViewNode/drawContent(into:size:)``, whose caller saved the builder's state
    /// and restores it right after: the effect may leave its changes to the state in place.
    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void)
}

extension RenderEffect {
    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        apply(to: &builder, size: size)
        content(&builder)
    }
}

/// The node of a ``RenderEffect``: animates the effect's data and applies the presented effect
/// around its content.
final class EffectNode<Effect: RenderEffect>: AnimatedModifierNode<Effect> {
    // Built-in effects are drawn every frame of an animation: specialised copies avoid generic
    // dispatch on that path (the generic body checks the type and jumps to them).
    @_specialize(where Effect == _OffsetEffect)
    @_specialize(where Effect == _ScaleEffect)
    @_specialize(where Effect == _RotationEffect)
    @_specialize(where Effect == _OpacityEffect)
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        presentedModifier.draw(into: &builder, size: size) { builder in
            super.drawContent(into: &builder, size: size)
        }
    }

    override func contentTransform(presented: Bool, size: CGSize) -> CGAffineTransform? {
        var scratch = DisplayListBuilder(scale: 1, textMeasurer: graph.textMeasurer)
        (presented ? presentedModifier : modifier).apply(to: &scratch, size: size)
        return scratch.transform.isIdentity ? nil : scratch.transform
    }
}

/// A built-in modifier drawn by an ``EffectNode``.
protocol EffectModifier: RenderEffect, PrimitiveModifier {}

extension EffectModifier {
    func makeNode(graph: ViewGraph) -> ViewNode { EffectNode<Self>(graph: graph) }
}

extension DisplayListBuilder {
    /// Applies `t` about `anchor` of a box of `size`.
    mutating func concatenate(_ t: CGAffineTransform, anchor: UnitPoint, size: CGSize) {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        concatenate(CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: ax, y: ay)))
    }
}
