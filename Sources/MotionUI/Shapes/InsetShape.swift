import Foundation

/// A shape drawn inset inside the rectangle it is given, as `inset(by:)` makes.
public struct _InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    /// The base shape in `rect` inset by the amount on every side (an inset larger than half the
    /// rectangle leaves an empty rectangle at its centre; NaN counts as 0).
    ///
    /// ```swift
    /// Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))   // a circle of radius 5
    /// ```
    public func path(in rect: CGRect) -> Path {
        let d = amount.isNaN ? 0 : min(amount, rect.width / 2, rect.height / 2)
        return base.path(in: rect.insetBy(dx: d, dy: d))
    }

    /// Insets it further.
    ///
    /// ```swift
    /// Circle().inset(by: 2).inset(by: 3)   // inset by 5
    /// ```
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape<Self>(base: self, amount: amount) }

    /// The inset and the base's data animate.
    public var animatableData: AnimatablePair<CGFloat, Base.AnimatableData> {
        get { AnimatablePair(amount, base.animatableData) }
        set {
            amount = newValue.first
            base.animatableData = newValue.second
        }
    }
}
