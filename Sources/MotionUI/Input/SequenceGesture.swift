import Foundation

/// One gesture, then another, as SwiftUI's `SequenceGesture`: the second starts in the event in
/// which the first ends (its start is that event's pointer position), and the sequence ends when
/// the second ends. It fails when either fails. While the first runs the value is `.first`, after
/// it `.second(firstValue, secondValue)` (the second's value nil until it has one).
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
///     .updating($dragState) { value, state, _ in
///         if case .second(true, let drag) = value { state = drag?.translation ?? .zero }
///     }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture runs.
        case first(First.Value)
        /// The first ended with this value; the second runs (its value when it has one).
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("SequenceGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        SequenceRecognizer(first._makeRecognizer(context), second._makeRecognizer(context))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

private final class SequenceRecognizer<First, Second>: _PairRecognizer<First.Value, Second.Value, SequenceGesture<First, Second>.Value>
    where First: Gesture, Second: Gesture {
    private var secondStarted = false
    private var last: PointerSample?

    override func began(_ sample: PointerSample) {
        last = sample
        first.began(sample)
        settle()
    }

    override func changed(_ sample: PointerSample) {
        last = sample
        if secondStarted { second.changed(sample) } else { first.changed(sample) }
        settle()
    }

    override func ended(_ sample: PointerSample) {
        last = sample
        if secondStarted { second.ended(sample) } else { first.ended(sample) }
        settle()
        // The first may end with this very release: the second then sees a press and a release.
        if secondStarted, !second.phase.isDone {
            second.ended(sample)
            settle()
        }
    }

    override func tick(_ time: TimeInterval) {
        if secondStarted { second.tick(time) } else { first.tick(time) }
        settle()
    }

    override func settle() {
        if !secondStarted, first.phase == .ended, let last {
            secondStarted = true
            var start = last
            start.isInside = true
            second.began(start)
        }
        if first.phase == .failed || second.phase == .failed {
            phase = .failed
        } else if second.phase == .ended {
            phase = .ended
        } else if first.phase.hasRecognized {
            phase = .active
        } else {
            phase = .possible
        }
        guard let firstValue = first.value else { return }
        value = secondStarted ? .second(firstValue, second.value) : .first(firstValue)
    }
}

extension Gesture {
    /// This gesture, then `other` once it has ended.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
