import Foundation

/// The visual effect that changes nothing, as SwiftUI's `EmptyVisualEffect`: the start of every
/// chain of effects that ``View/scrollTransition(_:axis:transition:)`` and ``View/visualEffect(_:)``
/// hand to your closure.
///
/// ```swift
/// Photo().scrollTransition { content, phase in
///     content.scaleEffect(phase.isIdentity ? 1 : 0.8)   // content is an EmptyVisualEffect
/// }
/// ```
public struct EmptyVisualEffect: DrawableVisualEffect {
    /// Makes the effect that changes nothing.
    ///
    /// ```swift
    /// let none = EmptyVisualEffect()
    /// ```
    public init() {}

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        content(&builder)
    }
}
