import Foundation

/// The animated `animatableData` of an `Animatable` value whose type is known only at run time (a
/// modifier, a shape, a view), kept beside the latest model value.
final class AnimatableState {
    private var box: AnyAnimatableBox
    /// Set when an animation ended during the last advance, so its owner draws the final value once more.
    private(set) var needsFinalFrame = false

    init(_ value: any Animatable) {
        box = AnimatableState.makeBox(value)
    }

    private static func makeBox<A: Animatable>(_ value: A) -> AnyAnimatableBox {
        AnimatableBox(value)
    }

    /// Takes a new model value; a changed `animatableData` animates under `transaction`. Returns
    /// whether an animation runs.
    @discardableResult
    func setTarget(_ value: any Animatable, transaction: Transaction, at time: TimeInterval) -> Bool {
        if !box.setModel(value, transaction: transaction, at: time) {
            box = AnimatableState.makeBox(value)   // a different type: start over, unanimated
        }
        return box.isAnimating
    }

    /// The model value with its `animatableData` replaced by the presentation value.
    func presented<T>(as type: T.Type) -> T? { box.presented as? T }

    var isAnimating: Bool { box.isAnimating }
    var animationCount: Int { box.animationCount }

    /// Adds the running animations of the `animatableData` to the inspector's rows as `attribute`.
    func describe(into collector: inout LiveAnimationCollector, as attribute: InspectorAttribute) {
        box.describe(into: &collector, as: attribute)
    }

    /// Advances to `time`; returns whether an animation still runs.
    func advance(to time: TimeInterval) -> Bool {
        let wasAnimating = box.isAnimating
        box.advance(to: time)
        needsFinalFrame = wasAnimating && !box.isAnimating
        return box.isAnimating
    }
}

private protocol AnyAnimatableBox {
    func setModel(_ value: any Animatable, transaction: Transaction, at time: TimeInterval) -> Bool
    var presented: Any { get }
    var isAnimating: Bool { get }
    var animationCount: Int { get }
    func advance(to time: TimeInterval)
    func describe(into collector: inout LiveAnimationCollector, as attribute: InspectorAttribute)
}

private final class AnimatableBox<A: Animatable>: AnyAnimatableBox {
    private var model: A
    private let data: AnimatedValue<A.AnimatableData>

    init(_ value: A) {
        model = value
        data = AnimatedValue(value.animatableData)
    }

    func setModel(_ value: any Animatable, transaction: Transaction, at time: TimeInterval) -> Bool {
        guard let value = value as? A else { return false }
        model = value
        if value.animatableData != data.target {
            data.setTarget(value.animatableData, transaction: transaction, at: time)
        }
        return true
    }

    var presented: Any {
        var copy = model
        copy.animatableData = data.value
        return copy
    }

    var isAnimating: Bool { data.isAnimating }
    var animationCount: Int { data.animationCount }
    func advance(to time: TimeInterval) { data.advance(to: time) }
    func describe(into collector: inout LiveAnimationCollector, as attribute: InspectorAttribute) {
        collector.add(data, as: attribute)
    }
}
