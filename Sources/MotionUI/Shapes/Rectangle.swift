import Foundation

/// A rectangle filling the frame it is drawn in, as SwiftUI's `Rectangle`.
///
/// Its path starts at the top-left corner and runs clockwise on screen.
///
/// ```swift
/// Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
/// ```
public struct Rectangle: Shape, Hashable {
    /// A rectangle.
    ///
    /// ```swift
    /// let block = Rectangle()
    /// ```
    public init() {}

    /// `rect` itself, as a closed path.
    ///
    /// ```swift
    /// Rectangle().path(in: CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect   // (1, 2, 3, 4)
    /// ```
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    /// A rectangle has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}
