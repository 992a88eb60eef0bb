import Foundation

/// Applies an animation to changes below it when `value` changed, as SwiftUI's
/// `.animation(_:value:)`.
public struct _ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    public var animation: Animation?
    public var value: Value

    func makeNode(graph: ViewGraph) -> ViewNode { ValueAnimationNode<Value>(graph: graph) }
}

/// Rule (as SwiftUI): when the value changed, the animation covers the modified view's own frame
/// too — where its parent puts it and the size it takes — so `Circle().frame(width: w)
/// .animation(.default, value: w)` centred in a stack grows about its centre instead of jumping
/// to its new origin.
final class ValueAnimationNode<Value: Equatable>: UnaryModifierNode<_ValueAnimationModifier<Value>> {
    /// When the value changed (and animations are not disabled), the content updates — and this
    /// node is placed (its `cycleTransaction`) — with the modifier's animation.
    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        let previous = previousModifier
        guard let previous, previous.value != modifier.value, !context.transaction.disablesAnimations else { return context }
        var inner = context
        inner.transaction.animation = modifier.animation
        cycleTransaction = inner.transaction
        return inner
    }
}

/// Applies an animation to every change below it, as SwiftUI's deprecated `.animation(_:)`.
public struct _AlwaysAnimationModifier: PrimitiveModifier {
    public var animation: Animation?

    func makeNode(graph: ViewGraph) -> ViewNode { AlwaysAnimationNode(graph: graph) }
}

/// A node that rewrites the transactions of changes below it.
protocol TransactionRewriting: AnyObject {
    func rewrite(_ transaction: inout Transaction)
}

/// A node that rewrites the transaction of every change below it — including changes that start
/// from state further down (see ``ViewNode/inheritedTransaction(_:)``) — and of its own frame,
/// whatever moved it (so the deprecated `.animation(.default)` animates a view its parent moved
/// without animation, as SwiftUI does).
class TransactionRewritingNode<Modifier>: UnaryModifierNode<Modifier>, TransactionRewriting {
    /// Rewrites `transaction` as this modifier does (subclasses say how).
    func rewrite(_ transaction: inout Transaction) {}

    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        var inner = context
        rewrite(&inner.transaction)
        return inner
    }

    override func placementTransaction(handedDown transaction: Transaction) -> Transaction {
        var result = super.placementTransaction(handedDown: transaction)
        rewrite(&result)
        return result
    }
}

final class AlwaysAnimationNode: TransactionRewritingNode<_AlwaysAnimationModifier> {
    override func rewrite(_ transaction: inout Transaction) {
        if !transaction.disablesAnimations { transaction.animation = modifier.animation }
    }
}

/// Rewrites the transaction of every change below it, as SwiftUI's `.transaction(_:)`.
public struct _TransactionModifier: PrimitiveModifier {
    public var transform: (inout Transaction) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { TransactionModifierNode(graph: graph) }
}

final class TransactionModifierNode: TransactionRewritingNode<_TransactionModifier> {
    override func rewrite(_ transaction: inout Transaction) { modifier.transform(&transaction) }
}

extension ViewNode {
    /// `transaction` as rewritten by every `.animation(_:)` / `.transaction` above this node,
    /// outermost first: used when this node re-evaluates because of its own state.
    func inheritedTransaction(_ transaction: Transaction) -> Transaction {
        var rewriters: [TransactionRewriting] = []
        var node = parent
        while let current = node {
            if let rewriter = current as? TransactionRewriting { rewriters.append(rewriter) }
            node = current.parent
        }
        var result = transaction
        for rewriter in rewriters.reversed() { rewriter.rewrite(&result) }
        return result
    }
}

extension View {
    /// Animates changes below this view with `animation` when `value` changes; `nil` makes them
    /// snap, even inside `withAnimation`. Only this subtree is affected.
    ///
    /// ```swift
    /// Circle().offset(x: on ? 100 : 0).animation(.spring, value: on)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change below this view with `animation` (SwiftUI's older form; prefer
    /// `animation(_:value:)`).
    ///
    /// ```swift
    /// Rectangle().offset(x: wrong ? -10 : 0).animation(Animation.default.repeatCount(5))
    /// ```
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AlwaysAnimationModifier(animation: animation))
    }

    /// Rewrites the transaction of every change below this view.
    ///
    /// ```swift
    /// Text(label).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}
