import Foundation

/// An animation that follows a ``UnitCurve`` over a fixed duration: what `.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut` and `.timingCurve(_:_:_:_:duration:)` build.
///
/// At time t it has covered `curve.value(at: t / duration)` of the change; from t ≥ duration on it
/// returns `nil` (removed) and marks the context logically complete. Timing curves never merge: an
/// attribute interrupted by a new one runs both and adds their deltas, so motion stays continuous.
///
/// Bad values:
/// - A duration that is NaN, negative, zero or infinite becomes 0: the animation finishes at once
///   (`animate` returns `nil` at every time), so a bad duration can neither stall nor produce NaN.
/// - A time that is NaN or negative counts as 0 (nothing covered yet); +infinity is past the end.
/// - A delta whose magnitude is not finite (NaN or infinite components) finishes at once.
///
/// ```swift
/// let ease = TimingCurveAnimation(curve: .easeInOut, duration: 2)
/// var context = AnimationContext<Double>()
/// ease.animate(value: 10.0, time: 1, context: &context)   // 5.0
/// ease.animate(value: 10.0, time: 2, context: &context)   // nil: finished
/// ```
public struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    /// The curve the change follows.
    public let curve: UnitCurve
    /// The length of the animation in seconds (finite, ≥ 0; bad values became 0).
    public let duration: TimeInterval

    /// An animation along `curve` lasting `duration` seconds.
    ///
    /// ```swift
    /// let slowStart = TimingCurveAnimation(curve: .easeIn, duration: 0.5)
    /// ```
    public init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// `value · curve.value(at: t / duration)` while t < duration, then `nil` (and logically complete).
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// TimingCurveAnimation(curve: .linear, duration: 1).animate(value: 8, time: 0.25, context: &context)   // 2
    /// ```
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let progress = progress(at: time), value.isFiniteVector else {
            context.isLogicallyComplete = true
            return nil
        }
        return value.scaled(by: curve.value(at: progress))
    }

    /// `value · curve′(t / duration) / duration`; zero once finished.
    ///
    /// ```swift
    /// TimingCurveAnimation(curve: .linear, duration: 2).velocity(value: 10.0, time: 1,
    ///                                                          context: AnimationContext())   // 5
    /// ```
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let progress = progress(at: time), value.isFiniteVector else { return .zero }
        return value.scaled(by: curve.velocity(at: progress) / duration)
    }

    /// Always `false`: a new timing curve runs beside the one it interrupts and their deltas add.
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// TimingCurveAnimation(curve: .easeIn, duration: 1).shouldMerge(previous: .spring, value: 1.0, time: 0,
    ///                                                               context: &context)   // false
    /// ```
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        false
    }

    /// The curve and duration, SwiftUI style.
    ///
    /// ```swift
    /// TimingCurveAnimation(curve: .easeIn, duration: 0.5).description   // "easeIn(duration: 0.5)"
    /// Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).description
    /// // "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)"
    /// ```
    public var description: String {
        guard [UnitCurve.linear, .easeIn, .easeOut, .easeInOut].contains(curve) else {
            return "timingCurve(\(curve.c0x), \(curve.c0y), \(curve.c1x), \(curve.c1y), duration: \(duration))"
        }
        return "\(curve)(duration: \(duration))"
    }

    /// t / duration for a running animation (NaN and negative times count as 0), `nil` once finished.
    private func progress(at time: TimeInterval) -> Double? {
        let t = time.isNaN ? 0 : Swift.max(time, 0)
        guard t < duration else { return nil }
        return t / duration
    }
}

extension TimingCurveAnimation: KnownDurationAnimation {
    var knownDuration: TimeInterval? { duration }
}

extension TimingCurveAnimation: LinearAnimation {
    var isLinear: Bool { true }
    var usesLinearMemory: Bool { false }
    func supportsLinear(_ start: LinearStart) -> Bool { true }

    /// a = `curve.value(at: t / duration)`, b = 0, computed exactly as `animate` does; finished (and
    /// logically complete) from t ≥ duration or for a non-finite change.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        guard let progress = progress(at: time), start.valueSquared.isFinite else {
            return .finished(logicallyComplete: true)
        }
        return LinearSample(a: curve.value(at: progress), b: 0)
    }
}
