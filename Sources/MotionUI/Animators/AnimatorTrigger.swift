/// The trigger of a phase or keyframe animator: any `Equatable` value, compared with its own `==`
/// (a value of another type never matches).
///
/// ```swift
/// AnimatorTrigger(1).matches(AnimatorTrigger(1))     // true
/// AnimatorTrigger(1).matches(AnimatorTrigger("1"))   // false
/// ```
struct AnimatorTrigger {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    /// Whether `other` holds an equal value of the same type.
    func matches(_ other: AnimatorTrigger) -> Bool { equals(other.value) }
}
