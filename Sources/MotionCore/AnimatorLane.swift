import Foundation

/// The non-generic half of one running animation in an ``Animator``: its start time, completion
/// flags and groups, and — when the run can take the linear fast path — the animation's
/// ``LinearAnimation`` view with the run's start invariants.
///
/// Non-generic, so the per-frame work on it needs no generic metadata: `sample(at:)` is a plain
/// call into MotionCore, even from an `Animator` specialised in a client module.
///
/// A run takes the fast path when its animation has a linear view, its context starts with no
/// state and not logically complete, its start invariants are finite and below
/// ``LinearStart/limit``, and the view supports them.
///
/// ```swift
/// var lane = AnimatorLane(animation: .linear(duration: 2), start: 0, delta: 10.0,
///                         context: AnimationContext(), registrations: [])
/// lane.sample(at: 1).a   // 0.5
/// ```
@usableFromInline
struct AnimatorLane {
    /// When the run started.
    @usableFromInline let start: TimeInterval
    /// Whether the run has reported logical completion.
    @usableFromInline var isLogicallyComplete = false
    /// Set while evaluating, for runs about to be removed.
    @usableFromInline var isFinished = false
    /// Whether the run is ticked from ``sample(at:)`` instead of `animate`.
    @usableFromInline let isFast: Bool
    /// Whether the run's initial velocity is not zero (else the b term is skipped).
    @usableFromInline let usesVelocity: Bool
    /// Whether completion groups wait on the run.
    @usableFromInline let hasRegistrations: Bool
    private let registrations: [AnimationCompletionRegistration]
    private let linear: LinearView?
    private let invariants: LinearStart
    private var memory = LinearMemory()

    /// The lane of a run of `animation` starting at `start` with change `delta` and `context` (the
    /// context it will be animated with), registered with `registrations`.
    init<V: VectorArithmetic>(animation: Animation, start: TimeInterval, delta: V, context: AnimationContext<V>,
                              registrations: [AnimationCompletionRegistration]) {
        self.start = start
        self.registrations = registrations
        hasRegistrations = !registrations.isEmpty
        usesVelocity = context.initialVelocity != .zero
        invariants = LinearStart(value: delta, velocity: context.initialVelocity)
        if let view = animation.linear, context.state.isEmpty, !context.isLogicallyComplete,
           invariants.isSafe, view.supportsLinear(invariants) {
            linear = LinearView(view)
            isFast = true
        } else {
            linear = nil
            isFast = false
        }
    }

    /// The linear view's coefficients at `local` seconds into the run. Only for fast lanes.
    @usableFromInline
    mutating func sample(at local: TimeInterval) -> LinearSample {
        switch linear! {
        case .timingCurve(let curve): return curve.linearSample(at: local, start: invariants, memory: &memory)
        case .spring(let spring): return spring.linearSample(at: local, start: invariants, memory: &memory)
        case .other(let box): return box.view.linearSample(at: local, start: invariants, memory: &memory)
        }
    }

    /// The range the run's coverage `a` (the share of its change covered, see ``LinearSample``)
    /// stays within for as long as it runs, when that is known: a timing curve's value lies in the
    /// convex hull of its Bézier control points, so between min(0, c0y, c1y) and max(1, c0y, c1y).
    /// Nil for any other run (a spring, a custom or wrapped animation): no bound is claimed.
    var coverageRange: ClosedRange<Double>? {
        guard isFast, case .timingCurve(let animation) = linear else { return nil }
        let curve = animation.curve
        return Swift.min(0, curve.c0y, curve.c1y)...Swift.max(1, curve.c0y, curve.c1y)
    }

    /// A time before which evaluating the run changes nothing but its coverage: a timing curve
    /// finishes and becomes logically complete at its end, nothing happens before (kept a
    /// nanosecond-scale margin early, so rounding in `now − start` never crosses it first). Minus
    /// infinity for any other run: it may end or complete at any step.
    @usableFromInline
    var quietEnd: TimeInterval {
        guard isFast, !isLogicallyComplete, case .timingCurve(let animation) = linear else { return -.infinity }
        return start + animation.duration - 1e-9 * Swift.max(1, abs(start) + animation.duration)
    }

    /// Queues the groups' notices for a run that finished: logically complete, then removed.
    @usableFromInline
    func finished(events: inout [() -> Void]) {
        guard !registrations.isEmpty else { return }
        let registrations = registrations
        events.append { registrations.forEach { $0.logicallyCompleted(); $0.removed() } }
    }

    /// Queues the groups' notices for a run that became logically complete.
    @usableFromInline
    func logicallyCompleted(events: inout [() -> Void]) {
        guard !registrations.isEmpty else { return }
        let registrations = registrations
        events.append { registrations.forEach { $0.logicallyCompleted() } }
    }

    /// Queues the groups' notices for a run removed without finishing (snapped or taken over).
    func removed(events: inout [() -> Void]) {
        guard !registrations.isEmpty else { return }
        let registrations = registrations
        events.append { registrations.forEach { $0.removed() } }
    }

    /// Runs queued notices in order.
    @usableFromInline
    static func run(_ events: [() -> Void]) {
        events.forEach { $0() }
    }
}

/// A lane's linear view, with the two kinds most runs take (a timing curve, a spring) held as
/// themselves: both are larger than an existential's inline buffer, so as `any LinearAnimation`
/// each sample would copy a boxed value (a retain and a release per run per frame). Any other
/// kind is held in a class box: with an existential payload, every copy of the enum (one per
/// sample) went through the runtime's generic value witnesses, about 120 instructions a run a
/// frame for the two common kinds too.
private enum LinearView {
    case timingCurve(TimingCurveAnimation)
    case spring(SpringAnimation)
    case other(OtherLinearView)

    init(_ view: any LinearAnimation) {
        if let curve = view as? TimingCurveAnimation {
            self = .timingCurve(curve)
        } else if let spring = view as? SpringAnimation {
            self = .spring(spring)
        } else {
            self = .other(OtherLinearView(view))
        }
    }
}

/// A linear view of a kind other than a timing curve or a spring, boxed (see ``LinearView``).
private final class OtherLinearView {
    let view: any LinearAnimation
    init(_ view: any LinearAnimation) { self.view = view }
}
