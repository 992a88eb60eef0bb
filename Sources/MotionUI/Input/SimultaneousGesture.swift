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

private final class SimultaneousRecognizer<First, Second>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value>
    where First: Gesture, Second: Gesture {
    private let first: _GestureRecognizer<First.Value>
    private let second: _GestureRecognizer<Second.Value>

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override func began(_ sample: PointerSample) { first.began(sample); second.began(sample); settle() }
    override func changed(_ sample: PointerSample) { first.changed(sample); second.changed(sample); settle() }
    override func ended(_ sample: PointerSample) { first.ended(sample); second.ended(sample); settle() }
    override func tick(_ time: TimeInterval) { first.tick(time); second.tick(time); settle() }
    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }

    private func settle() {
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
    /// MagnifyLikeGesture().simultaneously(with: DragGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
