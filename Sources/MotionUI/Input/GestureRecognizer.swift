import Foundation

/// The running state of a gesture for one pointer sequence: fed the sequence's samples, it moves
/// through ``GesturePhase``s and carries the gesture's current value. Every `Gesture` makes one
/// (``Gesture/_makeRecognizer(_:)``); modifiers (`onChanged`, `updating`…) wrap the one of the
/// gesture they modify.
///
/// Subclasses override the event methods and set ``phase`` and ``value``; a recognizer is made
/// when the pointer goes down (or a pinch begins) and thrown away when the sequence is over. A
/// sequence is either a pointer's (press, moves, release) or a pinch's (``PinchSample``s): a
/// recognizer that does not override the pinch methods fails when a pinch begins.
public class _GestureRecognizer<Value> {
    /// Where it stands.
    var phase: GesturePhase = .possible
    /// The gesture's value once it has one.
    var value: Value?

    init() {}

    /// The pointer went down (the first sample of the sequence).
    func began(_ sample: PointerSample) {}
    /// The pointer moved.
    func changed(_ sample: PointerSample) {}
    /// The pointer went up.
    func ended(_ sample: PointerSample) {}
    /// Host time passed while the pointer is down (for long presses).
    func tick(_ time: TimeInterval) {}
    /// A pinch began (its first sample: scale 1, no rotation). Gestures that follow the pointer
    /// fail: a pinch is no press.
    func pinchBegan(_ sample: PinchSample) { phase = .failed }
    /// The pinch scaled or turned.
    func pinchChanged(_ sample: PinchSample) {}
    /// The pinch ended.
    func pinchEnded(_ sample: PinchSample) {}
    /// Another gesture took the pointer, or the view left: stop without acting.
    func cancel() {
        if !phase.isDone { phase = .failed }
    }
}

/// A recognizer that wraps another and passes every event on: the base of gesture modifiers.
class _WrappingRecognizer<Inner, Value>: _GestureRecognizer<Value> {
    let inner: _GestureRecognizer<Inner>
    private let map: (Inner) -> Value

    /// Wraps `inner`, whose values become this recognizer's through `map`.
    init(_ inner: _GestureRecognizer<Inner>, map: @escaping (Inner) -> Value) {
        self.inner = inner
        self.map = map
    }

    override func began(_ sample: PointerSample) { inner.began(sample); innerDidChange() }
    override func changed(_ sample: PointerSample) { inner.changed(sample); innerDidChange() }
    override func ended(_ sample: PointerSample) { inner.ended(sample); innerDidChange() }
    override func tick(_ time: TimeInterval) { inner.tick(time); innerDidChange() }
    override func pinchBegan(_ sample: PinchSample) { inner.pinchBegan(sample); innerDidChange() }
    override func pinchChanged(_ sample: PinchSample) { inner.pinchChanged(sample); innerDidChange() }
    override func pinchEnded(_ sample: PinchSample) { inner.pinchEnded(sample); innerDidChange() }
    override func cancel() {
        let wasDone = phase.isDone
        inner.cancel()
        innerDidChange()
        if !wasDone { didCancel() }
    }

    /// Takes the inner recognizer's phase and value (through `map`), then calls ``react(from:)``.
    private func innerDidChange() {
        let previous = phase
        phase = inner.phase
        value = inner.value.map(map)
        react(from: previous)
    }

    /// Called after every event with the phase before it.
    func react(from previous: GesturePhase) {}
    /// Called once when the gesture is cancelled before it was done.
    func didCancel() {}
}

/// A recognizer made of two: by default every event goes to both, then ``settle()`` works out the
/// pair's phase and value. The base of the combined gestures.
class _PairRecognizer<First, Second, Value>: _GestureRecognizer<Value> {
    let first: _GestureRecognizer<First>
    let second: _GestureRecognizer<Second>

    init(_ first: _GestureRecognizer<First>, _ second: _GestureRecognizer<Second>) {
        self.first = first
        self.second = second
    }

    override func began(_ sample: PointerSample) { first.began(sample); second.began(sample); settle() }
    override func changed(_ sample: PointerSample) { first.changed(sample); second.changed(sample); settle() }
    override func ended(_ sample: PointerSample) { first.ended(sample); second.ended(sample); settle() }
    override func tick(_ time: TimeInterval) { first.tick(time); second.tick(time); settle() }
    override func pinchBegan(_ sample: PinchSample) { first.pinchBegan(sample); second.pinchBegan(sample); settle() }
    override func pinchChanged(_ sample: PinchSample) { first.pinchChanged(sample); second.pinchChanged(sample); settle() }
    override func pinchEnded(_ sample: PinchSample) { first.pinchEnded(sample); second.pinchEnded(sample); settle() }
    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }

    /// Sets ``phase`` and ``value`` from the two recognizers.
    func settle() {}
}
