import Foundation

/// Where a `@State` value lives: in the graph, owned by the node of the view that declared it.
/// A write stores the value and invalidates that node under the current transaction.
///
/// The node releases the value once its view has left the graph (after the view's `onDisappear`
/// actions ran) or when the node itself goes away with its host, so a value that captures the
/// view (a `DispatchWorkItem` whose closure reads the view's state, say) cannot keep itself, the
/// view's other state and the graph alive in a cycle. Rule, as SwiftUI's state outside a view in
/// the graph: once released, ``value`` is nil (``State`` then reads its initial value) and writes
/// are ignored.
final class StateStorage<Value>: ReleasableStorage {
    /// The value; nil once released.
    private(set) var value: Value?
    weak var owner: CompositeNodeBase?

    init(value: Value, owner: CompositeNodeBase?) {
        self.value = value
        self.owner = owner
    }

    func write(_ newValue: Value, transaction: Transaction) {
        guard value != nil else { return }
        value = newValue
        owner?.invalidate(transaction: transaction)
    }

    func release() {
        value = nil
    }
}

/// Graph storage whose value its node can drop (see ``StateStorage``).
protocol ReleasableStorage: AnyObject {
    func release()
}
