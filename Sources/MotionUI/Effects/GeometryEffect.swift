import Foundation

/// An effect that transforms its content after layout, as SwiftUI's `GeometryEffect`. Layout never
/// sees it; its `animatableData` animates like any other attribute.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var shakesPerUnit = 3
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX:
///             amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
///     }
/// }
/// Rectangle().modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// Motion draws with affine transforms: a projection with perspective terms is applied by its affine
/// part (m11, m12, m21, m22, m31, m32).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by Motion; it has no body") }
}

/// Draws a user's ``GeometryEffect``.
struct GeometryEffectBox<Effect: GeometryEffect>: RenderEffect {
    var effect: Effect

    var animatableData: Effect.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.concatenate(effect.effectValue(size: size).affinePart)
    }
}

extension ProjectionTransform {
    /// The affine part of the projection (perspective terms dropped).
    var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}

/// The node of a user's ``GeometryEffect``.
final class GeometryEffectNode<Effect: GeometryEffect>: AnimatedModifierNode<Effect> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        GeometryEffectBox(effect: presentedModifier).draw(into: &builder, size: size) { builder in
            super.drawContent(into: &builder, size: size)
        }
    }

    override func contentTransform(presented: Bool, size: CGSize) -> CGAffineTransform? {
        (presented ? presentedModifier : modifier).effectValue(size: size).affinePart
    }
}

/// Makes nodes for user geometry effects (opened from an existential in `ModifiedContent`).
enum GeometryEffectNodes {
    static func make<E: GeometryEffect>(_ effect: E, graph: ViewGraph) -> ViewNode {
        GeometryEffectNode<E>(graph: graph)
    }
}
