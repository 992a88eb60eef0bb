import Foundation

/// Two gestures recognized at the same time, as SwiftUI's `SimultaneousGesture`: both get every
/// event; the value holds each one's value (nil until it has one). It runs while either runs and
/// ends when neither can do more and at least one ended; it fails when both fail.
///
/// ```swift
/// LongPressGesture().simultaneously(with: DragGesture()).onChanged { value in
///     pressing = value.first ?? false
///     offset = value.second?.translation ?? .zero
/// }
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both values.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("SimultaneousGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        SimultaneousRecognizer(first._makeRecognizer(context), second._makeRecognizer(context))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

private final class SimultaneousRecognizer<First, Second>: _PairRecognizer<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value>
    where First: Gesture, Second: Gesture {
    override func settle() {
        let phases = [first.phase, second.phase]
        if phases.allSatisfy({ $0 == .failed }) {
            phase = .failed
        } else if phases.allSatisfy(\.isDone) {
            phase = .ended
        } else if phases.contains(where: \.hasRecognized) {
            phase = .active
        } else {
            phase = .possible
        }
        value = first.value == nil && second.value == nil ? nil : .init(first: first.value, second: second.value)
    }
}

extension Gesture {
    /// This gesture and `other` at the same time.
    ///
    /// ```swift
    /// LongPressGesture().simultaneously(with: DragGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
