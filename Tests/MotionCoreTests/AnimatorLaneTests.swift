import XCTest
@testable import MotionCore

/// A lane samples its run through the animation's linear view, whichever kind holds it (a timing
/// curve and a spring are kept as themselves, a wrapped animation behind its protocol): each
/// sample is what `animate` gives for a context with no state.
final class AnimatorLaneTests: XCTestCase {
    func testIssue14_everyKindOfLinearViewSamplesAsItsAnimationAnimates() {
        let animations: [Animation] = [.easeInOut(duration: 0.5), .spring(response: 0.4, dampingFraction: 0.6),
                                       Animation.linear(duration: 0.5).delay(0.1)]
        for animation in animations {
            var lane = AnimatorLane(animation: animation, start: 0, delta: 10.0, context: AnimationContext(),
                                    registrations: [])
            XCTAssertTrue(lane.isFast, "\(animation)")
            var context = AnimationContext<Double>()
            var finishedFrame: Int?
            for frame in 0...120 {
                let time = Double(frame) / 60
                let sample = lane.sample(at: time)
                let covered = animation.animate(value: 10.0, time: time, context: &context)
                XCTAssertEqual(sample.isFinished, covered == nil, "\(animation) at \(time)")
                if let covered {
                    XCTAssertEqual(10 * sample.a, covered, accuracy: 1e-9, "\(animation) at \(time)")
                } else if finishedFrame == nil {
                    finishedFrame = frame
                }
            }
            // Each run ends within the two seconds sampled (the spring settles well before).
            XCTAssertNotNil(finishedFrame, "\(animation)")
        }
    }
}
