import Foundation

/// Draws content through a fixed projective transform, as SwiftUI's `_ProjectionEffect` (what
/// ``View/projectionEffect(_:)`` applies). Not animatable, as SwiftUI's.
///
/// ```swift
/// Text("Tilt").modifier(_ProjectionEffect(transform: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))))
/// ```
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform
    public typealias AnimatableData = EmptyAnimatableData

    /// The effect of `transform`.
    ///
    /// ```swift
    /// _ProjectionEffect(transform: ProjectionTransform()).transform.isIdentity   // true
    /// ```
    public init(transform: ProjectionTransform) { self.transform = transform }

    /// `transform`, whatever the size.
    ///
    /// ```swift
    /// _ProjectionEffect(transform: ProjectionTransform()).effectValue(size: .zero).isIdentity   // true
    /// ```
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view through `transform` (view coordinates → its parent's, after layout), with
    /// the perspective divide: fills, strokes, text and images follow it exactly and the view
    /// hit-tests where it is drawn. Layout does not see it. Parts of the view where the divisor W
    /// falls below ``ProjectionTransform/minimumW`` (behind the camera) are cut away; a transform
    /// with a non-finite entry is ignored.
    ///
    /// ```swift
    /// // The right edge recedes: W grows from 1 at x = 0 to 1.5 at x = 100.
    /// Rectangle().frame(width: 100, height: 100)
    ///     .projectionEffect(ProjectionTransform(m11: 1, m12: 0, m13: 0.005, m21: 0, m22: 1, m23: 0,
    ///                                           m31: 0, m32: 0, m33: 1))
    /// ```
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
