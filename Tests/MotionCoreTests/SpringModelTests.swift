import XCTest
@testable import MotionCore

final class SpringModelTests: XCTestCase {
    // MARK: - Parameters

    func testDurationAndBounceGivePublishedStiffnessAndDamping() {
        // duration 0.5, bounce 0.3: ζ = 0.7, k = (2π / 0.5)² = 16π² ≈ 157.91, c = 4π·0.7 / 0.5 = 5.6π ≈ 17.59.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.stiffness, 157.91, accuracy: 0.005)
        XCTAssertEqual(spring.damping, 17.59, accuracy: 0.005)
        XCTAssertEqual(spring.stiffness, 16 * .pi * .pi, accuracy: 1e-10)
        XCTAssertEqual(spring.damping, 5.6 * .pi, accuracy: 1e-12)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.3, accuracy: 1e-12)
    }

    func testResponseAndDampingRatio() {
        // response 0.4, ζ 0.5: k = (2π/0.4)² = 25π², c = 4π·0.5/0.4 = 5π.
        let spring = Spring(response: 0.4, dampingRatio: 0.5)
        XCTAssertEqual(spring.stiffness, 25 * .pi * .pi, accuracy: 1e-10)
        XCTAssertEqual(spring.damping, 5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.5, accuracy: 1e-12)
    }

    func testNegativeBounceIsOverDamped() {
        // bounce −0.5: ζ = 1 / (1 − 0.5) = 2, and back: bounce = 1/ζ − 1 = −0.5.
        let spring = Spring(duration: 1, bounce: -0.5)
        XCTAssertEqual(spring.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.regime, .overdamped)
    }

    func testPhysicalParameters() {
        // m 2, k 50, c 4: ω = √(50/2) = 5, response = 2π/5, ζ = 4 / (2·√(50·2)) = 0.2.
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        XCTAssertEqual(spring.mass, 2)
        XCTAssertEqual(spring.stiffness, 50, accuracy: 1e-10)
        XCTAssertEqual(spring.damping, 4, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 2 * .pi / 5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.2, accuracy: 1e-12)
    }

    func testPresets() {
        XCTAssertEqual(Spring.smooth.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy.dampingRatio, 0.85, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy.dampingRatio, 0.7, accuracy: 1e-12)
        for spring in [Spring.smooth, .snappy, .bouncy] { XCTAssertEqual(spring.duration, 0.5, accuracy: 1e-12) }
        XCTAssertEqual(Spring.bouncy(duration: 1, extraBounce: 0.2).bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy(extraBounce: -0.15), Spring.smooth)
        XCTAssertEqual(Spring.smooth(duration: 2).response, 2, accuracy: 1e-12)
    }

    // MARK: - Closed forms

    func testUnderDampedMatchesClosedForm() {
        // m 1, k 25, c 6: γ = c/2 = 3, ω = 5, ω_d = √(25 − 9) = 4. Solving x″ + 6x′ + 25x = 0 with
        // x(0) = x0, x′(0) = v0: x(t) = e^(−3t)·[x0·cos 4t + (v0 + 3x0)/4 · sin 4t], and differentiating,
        // x′(t) = e^(−3t)·[v0·cos 4t − (3v0 + 25x0)/4 · sin 4t].
        let spring = Spring(mass: 1, stiffness: 25, damping: 6)
        XCTAssertEqual(spring.regime, .underdamped)
        for (x0, v0) in [(-1.0, 0.0), (2.0, -7.0), (0.0, 3.0)] {
            for t in [0, 0.05, 0.1, 0.3, 0.7, 1.2, 2.5] {
                let e = exp(-3 * t)
                let x = e * (x0 * cos(4 * t) + (v0 + 3 * x0) / 4 * sin(4 * t))
                let v = e * (v0 * cos(4 * t) - (3 * v0 + 25 * x0) / 4 * sin(4 * t))
                let state = spring.displacement(from: x0, velocity: v0, time: t)
                XCTAssertEqual(state.x, x, accuracy: 1e-12, "x at \(t)")
                XCTAssertEqual(state.velocity, v, accuracy: 1e-11, "v at \(t)")
            }
        }
    }

    func testCriticallyDampedMatchesClosedForm() {
        // m 1, k 16, c 8: γ = ω = 4. x(t) = (x0 + (v0 + 4x0)·t)·e^(−4t),
        // x′(t) = (v0 − 4(v0 + 4x0)·t)·e^(−4t).
        let spring = Spring(mass: 1, stiffness: 16, damping: 8)
        XCTAssertEqual(spring.regime, .critical)
        for (x0, v0) in [(-1.0, 0.0), (2.0, -7.0), (0.0, 3.0)] {
            for t in [0, 0.05, 0.1, 0.3, 0.7, 1.2, 2.5] {
                let e = exp(-4 * t)
                XCTAssertEqual(spring.displacement(from: x0, velocity: v0, time: t).x,
                               (x0 + (v0 + 4 * x0) * t) * e, accuracy: 1e-12)
                XCTAssertEqual(spring.displacement(from: x0, velocity: v0, time: t).velocity,
                               (v0 - 4 * (v0 + 4 * x0) * t) * e, accuracy: 1e-12)
            }
        }
    }

    func testOverDampedMatchesClosedForm() {
        // m 1, k 3, c 4: r² + 4r + 3 = 0 gives r = −1, −3. x = C1·e^(−t) + C2·e^(−3t) with
        // C1 + C2 = x0 and −C1 − 3C2 = v0, so C1 = (3x0 + v0)/2, C2 = −(x0 + v0)/2;
        // x′ = −C1·e^(−t) − 3C2·e^(−3t).
        let spring = Spring(mass: 1, stiffness: 3, damping: 4)
        XCTAssertEqual(spring.regime, .overdamped)
        for (x0, v0) in [(-1.0, 0.0), (2.0, -7.0), (0.0, 3.0)] {
            let c1 = (3 * x0 + v0) / 2, c2 = -(x0 + v0) / 2
            for t in [0, 0.05, 0.1, 0.3, 0.7, 1.2, 2.5, 10] {
                let state = spring.displacement(from: x0, velocity: v0, time: t)
                XCTAssertEqual(state.x, c1 * exp(-t) + c2 * exp(-3 * t), accuracy: 1e-12)
                XCTAssertEqual(state.velocity, -c1 * exp(-t) - 3 * c2 * exp(-3 * t), accuracy: 1e-12)
            }
        }
    }

    func testMassScalesTheEquation() {
        // m 4, k 100, c 16 is x″ + 4x′ + 25x = 0: γ = 2, ω = 5, ω_d = √21.
        // From x0 = −1 at rest: x(t) = −e^(−2t)·[cos ω_d t + (2/ω_d)·sin ω_d t].
        let spring = Spring(mass: 4, stiffness: 100, damping: 16)
        let wd = 21.0.squareRoot()
        for t in [0.1, 0.4, 0.9] {
            XCTAssertEqual(spring.value(target: 1.0, time: t) - 1, -exp(-2 * t) * (cos(wd * t) + 2 / wd * sin(wd * t)),
                           accuracy: 1e-12)
        }
    }

    func testNearCriticalIsContinuousWithCritical() {
        // ζ = 1 ± Δ fall on either side of the discriminant (under- and over-damped forms). The solution is
        // smooth in ζ, so each differs from ζ = 1 by O(Δ) (|∂x/∂ζ| stays below 5 here) and their mean by
        // O(Δ²); a form that lost digits to cancellation near δ = 0 (say (e^(r1 t) − e^(r2 t)) / (r1 − r2)
        // computed directly) would miss the 1e-13 bound on the mean by orders of magnitude.
        let critical = Spring(response: 0.5, dampingRatio: 1)
        XCTAssertEqual(critical.regime, .critical)
        for delta in [1e-12, 1e-9, 1e-6] {
            let under = Spring(response: 0.5, dampingRatio: 1 - delta)
            let over = Spring(response: 0.5, dampingRatio: 1 + delta)
            XCTAssertEqual(under.regime, .underdamped)
            XCTAssertEqual(over.regime, .overdamped)
            for t in [0.001, 0.01, 0.1, 0.3, 0.6, 1.5] {
                let a = under.displacement(from: -1.0, velocity: 2.0, time: t)
                let b = over.displacement(from: -1.0, velocity: 2.0, time: t)
                let c = critical.displacement(from: -1.0, velocity: 2.0, time: t)
                XCTAssertEqual(a.x, c.x, accuracy: 5 * delta + 1e-14, "Δ \(delta) t \(t)")
                XCTAssertEqual(b.x, c.x, accuracy: 5 * delta + 1e-14, "Δ \(delta) t \(t)")
                XCTAssertEqual(a.velocity, c.velocity, accuracy: 50 * delta + 1e-13, "Δ \(delta) t \(t)")
                XCTAssertEqual(b.velocity, c.velocity, accuracy: 50 * delta + 1e-13, "Δ \(delta) t \(t)")
                XCTAssertEqual((a.x + b.x) / 2, c.x, accuracy: 1e3 * delta * delta + 1e-13, "Δ \(delta) t \(t)")
                XCTAssertEqual((a.velocity + b.velocity) / 2, c.velocity, accuracy: 1e5 * delta * delta + 1e-12,
                               "Δ \(delta) t \(t)")
            }
        }
    }

    func testVelocityIsTheDerivativeOfValue() {
        let h = 1e-6
        for spring in [Spring.bouncy, .smooth, Spring(duration: 0.8, bounce: -0.6), Spring(mass: 3, stiffness: 40, damping: 2)] {
            for t in [0.02, 0.2, 0.5, 1.1] {
                let difference = (spring.value(target: 5.0, initialVelocity: 3, time: t + h)
                    - spring.value(target: 5.0, initialVelocity: 3, time: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(target: 5.0, initialVelocity: 3, time: t), difference, accuracy: 1e-6)
            }
        }
    }

    func testValueStartsAtZeroAndEndsAtTarget() {
        let spring = Spring.bouncy
        XCTAssertEqual(spring.value(target: 8.0, time: 0), 0, accuracy: 1e-15)
        XCTAssertEqual(spring.velocity(target: 8.0, initialVelocity: 2, time: 0), 2, accuracy: 1e-15)
        XCTAssertEqual(spring.value(target: 8.0, time: 20), 8, accuracy: 1e-12)
        XCTAssertEqual(spring.value(target: 8.0, time: .infinity), 8)
        XCTAssertEqual(spring.velocity(target: 8.0, time: .infinity), 0)
    }

    func testGenericValuesAreComponentWise() {
        let spring = Spring.snappy
        let pair = spring.value(target: AnimatablePair(3.0, -2.0), initialVelocity: AnimatablePair(1.0, 4.0), time: 0.2)
        XCTAssertEqual(pair.first, spring.value(target: 3.0, initialVelocity: 1, time: 0.2), accuracy: 1e-12)
        XCTAssertEqual(pair.second, spring.value(target: -2.0, initialVelocity: 4, time: 0.2), accuracy: 1e-12)
        let vector = spring.velocity(target: AnimatableVector([1, 2, 3]), time: 0.3)
        XCTAssertEqual(vector.elements[2], spring.velocity(target: 3.0, time: 0.3), accuracy: 1e-12)
    }

    // MARK: - Bad values

    func testBadResponsesMakeAnInstantSpring() {
        for response in [Double.nan, 0, -1, .infinity, -.infinity] {
            let spring = Spring(response: response, dampingRatio: 0.5)
            XCTAssertTrue(spring.isInstant, "\(response)")
            XCTAssertEqual(spring.response, 0)
            XCTAssertEqual(spring.dampingRatio, 1)
            XCTAssertEqual(spring.bounce, 0)
            XCTAssertEqual(spring.stiffness, .infinity)
            XCTAssertEqual(spring.value(target: 3.0, time: 0), 3)
            XCTAssertEqual(spring.velocity(target: 3.0, time: 0), 0)
        }
        XCTAssertTrue(Spring(duration: .nan, bounce: 0).isInstant)
        for stiffness in [Double.nan, 0, -5, .infinity] {
            XCTAssertTrue(Spring(mass: 1, stiffness: stiffness, damping: 1).isInstant, "\(stiffness)")
        }
        XCTAssertEqual(Spring(response: 1e-9, dampingRatio: 1).response, 1e-6, accuracy: 1e-18)
        XCTAssertEqual(Spring(response: 1e9, dampingRatio: 1).response, 1e6, accuracy: 1e-3)
    }

    func testBadDampingIsClamped() {
        XCTAssertEqual(Spring(response: 1, dampingRatio: .nan).dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(response: 1, dampingRatio: -3).dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(Spring(response: 1, dampingRatio: 0).dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(Spring(response: 1, dampingRatio: .infinity).dampingRatio, 100, accuracy: 1e-9)
        XCTAssertEqual(Spring(duration: 1, bounce: 1).dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 1, bounce: 5).dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 1, bounce: -1).dampingRatio, 100, accuracy: 1e-9)
        XCTAssertEqual(Spring(duration: 1, bounce: -7).dampingRatio, 100, accuracy: 1e-9)
        XCTAssertEqual(Spring(duration: 1, bounce: .nan).dampingRatio, 1, accuracy: 1e-12)
        // Physical: NaN damping is critical (c = 2√(km) = 2·√(4·1) = 4), negative damping is ζ 0.01.
        XCTAssertEqual(Spring(mass: 1, stiffness: 4, damping: .nan).damping, 4, accuracy: 1e-12)
        XCTAssertEqual(Spring(mass: 1, stiffness: 4, damping: -2).dampingRatio, 0.01, accuracy: 1e-12)
        for mass in [Double.nan, 0, -1, .infinity] {
            XCTAssertEqual(Spring(mass: mass, stiffness: 4, damping: 1).mass, 1, "\(mass)")
        }
    }

    func testBadTimesAndValuesNeverGiveNaN() {
        let spring = Spring.bouncy
        XCTAssertEqual(spring.value(target: 2.0, time: .nan), 0)
        XCTAssertEqual(spring.value(target: 2.0, time: -1), 0)
        for zeta in [0.01, 1, 100] {
            let s = Spring(response: 1e-6, dampingRatio: zeta)
            for t in [0, 1e-9, 1, 1e300, .infinity] {
                XCTAssertTrue(s.value(target: 1.0, initialVelocity: 1e6, time: t).isFinite, "ζ \(zeta) t \(t)")
                XCTAssertTrue(s.velocity(target: 1.0, initialVelocity: 1e6, time: t).isFinite, "ζ \(zeta) t \(t)")
            }
        }
    }

    func testDescription() {
        XCTAssertEqual(Spring(response: .nan, dampingRatio: 1).description, "Spring(instant)")
        XCTAssertTrue(Spring.bouncy.description.hasPrefix("Spring(response: 0.5"))
    }
}
