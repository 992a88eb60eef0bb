import Foundation

/// Where a `@State` value lives: in the graph, owned by the node of the view that declared it.
/// A write stores the value and invalidates that node under the current transaction.
final class StateStorage<Value> {
    var value: Value
    weak var owner: CompositeNodeBase?

    init(value: Value, owner: CompositeNodeBase?) {
        self.value = value
        self.owner = owner
    }

    func write(_ newValue: Value, transaction: Transaction) {
        value = newValue
        owner?.invalidate(transaction: transaction)
    }
}
