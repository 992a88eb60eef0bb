import Foundation

/// Applies an animation to changes below it when `value` changed, as SwiftUI's
/// `.animation(_:value:)`.
public struct _ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    public var animation: Animation?
    public var value: Value

    func makeNode(graph: ViewGraph) -> ViewNode { ValueAnimationNode<Value>(graph: graph) }
}

final class ValueAnimationNode<Value: Equatable>: UnaryModifierNode<_ValueAnimationModifier<Value>> {
    override func contextForContent(_ context: UpdateContext, previous: _ValueAnimationModifier<Value>?) -> UpdateContext {
        guard let previous, previous.value != modifier.value, !context.transaction.disablesAnimations else { return context }
        var inner = context
        inner.transaction.animation = modifier.animation
        return inner
    }
}

/// Applies an animation to every change below it, as SwiftUI's deprecated `.animation(_:)`.
public struct _AlwaysAnimationModifier: PrimitiveModifier {
    public var animation: Animation?

    func makeNode(graph: ViewGraph) -> ViewNode { AlwaysAnimationNode(graph: graph) }
}

/// A node that rewrites the transaction of every change below it, including changes that start
/// from state further down.
protocol TransactionRewriting: AnyObject {
    func rewrite(_ transaction: inout Transaction)
}

final class AlwaysAnimationNode: UnaryModifierNode<_AlwaysAnimationModifier>, TransactionRewriting {
    func rewrite(_ transaction: inout Transaction) {
        if !transaction.disablesAnimations { transaction.animation = modifier.animation }
    }

    override func contextForContent(_ context: UpdateContext, previous: _AlwaysAnimationModifier?) -> UpdateContext {
        var inner = context
        rewrite(&inner.transaction)
        return inner
    }
}

/// Rewrites the transaction of every change below it, as SwiftUI's `.transaction(_:)`.
public struct _TransactionModifier: PrimitiveModifier {
    public var transform: (inout Transaction) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { TransactionModifierNode(graph: graph) }
}

final class TransactionModifierNode: UnaryModifierNode<_TransactionModifier>, TransactionRewriting {
    func rewrite(_ transaction: inout Transaction) { modifier.transform(&transaction) }

    override func contextForContent(_ context: UpdateContext, previous: _TransactionModifier?) -> UpdateContext {
        var inner = context
        rewrite(&inner.transaction)
        return inner
    }
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
