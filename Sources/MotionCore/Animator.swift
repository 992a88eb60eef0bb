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
/// ```swift
/// var x = Animator(0.0)
/// x.setTarget(100, animation: .linear(duration: 1), at: 0)
/// x.advance(to: 0.5)      // 50
/// x.advance(to: 1)        // 100, no animation left
/// ```
public struct Animator<Value: VectorArithmetic> {
    /// A running animation.
    private struct Run {
        var animation: Animation
        var start: TimeInterval
        var delta: Value
        var context: AnimationContext<Value>
        var isLogicallyComplete = false
        var isFinished = false
        var registrations: [AnimationCompletionRegistration]
    }

    /// The model value: where the animations are heading.
    public private(set) var target: Value
    /// The presentation value at the last time given.
    public private(set) var value: Value
    /// The rate of change of ``value`` at the last time given, per second (computed on demand, so
    /// ticking never pays for it).
    public var velocity: Value {
        guard let time, !runs.isEmpty else { return .zero }
        var speed = Value.zero
        for run in runs {
            let v = Self.velocity(of: run, at: max(0, time - run.start))
            if v.isFiniteVector { speed += v }
        }
        return speed.isFiniteVector ? speed : .zero
    }
    /// The last time given, or `nil` before the first call.
    public private(set) var time: TimeInterval?
    private var runs: [Run] = []

    /// An attribute resting at `value`.
    ///
    /// ```swift
    /// let opacity = Animator(1.0)   // opacity.value == 1, not animating
    /// ```
    public init(_ value: Value) {
        target = value
        self.value = value
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { !runs.isEmpty }

    /// The number of running animations.
    public var animationCount: Int { runs.count }

    /// True when no animation runs or every running one is logically complete.
    public var isLogicallyComplete: Bool { runs.allSatisfy(\.isLogicallyComplete) }

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
    public mutating func setTarget(_ target: Value, transaction: Transaction, at time: TimeInterval) {
        setTarget(target, animation: transaction.disablesAnimations ? nil : transaction.animation,
                  groups: transaction.completionGroups, at: time)
    }

    /// Evaluates every running animation at `time`, updates ``value`` and ``velocity``, records
    /// logical completion, removes finished animations and tells their completion groups. Returns
    /// the new ``value``.
    ///
    /// ```swift
    /// let shown = x.advance(to: 0.25)
    /// ```
    @discardableResult
    public mutating func advance(to time: TimeInterval) -> Value {
        let now = accept(time)
        var events: [() -> Void] = []
        evaluate(at: now, events: &events)
        events.forEach { $0() }
        return value
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
        events.forEach { $0() }
    }

    // MARK: - Internals

    private mutating func setTarget(_ newTarget: Value, animation: Animation?,
                                    groups: [AnimationCompletionGroup], at time: TimeInterval) {
        guard newTarget.isFiniteVector else { return }
        let now = accept(time)
        var events: [() -> Void] = []
        defer { events.forEach { $0() } }
        evaluate(at: now, events: &events)
        guard newTarget != target else { return }
        guard let animation else {
            removeAll(events: &events)
            target = newTarget
            value = newTarget
            return
        }
        var context = AnimationContext<Value>()
        context.initialVelocity = velocity
        let presentation = value
        var merges = false
        if let newest = runs.last {
            merges = animation.shouldMerge(previous: newest.animation, value: newTarget - presentation,
                                           time: max(0, now - newest.start), context: &context)
        }
        let delta: Value
        if merges {
            removeAll(events: &events)
            delta = newTarget - presentation
        } else {
            context = AnimationContext()
            delta = newTarget - target
        }
        target = newTarget
        runs.append(Run(animation: animation, start: now, delta: delta, context: context,
                        registrations: groups.map(AnimationCompletionRegistration.init)))
        evaluate(at: now, events: &events)
    }

    /// The time to use for `time`: never earlier than the last, never non-finite.
    private mutating func accept(_ time: TimeInterval) -> TimeInterval {
        var now = time.isFinite ? time : (self.time ?? 0)
        if let last = self.time, now < last { now = last }
        self.time = now
        return now
    }

    private mutating func removeAll(events: inout [() -> Void]) {
        for run in runs where !run.registrations.isEmpty {
            events.append { run.registrations.forEach { $0.removed() } }
        }
        runs.removeAll()
        value = target
    }

    /// The hot path: runs are updated in place and nothing is allocated unless an animation
    /// finishes or reaches logical completion with completion groups waiting on it.
    private mutating func evaluate(at now: TimeInterval, events: inout [() -> Void]) {
        guard !runs.isEmpty else {
            value = target
            return
        }
        var remaining = Value.zero   // Σ (dᵢ − coveredᵢ)
        var finished = 0
        for index in runs.indices {
            let local = max(0, now - runs[index].start)
            let delta = runs[index].delta
            let animation = runs[index].animation
            guard let covered = animation.animate(value: delta, time: local, context: &runs[index].context),
                  covered.isFiniteVector else {
                runs[index].isFinished = true
                finished += 1
                let registrations = runs[index].registrations
                if !registrations.isEmpty {
                    events.append { registrations.forEach { $0.logicallyCompleted(); $0.removed() } }
                }
                continue
            }
            if runs[index].context.isLogicallyComplete && !runs[index].isLogicallyComplete {
                runs[index].isLogicallyComplete = true
                let registrations = runs[index].registrations
                if !registrations.isEmpty {
                    events.append { registrations.forEach { $0.logicallyCompleted() } }
                }
            }
            remaining += delta - covered
        }
        if finished > 0 { runs.removeAll(where: \.isFinished) }
        let presentation = target - remaining
        if runs.isEmpty {
            value = target
        } else if !presentation.isFiniteVector {
            removeAll(events: &events)
        } else {
            value = presentation
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
