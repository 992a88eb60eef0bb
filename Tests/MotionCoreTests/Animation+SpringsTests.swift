import XCTest
@testable import MotionCore

final class AnimationSpringsTests: XCTestCase {
    private func spring(_ animation: Animation, file: StaticString = #filePath, line: UInt = #line) -> SpringAnimation? {
        let base = animation.base as? SpringAnimation
        XCTAssertNotNil(base, "\(animation) is not a spring", file: file, line: line)
        return base
    }

    private func assertSpring(_ animation: Animation, response: Double, dampingRatio: Double, blendDuration: Double = 0,
                              file: StaticString = #filePath, line: UInt = #line) {
        guard let base = spring(animation, file: file, line: line) else { return }
        XCTAssertEqual(base.spring.response, response, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(base.spring.dampingRatio, dampingRatio, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(base.blendDuration, blendDuration, file: file, line: line)
        XCTAssertTrue(base.mergesWithPrevious, file: file, line: line)
    }

    func testDefaultIsACriticallyDampedSpring() {
        assertSpring(.default, response: 0.55, dampingRatio: 1)
    }

    func testSpringDefaults() {
        assertSpring(.spring, response: 0.5, dampingRatio: 0.825)
        assertSpring(.spring(), response: 0.5, dampingRatio: 0.825)
        assertSpring(.spring(response: 0.3, dampingFraction: 0.4, blendDuration: 0.1), response: 0.3,
                     dampingRatio: 0.4, blendDuration: 0.1)
        // duration/bounce: response = duration, ζ = 1 − bounce, or 1/(1 + bounce) below 0.
        assertSpring(.spring(duration: 0.8, bounce: 0.25), response: 0.8, dampingRatio: 0.75)
        assertSpring(.spring(duration: 0.8, bounce: -0.2), response: 0.8, dampingRatio: 1.25)
        assertSpring(.spring(duration: 0.3), response: 0.3, dampingRatio: 1)
        assertSpring(.spring(Spring(duration: 0.4, bounce: 0.1), blendDuration: 0.2), response: 0.4,
                     dampingRatio: 0.9, blendDuration: 0.2)
    }

    func testPresets() {
        assertSpring(.smooth, response: 0.5, dampingRatio: 1)
        assertSpring(.snappy, response: 0.5, dampingRatio: 0.85)
        assertSpring(.bouncy, response: 0.5, dampingRatio: 0.7)
        assertSpring(.smooth(duration: 1, extraBounce: 0.1), response: 1, dampingRatio: 0.9)
        assertSpring(.snappy(duration: 0.2, extraBounce: 0.05), response: 0.2, dampingRatio: 0.8)
        assertSpring(.bouncy(extraBounce: 0.2), response: 0.5, dampingRatio: 0.5)
        // Duration 0.5, bounce 0.3: the published stiffness and damping.
        XCTAssertEqual(spring(.bouncy)?.spring.stiffness ?? 0, 157.91, accuracy: 0.005)
        XCTAssertEqual(spring(.bouncy)?.spring.damping ?? 0, 17.59, accuracy: 0.005)
    }

    func testInteractiveSpring() {
        assertSpring(.interactiveSpring(), response: 0.15, dampingRatio: 0.86, blendDuration: 0.25)
        assertSpring(.interactiveSpring, response: 0.15, dampingRatio: 0.86, blendDuration: 0.25)
        assertSpring(.interactiveSpring(duration: 0.2, extraBounce: 0.06), response: 0.2, dampingRatio: 0.8,
                     blendDuration: 0.25)
    }

    func testInterpolatingSpringsAreAdditive() {
        // m 2, k 50, c 4: response 2π/5, ζ = 4 / (2√100) = 0.2.
        let physical = spring(.interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 1.5))
        XCTAssertEqual(physical?.spring.mass, 2)
        XCTAssertEqual(physical?.spring.response ?? 0, 2 * .pi / 5, accuracy: 1e-12)
        XCTAssertEqual(physical?.spring.dampingRatio ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(physical?.initialVelocity, 1.5)
        XCTAssertEqual(physical?.mergesWithPrevious, false)
        let perceptual = spring(.interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: -1))
        XCTAssertEqual(perceptual?.spring, Spring(duration: 0.6, bounce: 0.2))
        XCTAssertEqual(perceptual?.initialVelocity, -1)
        XCTAssertEqual(spring(.interpolatingSpring)?.spring, Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(spring(.interpolatingSpring(.bouncy))?.spring, .bouncy)
        var context = AnimationContext<Double>()
        XCTAssertFalse(Animation.interpolatingSpring.shouldMerge(previous: .spring, value: 1.0, time: 0, context: &context))
        XCTAssertTrue(Animation.spring.shouldMerge(previous: .interpolatingSpring, value: 1.0, time: 0, context: &context))
    }

    func testAnimationForwardsToTheSpring() {
        var context = AnimationContext<Double>()
        XCTAssertEqual(Animation.bouncy.animate(value: 10.0, time: 0.2, context: &context) ?? .nan,
                       Spring.bouncy.value(target: 10.0, time: 0.2), accuracy: 1e-12)
        XCTAssertEqual(Animation.bouncy, Animation.spring(duration: 0.5, bounce: 0.3))
        XCTAssertNotEqual(Animation.bouncy, Animation.snappy)
    }
}
