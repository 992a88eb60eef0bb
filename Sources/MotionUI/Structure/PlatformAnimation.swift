import Foundation

/// The animation pushes, pops and presentations run with when the change that caused them has
/// none, as UIKit animates them whatever the transaction: `easeInOut(duration: 0.35)` (UIKit's
/// 0.35 s navigation transition; Motion picks the ease-in-out curve for every presentation).
/// A transaction with an animation (`withAnimation(.spring) { path.append(x) }`) uses its own;
/// one that disables animations snaps.
enum PlatformAnimation {
    static let `default` = Animation.easeInOut(duration: 0.35)

    /// `transaction` with the platform's default animation when it has none and does not disable them.
    static func transaction(_ transaction: Transaction) -> Transaction {
        guard transaction.animation == nil, !transaction.disablesAnimations else { return transaction }
        var copy = transaction
        copy.animation = PlatformAnimation.default
        return copy
    }

    /// `context` with its transaction passed through ``transaction(_:)``.
    static func context(_ context: UpdateContext) -> UpdateContext {
        var copy = context
        copy.transaction = transaction(context.transaction)
        return copy
    }
}
