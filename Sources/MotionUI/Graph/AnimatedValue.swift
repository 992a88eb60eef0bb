import Foundation

/// One animated attribute of a node: a MotionCore ``Animator`` with reference semantics, so the
/// graph can advance every live attribute once per frame.
///
/// Nodes hold these in generic classes, where Swift cannot specialise on its own: the
/// `@_specialize` lists name the attribute types of the built-in effects, frames and colours, so
/// their ticks run specialised code (the generic body dispatches to it at run time).
final class AnimatedValue<Value: VectorArithmetic> {
    /// The animator's ``Animator/quietUntil`` as of the last advance or change: before it, a
    /// step may be put off until the value is read. Declared before ``animator`` so that it lies
    /// at a fixed offset: a generic owner reads it without looking up this class's metadata.
    @exclusivity(unchecked) private(set) var quietUntil = -TimeInterval.infinity
    // Advanced every frame: no run-time exclusivity check (see ViewNode.children).
    @exclusivity(unchecked) private(set) var animator: Animator<Value>

    init(_ value: Value) {
        animator = Animator(value)
    }

    /// An attribute that goes away (its node left the graph) ends its animations as removed, so
    /// the completion handlers waiting on them still run, once (issue 13: the fuzzer found a
    /// `withAnimation(…, completion:)` whose inserted view was removed at once by a later
    /// unanimated change never completing).
    deinit {
        animator.removeAllAnimations()
    }

    /// The model value: where the attribute is going.
    var target: Value { animator.target }
    /// The presentation value at the last advance.
    var value: Value { animator.value }
    var isAnimating: Bool { animator.isAnimating }
    var animationCount: Int { animator.animationCount }

    /// Moves the model value; the transaction's animation (if any) animates the change from the
    /// current presentation value. Returns whether an animation runs afterwards (the owner must
    /// then be advanced). With `ifChanged`, a `target` that already is the model value does
    /// nothing and returns false: one specialised call for a node that hands its attribute a value
    /// on every update (a generic node reading ``target`` and ``isAnimating`` itself looks up
    /// `Animator<Value>`'s metadata for each).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatableRect)
    @_specialize(where Value == Color.AnimatableData)
    @discardableResult
    func setTarget(_ target: Value, transaction: Transaction, at time: TimeInterval, ifChanged: Bool = false) -> Bool {
        setAnimatorTarget(target, transaction: transaction, at: time, ifChanged: ifChanged)
    }

    /// The work of ``setTarget(_:transaction:at:ifChanged:)``, kept out of line for the reason
    /// ``advanceAnimator(to:)`` is: the dispatching shell touches nothing, so a specialised
    /// attribute type looks up no metadata.
    @inline(never)
    private func setAnimatorTarget(_ target: Value, transaction: Transaction, at time: TimeInterval, ifChanged: Bool) -> Bool {
        if ifChanged, animator.target == target { return false }
        animator.setTarget(target, transaction: transaction, at: time)
        animator.advance(to: time)
        quietUntil = animator.quietUntil
        return animator.isAnimating
    }

    /// Values bounding the presentation value until the running animations end (see
    /// ``Animator/presentationExtremes``); nil when unknown.
    var extremes: [Value]? { animator.presentationExtremes }

    /// Moves the model and presentation values by `offset`, running animations untouched (see
    /// ``Animator/shift(by:)``).
    func shift(by offset: Value) {
        animator.shift(by: offset)
    }

    /// Advances to `time`; returns whether an animation still runs.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatableRect)
    @_specialize(where Value == Color.AnimatableData)
    @discardableResult
    func advance(to time: TimeInterval) -> Bool {
        advanceAnimator(to: time)
    }

    /// The work of ``advance(to:)``, kept out of line: a generic body that touches `animator`
    /// looks up `Animator<Value>`'s metadata (a hashed cache lookup) before it can dispatch to a
    /// specialised copy, once per attribute per frame; the dispatching shell above touches nothing.
    @inline(never)
    private func advanceAnimator(to time: TimeInterval) -> Bool {
        let runs = animator.animationCount
        animator.advance(to: time)
        // Only a run that ended changes it (a timing curve's end is its logical completion too).
        if animator.animationCount != runs { quietUntil = animator.quietUntil }
        return animator.isAnimating
    }
}
