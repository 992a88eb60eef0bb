import Foundation

/// Runs `body` with `transaction` as ``Transaction/current``, and returns its result.
///
/// Completion groups that `transaction` adds to the ones already in effect belong to this block:
/// they are told the block ended when `body` returns (or throws).
///
/// ```swift
/// var t = Transaction(animation: .linear(duration: 1))
/// t.disablesAnimations = true
/// withTransaction(t) { isOn.toggle() }   // snaps
/// ```
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let inherited = Transaction.current.completionGroups
    let own = transaction.completionGroups.filter { group in !inherited.contains { $0 === group } }
    Transaction.stack.append(transaction)
    defer {
        Transaction.stack.removeLast()
        for group in own { group.endBlock() }
    }
    return try body()
}

/// Runs `body` with a copy of the current transaction whose `keyPath` is set to `value`.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { isOn.toggle() }
/// ```
public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                       _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation` (`nil` snaps; by default
/// ``Animation/default``, a critically damped spring), as SwiftUI's `withAnimation`. The block's transaction is a copy of the current one with the animation
/// replaced, so nested blocks keep the outer completion groups.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { isOn.toggle() }
/// withAnimation { attempts += 1 }          // Animation.default
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` like ``withAnimation(_:_:)`` and calls `completion` once every animation the block
/// (and any block nested in it) started meets `completionCriteria`. A block that starts no
/// animation completes when it ends, unless a host holds the group (see ``AnimationCompletionGroup``).
///
/// ```swift
/// withAnimation(.spring, completionCriteria: .logicallyComplete, {
///     x = 100
/// }, completion: {
///     print("arrived")
/// })
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.completionGroups.append(AnimationCompletionGroup(criteria: completionCriteria, completion: completion))
    return try withTransaction(transaction, body)
}
