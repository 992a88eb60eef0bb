import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector` (Foundation on Linux has none): a
/// displacement `dx`, `dy`, used by SwiftUI code for velocities and drag deltas.
///
/// Only what CoreGraphics has: the initialisers, `zero`, equality. Like Apple's, it has no arithmetic
/// operators.
///
/// ```swift
/// let push = CGVector(dx: 3, dy: -4)
/// push.dx   // 3
/// CGVector.zero == CGVector(dx: 0, dy: 0)   // true
/// ```
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal component.
    ///
    /// ```swift
    /// CGVector(dx: 2, dy: 0).dx   // 2
    /// ```
    public var dx: CGFloat
    /// The vertical component.
    ///
    /// ```swift
    /// CGVector(dx: 0, dy: 5).dy   // 5
    /// ```
    public var dy: CGFloat

    /// The zero vector, as `CGVector()`.
    ///
    /// ```swift
    /// CGVector().dx   // 0
    /// ```
    public init() { (dx, dy) = (0, 0) }

    /// A vector from `CGFloat` components.
    ///
    /// ```swift
    /// CGVector(dx: 1.5, dy: 2)
    /// ```
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// A vector from `Double` components.
    ///
    /// ```swift
    /// let d: Double = 2
    /// CGVector(dx: d, dy: d)
    /// ```
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// A vector from `Int` components.
    ///
    /// ```swift
    /// let n = 3
    /// CGVector(dx: n, dy: -n)
    /// ```
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The zero vector.
    ///
    /// ```swift
    /// var velocity = CGVector.zero
    /// ```
    public static let zero = CGVector()

    /// `(dx, dy)`, as Apple prints it.
    ///
    /// ```swift
    /// CGVector(dx: 1, dy: 2).description   // "(1.0, 2.0)"
    /// ```
    public var description: String { "(\(dx), \(dy))" }
}
