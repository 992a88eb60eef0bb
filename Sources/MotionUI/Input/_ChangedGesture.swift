import Foundation

/// A gesture that runs an action whenever its base's value changes while it runs: `onChanged`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public var body: Never { fatalError("_ChangedGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Content.Value> {
        ChangedRecognizer(content._makeRecognizer(context), action: action)
    }
}

private final class ChangedRecognizer<Value: Equatable>: _WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void
    private var reported: Value?

    init(_ inner: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner, map: { $0 })
    }

    override func react(from previous: GesturePhase) {
        guard phase == .possible || phase == .active, let value, value != reported else { return }
        reported = value
        action(value)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with the gesture's value each time it changes while the gesture runs (a
    /// drag: every move once it has started; a long press: as the press starts).
    ///
    /// ```swift
    /// DragGesture().onChanged { offset = $0.translation }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
