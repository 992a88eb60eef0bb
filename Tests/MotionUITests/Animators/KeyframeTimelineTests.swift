import XCTest
@testable import MotionUI

private struct Pose {
    var scale = 1.0
    var angle = Angle.zero
    var y: CGFloat = 0
}

/// Every expected value here is worked out by hand from the keyframe rules (closed forms written in
/// the comments), not read back from the implementation.
final class KeyframeTimelineTests: XCTestCase {
    // MARK: Linear and move

    func testLinearKeyframeInterpolatesAndHoldsItsValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 2) }
        }
        XCTAssertEqual(timeline.duration, 2)
        // v(t) = 10 · t / 2
        for (t, v) in [(-1.0, 0.0), (0, 0), (0.5, 2.5), (1, 5), (1.5, 7.5), (2, 10), (5, 10)] {
            XCTAssertEqual(timeline.value(time: t), v, accuracy: 1e-12, "t = \(t)")
        }
        XCTAssertEqual(timeline.value(progress: 0.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(progress: 7), 10, accuracy: 1e-12, "progress is clamped")
        XCTAssertEqual(timeline.value(progress: -3), 0, accuracy: 1e-12)
    }

    func testLinearKeyframeFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            KeyframeTrack { LinearKeyframe(6.0, duration: 1, timingCurve: .easeIn) }
        }
        // easeIn is the Bézier (0,0) (0.42,0) (1,1) (1,1): solve x(s) = 0.5 by bisection here, then
        // y(s); v = 2 + 4·y.
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 1) < 0.5 { low = mid } else { high = mid }
        }
        let y = bezier(low, 0, 1)
        XCTAssertEqual(timeline.value(time: 0.5), 2 + 4 * y, accuracy: 1e-9)
        XCTAssertEqual(y, 0.3153, accuracy: 1e-3, "the published easeIn midpoint")
    }

    func testMoveKeyframeJumpsAtOnce() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(7.0)
                LinearKeyframe(9.0, duration: 1)
                MoveKeyframe(-3.0)
            }
        }
        XCTAssertEqual(timeline.duration, 1, "moves take no time")
        XCTAssertEqual(timeline.value(time: -0.1), 0, "before the start: the initial value")
        XCTAssertEqual(timeline.value(time: 0), 7, "a leading move has jumped at time 0")
        XCTAssertEqual(timeline.value(time: 0.5), 8, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1), -3, "the trailing move at the end")
        XCTAssertEqual(timeline.value(time: .nan), 7, "NaN counts as 0")
    }

    // MARK: Cubic

    func testLoneCubicKeyframeEasesInAndOut() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 2) }
        }
        // Velocity zero at both ends of the track: v = 10 · (3u² − 2u³), u = t / 2.
        for t in stride(from: 0.0, through: 2.0, by: 0.125) {
            let u = t / 2
            XCTAssertEqual(timeline.value(time: t), 10 * (3 * u * u - 2 * u * u * u), accuracy: 1e-12, "t = \(t)")
        }
    }

    func testCubicKeyframeWithExplicitVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 2, startVelocity: 4, endVelocity: -1) }
        }
        // Hermite at u = 0.5: h10 = 0.125, h01 = 0.5, h11 = −0.125, d = 2:
        // 0.125·2·4 + 0.5·10 + (−0.125)·2·(−1) = 1 + 5 + 0.25.
        XCTAssertEqual(timeline.value(time: 1), 6.25, accuracy: 1e-12)
        // Slopes at the ends, by one-sided differences: 4 and −1.
        let h = 1e-7
        XCTAssertEqual((timeline.value(time: h) - timeline.value(time: 0)) / h, 4, accuracy: 1e-5)
        XCTAssertEqual((timeline.value(time: 2) - timeline.value(time: 2 - h)) / h, -1, accuracy: 1e-5)
    }

    /// Points 0 @ 0 s, 10 @ 1 s, 4 @ 1.5 s, 8 @ 3 s. Catmull-Rom tangents (next − previous) /
    /// (time between): at 1 s (4 − 0) / 1.5 = 8/3, at 1.5 s (8 − 10) / 2 = −1; zero at both ends.
    func testChainedCubicKeyframesFormACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(4.0, duration: 0.5)
                CubicKeyframe(8.0, duration: 1.5)
            }
        }
        XCTAssertEqual(timeline.duration, 3, accuracy: 1e-12)
        func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ d: Double, _ u: Double) -> Double {
            let h00 = 2 * u * u * u - 3 * u * u + 1, h10 = u * u * u - 2 * u * u + u
            let h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
            return h00 * p0 + h10 * d * m0 + h01 * p1 + h11 * d * m1
        }
        let m1 = 8.0 / 3, m2 = -1.0
        // Mid-points worked out by hand: 5 − 1/3, 10 + 1/6 − 3 + 1/16, 4 − 0.1875 + 2.
        XCTAssertEqual(timeline.value(time: 0.5), 5 - 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1.25), 10 + 1.0 / 6 - 3 + 1.0 / 16, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 2.25), 5.8125, accuracy: 1e-12)
        for t in stride(from: 0.0, through: 3.0, by: 0.05) {
            let expected: Double
            switch t {
            case ..<1: expected = hermite(0, 10, 0, m1, 1, t)
            case ..<1.5: expected = hermite(10, 4, m1, m2, 0.5, (t - 1) / 0.5)
            default: expected = hermite(4, 8, m2, 0, 1.5, min((t - 1.5) / 1.5, 1))
            }
            XCTAssertEqual(timeline.value(time: t), expected, accuracy: 1e-9, "t = \(t)")
        }
        // Continuity of value and velocity at the interior keyframes.
        let h = 1e-6
        for (time, point, tangent) in [(1.0, 10.0, m1), (1.5, 4.0, m2)] {
            XCTAssertEqual(timeline.value(time: time), point, accuracy: 1e-12)
            XCTAssertEqual(timeline.value(time: time - 1e-12), point, accuracy: 1e-9, "left limit")
            let left = (timeline.value(time: time) - timeline.value(time: time - h)) / h
            let right = (timeline.value(time: time + h) - timeline.value(time: time)) / h
            XCTAssertEqual(left, tangent, accuracy: 1e-4, "velocity arriving at \(time)")
            XCTAssertEqual(right, tangent, accuracy: 1e-4, "velocity leaving \(time)")
        }
    }

    func testCubicAfterLinearTakesItsVelocityAndBeforeLinearGivesItsOwn() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)    // 10 per second
                CubicKeyframe(12.0, duration: 1)     // leaves at 10/s, arrives at the next line's −6/s
                LinearKeyframe(0.0, duration: 2)     // −6 per second
            }
        }
        // Hermite from 10 to 12 over 1 s, m0 = 10, m1 = −6, at u = 0.5:
        // 10 + 0.125·10 + 0.5·2 + (−0.125)·(−6) = 10 + 1.25 + 1 + 0.75.
        XCTAssertEqual(timeline.value(time: 1.5), 13, accuracy: 1e-12)
        let h = 1e-6
        XCTAssertEqual((timeline.value(time: 1 + h) - timeline.value(time: 1)) / h, 10, accuracy: 1e-4)
        XCTAssertEqual((timeline.value(time: 2) - timeline.value(time: 2 - h)) / h, -6, accuracy: 1e-4)
    }

    // MARK: Spring

    /// A critically damped spring (duration 0.5, bounce 0: ω = 2π / 0.5 = 4π) from rest, towards a
    /// change Δ: v(t) = Δ · (1 − (1 + ωt)·e^(−ωt)).
    func testSpringKeyframeFollowsTheSpringAndTheNextStartsWhereItGot() {
        let omega = 4 * Double.pi
        func critical(_ t: Double) -> Double { 10 * (1 - (1 + omega * t) * exp(-omega * t)) }
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.3, spring: Spring(duration: 0.5, bounce: 0))
                LinearKeyframe(0.0, duration: 0.2)
            }
        }
        for t in stride(from: 0.0, through: 0.3, by: 0.025) {
            XCTAssertEqual(timeline.value(time: t), critical(t), accuracy: 1e-9, "t = \(t)")
        }
        let reached = critical(0.3)   // ≈ 8.93: cut short, still moving
        XCTAssertLessThan(reached, 9.5)
        XCTAssertEqual(timeline.value(time: 0.3), reached, accuracy: 1e-9, "the linear keyframe starts from there")
        XCTAssertEqual(timeline.value(time: 0.4), reached / 2, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.5), 0, accuracy: 1e-12)
    }

    /// Bouncy spring: duration 0.5, bounce 0.3 → ζ = 0.7, ω₀ = 4π, γ = ζω₀, ω_d = ω₀√(1 − ζ²).
    /// With initial velocity v₀ and displacement x₀ = −Δ from the target:
    /// x(t) = e^(−γt)·(x₀·cos ω_d t + (v₀ + γx₀)/ω_d · sin ω_d t), value = start + Δ + x(t).
    func testSpringKeyframeWithStartVelocityAndBounce() {
        let zeta = 0.7, omega0 = 4 * Double.pi
        let gamma = zeta * omega0, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        func bouncy(_ t: Double, delta: Double, v0: Double) -> Double {
            let x0 = -delta
            return delta + exp(-gamma * t) * (x0 * cos(omegaD * t) + (v0 + gamma * x0) / omegaD * sin(omegaD * t))
        }
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            KeyframeTrack { SpringKeyframe(12.0, duration: 1, spring: .bouncy, startVelocity: -30) }
        }
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(timeline.value(time: t), 2 + bouncy(t, delta: 10, v0: -30), accuracy: 1e-9, "t = \(t)")
        }
    }

    /// After a linear keyframe moving at 10/s, a spring towards where the track already is carries
    /// that velocity: critically damped, x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt) with x₀ = 0, v₀ = 10.
    func testSpringKeyframeInheritsThePreviousVelocity() {
        let omega = 4 * Double.pi
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                SpringKeyframe(10.0, duration: 0.5, spring: .smooth)
            }
        }
        for t in stride(from: 0.0, through: 0.5, by: 0.05) {
            XCTAssertEqual(timeline.value(time: 1 + t), 10 + 10 * t * exp(-omega * t), accuracy: 1e-9, "t = \(t)")
        }
    }

    /// Without a duration a spring keyframe lasts until the spring settles — the first t ≥ response
    /// at which √(x² + (x′/ω)²) ≤ 0.001 for a unit change from rest — and ends exactly on its value.
    /// Critically damped from rest: x = −(1 + ωt)e^(−ωt), x′ = ω²t·e^(−ωt), so the amplitude is
    /// e^(−s)·√((1 + s)² + s²) with s = ωt; solved here by bisection (s ≈ 9.3).
    func testSpringKeyframeWithoutDurationLastsUntilSettled() {
        let omega = 4 * Double.pi
        func amplitude(_ s: Double) -> Double { exp(-s) * ((1 + s) * (1 + s) + s * s).squareRoot() }
        var low = 2 * Double.pi, high = 40.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if amplitude(mid) <= 0.001 { high = mid } else { low = mid }
        }
        let settle = high / omega
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(5.0, spring: .smooth)
                LinearKeyframe(6.0, duration: 1)
            }
        }
        XCTAssertEqual(timeline.duration, settle + 1, accuracy: 1e-8)
        XCTAssertEqual(timeline.value(time: settle + 1e-7), 5, accuracy: 1e-5, "ends on its value")
        XCTAssertEqual(timeline.value(time: settle + 0.5), 5.5, accuracy: 1e-6, "the next keyframe starts from 5")
        XCTAssertEqual(KeyframeSpline<Double>.settlingDuration(of: Spring(response: .nan, dampingRatio: 1)), 0,
                       "an instant spring settles at once")
    }

    // MARK: Tracks

    func testTracksRunInParallelEachOnItsKeyPath() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 0.5)
                LinearKeyframe(.zero, duration: 0.5)
                LinearKeyframe(.degrees(30), duration: 1)
            }
            KeyframeTrack(\.y) {
                MoveKeyframe(-20)
                LinearKeyframe(0, duration: 0.25)
            }
        }
        XCTAssertEqual(timeline.duration, 2, "the longest track")
        let quarter = timeline.value(time: 0.25)
        XCTAssertEqual(quarter.scale, 1.25, accuracy: 1e-12)
        XCTAssertEqual(quarter.angle.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(quarter.y, 0, accuracy: 1e-12)
        let mid = timeline.value(time: 1.5)
        XCTAssertEqual(mid.scale, 2, "the scale track has ended and holds")
        XCTAssertEqual(mid.angle.degrees, 15, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0).y, -20)
        XCTAssertEqual(timeline.value(time: 0.125).y, -10, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(progress: 1).angle.degrees, 30, accuracy: 1e-9)
    }

    func testBareKeyframesFormOneTrackAndBuildersBranch() {
        let flag = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
            if flag {
                KeyframeTrack { LinearKeyframe(3.0, duration: 0.5) }
            } else {
                KeyframeTrack { LinearKeyframe(100.0, duration: 5) }
            }
        }
        XCTAssertEqual(timeline.duration, 2, "two keyframes in sequence, not two tracks of 1 s")
        XCTAssertEqual(timeline.value(time: 1.5), 3, "the later track on the same value wins")
        let chained = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        XCTAssertEqual(chained.value(time: 1.5), 5, accuracy: 1e-12)
        let empty = KeyframeTimeline(initialValue: 4.0) {}
        XCTAssertEqual(empty.duration, 0)
        XCTAssertEqual(empty.value(time: 1), 4)
    }

    func testBadValuesHaveDefinedResults() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: .nan)        // a jump
                LinearKeyframe(9.0, duration: -1)          // a jump
                LinearKeyframe(.nan, duration: 1)          // holds 9 for 1 s
                CubicKeyframe(3.0, duration: .infinity)    // a jump
                LinearKeyframe(4.0, duration: 1, timingCurve: .linear)
            }
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0), 9, "the leading jumps have happened")
        XCTAssertEqual(timeline.value(time: 0.5), 9, "the NaN keyframe holds the value")
        XCTAssertEqual(timeline.value(time: 1.5), 3.5, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: .infinity), 4)
        XCTAssertEqual(timeline.value(time: -.infinity), 1)
        XCTAssertFalse(timeline.value(progress: .nan).isNaN)
        let velocity = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 1, startVelocity: .nan) }
        }
        XCTAssertEqual(velocity.value(time: 0.5), 5, accuracy: 1e-12, "a NaN velocity counts as 0")
    }
}
