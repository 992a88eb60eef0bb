import Foundation

/// A gesture that succeeds when the pointer stays down for `minimumDuration` seconds of host time
/// without moving more than `maximumDistance` points, as SwiftUI's `LongPressGesture`. Its value
/// is `true` from the moment the pointer goes down (so `updating` can show the press) and when it
/// ends; releasing early or moving too far fails it.
///
/// Bad values: a negative or non-finite `minimumDuration` counts as 0 (the press succeeds as it
/// begins); a negative or NaN `maximumDistance` as 0.
///
/// ```swift
/// @GestureState private var pressing = false
/// Circle().scaleEffect(pressing ? 0.9 : 1)
///     .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value }
///         .onEnded { _ in done = true })
/// ```
public struct LongPressGesture: Gesture {
    /// How long the pointer must stay down, in seconds.
    public var minimumDuration: Double
    /// How far it may move meanwhile, in points.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public var body: Never { fatalError("LongPressGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration.isFinite ? max(minimumDuration, 0) : 0,
                            maximumDistance: maximumDistance.isNaN ? 0 : max(maximumDistance, 0))
    }
}

/// Recognizes a long press: ends at `start + minimumDuration` (on a frame tick or an event at or
/// after that time, to within a nanosecond), fails on release before or on moving too far.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: PointerSample?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func began(_ sample: PointerSample) {
        guard sample.isInside else {
            phase = .failed
            return
        }
        start = sample
        value = true
        tick(sample.time)
    }

    override func changed(_ sample: PointerSample) {
        guard phase == .possible, let start else { return }
        if hypot(sample.location.x - start.location.x, sample.location.y - start.location.y) > maximumDistance {
            phase = .failed
        } else {
            tick(sample.time)
        }
    }

    override func ended(_ sample: PointerSample) {
        tick(sample.time)
        if phase == .possible { phase = .failed }
    }

    override func tick(_ time: TimeInterval) {
        // A nanosecond of slack: frames of 1/60 s add up to a hair under whole durations.
        guard phase == .possible, let start, time - start.time >= minimumDuration - 1e-9 else { return }
        phase = .ended
    }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without moving more than
    /// `maximumDistance`; `onPressingChanged` hears `true` when the press starts and `false` when it
    /// ends, succeeds or fails.
    ///
    /// ```swift
    /// Circle().onLongPressGesture(minimumDuration: 1) { unlocked = true } onPressingChanged: { pressing = $0 }
    /// ```
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(_PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                                    .onEnded { _ in action() },
                                 pressing: onPressingChanged))
    }

    /// The older spelling: `pressing` hears the press start and end, `perform` runs on success.
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture(minimumDuration: 1, pressing: { pressed = $0 }) { done = true }
    /// ```
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// A gesture that tells `pressing` when its base starts (`true`) and when it is over (`false`).
struct _PressingGesture<Base: Gesture>: Gesture {
    let base: Base
    let pressing: ((Bool) -> Void)?

    typealias Value = Base.Value
    var body: Never { fatalError("_PressingGesture has no body") }

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Base.Value> {
        PressingRecognizer(base._makeRecognizer(context), pressing: pressing)
    }
}

private final class PressingRecognizer<Value>: _WrappingRecognizer<Value, Value> {
    private let pressing: ((Bool) -> Void)?
    private var isPressing = false

    init(_ inner: _GestureRecognizer<Value>, pressing: ((Bool) -> Void)?) {
        self.pressing = pressing
        super.init(inner, map: { $0 })
    }

    /// `true` as a press over the view begins (before a press that succeeds at once succeeds),
    /// `false` once it is over.
    override func began(_ sample: PointerSample) {
        if sample.isInside {
            isPressing = true
            pressing?(true)
        }
        super.began(sample)
    }

    override func react(from previous: GesturePhase) {
        if isPressing, phase.isDone {
            isPressing = false
            pressing?(false)
        }
    }
}
