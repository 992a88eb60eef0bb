import Foundation

/// A damped spring, as SwiftUI's `Spring`: the model behind `.spring`, `.smooth`, `.snappy`,
/// `.bouncy` and `.interpolatingSpring`.
///
/// The spring obeys m·x″ + c·x′ + k·x = 0 for the displacement x from its target. It is described
/// either perceptually (response, the period of the undamped oscillation, and damping ratio ζ) or
/// physically (mass m, stiffness k, damping c):
/// k = m·(2π / response)², c = 4π·ζ·m / response, so with mass 1, k = (2π / response)² and
/// c = 4π·ζ / response. `init(duration:bounce:)` uses response = duration and ζ = 1 − bounce for
/// bounce ≥ 0, ζ = 1 / (1 + bounce) below.
///
/// Values come from one closed form per damping regime, chosen by the sign of the discriminant
/// c² − 4mk (under-, critically and over-damped), as Flutter's `spring_simulation.dart` does. Each is
/// written as x(t) = A(t)·x0 + B(t)·v0 with scalar coefficients, so it applies to any
/// ``VectorArithmetic`` component by component.
///
/// Bad values (the spring never produces NaN and always comes to rest):
/// - response or duration NaN, ≤ 0 or infinite, and stiffness NaN, ≤ 0 or infinite: an *instant*
///   spring, at its target at every time (response 0, stiffness and damping +infinity, ζ 1).
///   A finite response is clamped to 1e-6…1e6 s.
/// - mass NaN, ≤ 0 or infinite: 1.
/// - damping ratio NaN (and damping NaN): 1 (critical). Negative damping counts as 0.
/// - ζ is clamped to 0.01…100, so every spring settles in a bounded time (an undamped spring would
///   oscillate for ever, an infinitely damped one would never move). `damping` reports the clamped value.
/// - bounce NaN counts as 0; bounce is clamped to −1…1 (−1 is infinitely damped, then clamped to ζ 100).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness          // ≈ 157.91
/// spring.damping            // ≈ 17.59
/// spring.value(target: 1.0, time: 0.25)   // position of a spring released at 0, heading for 1
/// ```
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass m (1 unless built with `init(mass:stiffness:damping:)`).
    public let mass: Double
    /// The stiffness k; +infinity for an instant spring.
    public let stiffness: Double
    /// The damping c; +infinity for an instant spring.
    public let damping: Double

    static let minimumDampingRatio = 0.01
    static let maximumDampingRatio = 100.0
    static let minimumResponse = 1e-6
    static let maximumResponse = 1e6

    /// A spring from its perceptual parameters.
    ///
    /// - Parameters:
    ///   - response: the period of the undamped oscillation, in seconds.
    ///   - dampingRatio: ζ; 1 is critical (no overshoot), below 1 bounces, above 1 is sluggish.
    ///
    /// ```swift
    /// let spring = Spring(response: 0.5, dampingRatio: 0.825)
    /// ```
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, response: response, dampingRatio: dampingRatio)
    }

    /// A spring from a perceptual duration and bounce (−1…1), as SwiftUI.
    ///
    /// response = duration; ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) for bounce < 0.
    ///
    /// ```swift
    /// let bouncy = Spring(duration: 0.5, bounce: 0.3)   // ζ = 0.7
    /// ```
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// A spring from its physical parameters.
    ///
    /// ```swift
    /// let stiff = Spring(mass: 1, stiffness: 300, damping: 20)
    /// ```
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let m = Self.sanitizedMass(mass)
        guard stiffness.isFinite, stiffness > 0 else {
            self.init(instantWithMass: m)
            return
        }
        let critical = 2 * (stiffness * m).squareRoot()
        let ratio = damping.isNaN ? 1 : Swift.max(damping, 0) / critical
        self.init(mass: m, response: 2 * .pi * (m / stiffness).squareRoot(), dampingRatio: ratio)
    }

    /// The canonical initialiser: everything else funnels here and is sanitised once.
    init(mass: Double, response: Double, dampingRatio: Double) {
        let m = Self.sanitizedMass(mass)
        guard response.isFinite, response > 0 else {
            self.init(instantWithMass: m)
            return
        }
        let r = Swift.min(Swift.max(response, Self.minimumResponse), Self.maximumResponse)
        let zeta = dampingRatio.isNaN
            ? 1 : Swift.min(Swift.max(dampingRatio, Self.minimumDampingRatio), Self.maximumDampingRatio)
        let omega = 2 * .pi / r
        self.init(storing: m, m * omega * omega, 2 * zeta * m * omega)
    }

    private init(instantWithMass m: Double) {
        self.init(storing: m, .infinity, .infinity)
    }

    private init(storing mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Whether the spring jumps to its target at once (it came from a bad response or stiffness).
    var isInstant: Bool { stiffness == .infinity }

    /// The natural angular frequency ω = √(k / m), in radians per second; +infinity when instant.
    var angularFrequency: Double { isInstant ? .infinity : (stiffness / mass).squareRoot() }

    /// The period of the undamped oscillation, 2π·√(m / k), in seconds; 0 for an instant spring.
    ///
    /// ```swift
    /// Spring(response: 0.4, dampingRatio: 1).response   // 0.4
    /// ```
    public var response: Double { isInstant ? 0 : 2 * .pi / angularFrequency }

    /// The damping ratio ζ = c / (2·√(k·m)), in 0.01…100; 1 for an instant spring.
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0.3).dampingRatio   // 0.7
    /// ```
    public var dampingRatio: Double { isInstant ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration, equal to ``response``.
    ///
    /// ```swift
    /// Spring.bouncy.duration   // 0.5
    /// ```
    public var duration: TimeInterval { response }

    /// The perceptual bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1 (so negative when over-damped).
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: -0.5).bounce   // -0.5
    /// ```
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Critically damped, no overshoot: duration 0.5, bounce 0.
    ///
    /// ```swift
    /// Spring.smooth.dampingRatio   // 1
    /// ```
    public static var smooth: Spring { smooth() }

    /// A spring with a small overshoot: duration 0.5, bounce 0.15.
    ///
    /// ```swift
    /// Spring.snappy.bounce   // 0.15
    /// ```
    public static var snappy: Spring { snappy() }

    /// A spring with a visible bounce: duration 0.5, bounce 0.3.
    ///
    /// ```swift
    /// Spring.bouncy.dampingRatio   // 0.7
    /// ```
    public static var bouncy: Spring { bouncy() }

    /// A smooth spring: bounce 0 + `extraBounce`.
    ///
    /// ```swift
    /// let slow = Spring.smooth(duration: 1)
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A snappy spring: bounce 0.15 + `extraBounce`.
    ///
    /// ```swift
    /// let snappier = Spring.snappy(extraBounce: 0.1)   // bounce 0.25
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: bounce 0.3 + `extraBounce`.
    ///
    /// ```swift
    /// let wobbly = Spring.bouncy(duration: 0.8, extraBounce: 0.2)   // bounce 0.5
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: - Values

    /// The position of a spring released at zero with `initialVelocity`, heading for `target`,
    /// `time` seconds after release.
    ///
    /// Times that are NaN or negative count as 0; +infinity gives `target`.
    ///
    /// ```swift
    /// Spring.smooth.value(target: 10.0, time: 0.5)   // ≈ 9.86
    /// ```
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (x, _) = displacement(from: .zero - target, velocity: initialVelocity, time: time)
        return target + x
    }

    /// The velocity of the spring of ``value(target:initialVelocity:time:)`` at `time`.
    ///
    /// ```swift
    /// Spring.bouncy.velocity(target: 1.0, time: 0)   // 0: released at rest
    /// ```
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        displacement(from: .zero - target, velocity: initialVelocity, time: time).velocity
    }

    /// Displacement from the target and its velocity at `time`, for a start at displacement `x0` with
    /// velocity `v0`: x(t) = A(t)·x0 + B(t)·v0, x′(t) = A′(t)·x0 + B′(t)·v0.
    func displacement<V: VectorArithmetic>(from x0: V, velocity v0: V, time: TimeInterval) -> (x: V, velocity: V) {
        let k = coefficients(at: time)
        return (x0.scaled(by: k.a) + v0.scaled(by: k.b), x0.scaled(by: k.da) + v0.scaled(by: k.db))
    }

    /// The damping regime, from the sign of the discriminant c² − 4mk.
    enum Regime { case underdamped, critical, overdamped }

    var regime: Regime {
        let gamma = damping / (2 * mass), omega2 = stiffness / mass
        let discriminant = gamma * gamma - omega2
        return discriminant < 0 ? .underdamped : (discriminant == 0 ? .critical : .overdamped)
    }

    /// The scalar coefficient functions A, B, A′, B′ at `time`.
    ///
    /// With γ = c / 2m and ω² = k / m, every regime is x(t) = x0·(C + γS) + v0·S and
    /// x′(t) = −ω²S·x0 + (C − γS)·v0, where
    /// - under-damped (γ < ω), ω_d = √(ω² − γ²): C = e^(−γt)·cos ω_d t, S = e^(−γt)·sin(ω_d t) / ω_d;
    /// - critical (γ = ω): C = e^(−γt), S = t·e^(−γt);
    /// - over-damped (γ > ω), δ = √(γ² − ω²): C = e^(−γt)·cosh δt, S = e^(−γt)·sinh(δt) / δ, computed
    ///   from the two real roots r₁ = −γ + δ, r₂ = −γ − δ without overflow or cancellation.
    func coefficients(at time: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        if isInstant { return (0, 0, 0, 0) }
        let t = time.isNaN ? 0 : Swift.max(time, 0)
        if t == .infinity { return (0, 0, 0, 0) }
        let gamma = damping / (2 * mass), omega2 = stiffness / mass
        let c: Double, s: Double
        switch regime {
        case .underdamped:
            let omegaD = (omega2 - gamma * gamma).squareRoot()
            let decay = exp(-gamma * t)
            c = decay * cos(omegaD * t)
            s = decay * sin(omegaD * t) / omegaD
        case .critical:
            let decay = exp(-gamma * t)
            c = decay
            s = t * decay
        case .overdamped:
            let delta = (gamma * gamma - omega2).squareRoot()
            let r1 = -omega2 / (gamma + delta)          // −γ + δ without cancellation
            let r2 = -gamma - delta
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            c = 0.5 * (e1 + e2)
            s = e1 * -expm1(-2 * delta * t) / (2 * delta)   // (e1 − e2) / 2δ
        }
        return (c + gamma * s, s, -omega2 * s, c - gamma * s)
    }

    /// The perceptual parameters and mass.
    ///
    /// ```swift
    /// Spring(response: .nan, dampingRatio: 1).description   // "Spring(instant)"
    /// ```
    public var description: String {
        isInstant ? "Spring(instant)" : "Spring(response: \(response), dampingRatio: \(dampingRatio), mass: \(mass))"
    }

    // MARK: - Sanitising

    static func sanitizedMass(_ mass: Double) -> Double { mass.isFinite && mass > 0 ? mass : 1 }

    /// ζ for a bounce: 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below; NaN → 0, clamped to −1…1.
    static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : Swift.min(Swift.max(bounce, -1), 1)
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }
}
