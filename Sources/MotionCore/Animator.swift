import Foundation

/// One animated attribute: its model value (the target) and the animations running towards it.
///
/// A pure value with no clock: the owner tells it the time. Animations are additive, as in
/// SwiftUI. Each running animation `i` has a start time `sᵢ`, a delta `dᵢ` and a context, and the
/// presentation value is `target − Σ (dᵢ − animateᵢ(dᵢ, t − sᵢ))`.
///
/// - A change with a non-merging animation (a timing curve) adds an animation whose delta is
///   `newTarget − oldTarget`; the running ones continue, so the motion has no jump.
/// - A change with a merging animation (a spring: `shouldMerge` returns true against the newest
///   running animation, asked with `context.initialVelocity` set to the current velocity) drops all
///   running animations (they count as removed) and runs from the current presentation value `p`
///   with delta `newTarget − p`, keeping the current velocity as its initial velocity.
///   `shouldMerge` is asked with `value: newTarget − p` and `time:` the newest animation's age.
/// - A change with no animation snaps: all running animations are removed and the value is the target.
///
/// Velocity is the sum of each animation's velocity; when an animation reports none it is estimated
/// by a symmetric finite difference (±1 ms) on a copy of its context.
///
/// Rules for odd input:
/// - Time never goes backwards: an earlier time is treated as the last time. A non-finite time is
///   treated as the last time too (or 0 before the first call).
/// - A non-finite target (any component NaN or infinite, or so large that its `magnitudeSquared`
///   overflows) is rejected: the model keeps its previous value and the animations continue.
/// - Setting the target it already has does nothing: no new animation, and running ones are not
///   snapped, whatever the animation.
/// - An animation that returns a non-finite value is removed as if it had finished; if the sum
///   still overflows, every animation is removed and the value is the target. A non-finite
///   velocity counts as zero. So `value` and `velocity` are always finite.
/// - When the last animation is removed, `value` is exactly `target` and `velocity` is zero.
///
/// Fast path: a run whose animation is a ``LinearAnimation`` (every built-in one; not a spring that
/// blends) and whose context starts with no state is ticked from two scalars, covered =
/// `delta·a(t) + v0·b(t)` (v0 = its initial velocity), with the same logical completion and removal
/// as `animate` — the same results up to rounding (bit for bit for timing curves). Other runs call
/// `animate` each frame. The ticking code is inlinable, so it is specialised for the client's `Value`.
///
/// ```swift
/// var x = Animator(0.0)
/// x.setTarget(100, animation: .linear(duration: 1), at: 0)
/// x.advance(to: 0.5)      // 50
/// x.advance(to: 1)        // 100, no animation left
/// ```
public struct Animator<Value: VectorArithmetic> {
    /// A running animation: its change and context, and its non-generic ``AnimatorLane`` (start
    /// time, completion, fast-path view).
    @usableFromInline
    struct Run {
        @usableFromInline var animation: Animation
        @usableFromInline var delta: Value
        @usableFromInline var context: AnimationContext<Value>
        @usableFromInline var lane: AnimatorLane

        init(animation: Animation, start: TimeInterval, delta: Value, context: AnimationContext<Value>,
             groups: [AnimationCompletionGroup]) {
            self.animation = animation
            self.delta = delta
            self.context = context
            lane = AnimatorLane(animation: animation, start: start, delta: delta, context: context,
                                registrations: groups.map(AnimationCompletionRegistration.init))
        }
    }

    @usableFromInline var storedTarget: Value
    @usableFromInline var storedValue: Value
    @usableFromInline var storedTime: TimeInterval?
    /// Running animations, oldest first.
    @usableFromInline var runs: [Run]

    /// The model value: where the animations are heading.
    @inlinable public var target: Value { storedTarget }
    /// The presentation value at the last time given.
    @inlinable public var value: Value { storedValue }
    /// The last time given, or `nil` before the first call.
    @inlinable public var time: TimeInterval? { storedTime }

    /// The rate of change of ``value`` at the last time given, per second (computed on demand, so
    /// ticking never pays for it).
    public var velocity: Value {
        guard let time = storedTime, !runs.isEmpty else { return .zero }
        var speed = Value.zero
        for run in runs {
            let v = Self.velocity(of: run, at: max(0, time - run.lane.start))
            if v.isFiniteVector { speed += v }
        }
        return speed.isFiniteVector ? speed : .zero
    }

    /// Values whose componentwise bounding box holds every presentation value from now until the
    /// running animations end, or nil when that is not known (a spring, a custom animation, more
    /// than three runs at once). At rest, the target alone.
    ///
    /// The presentation value is `target − Σ deltaᵢ · (1 − aᵢ)`, each run's coverage `aᵢ` staying
    /// in a known range (see ``AnimatorLane/coverageRange``); the values returned are that sum at
    /// every combination of the ranges' ends, so each component's extremes are among them. A
    /// drawing bounded at these values is bounded for the whole animation (Motion culls views
    /// that stay outside the window this way).
    ///
    /// ```swift
    /// var x = Animator(0.0)
    /// x.setTarget(100, animation: .easeInOut(duration: 1), at: 0)
    /// x.presentationExtremes   // [0.0, 100.0]: the value stays between them
    /// ```
    public var presentationExtremes: [Value]? {
        guard runs.count <= 3 else { return nil }
        var corners = [storedTarget]
        for run in runs {
            guard let range = run.lane.coverageRange else { return nil }
            let low = run.delta.scaled(by: 1 - range.lowerBound), high = run.delta.scaled(by: 1 - range.upperBound)
            corners = corners.flatMap { [$0 - low, $0 - high] }
        }
        return corners
    }

    /// The time before which advancing changes nothing but ``value`` (and ``time``): every
    /// running animation is a timing curve, none finishes or becomes logically complete earlier,
    /// and the value at a time depends on that time only. So an owner may skip the steps before
    /// it while nothing reads the value, and advance once, to the last time it skipped, when
    /// something does: the value, the animations and their completions are exactly those of
    /// advancing at every step. Minus infinity when not animating, or when a run may change
    /// otherwise at any step (a spring, a custom animation).
    ///
    /// ```swift
    /// var x = Animator(0.0)
    /// x.setTarget(100, animation: .linear(duration: 1), at: 0)
    /// x.quietUntil   // just under 1: nothing but the value changes before the ramp ends
    /// ```
    @inlinable
    public var quietUntil: TimeInterval {
        guard !runs.isEmpty else { return -.infinity }
        var until = TimeInterval.infinity
        for index in runs.indices { until = Swift.min(until, runs[index].lane.quietEnd) }
        return until
    }

    /// An attribute resting at `value`.
    ///
    /// ```swift
    /// let opacity = Animator(1.0)   // opacity.value == 1, not animating
    /// ```
    @inlinable
    public init(_ value: Value) {
        storedTarget = value
        storedValue = value
        storedTime = nil
        runs = []
    }

    /// Whether any animation is running.
    @inlinable public var isAnimating: Bool { !runs.isEmpty }

    /// The number of running animations.
    @inlinable public var animationCount: Int { runs.count }

    /// True when no animation runs or every running one is logically complete.
    @inlinable public var isLogicallyComplete: Bool { runs.allSatisfy(\.lane.isLogicallyComplete) }

    /// Changes the model value at `time`, animated by `animation` (`nil` snaps). See the type's notes.
    ///
    /// ```swift
    /// x.setTarget(50, animation: nil, at: 2)   // x.value == 50 at once
    /// ```
    public mutating func setTarget(_ target: Value, animation: Animation?, at time: TimeInterval) {
        setTarget(target, animation: animation, groups: [], at: time)
    }

    /// Changes the model value at `time` under `transaction`: animated by its animation unless it
    /// disables animations; a started animation registers with the transaction's completion groups.
    ///
    /// ```swift
    /// x.setTarget(50, transaction: Transaction.current, at: now)
    /// ```
    ///
    /// Inlinable, with a fast path for the common case — nothing running and nothing to animate:
    /// the value snaps, exactly as the general path would, in code specialised for the client's
    /// `Value` (a graph that retargets every leaf of a large tree each frame pays no generic code).
    @inlinable
    public mutating func setTarget(_ target: Value, transaction: Transaction, at time: TimeInterval) {
        let animation = transaction.effectiveAnimation
        if runs.isEmpty, animation == nil {
            guard target.isFiniteVector else { return }
            _ = accept(time)
            storedTarget = target
            storedValue = target
            return
        }
        setTarget(target, animation: animation, groups: transaction.completionGroups, at: time)
    }

    /// Moves the model and presentation values by `offset` at once, leaving every running
    /// animation as it is (each animates a difference, which a shift does not change): what an
    /// owner does when the space its value is measured in moved under it. A non-finite offset is
    /// ignored.
    ///
    /// ```swift
    /// var x = Animator(10.0)
    /// x.setTarget(20, animation: .linear(duration: 1), at: 0)
    /// x.shift(by: 5)        // target 25; half way through the second the value is 20, not 15
    /// ```
    public mutating func shift(by offset: Value) {
        guard offset.isFiniteVector else { return }
        storedTarget += offset
        storedValue += offset
    }

    /// Evaluates every running animation at `time`, updates ``value`` and ``velocity``, records
    /// logical completion, removes finished animations and tells their completion groups. Returns
    /// the new ``value``.
    ///
    /// ```swift
    /// let shown = x.advance(to: 0.25)
    /// ```
    @inlinable
    @discardableResult
    public mutating func advance(to time: TimeInterval) -> Value {
        let now = accept(time)
        var events: [() -> Void] = []
        evaluate(at: now, events: &events)
        if !events.isEmpty { AnimatorLane.run(events) }
        return storedValue
    }

    /// Removes every running animation (their completion groups count them as removed); the value
    /// becomes the target. For an owner that goes away while animating (a view leaving).
    ///
    /// ```swift
    /// spinner.removeAllAnimations()
    /// ```
    public mutating func removeAllAnimations() {
        var events: [() -> Void] = []
        removeAll(events: &events)
        AnimatorLane.run(events)
    }

    // MARK: - Internals

    @usableFromInline
    mutating func setTarget(_ newTarget: Value, animation: Animation?,
                                    groups: [AnimationCompletionGroup], at time: TimeInterval) {
        guard newTarget.isFiniteVector else { return }
        let now = accept(time)
        var events: [() -> Void] = []
        defer { AnimatorLane.run(events) }
        evaluate(at: now, events: &events)
        guard newTarget != storedTarget else { return }
        guard let animation else {
            removeAll(events: &events)
            storedTarget = newTarget
            storedValue = newTarget
            return
        }
        var context = AnimationContext<Value>()
        context.initialVelocity = velocity
        let presentation = storedValue
        var merges = false
        if let newest = runs.last {
            merges = animation.shouldMerge(previous: newest.animation, value: newTarget - presentation,
                                           time: max(0, now - newest.lane.start), context: &context)
        }
        let delta: Value
        if merges {
            removeAll(events: &events)
            delta = newTarget - presentation
        } else {
            context = AnimationContext()
            delta = newTarget - storedTarget
        }
        storedTarget = newTarget
        runs.append(Run(animation: animation, start: now, delta: delta, context: context, groups: groups))
        evaluate(at: now, events: &events)
    }

    /// The time to use for `time`: never earlier than the last, never non-finite.
    @inlinable
    mutating func accept(_ time: TimeInterval) -> TimeInterval {
        var now = time.isFinite ? time : (storedTime ?? 0)
        if let last = storedTime, now < last { now = last }
        storedTime = now
        return now
    }

    @usableFromInline
    mutating func removeAll(events: inout [() -> Void]) {
        for run in runs { run.lane.removed(events: &events) }
        runs.removeAll()
        storedValue = storedTarget
    }

    /// The hot path: runs are updated in place and nothing is allocated unless an animation
    /// finishes or reaches logical completion with completion groups waiting on it. Linear runs
    /// take two scalars from their lane; the others call `animate`.
    @inlinable
    mutating func evaluate(at now: TimeInterval, events: inout [() -> Void]) {
        guard !runs.isEmpty else {
            storedValue = storedTarget
            return
        }
        var remaining = Value.zero   // Σ (dᵢ − coveredᵢ)
        var finished = 0
        for index in runs.indices {
            let local = max(0, now - runs[index].lane.start)
            let delta = runs[index].delta
            var result: Value?
            let completes: Bool
            if runs[index].lane.isFast {
                let sample = runs[index].lane.sample(at: local)
                completes = sample.isLogicallyComplete
                if !sample.isFinished {
                    var covered = delta.scaled(by: sample.a)
                    if sample.b != 0 && runs[index].lane.usesVelocity {
                        covered += runs[index].context.initialVelocity.scaled(by: sample.b)
                    }
                    result = covered
                }
            } else {
                result = runs[index].animation.animate(value: delta, time: local, context: &runs[index].context)
                completes = runs[index].context.isLogicallyComplete
            }
            guard let covered = result, covered.isFiniteVector else {
                runs[index].lane.isFinished = true
                finished += 1
                if runs[index].lane.hasRegistrations { runs[index].lane.finished(events: &events) }
                continue
            }
            if completes && !runs[index].lane.isLogicallyComplete {
                runs[index].lane.isLogicallyComplete = true
                if runs[index].lane.hasRegistrations { runs[index].lane.logicallyCompleted(events: &events) }
            }
            remaining += delta - covered
        }
        if finished > 0 { runs.removeAll(where: \.lane.isFinished) }
        let presentation = storedTarget - remaining
        if runs.isEmpty {
            storedValue = storedTarget
        } else if !presentation.isFiniteVector {
            removeAll(events: &events)
        } else {
            storedValue = presentation
        }
    }

    private static var step: TimeInterval { 1e-3 }

    private static func velocity(of run: Run, at local: TimeInterval) -> Value {
        if let v = run.animation.velocity(value: run.delta, time: local, context: run.context) { return v }
        var context = run.context
        let covered = run.animation.animate(value: run.delta, time: local, context: &context) ?? run.delta
        var laterContext = run.context
        let laterTime = local + step
        let later = run.animation.animate(value: run.delta, time: laterTime, context: &laterContext)
        let earlierTime = max(0, local - step)
        var earlier: Value? = covered
        if earlierTime < local {
            var earlierContext = run.context
            earlier = run.animation.animate(value: run.delta, time: earlierTime, context: &earlierContext)
        }
        switch (earlier, later) {
        case let (e?, l?): return (l - e).scaled(by: 1 / (laterTime - earlierTime))
        case let (nil, l?): return (l - covered).scaled(by: 1 / step)
        case let (e?, nil) where earlierTime < local: return (covered - e).scaled(by: 1 / (local - earlierTime))
        default: return .zero
        }
    }
}
