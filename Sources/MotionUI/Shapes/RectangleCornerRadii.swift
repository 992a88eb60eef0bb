import Foundation

/// The four corner radii of an ``UnevenRoundedRectangle``, as SwiftUI's `RectangleCornerRadii`;
/// animatable, so a change of any radius animates.
///
/// ```swift
/// let radii = RectangleCornerRadii(topLeading: 20, bottomTrailing: 20)
/// ```
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner (0 by default: a square corner).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The radii as ((top-leading, bottom-leading), (bottom-trailing, top-trailing)).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}
