import Foundation

/// A shape turned by `angle` about `anchor` of the rectangle it is drawn in, as SwiftUI's
/// `RotatedShape` (what `Shape.rotation(_:anchor:)` makes); the angle, the anchor and the shape
/// animate.
///
/// ```swift
/// Circle().trim(from: 0, to: progress).rotation(.degrees(-90)).stroke(.blue, lineWidth: 8)   // from 12 o'clock
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns (clockwise on screen for positive angles).
    public var angle: Angle
    /// The point it turns about, in units of the rectangle.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let turn = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(turn)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, turned the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape turned by `angle` about `anchor` (the centre by default).
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45)).fill(.orange)
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
