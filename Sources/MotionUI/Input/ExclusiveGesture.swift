import Foundation

/// Two gestures of which only one is recognized, the first preferred, as SwiftUI's
/// `ExclusiveGesture`: both see every event, but the second counts only once the first has failed;
/// if the first recognizes, the second is cancelled. The value says which one it is.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
///     switch value { case .first: zoom.toggle(); case .second: select() }
/// }
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognized.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("ExclusiveGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        ExclusiveRecognizer(first._makeRecognizer(context), second._makeRecognizer(context))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

private final class ExclusiveRecognizer<First, Second>: _GestureRecognizer<ExclusiveGesture<First, Second>.Value>
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
        if first.phase.hasRecognized {
            second.cancel()
            phase = first.phase
            value = first.value.map { .first($0) }
        } else if first.phase == .failed {
            phase = second.phase
            value = second.value.map { .second($0) }
        } else {
            phase = .possible
        }
    }
}

extension Gesture {
    /// This gesture or, if it fails, `other`.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
