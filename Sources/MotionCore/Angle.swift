import Foundation

/// A geometric angle, stored in radians, as SwiftUI's `Angle`.
///
/// Conversions divide by 180 before multiplying by π (and by π before multiplying by 180), so every
/// angle whose degrees are a power-of-two fraction of 180 (90, 45, 180, 360, …) converts exactly:
/// `Angle(degrees: 90).radians == .pi / 2`.
///
/// Bad values: a NaN or infinite angle is stored as zero, so rotations built from an angle never
/// produce NaN. This holds for the initialisers, for assignments to ``radians`` / ``degrees`` and
/// for every operator (dividing by zero gives `.zero`).
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians                 // .pi / 2
/// (quarter * 2).degrees           // 180
/// Angle(degrees: 0) == .zero      // true
/// ```
public struct Angle: Hashable, Comparable, Sendable, Animatable {
    /// The angle in radians. Assigning NaN or an infinity stores zero.
    ///
    /// ```swift
    /// var a = Angle(radians: 1)
    /// a.radians = .nan     // a.radians == 0
    /// ```
    public var radians: Double {
        didSet { if !radians.isFinite { radians = 0 } }
    }

    /// The angle in degrees (radians · 180 / π). Assigning NaN or an infinity stores zero.
    ///
    /// ```swift
    /// var a = Angle.zero
    /// a.degrees = 180      // a.radians == .pi
    /// ```
    public var degrees: Double {
        get { radians / .pi * 180 }
        set { radians = newValue / 180 * .pi }
    }

    /// The zero angle.
    ///
    /// ```swift
    /// Angle().radians   // 0
    /// ```
    public init() { radians = 0 }

    /// An angle of `radians` radians; NaN or an infinity gives zero.
    ///
    /// ```swift
    /// Angle(radians: .pi).degrees   // 180
    /// ```
    public init(radians: Double) { self.radians = radians.isFinite ? radians : 0 }

    /// An angle of `degrees` degrees; NaN or an infinity gives zero.
    ///
    /// ```swift
    /// Angle(degrees: 90).radians   // .pi / 2
    /// ```
    public init(degrees: Double) { self.init(radians: degrees / 180 * .pi) }

    /// An angle of `radians` radians.
    ///
    /// ```swift
    /// view.rotationEffect(.radians(.pi))
    /// ```
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    ///
    /// ```swift
    /// view.rotationEffect(.degrees(-90))
    /// ```
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The zero angle.
    ///
    /// ```swift
    /// Angle.zero == Angle(degrees: 0)   // true
    /// ```
    public static let zero = Angle()

    /// The animated value: the angle in radians.
    ///
    /// ```swift
    /// Angle.degrees(180).animatableData   // .pi
    /// ```
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Orders angles by their radians (no wrapping: 370° > 10°).
    ///
    /// ```swift
    /// Angle.degrees(10) < .degrees(370)   // true
    /// ```
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles.
    ///
    /// ```swift
    /// (Angle.degrees(30) + .degrees(60)).degrees   // 90
    /// ```
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    ///
    /// ```swift
    /// (Angle.degrees(90) - .degrees(45)).degrees   // 45
    /// ```
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The opposite angle.
    ///
    /// ```swift
    /// (-Angle.degrees(90)).degrees   // -90
    /// ```
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle scaled by `factor`.
    ///
    /// ```swift
    /// (Angle.degrees(90) * 4).degrees   // 360
    /// ```
    public static func * (lhs: Angle, factor: Double) -> Angle { Angle(radians: lhs.radians * factor) }

    /// The angle scaled by `factor`.
    ///
    /// ```swift
    /// (2 * Angle.degrees(90)).degrees   // 180
    /// ```
    public static func * (factor: Double, rhs: Angle) -> Angle { rhs * factor }

    /// The angle divided by `divisor`; dividing by zero gives `.zero`.
    ///
    /// ```swift
    /// (Angle.degrees(90) / 2).degrees   // 45
    /// ```
    public static func / (lhs: Angle, divisor: Double) -> Angle { Angle(radians: lhs.radians / divisor) }

    /// Adds `rhs` to `lhs`.
    ///
    /// ```swift
    /// var a = Angle.degrees(10); a += .degrees(5)   // 15°
    /// ```
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`.
    ///
    /// ```swift
    /// var a = Angle.degrees(10); a -= .degrees(5)   // 5°
    /// ```
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// Scales `lhs` by `factor`.
    ///
    /// ```swift
    /// var a = Angle.degrees(10); a *= 3   // 30°
    /// ```
    public static func *= (lhs: inout Angle, factor: Double) { lhs = lhs * factor }
}
