import XCTest
@testable import MotionCore
import MotionTestSupport

/// The Animator's linear fast path against its rules applied with `animate` called directly: same
/// presentation value every frame (to 1e-12 of the scale; bit for bit for plain timing curves), same
/// frame of logical completion, same frame of removal.
final class AnimatorFastPathTests: XCTestCase {
    func testBuiltInAnimationsTakeTheFastPath() {
        for animation: Animation in [.easeInOut, .spring, Animation.linear.repeatCount(3).delay(0.2), .bouncy.speed(2)] {
            var a = Animator(0.0)
            a.setTarget(1, animation: animation, at: 0)
            XCTAssertEqual(a.runs.map(\.lane.isFast), [true], "\(animation)")
        }
        // A custom animation and a repeated spring are animated generically.
        for animation: Animation in [.fixtureLinear(1), Animation.spring.repeatCount(2)] {
            var a = Animator(0.0)
            a.setTarget(1, animation: animation, at: 0)
            XCTAssertEqual(a.runs.map(\.lane.isFast), [false], "\(animation)")
        }
    }

    func testABlendingSpringTakesTheGenericPath() {
        // interactiveSpring blends over 0.25 s when it takes over a spring of another response.
        var a = Animator(0.0)
        a.setTarget(1, animation: .spring(response: 0.5, dampingFraction: 0.8), at: 0)
        a.advance(to: 0.1)
        a.setTarget(2, animation: .interactiveSpring, at: 0.1)
        XCTAssertEqual(a.runs.map(\.lane.isFast), [false])
        // Taking over a spring of the same response records no blend: fast again.
        a.setTarget(3, animation: .interactiveSpring, at: 0.2)
        XCTAssertEqual(a.runs.map(\.lane.isFast), [true])
    }

    func testMergedSpringCarriesVelocityOnTheFastPath() {
        // A spring taking over a 1 s ramp keeps its speed (10/s): the fast run starts with v0 = 10.
        var a = Animator(0.0)
        a.setTarget(10, animation: .linear(duration: 1), at: 0)
        a.advance(to: 0.5)
        a.setTarget(20, animation: .smooth, at: 0.5)
        XCTAssertEqual(a.runs.map(\.lane.isFast), [true])
        XCTAssertEqual(a.runs[0].context.initialVelocity, 10, accuracy: 1e-12)
        // Just after the merge the value moves on at about that speed.
        let next = a.advance(to: 0.5 + 1e-5)
        XCTAssertEqual((next - 5) / 1e-5, 10, accuracy: 0.05)
    }

    func testPlainTimingCurvesAreBitIdentical() {
        // Two overlapping eased ramps: the fast path computes delta·curve(t / duration) exactly as
        // `animate` does, so the sums are the same doubles.
        var a = Animator(0.0)
        a.setTarget(100, animation: .easeOut(duration: 1), at: 0)
        a.advance(to: 0.4)
        a.setTarget(-30, animation: Animation.easeInOut(duration: 0.7).delay(0.1).speed(1.3), at: 0.4)
        var context1 = AnimationContext<Double>(), context2 = AnimationContext<Double>()
        for frame in 25...120 {
            let t = Double(frame) / 60
            let c1 = Animation.easeOut(duration: 1).animate(value: 100.0, time: t, context: &context1)
            let c2 = Animation.easeInOut(duration: 0.7).delay(0.1).speed(1.3)
                .animate(value: -130.0, time: t - 0.4, context: &context2)
            var remaining = 0.0
            if let c1 { remaining += 100 - c1 }
            if let c2 { remaining += -130 - c2 }
            XCTAssertEqual(a.advance(to: t), -30 - remaining, "t \(t)")
        }
        XCTAssertFalse(a.isAnimating)
    }

    /// 1,000 seeded scenarios: one to four changes (random built-in chains, springs that merge and
    /// carry velocity, blended springs that fall back), each frame compared with the reference.
    func testRandomScenariosMatchTheGenericPath() {
        var fastRuns = 0, genericRuns = 0, merges = 0, exact = 0, fastWithVelocity = 0
        for seed in 0..<1000 {
            var rng = SeededRandom(seed: UInt64(seed) &+ 5000)
            let counts: Counts
            if rng.chance(0.5) {
                counts = scenario(&rng, seed: seed, start: rng.double(-300, 300)) { rng in rng.double(-300, 300) }
            } else {
                counts = scenario(&rng, seed: seed, start: AnimatablePair(rng.double(-300, 300), rng.double(-300, 300))) {
                    rng in AnimatablePair(rng.double(-300, 300), rng.double(-300, 300))
                }
            }
            fastRuns += counts.fast
            fastWithVelocity += counts.fastWithVelocity
            genericRuns += counts.generic
            merges += counts.merges
            exact += counts.exact ? 1 : 0
        }
        // The comparison covered both paths, merges and the bit-identical case many times.
        XCTAssertGreaterThan(fastRuns, 1500)
        XCTAssertGreaterThan(genericRuns, 100)
        XCTAssertGreaterThan(merges, 300)
        XCTAssertGreaterThan(fastWithVelocity, 100)
        XCTAssertGreaterThan(exact, 50)
    }

    // MARK: - Reference

    private struct Counts {
        var fast = 0, generic = 0, merges = 0, fastWithVelocity = 0
        var exact = false
    }

    /// The Animator's documented rules with each run evaluated by `animate` on its own context.
    private struct Reference<V: VectorArithmetic> {
        struct Run {
            var animation: Animation
            var start: Double
            var delta: V
            var context: AnimationContext<V>
            var isLogicallyComplete = false
            /// Whether the context held no state when the run started (a blending spring's does).
            let startsWithoutState: Bool

            init(animation: Animation, start: Double, delta: V, context: AnimationContext<V>) {
                self.animation = animation
                self.start = start
                self.delta = delta
                self.context = context
                startsWithoutState = context.state.isEmpty
            }
        }

        var target: V
        var value: V
        var runs: [Run] = []

        init(_ value: V) {
            target = value
            self.value = value
        }

        var isLogicallyComplete: Bool { runs.allSatisfy(\.isLogicallyComplete) }

        /// A change at `time` (after ``evaluate(at:)`` at that time), with the animator's velocity.
        /// Returns whether the animation merged.
        mutating func change(to newTarget: V, animation: Animation, at time: Double, velocity: V) -> Bool {
            var context = AnimationContext<V>()
            context.initialVelocity = velocity
            var merges = false
            if let newest = runs.last {
                merges = animation.shouldMerge(previous: newest.animation, value: newTarget - value,
                                               time: max(0, time - newest.start), context: &context)
            }
            let delta: V
            if merges {
                runs = []
                delta = newTarget - value
            } else {
                context = AnimationContext()
                delta = newTarget - target
            }
            target = newTarget
            runs.append(Run(animation: animation, start: time, delta: delta, context: context))
            evaluate(at: time)
            return merges
        }

        /// Σ of the runs' reported velocities (every built-in animation reports one).
        func velocity(at time: Double) -> V {
            var sum = V.zero
            for run in runs {
                guard let v = run.animation.velocity(value: run.delta, time: max(0, time - run.start),
                                                     context: run.context), v.isFiniteVector else { continue }
                sum += v
            }
            return runs.isEmpty || !sum.isFiniteVector ? .zero : sum
        }

        mutating func evaluate(at time: Double) {
            var remaining = V.zero
            var kept: [Run] = []
            for var run in runs {
                guard let covered = run.animation.animate(value: run.delta, time: max(0, time - run.start),
                                                          context: &run.context),
                      covered.isFiniteVector else { continue }
                if run.context.isLogicallyComplete { run.isLogicallyComplete = true }
                remaining += run.delta - covered
                kept.append(run)
            }
            runs = kept
            value = runs.isEmpty ? target : target - remaining
        }
    }

    private func scenario<V: VectorArithmetic>(_ rng: inout SeededRandom, seed: Int, start: V,
                                               randomValue: (inout SeededRandom) -> V) -> Counts {
        var counts = Counts()
        var animator = Animator(start)
        var reference = Reference(start)
        var t = rng.double(0, 1)
        let chains = (0..<rng.int(1, 4)).map { _ in RandomChain.random(&rng) }
        let changes = chains.count
        // Plain timing curves (delays, speeds and completion marks of them) are bit for bit the same.
        func plain(_ shape: RandomChain.Shape) -> Bool {
            switch shape {
            case .curve: return true
            case .spring, .repeatCount: return false
            case let .delay(base, _), let .speed(base, _), let .logicallyComplete(base, _): return plain(base)
            }
        }
        counts.exact = chains.allSatisfy { plain($0.shape) }
        func forever(_ chains: [RandomChain]) -> Bool {
            func runsForever(_ shape: RandomChain.Shape) -> Bool {
                switch shape {
                case .curve, .spring: return false
                case let .repeatCount(base, count): return count == nil || runsForever(base)
                case let .delay(base, _), let .speed(base, _), let .logicallyComplete(base, _): return runsForever(base)
                }
            }
            return chains.contains { runsForever($0.shape) }
        }
        var scale = norm(start)
        for (change, chain) in chains.enumerated() {
            let newTarget = randomValue(&rng)
            animator.advance(to: t)
            reference.evaluate(at: t)
            let velocity = animator.velocity
            // The velocity (what a merging spring inherits) reads each run's context; a fast run's
            // context never evolves, yet the answer is the generic one.
            let referenceVelocity = reference.velocity(at: t)
            if !(norm(velocity - referenceVelocity) <= 1e-12 * (norm(referenceVelocity) + scale)) {
                XCTFail("velocity \(velocity), reference \(referenceVelocity): seed \(seed) change \(change)")
            }
            animator.setTarget(newTarget, animation: chain.animation, at: t)
            let merged = reference.change(to: newTarget, animation: chain.animation, at: t, velocity: velocity)
            if merged { counts.merges += 1 }
            scale += 2 * (norm(newTarget) + norm(velocity)) + norm(animator.value)
            XCTAssertEqual(animator.animationCount, reference.runs.count, "removal at the change: seed \(seed)")
            // When the new run is still there, it took the fast path exactly when it is linear and
            // its context holds no state (a blending spring's does).
            if let lane = animator.runs.last?.lane, lane.start == t, let run = reference.runs.last, run.start == t {
                lane.isFast ? (counts.fast += 1) : (counts.generic += 1)
                if lane.isFast && lane.usesVelocity { counts.fastWithVelocity += 1 }
                XCTAssertEqual(lane.isFast, chain.animation.linear != nil && run.startsWithoutState,
                               "seed \(seed) change \(change) \(chain)")
                if !merged, chain.animation.linear != nil { XCTAssertTrue(lane.isFast, "seed \(seed) \(chain)") }
            }
            // After the last change: until everything is removed (springs settle, counted repeats end
            // within 40 s) or 10 s of a repeat that runs for ever.
            let end = change == changes - 1 ? t + 40 : t + rng.double(0, 0.6)
            while t < end {
                t += rng.chance(0.05) ? 0 : rng.double(0, 1.0 / 30)
                let value = animator.advance(to: t)
                reference.evaluate(at: t)
                var failures: [String] = []
                if animator.animationCount != reference.runs.count {
                    failures.append("removal: \(animator.animationCount) runs, reference \(reference.runs.count)")
                }
                if animator.isLogicallyComplete != reference.isLogicallyComplete {
                    failures.append("logical completion: \(animator.isLogicallyComplete)")
                }
                if !(norm(value - reference.value) <= 1e-12 * scale) {
                    failures.append("value \(value), reference \(reference.value)")
                }
                if counts.exact && value != reference.value {
                    failures.append("not bit-identical: \(value), reference \(reference.value)")
                }
                if !failures.isEmpty {
                    XCTFail("seed \(seed) change \(change) t \(t) \(chain): " + failures.joined(separator: "; "))
                    return counts
                }
                if !animator.isAnimating || (change == changes - 1 && t > end - 30 && forever(chains)) { break }
            }
        }
        return counts
    }
}
