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

private final class ExclusiveRecognizer<First, Second>: _PairRecognizer<First.Value, Second.Value, ExclusiveGesture<First, Second>.Value>
    where First: Gesture, Second: Gesture {
    override func settle() {
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
