import Foundation

/// An animation that plays its base several times (or forever), every second pass backwards when it
/// autoreverses.
///
/// Made by ``Animation/repeatCount(_:autoreverses:)`` and ``Animation/repeatForever(autoreverses:)``.
/// Every pass counts: `repeatCount(3)` runs forward, backward, forward. A backward pass (pass index
/// 1, 3, …) covers `value − base(t′)`, where `t′` is the time within the pass. After the last pass
/// `animate` returns `nil`, so the animation is removed and the model value shows: with
/// `autoreverses` an odd count ends smoothly on the new value and an even count jumps there from
/// the start value.
///
/// Pass boundaries: when the base has a known length `D` (a timing curve, or a delay or speed of
/// one) pass `k` covers `[k·D, (k+1)·D)` exactly, whatever the frame times; otherwise (a spring) a
/// pass ends at the first time the base returns `nil`, and the next pass starts at that time. Each
/// pass gives the base a fresh ``AnimationContext``; only the first pass receives the initial
/// (merge) velocity. Velocity is the base's, negated on backward passes.
///
/// Logical completion: a counted repeat is logically complete when its base is, during the last
/// pass; a forever repeat never is.
///
/// Bad values: a count of zero or less finishes at once (`nil` at any time). A base whose length is
/// zero (known, or found when it returns `nil` at the very start of a pass) finishes at once too —
/// even for `repeatForever`, which otherwise never returns `nil`. A base with a known length that
/// returns `nil` before its pass ends holds its last value until the pass boundary.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let twice = RepeatAnimation(base: .linear(duration: 1), repeatCount: 2, autoreverses: true)
/// twice.animate(value: 10, time: 1.25, context: &context)   // 7.5: backward pass, 10 − 2.5
/// twice.animate(value: 10, time: 2, context: &context)      // nil: done
/// ```
public struct RepeatAnimation: CustomAnimation, KnownDurationAnimation {
    /// The animation played on every pass.
    public let base: Animation
    /// The number of passes, or `nil` to repeat forever.
    public let repeatCount: Int?
    /// Whether every second pass runs backwards.
    public let autoreverses: Bool

    /// Wraps `base`; `repeatCount` `nil` means forever.
    public init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// Whether the count is zero or negative (the animation finishes at once).
    private var isEmpty: Bool { (repeatCount ?? 1) <= 0 }

    /// The base's length: `nil` when unknown, 0 for an unusable one (NaN, negative).
    private var passLength: TimeInterval? {
        guard let d = base.fixedDuration else { return nil }
        return d > 0 ? d : 0
    }

    /// Whether pass `index` is the last one.
    private func isLastPass(_ index: Int) -> Bool {
        guard let repeatCount else { return false }
        return index >= repeatCount - 1
    }

    /// Whether pass `index` runs backwards.
    private func isBackward(_ index: Int) -> Bool {
        autoreverses && index % 2 == 1
    }

    /// Pass index and time within the pass for a base of known length `length` (> 0).
    private func knownPass(time: TimeInterval, length: TimeInterval) -> (index: Int, local: TimeInterval) {
        let t = time > 0 ? time : 0
        guard length.isFinite else { return (0, t) }
        var passes = (t / length).rounded(.down)
        var local = t - passes * length
        if local >= length { passes += 1; local -= length }
        if local < 0 { local = 0 }
        // Beyond 2^52 passes parity means nothing any more; clamp so the conversion cannot trap.
        return (Int(min(passes, 4_503_599_627_370_496)), local)
    }

    /// The base's context for a new pass.
    private func freshContext<V: VectorArithmetic>(index: Int, initialVelocity: V) -> AnimationContext<V> {
        var context = AnimationContext<V>()
        if index == 0 { context.initialVelocity = initialVelocity }
        return context
    }

    /// Turns the base's covered amount into this pass's covered amount.
    private func directed<V: VectorArithmetic>(_ covered: V, value: V, index: Int) -> V {
        isBackward(index) ? value - covered : covered
    }

    /// The covered amount of the current pass (backward passes mirrored); `nil` after the last.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !isEmpty else { return nil }
        if let length = passLength {
            return animateKnown(value: value, time: time, length: length, context: &context)
        }
        return animateUnknown(value: value, time: time, context: &context)
    }

    private func animateKnown<V: VectorArithmetic>(value: V, time: TimeInterval, length: TimeInterval,
                                                   context: inout AnimationContext<V>) -> V? {
        guard length > 0 else { return nil }
        let (index, local) = knownPass(time: time, length: length)
        if let repeatCount, index >= repeatCount { return nil }
        var pass = context.state[RepeatPassKey<V>.self] ?? RepeatPass(
            index: index, start: 0, context: freshContext(index: index, initialVelocity: context.initialVelocity))
        if pass.index != index {
            pass = RepeatPass(index: index, start: 0,
                              context: freshContext(index: index, initialVelocity: context.initialVelocity))
        }
        let covered = base.animate(value: value, time: local, context: &pass.context) ?? pass.lastCovered ?? .zero
        pass.lastCovered = covered
        if isLastPass(index) && pass.context.isLogicallyComplete { context.isLogicallyComplete = true }
        context.state[RepeatPassKey<V>.self] = pass
        return directed(covered, value: value, index: index)
    }

    private func animateUnknown<V: VectorArithmetic>(value: V, time: TimeInterval,
                                                     context: inout AnimationContext<V>) -> V? {
        let t = time > 0 ? time : 0
        var pass = context.state[RepeatPassKey<V>.self] ?? RepeatPass(
            index: 0, start: 0, context: freshContext(index: 0, initialVelocity: context.initialVelocity))
        var local = max(0, t - pass.start)
        var covered = base.animate(value: value, time: local, context: &pass.context)
        if covered == nil {
            // The pass ended. A base that is already done at the start of a pass has no length:
            // repeating it would never advance, so the whole animation finishes.
            if local == 0 && pass.lastCovered == nil { return nil }
            if isLastPass(pass.index) { return nil }
            pass = RepeatPass(index: pass.index + 1, start: t, context: AnimationContext())
            local = 0
            covered = base.animate(value: value, time: local, context: &pass.context)
            guard covered != nil else { return nil }
        }
        pass.lastCovered = covered
        if isLastPass(pass.index) && pass.context.isLogicallyComplete { context.isLogicallyComplete = true }
        context.state[RepeatPassKey<V>.self] = pass
        return directed(covered!, value: value, index: pass.index)
    }

    /// The base's velocity in the current pass, negated on backward passes.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !isEmpty else { return .zero }
        let index: Int, local: TimeInterval, baseContext: AnimationContext<V>
        let stored = context.state[RepeatPassKey<V>.self]
        if let length = passLength {
            guard length > 0 else { return .zero }
            (index, local) = knownPass(time: time, length: length)
            if let repeatCount, index >= repeatCount { return .zero }
            if let stored, stored.index == index {
                baseContext = stored.context
            } else {
                baseContext = freshContext(index: index, initialVelocity: context.initialVelocity)
            }
        } else {
            let pass = stored ?? RepeatPass(
                index: 0, start: 0, context: freshContext(index: 0, initialVelocity: context.initialVelocity))
            index = pass.index
            local = max(0, (time > 0 ? time : 0) - pass.start)
            baseContext = pass.context
        }
        guard let v = base.velocity(value: value, time: local, context: baseContext) else { return nil }
        return isBackward(index) ? .zero - v : v
    }

    /// The base's answer; the first pass keeps what the base stored in its context.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        guard !isEmpty else { return false }
        var pass = RepeatPass(index: 0, start: 0,
                              context: freshContext(index: 0, initialVelocity: context.initialVelocity))
        let merges = base.shouldMerge(previous: previous, value: value, time: time, context: &pass.context)
        context.state[RepeatPassKey<V>.self] = pass
        return merges
    }

    /// The count times the base's length; infinite for `repeatForever`; 0 when it finishes at once.
    var knownDuration: TimeInterval? {
        guard !isEmpty else { return 0 }
        guard let length = passLength else { return nil }
        guard length > 0 else { return 0 }
        guard let repeatCount else { return .infinity }
        return length.isFinite ? Double(repeatCount) * length : .infinity
    }
}

/// Where a ``RepeatAnimation`` is: the pass, when it began, and its base's own context.
struct RepeatPass<V: VectorArithmetic> {
    var index: Int
    var start: TimeInterval
    var context: AnimationContext<V>
    var lastCovered: V? = nil
}

/// The ``AnimationState`` slot of a ``RepeatAnimation``. Each repeat gives its base a context of
/// its own, so nested repeats never share a slot.
struct RepeatPassKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: RepeatPass<V>? { nil }
}

extension RepeatAnimation: LinearAnimation {
    /// Linear when it finishes at once (no passes, or a zero-length base), or when its base is linear,
    /// has a known length and needs no ``LinearMemory`` of its own (no repeat inside a repeat).
    var isLinear: Bool {
        if isEmpty || passLength == 0 { return true }
        guard passLength != nil, let linear = base.linear else { return false }
        return !linear.usesLinearMemory
    }

    var usesLinearMemory: Bool { true }

    /// The base must support the start (first pass) and the start without velocity (later passes).
    func supportsLinear(_ start: LinearStart) -> Bool {
        if isEmpty || passLength == 0 { return true }
        guard let linear = base.linear else { return false }
        return linear.supportsLinear(start) && linear.supportsLinear(start.withoutVelocity)
    }

    /// `animateKnown` in coefficients: the same pass index and local time, the base sampled with v0
    /// on pass 0 only (so b = 0 on later passes), a base that ends inside its pass holding the
    /// coefficients of its last frame in that pass (zero if none), backward passes mirrored to
    /// a ↦ 1 − a, logically complete when the base is during the last pass.
    func linearSample(at time: TimeInterval, start: LinearStart, memory: inout LinearMemory) -> LinearSample {
        guard !isEmpty, let length = passLength, length > 0 else { return .finished(logicallyComplete: false) }
        let (index, local) = knownPass(time: time, length: length)
        if let repeatCount, index >= repeatCount { return .finished(logicallyComplete: false) }
        var unused = LinearMemory()
        let sample = base.linear!.linearSample(at: local, start: index == 0 ? start : start.withoutVelocity,
                                               memory: &unused)
        var a: Double, b: Double
        if sample.isFinished {
            (a, b) = memory.pass == index ? (memory.a, memory.b) : (0, 0)
        } else {
            (a, b) = (sample.a, index == 0 ? sample.b : 0)
        }
        memory.pass = index
        memory.a = a
        memory.b = b
        if isBackward(index) { a = 1 - a }   // value − covered; b is 0 there (backward passes are never pass 0)
        return LinearSample(a: a, b: b, isLogicallyComplete: isLastPass(index) && sample.isLogicallyComplete)
    }
}

extension RepeatAnimation: CustomStringConvertible {
    /// The animation as SwiftUI source spells it (`autoreverses` shown only when false, its default
    /// being true).
    ///
    /// ```swift
    /// Animation.easeInOut(duration: 0.35).repeatCount(5).description   // "easeInOut(duration: 0.35).repeatCount(5)"
    /// Animation.linear(duration: 1).repeatForever(autoreverses: false).description
    /// // "linear(duration: 1.0).repeatForever(autoreverses: false)"
    /// ```
    public var description: String {
        let reverses = autoreverses ? "" : "autoreverses: false"
        guard let repeatCount else { return "\(base).repeatForever(\(reverses))" }
        return "\(base).repeatCount(\(repeatCount)\(reverses.isEmpty ? "" : ", " + reverses))"
    }
}
