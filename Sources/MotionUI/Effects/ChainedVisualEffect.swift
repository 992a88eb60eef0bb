import Foundation

/// A visual effect followed by one more: `base`'s effects, then `effect` applied outside them.
/// Its animatable data is the pair of both, so two chains of the same shape interpolate term by
/// term.
struct ChainedVisualEffect<Base: VisualEffect, Effect: RenderEffect>: DrawableVisualEffect, @unchecked Sendable {
    var base: Base
    var effect: Effect

    var animatableData: AnimatablePair<Base.AnimatableData, Effect.AnimatableData> {
        get { AnimatablePair(base.animatableData, effect.animatableData) }
        set {
            base.animatableData = newValue.first
            effect.animatableData = newValue.second
        }
    }

    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        effect.draw(into: &builder, size: size) { builder in
            base.drawEffect(into: &builder, size: size, content: content)
        }
    }
}
