import Foundation

/// A read-only view of one animation running in an ``Animator``: what it is, when it started, where
/// it goes from and to, and whether it is logically complete. For tools (the inspector), built on
/// demand: reading it costs nothing while nobody asks.
///
/// `from` and `to` are the model values the run animates between: `to` is the target the attribute
/// had when the run started, `from = to − delta` (for a spring that merged, the presentation value it
/// took over from). Runs started later add their own changes on top (animations are additive), so
/// the attribute's presentation value is the sum of every run, not this run's alone.
///
/// ```swift
/// var x = Animator(0.0)
/// x.setTarget(100, animation: .linear(duration: 1), at: 0)
/// x.runSnapshots[0].to          // 100
/// x.runSnapshots[0].progress(at: 0.25)   // 0.25
/// ```
package struct AnimatorRunSnapshot<Value: VectorArithmetic> {
    /// The animation running.
    package let animation: Animation
    /// When it started, in the owner's clock.
    package let start: TimeInterval
    /// The model value it animates from.
    package let from: Value
    /// The model value it animates to.
    package let to: Value
    /// Whether it has reported logical completion (it may still be running, settling).
    package let isLogicallyComplete: Bool
    /// The index of the run among the attribute's running animations, oldest first.
    package let index: Int

    /// The animation's fixed length, or nil when it depends on the values (a spring) or is
    /// unbounded (`repeatForever`).
    package var duration: TimeInterval? { animation.boundedDuration }

    /// The elapsed fraction of ``duration`` at `time` (see ``Animation/progress(since:at:)``).
    package func progress(at time: TimeInterval) -> Double? {
        animation.progress(since: start, at: time)
    }
}

extension Animation {
    /// The fixed, finite length of this animation, or nil (a spring, `repeatForever`).
    ///
    /// ```swift
    /// Animation.easeIn(duration: 0.2).delay(0.1).boundedDuration   // 0.3
    /// Animation.bouncy.boundedDuration                              // nil
    /// ```
    package var boundedDuration: TimeInterval? {
        guard let length = fixedDuration, length.isFinite else { return nil }
        return length
    }

    /// The elapsed fraction of ``boundedDuration`` at `time` for a run that started at `start`,
    /// clamped to 0…1; nil without a duration. A zero-length animation is at 1.
    ///
    /// ```swift
    /// Animation.linear(duration: 2).progress(since: 1, at: 1.5)   // 0.25
    /// ```
    package func progress(since start: TimeInterval, at time: TimeInterval) -> Double? {
        guard let duration = boundedDuration else { return nil }
        guard duration > 0 else { return 1 }
        let fraction = (time - start) / duration
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}

extension Animator {
    /// The running animations, oldest first, as snapshots (see ``AnimatorRunSnapshot``).
    ///
    /// ```swift
    /// x.runSnapshots.map(\.animation)   // [easeInOut(duration: 0.35)]
    /// ```
    package var runSnapshots: [AnimatorRunSnapshot<Value>] {
        var to = storedTarget
        var snapshots: [AnimatorRunSnapshot<Value>] = []
        // Every run after the oldest was added without merging (a merge drops all older runs), so
        // the target before a run is its target minus its delta.
        for index in runs.indices.reversed() {
            let run = runs[index]
            snapshots.append(AnimatorRunSnapshot(animation: run.animation, start: run.lane.start,
                                                 from: to - run.delta, to: to,
                                                 isLogicallyComplete: run.lane.isLogicallyComplete,
                                                 index: index))
            to -= run.delta
        }
        return snapshots.reversed()
    }
}
