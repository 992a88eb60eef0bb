import Foundation

/// A gesture that updates a ``GestureState`` while it runs: `.updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void

    public typealias Value = Base.Value
    public var body: Never { fatalError("GestureStateGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Base.Value> {
        UpdatingRecognizer(base._makeRecognizer(context), state: state, update: update)
    }
}

/// Calls the update with each new value while the gesture runs; resets the state once when it is over.
private final class UpdatingRecognizer<Value, State>: _WrappingRecognizer<Value, Value> {
    private let state: GestureState<State>
    private let update: (Value, inout State, inout Transaction) -> Void
    private var updated = false
    private var isReset = false

    init(_ inner: _GestureRecognizer<Value>, state: GestureState<State>,
         update: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.update = update
        super.init(inner, map: { $0 })
    }

    override func react(from previous: GesturePhase) {
        if (phase == .possible || phase == .active), let value {
            var current = state.wrappedValue
            var transaction = Transaction.current
            update(value, &current, &transaction)
            state.write(current, transaction: transaction)
            updated = true
        } else if phase.isDone, updated, !isReset {
            isReset = true
            state.resetValue()
        }
    }
}

extension Gesture {
    /// Updates `state` while the gesture runs: `body` gets the gesture's value, the state to set
    /// and the transaction to set it under; the state resets when the gesture is over.
    ///
    /// ```swift
    /// LongPressGesture().updating($isPressing) { value, state, transaction in
    ///     state = value
    ///     transaction.animation = .easeIn(duration: 0.2)
    /// }
    /// ```
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}
