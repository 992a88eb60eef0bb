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

    /// A box holding what content inside `box` (local coordinates, content of `size`) is drawn
    /// as under any of the effects `variants` (the effect at its animation's extremes; one at
    /// rest) and every effect between them; nil when the effect does not say (its node is then
    /// never culled whole, see ``ViewNode/drawnInk``).
    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect?

    /// Whether the effect only changes the graphics state (``apply(to:size:)``) and then draws its
    /// content with the default ``draw(into:size:content:)``, nothing after it: its node may then
    /// let its only child leave state changes for the node's own restore. False unless an effect
    /// says so.
    static var appliesStateOnly: Bool { get }
}

extension RenderEffect {
    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        apply(to: &builder, size: size)
        content(&builder)
    }

    static var appliesStateOnly: Bool { false }

    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect? { nil }
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
        // The caller restores the state right after this (see ViewNode.drawNode): an effect that
        // only changes the state lets its only child draw without a save of its own.
        if Effect.appliesStateOnly, children.count == 1, builder.elidesEffectSaves {
            presentedModifier.apply(to: &builder, size: size)
            builder.restoreFollows = true
            return children[0].draw(into: &builder)
        }
        presentedModifier.draw(into: &builder, size: size) { builder in
            super.drawContent(into: &builder, size: size)
        }
    }

    /// Its only child's ink under the effect at every step of its animations.
    override func contentInk(size: CGSize) -> CGRect? {
        guard children.count == 1, let box = children[0].drawnInk, let variants = presentedExtremes else { return nil }
        return Effect.ink(of: box, size: size, across: variants)
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
        concatenate(Self.transform(t, about: anchor, size: size))
    }

    /// `t` applied about `anchor` of a box of `size` (moved there, applied, moved back).
    static func transform(_ t: CGAffineTransform, about anchor: UnitPoint, size: CGSize) -> CGAffineTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }
}
