import Foundation

/// A rounded rectangle whose corner radius is half its shorter side, as SwiftUI's `Capsule`.
///
/// ```swift
/// Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 30))   // ends are half circles of radius 15
/// ```
public struct Capsule: Shape, Hashable {
    /// Circular (half circles at the ends) or continuous corners; both draw half circles when the
    /// corner takes the whole short side (see ``RoundedCornerStyle``).
    public var style: RoundedCornerStyle

    /// A capsule.
    ///
    /// ```swift
    /// let pill = Capsule(style: .continuous)
    /// ```
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// The capsule filling `rect`.
    ///
    /// ```swift
    /// Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 10)).boundingRect   // (0, 0, 40, 10)
    /// ```
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let radius = Swift.min(r.width, r.height) / 2
        var path = Path()
        path.addRoundedRect(in: r, cornerSize: CGSize(width: radius, height: radius), style: style)
        return path
    }

    /// A capsule has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}
