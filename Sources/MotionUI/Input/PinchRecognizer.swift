import Foundation

/// Follows a pinch sequence for ``MagnifyGesture``, ``RotateGesture``, ``MagnificationGesture``
/// and ``RotationGesture``: it multiplies the pinch's scale steps and adds its rotation steps from
/// the sequence's first sample, starts once they pass its ``Threshold`` (the gesture's minimum
/// delta: a magnify gesture ignores pure rotation, a rotate gesture pure scale), reports every change after that, and ends with the pinch
/// (it fails if it never started). A pointer press is no pinch: it fails at once.
///
/// Velocity: the totals' rate on the host clock, measured as ``PointerVelocity`` measures a
/// pointer's (the newest sample against the oldest earlier one at most 0.1 s older, else the newest
/// earlier one): magnification per second and radians per second.
final class PinchRecognizer<Value>: _GestureRecognizer<Value> {
    /// What the pinch did since it began.
    struct Progress {
        /// The product of the scale steps.
        var magnification: CGFloat = 1
        /// The sum of the rotation steps.
        var rotation = Angle.zero
        /// Magnification per second.
        var velocity: CGFloat = 0
        /// Rotation per second.
        var angularVelocity = Angle.zero
        /// Where the pinch began, in the view's own coordinates.
        var startLocation = CGPoint.zero
        /// ``startLocation`` in the view's unit square.
        var startAnchor = UnitPoint.zero
        /// The host time of the newest sample, as a date.
        var time = Date(timeIntervalSince1970: 0)
    }

    /// How far the pinch must go before the gesture starts.
    enum Threshold {
        /// The magnification must be this far from 1.
        case magnification(CGFloat)
        /// The rotation must be at least this large, either way.
        case rotation(Angle)

        func isPassed(by progress: Progress) -> Bool {
            switch self {
            case .magnification(let delta): return abs(progress.magnification - 1) >= delta
            case .rotation(let delta): return abs(progress.rotation.radians) >= abs(delta.radians)
            }
        }
    }

    private let threshold: Threshold
    private let makeValue: (Progress) -> Value
    private var progress = Progress()
    private var isPinching = false
    private var tracker = PointerVelocity()

    /// A recognizer that starts past `threshold` and reports `makeValue` of the totals.
    init(startsPast threshold: Threshold, value makeValue: @escaping (Progress) -> Value) {
        self.threshold = threshold
        self.makeValue = makeValue
    }

    override func began(_ sample: PointerSample) { phase = .failed }

    override func pinchBegan(_ sample: PinchSample) {
        isPinching = true
        let location = sample.centre.localLocation
        progress.startLocation = location
        progress.startAnchor = UnitPoint(x: sample.viewSize.width > 0 ? location.x / sample.viewSize.width : 0,
                                         y: sample.viewSize.height > 0 ? location.y / sample.viewSize.height : 0)
        record(sample)
    }

    override func pinchChanged(_ sample: PinchSample) {
        guard isPinching, !phase.isDone else { return }
        record(sample)
    }

    override func pinchEnded(_ sample: PinchSample) {
        guard isPinching, !phase.isDone else { return }
        record(sample)
        phase = phase == .active ? .ended : .failed
    }

    /// Adds the sample's steps to the totals; starts the gesture once they are far enough.
    private func record(_ sample: PinchSample) {
        progress.magnification *= sample.scale
        progress.rotation = progress.rotation + sample.rotation
        progress.time = Date(timeIntervalSince1970: sample.centre.time)
        // The totals as a point: x the magnification, y the radians.
        tracker.record(CGPoint(x: progress.magnification, y: CGFloat(progress.rotation.radians)), at: sample.centre.time)
        progress.velocity = tracker.velocity.width
        progress.angularVelocity = .radians(Double(tracker.velocity.height))
        if phase == .possible, threshold.isPassed(by: progress) { phase = .active }
        if phase == .active { value = makeValue(progress) }
    }
}
