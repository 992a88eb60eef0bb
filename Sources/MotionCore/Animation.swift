import Foundation

/// How a change moves from its old value to its new one over time, as SwiftUI's `Animation`.
///
/// An `Animation` is a value: build one from a timing curve (`.easeInOut(duration:)`), a spring
/// (`.spring(response:dampingFraction:blendDuration:)`, `.bouncy`) or your own ``CustomAnimation``,
/// refine it with modifiers (`.delay`, `.speed`, `.repeatCount`) and hand it to `withAnimation`.
///
/// ```swift
/// let wobble = Animation.easeOut(duration: 0.3).repeatCount(3, autoreverses: true).delay(0.1)
/// var context = AnimationContext<Double>()
/// wobble.animate(value: 10, time: 0.2, context: &context)   // part of 10 covered at 0.2 s
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this value wraps.
    public let base: any CustomAnimation
    /// The wrapped animation's linear view, found once here so ticking never casts; `nil` when it
    /// is not a ``LinearAnimation`` (or is one whose view does not apply, see ``LinearAnimation/isLinear``).
    let linear: (any LinearAnimation)?
    /// The fixed length of the wrapped animation, when it is a ``KnownDurationAnimation``; `nil`
    /// when its length depends on the values (a spring). Found once here.
    let fixedDuration: TimeInterval?

    /// Wraps an animation of your own.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else {
            self.base = base
            fixedDuration = (base as? any KnownDurationAnimation)?.knownDuration
            if let view = base as? any LinearAnimation, view.isLinear {
                linear = view
            } else {
                linear = nil
            }
        }
    }

    /// The part of `value` covered `time` seconds after the start, or `nil` once finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The rate of change of ``animate(value:time:context:)`` at `time`, or `nil` if unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous` instead of running beside it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String { String(describing: base) }
}

extension Animation: CustomAnimation {}
