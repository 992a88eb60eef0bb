import XCTest
import MotionSDL
@testable import Motion

/// Ctrl + wheel and touchpad pinches become pinch sequences, ended by a quiet gap on the frame clock.
final class PinchTrackerTests: XCTestCase {
    private let point = CGPoint(x: 120, y: 80)

    func testCtrlWheelMagnifiesByAFixedFactorANotchAndBeginsThePinchOnce() {
        var tracker = PinchTracker()
        XCTAssertEqual(tracker.wheel(CGSize(width: 0, height: -40), rotates: false, at: point, time: 1), [
            .pinchBegan(point), .pinchChanged(scale: 1.1, rotation: .zero, at: point),
        ], "wheel up one notch: zoom in by 1.1")
        XCTAssertEqual(tracker.wheel(CGSize(width: 0, height: 80), rotates: false, at: point, time: 1.1), [
            .pinchChanged(scale: 1 / (1.1 * 1.1), rotation: .zero, at: point),
        ], "two notches down: out by 1.1 twice, in the same pinch")
        XCTAssertTrue(tracker.isPinching)
        XCTAssertEqual(tracker.wheel(.zero, rotates: false, at: point, time: 1.1), [], "no wheel, no step")
    }

    func testCtrlShiftWheelTurnsFiveDegreesANotchEvenWhenTheWheelTurnsSideways() {
        var tracker = PinchTracker()
        let events = tracker.wheel(CGSize(width: 0, height: -40), rotates: true, at: point, time: 0)
        XCTAssertEqual(events.last, .pinchChanged(scale: 1, rotation: .degrees(5), at: point), "wheel up: clockwise")
        XCTAssertEqual(tracker.wheel(CGSize(width: 80, height: 0), rotates: true, at: point, time: 0),
                       [.pinchChanged(scale: 1, rotation: .radians(Angle.degrees(5).radians * -2), at: point)])
    }

    func testThePinchEndsAfterAQuietGapOnTheFrameClockOrAtOnce() {
        var tracker = PinchTracker()
        XCTAssertEqual(tracker.endIfQuiet(at: 5), [], "no pinch runs")
        _ = tracker.change(scale: 1.2, rotation: .zero, at: point, time: 2)
        let moved = CGPoint(x: 130, y: 80)
        _ = tracker.change(scale: 1.2, rotation: .zero, at: moved, time: 2.25)
        XCTAssertEqual(tracker.endIfQuiet(at: 2.5), [], "quiet for 0.25 s, less than 0.3 s")
        XCTAssertEqual(tracker.endIfQuiet(at: 2.5625), [.pinchEnded(moved)], "quiet for 0.3125 s: it ends where it last was")
        XCTAssertFalse(tracker.isPinching)
        XCTAssertEqual(tracker.end(), [])
        _ = tracker.change(scale: 1, rotation: .degrees(3), at: point, time: 3)
        XCTAssertEqual(tracker.end(), [.pinchEnded(point)])
    }
}
