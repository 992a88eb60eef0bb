import Foundation

/// A circle centred in the frame it is drawn in, with the diameter of the frame's shorter side,
/// as SwiftUI's `Circle`.
///
/// Its path starts at the rightmost point (3 o'clock) and runs clockwise on screen, so
/// `trim(from: 0, to: 0.25)` draws the lower-right quarter — rotate by −90° to start at the top.
///
/// ```swift
/// Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60))   // radius 30, centre (50, 30)
/// ```
public struct Circle: Shape, Hashable {
    /// A circle.
    ///
    /// ```swift
    /// let dot = Circle()
    /// ```
    public init() {}

    /// The circle inscribed in the largest square centred in `rect`.
    ///
    /// ```swift
    /// Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect   // (0, 0, 10, 10)
    /// ```
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let side = Swift.min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }

    /// A circle has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}
