import Foundation

/// One animated attribute of a node: a MotionCore ``Animator`` with reference semantics, so the
/// graph can advance every live attribute once per frame.
final class AnimatedValue<Value: VectorArithmetic> {
    private(set) var animator: Animator<Value>

    init(_ value: Value) {
        animator = Animator(value)
    }

    /// The model value: where the attribute is going.
    var target: Value { animator.target }
    /// The presentation value at the last advance.
    var value: Value { animator.value }
    var isAnimating: Bool { animator.isAnimating }
    var animationCount: Int { animator.animationCount }

    /// Moves the model value; the transaction's animation (if any) animates the change from the
    /// current presentation value.
    func setTarget(_ target: Value, transaction: Transaction, at time: TimeInterval) {
        animator.setTarget(target, transaction: transaction, at: time)
        animator.advance(to: time)
    }

    /// Advances to `time`; returns whether an animation still runs.
    @discardableResult
    func advance(to time: TimeInterval) -> Bool {
        animator.advance(to: time)
        return animator.isAnimating
    }
}
