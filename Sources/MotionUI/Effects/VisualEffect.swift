import Foundation

/// Visual changes — moves, scales, rotations, fades, blurs and colour shifts — that a view makes
/// without changing its layout, as SwiftUI's (iOS 17) `VisualEffect`. You never make one from
/// nothing: ``View/scrollTransition(_:axis:transition:)`` and ``View/visualEffect(_:)`` hand you an
/// ``EmptyVisualEffect``, and you chain effects on it (`offset`, `scaleEffect`, `rotationEffect`,
/// `rotation3DEffect`, `opacity`, `blur`, `brightness`, `saturation`, `hueRotation`, `grayscale`,
/// `contrast`). A chain is `Animatable`: its data is every effect's, so a scroll transition
/// interpolates between two chains of the same shape, and an animated one animates it.
///
/// ```swift
/// Card().visualEffect { content, proxy in
///     content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1).scaleEffect(0.9)
/// }
/// ```
///
/// Rules: effects chained later are applied outside earlier ones, as view modifiers written later
/// wrap earlier ones (`content.offset(x: 10).scaleEffect(2)` scales the moved content, so it moves
/// 20 points). A type of your own that conforms to `VisualEffect` draws nothing: only chains built
/// from ``EmptyVisualEffect`` draw.
public protocol VisualEffect: Sendable, Animatable {}

/// A visual effect Motion knows how to draw.
protocol DrawableVisualEffect: VisualEffect {
    /// Draws `content` of `size` with the effect; the caller saves and restores the builder's state.
    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void)
}

extension VisualEffect {
    /// Draws `content` with this effect when it is one Motion built, plainly otherwise.
    func drawEffect(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        guard let drawable = self as? any DrawableVisualEffect else { return content(&builder) }
        drawable.draw(into: &builder, size: size, content: content)
    }

    /// The effect interpolated `amount` of the way from `self` to `other` (their animatable data).
    func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        var delta = other.animatableData
        delta -= animatableData
        delta.scale(by: amount)
        result.animatableData += delta
        return result
    }
}
