import Foundation
@testable import MotionCore
import MotionTestSupport

/// A random built-in animation together with a description of how it was built, so tests can say
/// independently whether it should have a linear view and how long its passes are.
struct RandomChain: CustomStringConvertible {
    indirect enum Shape {
        case curve(duration: Double)                 // the duration as given (maybe bad)
        case spring
        case delay(Shape, Double)
        case speed(Shape, Double)
        case repeatCount(Shape, Int?)                // nil: forever
        case logicallyComplete(Shape, Double)
    }

    var animation: Animation
    var shape: Shape
    var description: String { String(describing: animation) + " / \(shape)" }

    /// Whether the documented rules make this chain linear: timing curves and springs are; a delay,
    /// a logical-completion mark and a valid speed are when their base is; a bad speed always
    /// finishes, so it is; a repeat is when it finishes at once (count ≤ 0, zero-length base) or its
    /// base is linear, has a known length and contains no repeat.
    static func expectsLinear(_ shape: Shape) -> Bool {
        switch shape {
        case .curve, .spring: return true
        case let .delay(base, _), let .logicallyComplete(base, _): return expectsLinear(base)
        case let .speed(base, speed): return !(speed.isFinite && speed > 0) || expectsLinear(base)
        case let .repeatCount(base, count):
            if let count, count <= 0 { return true }
            guard let length = knownLength(base) else { return false }
            if length == 0 { return true }
            return expectsLinear(base) && !containsRepeat(base)
        }
    }

    /// The length a chain declares (nil for springs and what wraps them), from the modifiers' docs.
    static func knownLength(_ shape: Shape) -> Double? {
        switch shape {
        case let .curve(duration): return duration.isFinite && duration > 0 ? duration : 0
        case .spring: return nil
        case let .delay(base, delay): return knownLength(base).map { (delay.isFinite && delay > 0 ? delay : 0) + $0 }
        case let .speed(base, speed):
            guard speed.isFinite && speed > 0 else { return 0 }
            return knownLength(base).map { $0 / speed }
        case let .repeatCount(base, count):
            if let count, count <= 0 { return 0 }
            guard let length = knownLength(base) else { return nil }
            if length == 0 { return 0 }
            guard let count else { return .infinity }
            return length.isFinite ? Double(count) * length : .infinity
        case let .logicallyComplete(base, _): return knownLength(base)
        }
    }

    static func containsRepeat(_ shape: Shape) -> Bool {
        switch shape {
        case .curve, .spring: return false
        case .repeatCount: return true
        case let .delay(base, _), let .speed(base, _), let .logicallyComplete(base, _): return containsRepeat(base)
        }
    }

    /// Whether the chain contains a spring (whose removal depends on the values).
    static func containsSpring(_ shape: Shape) -> Bool {
        switch shape {
        case .curve: return false
        case .spring: return true
        case let .delay(base, _), let .speed(base, _), let .repeatCount(base, _), let .logicallyComplete(base, _):
            return containsSpring(base)
        }
    }

    /// A random timing curve: the four named ones and Béziers (overshooting ones included), with an
    /// occasional bad duration.
    static func curve(_ rng: inout SeededRandom) -> RandomChain {
        let duration = rng.chance(0.05) ? [0, -1, Double.nan, .infinity][rng.int(0, 3)] : rng.double(0.05, 2)
        let animation: Animation
        switch rng.int(0, 4) {
        case 0: animation = .linear(duration: duration)
        case 1: animation = .easeIn(duration: duration)
        case 2: animation = .easeOut(duration: duration)
        case 3: animation = .easeInOut(duration: duration)
        default:
            animation = .timingCurve(rng.double(0, 1), rng.double(-1, 2), rng.double(0, 1), rng.double(-1, 2),
                                     duration: duration)
        }
        return RandomChain(animation: animation, shape: .curve(duration: duration))
    }

    /// A random spring: under-, critically and over-damped, physical, interpolating with an initial
    /// velocity, the named ones, and an occasional instant one.
    static func spring(_ rng: inout SeededRandom) -> RandomChain {
        let animation: Animation
        switch rng.int(0, 6) {
        case 0: animation = .spring(response: rng.double(0.1, 1), dampingFraction: rng.double(0.05, 0.95))
        case 1: animation = .spring(response: rng.double(0.1, 1), dampingFraction: 1)
        case 2: animation = .spring(response: rng.double(0.1, 1), dampingFraction: rng.double(1.05, 6))
        case 3: animation = .interpolatingSpring(mass: rng.double(0.5, 2), stiffness: rng.double(50, 400),
                                                 damping: rng.double(2, 40), initialVelocity: rng.double(-8, 8))
        case 4: animation = .interpolatingSpring(duration: rng.double(0.1, 1), bounce: rng.double(-0.6, 0.6),
                                                 initialVelocity: rng.double(-8, 8))
        case 5: animation = [.default, .smooth, .snappy, .bouncy, .interactiveSpring, .spring][rng.int(0, 5)]
        default: animation = .spring(response: rng.chance(0.5) ? 0 : .nan, dampingFraction: 1)
        }
        return RandomChain(animation: animation, shape: .spring)
    }

    /// A random chain: a curve or a spring under up to three random modifiers.
    static func random(_ rng: inout SeededRandom, springs: Bool = true) -> RandomChain {
        var chain = springs && rng.chance(0.45) ? spring(&rng) : curve(&rng)
        for _ in 0..<rng.int(0, 3) { chain = chain.modified(&rng) }
        return chain
    }

    /// This chain under one random modifier (bad values included now and then).
    func modified(_ rng: inout SeededRandom) -> RandomChain {
        switch rng.int(0, 4) {
        case 0:
            let delay = rng.chance(0.1) ? [Double.nan, .infinity, -1][rng.int(0, 2)] : rng.double(0, 0.8)
            return RandomChain(animation: animation.delay(delay), shape: .delay(shape, delay))
        case 1:
            let speed = rng.chance(0.1) ? [0, -2, Double.nan, .infinity][rng.int(0, 3)] : rng.double(0.3, 3)
            return RandomChain(animation: animation.speed(speed), shape: .speed(shape, speed))
        case 2:
            let count = rng.int(-1, 5)
            let autoreverses = rng.chance(0.6)
            return RandomChain(animation: animation.repeatCount(count, autoreverses: autoreverses),
                               shape: .repeatCount(shape, count))
        case 3:
            let autoreverses = rng.chance(0.5)
            return RandomChain(animation: animation.repeatForever(autoreverses: autoreverses),
                               shape: .repeatCount(shape, nil))
        default:
            let after = rng.chance(0.1) ? [Double.nan, -1, .infinity][rng.int(0, 2)] : rng.double(0, 2)
            return RandomChain(animation: animation.logicallyComplete(after: after),
                               shape: .logicallyComplete(shape, after))
        }
    }
}

/// √|v|², for tolerances.
func norm<V: VectorArithmetic>(_ v: V) -> Double { v.magnitudeSquared.squareRoot() }
