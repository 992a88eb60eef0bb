import Foundation

/// A shape that can be drawn inset inside its frame, as SwiftUI's `InsettableShape`: what
/// `strokeBorder(_:lineWidth:)` needs to keep a stroke inside the frame. `Rectangle`, `Circle`,
/// `Ellipse`, `Capsule` and `RoundedRectangle` are insettable (a rounded rectangle's corners shrink
/// with it, staying concentric).
///
/// ```swift
/// Circle().inset(by: 4).stroke(Color.blue, lineWidth: 8)   // the same as strokeBorder(lineWidth: 8)
/// RoundedRectangle(cornerRadius: 12).strokeBorder(.tint, lineWidth: 3)
/// ```
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` points inside the rectangle it is given (a negative amount grows it).
    ///
    /// ```swift
    /// Rectangle().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect   // (2, 2, 6, 6)
    /// ```
    func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount` (its radius shrinks by `amount`).
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corner size shrunk by `amount` (not below 0) so
    /// the corners stay concentric.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let d = amount.isNaN ? 0 : amount
        let corners = CGSize(width: max(cornerSize.width - d, 0), height: max(cornerSize.height - d, 0))
        return _InsetShape(base: RoundedRectangle(cornerSize: corners, style: style), amount: amount)
    }
}

extension InsettableShape {
    /// Strokes the outline inset by half the line width, so the stroke stays inside the frame, as
    /// SwiftUI's `strokeBorder(_:style:antialiased:)`. Motion always anti-aliases (`antialiased` is
    /// accepted and ignored).
    ///
    /// ```swift
    /// Circle().strokeBorder(AngularGradient(colors: [.red, .blue], center: .center), style: StrokeStyle(lineWidth: 6, dash: [4]))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _StyledShape<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the outline inset by half of `lineWidth` with `content`, as SwiftUI's
    /// `strokeBorder(_:lineWidth:antialiased:)`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _StyledShape<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the outline inset by half the line width with the foreground style.
    ///
    /// ```swift
    /// Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [5]))
    /// ```
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Strokes the outline inset by half of `lineWidth` with the foreground style.
    ///
    /// ```swift
    /// Circle().strokeBorder(lineWidth: 3)
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
