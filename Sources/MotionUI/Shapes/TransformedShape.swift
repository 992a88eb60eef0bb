import Foundation

/// A shape whose outline is mapped by an affine `transform`, as SwiftUI's `TransformedShape` (what
/// `Shape.transform(_:)` makes).
///
/// ```swift
/// Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))   // sheared
/// ```
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape mapped.
    public var shape: Content
    /// The map, applied to the outline in the frame's coordinates.
    public var transform: CGAffineTransform

    /// `shape` mapped by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's data (the transform does not animate, as in SwiftUI).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// This shape's outline mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
