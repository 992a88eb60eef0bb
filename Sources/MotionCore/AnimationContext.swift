import Foundation

/// What an animation carries from one frame to the next, as SwiftUI's `AnimationContext`.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let covered = Animation.linear(duration: 1).animate(value: 10.0, time: 0.25, context: &context)
/// // covered == 2.5
/// ```
public struct AnimationContext<V: VectorArithmetic> {
    /// Per-animation storage, keyed by ``AnimationStateKey`` types.
    public var state: AnimationState<V>
    /// Set by the animation once it looks finished; completion criteria `.logicallyComplete` read it.
    public var isLogicallyComplete: Bool
    /// The velocity the animated attribute had when this animation took over (merged) a running one,
    /// in units of `value` per second; zero for a fresh start. A Motion extension of SwiftUI's context.
    public var initialVelocity: V

    public init() {
        state = AnimationState()
        isLogicallyComplete = false
        initialVelocity = .zero
    }
}

/// Keys for ``AnimationState``.
///
/// ```swift
/// struct PassKey: AnimationStateKey { static var defaultValue: Int { 0 } }
/// context.state[PassKey.self] += 1
/// ```
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Typed storage an animation keeps between frames.
///
/// ```swift
/// var state = AnimationState<Double>()
/// state[PassKey.self] = 2
/// ```
public struct AnimationState<V: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether nothing has been stored (an `Animator` ticks such runs on its linear fast path).
    var isEmpty: Bool { storage.isEmpty }

    /// Forgets the value stored for `key`; reading it gives `K.defaultValue` again.
    mutating func removeValue<K: AnimationStateKey>(forKey key: K.Type) {
        storage[ObjectIdentifier(key)] = nil
    }
}
