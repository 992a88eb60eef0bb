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
/// A projection with perspective terms (m13, m23 ≠ 0, or m33 ≠ 1) is drawn as a true projective
/// transform: fills and strokes are flattened in local space and projected point by point, text
/// and images are mapped through it, hit testing follows it (see
/// ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``). Geometry measurements
/// (`GeometryReader`, `matchedGeometryEffect`) see only effects that are affine, as layout sees
/// none: a projective effect value leaves them unchanged.
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
        builder.concatenate(effect.effectValue(size: size), over: CGRect(origin: .zero, size: size))
    }
}

extension ProjectionTransform {
    /// The affine part of the projection (perspective terms dropped): the projection itself when it
    /// is affine.
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
        let value = (presented ? presentedModifier : modifier).effectValue(size: size)
        return value.isAffine ? value.affinePart : nil
    }
}

/// Makes nodes for user geometry effects (opened from an existential in `ModifiedContent`).
enum GeometryEffectNodes {
    static func make<E: GeometryEffect>(_ effect: E, graph: ViewGraph) -> ViewNode {
        GeometryEffectNode<E>(graph: graph)
    }
}
