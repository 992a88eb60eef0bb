import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: which animation (if any) animates it,
/// your own keyed values, and the completions waiting on it.
///
/// `Transaction.current` is the transaction of the innermost `withTransaction` / `withAnimation`
/// block running now, or an empty transaction outside any block.
///
/// ```swift
/// var transaction = Transaction(animation: .easeOut(duration: 0.3))
/// transaction.disablesAnimations = false
/// withTransaction(transaction) { isOn.toggle() }
/// ```
public struct Transaction {
    /// The animation that animates changes made under this transaction; `nil` snaps.
    public var animation: Animation?
    /// When true, changes made under this transaction snap, whatever ``animation`` says.
    public var disablesAnimations: Bool = false

    /// The animation changes under this transaction run with: none when animations are disabled.
    ///
    /// ```swift
    /// var t = Transaction(animation: .easeIn)
    /// t.disablesAnimations = true
    /// t.effectiveAnimation   // nil
    /// ```
    public var effectiveAnimation: Animation? {
        disablesAnimations ? nil : animation
    }

    /// Whether the change is one step of a continuous interaction (a drag, say).
    public var isContinuous: Bool = false
    /// The completion groups animations started under this transaction register with, outer first.
    public internal(set) var completionGroups: [AnimationCompletionGroup] = []
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction: no animation.
    ///
    /// ```swift
    /// let plain = Transaction()   // plain.animation == nil
    /// ```
    public init() {}

    /// A transaction that animates with `animation`.
    ///
    /// ```swift
    /// let t = Transaction(animation: .linear(duration: 1))
    /// ```
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value stored under `key`, or its default.
    ///
    /// ```swift
    /// transaction[IsDragKey.self] = true
    /// ```
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion that fires (once) when every animation started under this transaction meets
    /// `criteria`, after the `withTransaction` block it is used in returns.
    ///
    /// ```swift
    /// var t = Transaction(animation: .linear(duration: 1))
    /// t.addAnimationCompletion { print("done") }
    /// withTransaction(t) { x = 1 }
    /// ```
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completionGroups.append(AnimationCompletionGroup(criteria: criteria, completion: completion))
    }

    /// The transaction in effect: the innermost `withTransaction` / `withAnimation` block's, or an
    /// empty one outside any block.
    ///
    /// ```swift
    /// withAnimation(.easeIn) { Transaction.current.animation }  // .easeIn
    /// ```
    public static var current: Transaction { stack.last ?? Transaction() }

    /// The transactions of the blocks running now, innermost last. UI code is single-threaded.
    nonisolated(unsafe) static var stack: [Transaction] = []
}
