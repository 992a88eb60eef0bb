import Foundation

/// One gesture, then another, as SwiftUI's `SequenceGesture`: the second starts in the event in
/// which the first ends (its start is that event's pointer position, or pinch centre), and the sequence ends when
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
    /// The latest sample, where the second starts: a pointer's, or a pinch's in a pinch sequence.
    private var last: PointerSample?
    private var lastPinch: PinchSample?

    override func began(_ sample: PointerSample) {
        last = sample
        first.began(sample)
        settle()
    }

    override func changed(_ sample: PointerSample) {
        last = sample
        deliver(first: { $0.changed(sample) }, second: { $0.changed(sample) })
    }

    override func ended(_ sample: PointerSample) {
        last = sample
        end(first: { $0.ended(sample) }, second: { $0.ended(sample) })
    }

    override func tick(_ time: TimeInterval) {
        deliver(first: { $0.tick(time) }, second: { $0.tick(time) })
    }

    override func pinchBegan(_ sample: PinchSample) {
        lastPinch = sample
        first.pinchBegan(sample)
        settle()
    }

    override func pinchChanged(_ sample: PinchSample) {
        lastPinch = sample
        deliver(first: { $0.pinchChanged(sample) }, second: { $0.pinchChanged(sample) })
    }

    override func pinchEnded(_ sample: PinchSample) {
        lastPinch = sample
        end(first: { $0.pinchEnded(sample) }, second: { $0.pinchEnded(sample) })
    }

    /// Gives an event to the gesture that runs: the second once it started, else the first.
    private func deliver(first toFirst: (_GestureRecognizer<First.Value>) -> Void,
                         second toSecond: (_GestureRecognizer<Second.Value>) -> Void) {
        if secondStarted { toSecond(second) } else { toFirst(first) }
        settle()
    }

    /// Gives the sequence's last event to the gesture that runs. The first may end with this very
    /// event: the second then sees its start and this end.
    private func end(first toFirst: (_GestureRecognizer<First.Value>) -> Void,
                     second toSecond: (_GestureRecognizer<Second.Value>) -> Void) {
        deliver(first: toFirst, second: toSecond)
        if secondStarted, !second.phase.isDone {
            toSecond(second)
            settle()
        }
    }

    override func settle() {
        if !secondStarted, first.phase == .ended {
            // The second starts where the first ended, from nothing: a pinch's start neither
            // scales nor turns.
            if var start = lastPinch {
                secondStarted = true
                start.scale = 1
                start.rotation = .zero
                start.centre.isInside = true
                second.pinchBegan(start)
            } else if var start = last {
                secondStarted = true
                start.isInside = true
                second.began(start)
            }
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
