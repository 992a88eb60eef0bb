import Foundation

/// A value a gesture sets while it runs and that goes back to its initial value when the gesture
/// is over, as SwiftUI's `GestureState`. A gesture writes it through `.updating($state) { … }`;
/// the view reads it like `@State`. It resets when the gesture ends, fails or is cancelled, under
/// the reset transaction (none by default: the reset snaps; give `resetTransaction:` or `reset:`
/// to animate it).
///
/// ```swift
/// @GestureState private var drag = CGSize.zero
/// card.offset(drag)
///     .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// The link to the graph's storage, filled when the view is in a graph.
    final class Link {
        let initial: Value
        let reset: (Value, inout Transaction) -> Void
        var storage: StateStorage<Value>?
        /// Outside a graph, the value written last.
        var detached: Value

        init(_ initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.initial = initial
            self.reset = reset
            detached = initial
        }
    }

    let link: Link

    public init(wrappedValue: Value) {
        link = Link(wrappedValue) { _, _ in }
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Resets under `resetTransaction` (`Transaction(animation: .spring)` animates the reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        link = Link(wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Resets under the transaction `reset` makes from the value being reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        link = Link(wrappedValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value {
        link.storage?.value ?? link.detached
    }

    /// Itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` under `transaction` (a gesture's update).
    func write(_ value: Value, transaction: Transaction) {
        if let storage = link.storage {
            storage.write(value, transaction: transaction)
        } else {
            link.detached = value
        }
    }

    /// Puts the initial value back, under the reset transaction.
    func resetValue() {
        var transaction = Transaction()
        link.reset(wrappedValue, &transaction)
        write(link.initial, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        let initial = link.initial
        link.storage = node.storage(slot: slot) { initial }
        slot += 1
    }
}

extension GestureState: GraphComparable {
    /// Gesture state fields always match: their values live in the graph, not in the view value.
    func isGraphEqual(to other: Any) -> Bool { true }
}
