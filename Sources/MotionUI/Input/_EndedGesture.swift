import Foundation

/// A gesture that runs an action with its base's final value when it succeeds: `onEnded`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public var body: Never { fatalError("_EndedGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Content.Value> {
        EndedRecognizer(content._makeRecognizer(context), action: action)
    }
}

private final class EndedRecognizer<Value>: _WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void

    init(_ inner: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner, map: { $0 })
    }

    override func react(from previous: GesturePhase) {
        guard previous != .ended, phase == .ended, let value else { return }
        action(value)
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it succeeds (not when it fails or another
    /// gesture takes the pointer).
    ///
    /// ```swift
    /// DragGesture().onEnded { value in withAnimation(.spring) { offset = .zero } }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
