import Foundation

/// A type whose values can be added, subtracted and scaled: the space an animation interpolates in.
///
/// Matches SwiftUI's `VectorArithmetic`. `Double`, `Float`, `CGFloat`, ``AnimatablePair``,
/// ``EmptyAnimatableData`` and ``AnimatableVector`` conform.
///
/// ```swift
/// var v = AnimatablePair(2.0, 4.0)
/// v.scale(by: 0.5)            // (1.0, 2.0)
/// v.magnitudeSquared          // 5.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Linear interpolation: `self + (other - self) · t`.
    public func interpolated(towards other: Self, amount t: Double) -> Self {
        self + (other - self).scaled(by: t)
    }

    /// Whether every component is finite (no NaN, no infinity).
    public var isFiniteVector: Bool { magnitudeSquared.isFinite }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
