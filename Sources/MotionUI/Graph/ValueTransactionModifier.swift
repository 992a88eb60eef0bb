import Foundation

/// Rewrites the transaction of the changes below it when `value` changed.
public struct _ValueTransactionModifier<Value: Equatable>: PrimitiveModifier {
    public var value: Value
    public var transform: (inout Transaction) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { ValueTransactionNode<Value>(graph: graph) }
}

final class ValueTransactionNode<Value: Equatable>: UnaryModifierNode<_ValueTransactionModifier<Value>> {
    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        let previous = previousModifier
        guard let previous, previous.value != modifier.value else { return context }
        var inner = context
        modifier.transform(&inner.transaction)
        return inner
    }
}

extension View {
    /// Rewrites the transaction of the changes below this view, but only in an update in which
    /// `value` changed (SwiftUI's `transaction(value:_:)`).
    ///
    /// ```swift
    /// Circle().offset(x: x).transaction(value: x) { $0.animation = .bouncy }
    /// ```
    ///
    /// Rule where SwiftUI is silent: like `.animation(_:value:)`, the first appearance is not a
    /// change, and changes that start from state further down are not rewritten.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}
