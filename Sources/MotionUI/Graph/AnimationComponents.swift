import Foundation

/// The numeric components of an animated value, found by reflection (an `AnimatablePair` of pairs,
/// an `AnimatableVector`, a rectangle, a user's own `VectorArithmetic` struct of numbers), for the
/// inspector's texts and plots. A value with a non-numeric leaf has no components and shows as
/// `String(describing:)`.
///
/// ```swift
/// let c = AnimationComponents(AnimatablePair(CGFloat(10), CGFloat(0)))
/// c.text          // "(10, 0)"
/// c.value(at: 0)  // 10
/// ```
struct AnimationComponents {
    /// The numbers in declaration order (depth first), or nil when a leaf is not a number.
    let numbers: [Double]?
    private let fallback: String

    init(_ value: Any) {
        var numbers: [Double] = []
        self.numbers = Self.collect(value, into: &numbers) ? numbers : nil
        fallback = String(describing: value)
    }

    private static func collect(_ value: Any, into numbers: inout [Double]) -> Bool {
        switch value {
        case let x as Double: numbers.append(x)
        case let x as CGFloat: numbers.append(Double(x))
        case let x as Float: numbers.append(Double(x))
        case let x as Int: numbers.append(Double(x))
        default:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .struct || mirror.displayStyle == .collection
                || mirror.displayStyle == .tuple else { return false }
            for child in mirror.children where !collect(child.value, into: &numbers) { return false }
        }
        return true
    }

    /// The number of components (0 without numbers).
    var count: Int { numbers?.count ?? 0 }

    /// One number as it is, several as a tuple `(a, b)`, none as the value's description.
    var text: String {
        guard let numbers, !numbers.isEmpty else { return fallback }
        let parts = numbers.map(LiveAnimation.format)
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
    }

    /// Component `index` as text (the whole ``text`` when there is no such component).
    func text(at index: Int) -> String {
        guard let numbers, numbers.indices.contains(index) else { return text }
        return LiveAnimation.format(numbers[index])
    }

    /// Component `index`, or nil.
    func value(at index: Int) -> Double? {
        guard let numbers, numbers.indices.contains(index) else { return nil }
        return numbers[index]
    }

    /// The indices whose numbers differ from `other`'s (none when either has no numbers or they
    /// differ in count).
    func changedIndices(comparedWith other: AnimationComponents) -> [Int] {
        guard let numbers, let others = other.numbers, numbers.count == others.count else { return [] }
        return numbers.indices.filter { numbers[$0] != others[$0] }
    }
}
