import Foundation

/// An animation whose covered amount is linear in the change and in the initial velocity:
/// `animate(value:time:context:)` returns `value·a(t) + v0·b(t)` with v0 = `context.initialVelocity`,
/// and its logical completion and removal depend on `value` and v0 only through the scalars of a
/// ``LinearStart`` (|value|², |v0|², value·v0).
///
/// Every built-in animation is linear (timing curves, springs without a recorded blend, delays,
/// speeds, logical-completion marks, and repeats of a known-length linear base). The ``Animator``
/// uses this to tick such runs with two scalars per frame instead of calling the generic
/// `animate` (which goes through an existential into unspecialised generic code).
///
/// A conformer must mirror its generic `animate` exactly: the same time sanitising, the same
/// `nil` (``LinearSample/isFinished``) and the same `context.isLogicallyComplete` writes
/// (``LinearSample/isLogicallyComplete`` is whether *this call* would set the flag). Logical
/// completion and removal of every conformer grow monotonically with time, so a sticky flag and
/// the current answer agree for the non-decreasing times an `Animator` uses.
///
/// ```swift
/// let ease = TimingCurveAnimation(curve: .easeInOut, duration: 2)
/// var memory = LinearMemory()
/// let start = LinearStart(value: 10.0, velocity: 0.0)
/// ease.linearSample(at: 1, start: start, memory: &memory).a   // 0.5: covered = 10 · 0.5
/// ```
protocol LinearAnimation: Sendable {
    /// Whether the linear view applies to this animation at all (a wrapper is linear only if its
    /// base is; a repeat needs a base of known length). Asked once, when an ``Animation`` is made.
    var isLinear: Bool { get }

    /// Whether the view needs the ``LinearMemory`` slot (a repeat does, to hold its base's last
    /// value); a repeat whose base needs it too is not linear.
    var usesLinearMemory: Bool { get }

    /// Whether the fast path reproduces the generic one for this start (false near overflow, where
    /// the scalar invariants and the vectors could round to different sides of a limit).
    func supportsLinear(_ start: LinearStart) -> Bool

    /// The coefficients (a, b) of `value·a + v0·b` at `time`, with logical completion and removal,
    /// as `animate(value:time:context:)` would give them at `time` for a context with no state.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample
}

/// The scalar invariants of a run's start that decide a linear animation's completion and removal:
/// |value|², |v0|² and value·v0 (v0 = the initial velocity).
///
/// ```swift
/// let start = LinearStart(value: AnimatablePair(3.0, 4.0), velocity: AnimatablePair(1.0, 0.0))
/// start.valueSquared   // 25
/// start.dot            // 3
/// ```
@usableFromInline
struct LinearStart: Hashable, Sendable {
    /// |value|².
    var valueSquared: Double
    /// |v0|².
    var velocitySquared: Double
    /// value·v0.
    var dot: Double

    /// Magnitudes (squared) beyond this are left to the generic path.
    static let limit = 1e300

    init(valueSquared: Double, velocitySquared: Double, dot: Double) {
        self.valueSquared = valueSquared
        self.velocitySquared = velocitySquared
        self.dot = dot
    }

    /// The invariants of `value` and `velocity`; the dot product is
    /// (|value + v0|² − |value|² − |v0|²) / 2, exactly 0 when `velocity` is zero.
    @usableFromInline
    init<V: VectorArithmetic>(value: V, velocity: V) {
        let vs = value.magnitudeSquared, ws = velocity.magnitudeSquared
        valueSquared = vs
        velocitySquared = ws
        dot = ws == 0 ? 0 : ((value + velocity).magnitudeSquared - vs - ws) / 2
    }

    /// Whether every invariant is finite and within ``limit``.
    var isSafe: Bool {
        valueSquared <= Self.limit && velocitySquared <= Self.limit && Swift.abs(dot) <= Self.limit
    }

    /// The invariants with v0 replaced by v0 · `factor`.
    func scalingVelocity(by factor: Double) -> LinearStart {
        LinearStart(valueSquared: valueSquared, velocitySquared: velocitySquared * factor * factor,
                    dot: dot * factor)
    }

    /// The invariants with v0 = 0 (a repeat's later passes start at rest).
    var withoutVelocity: LinearStart {
        LinearStart(valueSquared: valueSquared, velocitySquared: 0, dot: 0)
    }
}

/// A linear animation's answer at one time: covered = value·a + v0·b, plus logical completion
/// (whether this call would mark the context) and removal (whether `animate` would return `nil`).
///
/// ```swift
/// let halfway = LinearSample(a: 0.5, b: 0)
/// ```
@usableFromInline
struct LinearSample: Sendable {
    @usableFromInline var a: Double
    @usableFromInline var b: Double
    @usableFromInline var isLogicallyComplete: Bool
    @usableFromInline var isFinished: Bool

    init(a: Double, b: Double, isLogicallyComplete: Bool = false) {
        self.a = a
        self.b = b
        self.isLogicallyComplete = isLogicallyComplete
        isFinished = false
    }

    /// `animate` returns `nil`; `logicallyComplete` tells whether it also marks the context.
    static func finished(logicallyComplete: Bool) -> LinearSample {
        var sample = LinearSample(a: 0, b: 0, isLogicallyComplete: logicallyComplete)
        sample.isFinished = true
        return sample
    }
}

/// The one piece of history a linear view may keep between frames: a repeat's current pass and the
/// coefficients its base covered at the last frame of that pass (held if the base ends inside the
/// pass, as ``RepeatAnimation`` holds `lastCovered`).
///
/// ```swift
/// var memory = LinearMemory()   // no pass seen yet
/// ```
@usableFromInline
struct LinearMemory: Sendable {
    /// The pass the coefficients belong to; −1 before the first frame.
    var pass = -1
    var a = 0.0
    var b = 0.0

    @usableFromInline
    init() {}
}
