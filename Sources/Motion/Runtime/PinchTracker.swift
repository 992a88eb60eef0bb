import Foundation
import MotionSDL

/// Turns the window's pinch input into the pinch sequences gestures follow
/// (``InputEvent/pinchBegan(_:)``, ``InputEvent/pinchChanged(scale:rotation:at:)``,
/// ``InputEvent/pinchEnded(_:)``): a desktop has one pointer, so the wheel stands in for two fingers.
///
/// Rules: **Ctrl + wheel** magnifies around the pointer, each notch (``WindowEvent/wheelNotch``
/// points of wheel; a touchpad's fractions count in proportion) by ``notchScale``, wheel up (away
/// from you) zooming in; **Ctrl + Shift + wheel** turns around the pointer by ``notchRotation`` a
/// notch, wheel up clockwise (a sideways wheel counts when there is no vertical one: some systems
/// turn Shift + wheel sideways). A touchpad's two-finger pinch (``WindowEvent/pinch(scale:rotation:)``)
/// scales and turns around the pointer as it is. The first such event begins a pinch; the pinch
/// ends once none came for ``quietGap`` seconds of the frame clock, or when a button goes down or
/// the pointer leaves the window.
///
/// ```swift
/// var tracker = PinchTracker()
/// tracker.wheel(CGSize(width: 0, height: -40), rotates: false, at: point, time: 0)
/// // [.pinchBegan(point), .pinchChanged(scale: 1.1, rotation: .zero, at: point)]
/// tracker.endIfQuiet(at: 0.3)   // [.pinchEnded(point)]
/// ```
struct PinchTracker {
    /// The factor one wheel notch scales by with Ctrl held.
    static let notchScale: CGFloat = 1.1
    /// The angle one wheel notch turns by with Ctrl + Shift held.
    static let notchRotation = Angle.degrees(5)
    /// How long the input must be quiet, in seconds of the frame clock, for the pinch to end.
    static let quietGap: TimeInterval = 0.3

    /// The running pinch's centre, nil when none runs.
    private var centre: CGPoint?
    /// The frame time of the running pinch's newest event.
    private var lastEventTime: TimeInterval = 0

    /// Whether a pinch runs.
    var isPinching: Bool { centre != nil }

    /// The events for a wheel turn of `delta` points (as ``WindowEvent/mouseWheel(_:)``) with Ctrl
    /// held — and Shift when `rotates` — at `point`, at frame time `time`.
    mutating func wheel(_ delta: CGSize, rotates: Bool, at point: CGPoint, time: TimeInterval) -> [InputEvent] {
        let notches = -(delta.height != 0 ? delta.height : delta.width) / WindowEvent.wheelNotch
        guard notches != 0 else { return [] }
        if rotates {
            return change(scale: 1, rotation: .radians(PinchTracker.notchRotation.radians * Double(notches)), at: point, time: time)
        }
        return change(scale: pow(PinchTracker.notchScale, notches), rotation: .zero, at: point, time: time)
    }

    /// The events for a pinch step that scaled by `scale` and turned by `rotation` around `point`,
    /// at frame time `time`: the pinch begins first when none runs.
    mutating func change(scale: CGFloat, rotation: Angle, at point: CGPoint, time: TimeInterval) -> [InputEvent] {
        let began: [InputEvent] = centre == nil ? [.pinchBegan(point)] : []
        centre = point
        lastEventTime = time
        return began + [.pinchChanged(scale: scale, rotation: rotation, at: point)]
    }

    /// The running pinch's end when no event came for ``quietGap`` by frame time `time`.
    mutating func endIfQuiet(at time: TimeInterval) -> [InputEvent] {
        guard centre != nil, time - lastEventTime >= PinchTracker.quietGap else { return [] }
        return end()
    }

    /// The running pinch's end, at once (a button went down, the pointer left).
    mutating func end() -> [InputEvent] {
        guard let centre else { return [] }
        self.centre = nil
        return [.pinchEnded(centre)]
    }
}
