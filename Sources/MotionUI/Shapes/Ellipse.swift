import Foundation

/// An ellipse filling the frame it is drawn in, as SwiftUI's `Ellipse`.
///
/// Like ``Circle`` its path starts at the rightmost point and runs clockwise on screen.
///
/// ```swift
/// Ellipse().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
/// ```
public struct Ellipse: Shape, Hashable {
    /// An ellipse.
    ///
    /// ```swift
    /// let oval = Ellipse()
    /// ```
    public init() {}

    /// The ellipse inscribed in `rect`.
    ///
    /// ```swift
    /// Ellipse().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect   // (0, 0, 20, 10)
    /// ```
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    /// An ellipse has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}
