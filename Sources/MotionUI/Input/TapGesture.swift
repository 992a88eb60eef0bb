import Foundation

/// A gesture that recognizes `count` taps, as SwiftUI's `TapGesture`: a press and a release over
/// the view's hit area; with `count` > 1 the taps must follow each other within 0.3 s of host
/// time (a slower tap starts counting again). Its value is `Void`.
///
/// Rules where SwiftUI is silent: the release must be over the view (the pointer may leave and
/// come back in between); a count-2 gesture fails on the first tap of a pair, so a count-1 tap
/// gesture on the same view takes it (Motion does not delay single taps to wait for a double).
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// How many taps in a row.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public typealias Value = Void
    public var body: Never { fatalError("TapGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        TapRecognizer(count: count, counter: context.memory(context.nextKey()) { TapCounter() }) { _ in () }
    }
}

/// How many quick taps a tap gesture has seen, across pointer sequences.
final class TapCounter {
    var taps = 0
    var lastTapTime = -TimeInterval.infinity

    /// Counts a tap at `time`; returns the taps in a row so far.
    func tap(at time: TimeInterval) -> Int {
        taps = time - lastTapTime <= 0.3 ? taps + 1 : 1
        lastTapTime = time
        return taps
    }
}

/// Recognizes `count` quick taps; the value is made from the last release's sample.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    private let count: Int
    private let counter: TapCounter
    private let makeValue: (PointerSample) -> Value

    init(count: Int, counter: TapCounter, makeValue: @escaping (PointerSample) -> Value) {
        self.count = max(count, 1)
        self.counter = counter
        self.makeValue = makeValue
    }

    override func began(_ sample: PointerSample) {
        if !sample.isInside { phase = .failed }
    }

    override func ended(_ sample: PointerSample) {
        guard phase == .possible, sample.isInside else {
            phase = .failed
            return
        }
        if counter.tap(at: sample.time) >= count {
            counter.taps = 0
            value = makeValue(sample)
            phase = .ended
        } else {
            phase = .failed
        }
    }
}

extension View {
    /// Runs `action` when the view is tapped (`count` times in a row): the same as
    /// `.gesture(TapGesture(count: count).onEnded(action))`.
    ///
    /// ```swift
    /// Text("Sign up").onTapGesture { withAnimation { loginShown = false } }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped.
    ///
    /// ```swift
    /// Color.white.onTapGesture { location in dots.append(location) }
    /// ```
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
