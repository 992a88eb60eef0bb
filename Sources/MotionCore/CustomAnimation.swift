import Foundation

/// An animation curve of your own, as SwiftUI's `CustomAnimation`. Wrap it with `Animation(_:)`.
///
/// `animate` receives the whole change as `value` (target − start) and the time since the animation
/// began, and returns how much of `value` has been covered so far; `nil` means the animation is done
/// and is removed. Set `context.isLogicallyComplete` once the animation looks finished (a spring's
/// tail, say) so completions waiting on it can fire.
///
/// ```swift
/// struct Step: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
///                                       context: inout AnimationContext<V>) -> V? {
///         time < duration ? value.scaled(by: time < duration / 2 ? 0 : 0.5) : nil
///     }
/// }
/// withAnimation(Animation(Step(duration: 1))) { flag.toggle() }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered at `time` seconds, or `nil` once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate` at `time`, in units of `value` per second; `nil` if unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, arriving while `previous` runs on the same attribute, takes it over
    /// (starting from its current value and velocity) instead of adding to it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        false
    }
}
