import Foundation

/// A shape scaled by `scale` about `anchor` of the rectangle it is drawn in, as SwiftUI's
/// `ScaledShape` (what `Shape.scale(_:anchor:)` makes); the scale, the anchor and the shape animate.
///
/// ```swift
/// Circle().scale(0.5).fill(.red)   // a circle half the size, centred
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point that stays put, in units of the rectangle.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let resize = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(resize)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>> {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(AnimatablePair(scale.width, scale.height), anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
            anchor.animatableData = newValue.second.second
        }
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor` (the centre by default).
    ///
    /// ```swift
    /// Capsule().scale(x: 1, y: 0.5, anchor: .bottom)
    /// ```
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` on both axes about `anchor` (the centre by default).
    ///
    /// ```swift
    /// Circle().scale(0.8).stroke(.gray)
    /// ```
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}
