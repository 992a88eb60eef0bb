import Foundation

/// A gesture that follows a pinch's rotation, as SwiftUI's `RotateGesture` (iOS 17): its value
/// says how far the pinch turned since it began (positive clockwise on screen), how fast, and where
/// it began.
///
/// Rules: it starts (its first `onChanged`) in the first pinch event whose rotation — the sum of
/// the pinch's rotation steps since it began — is at least `minimumAngleDelta` either way, and it
/// reports the whole rotation from the start, so it does not jump; a pinch that only scales never
/// starts it (it fails when the pinch ends). It ends (`onEnded`) with the pinch. A pointer press
/// does not start it.
///
/// On Linux a pinch is a touchpad's two fingers, or **Ctrl + Shift + mouse wheel** in the runner
/// (each notch turns 5° around the pointer, up clockwise; the pinch ends when the wheel has been
/// quiet for 0.3 s of the frame clock); see ``InputEvent/pinchBegan(_:)``. `startLocation` is in the
/// view's own coordinates and `startAnchor` is it in the view's unit square.
///
/// ```swift
/// @State private var angle = Angle.zero
/// Rectangle().frame(width: 200, height: 200)
///     .rotationEffect(angle)
///     .gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
    /// A pinch's rotation.
    public struct Value: Equatable, Sendable {
        /// The host time of the newest pinch event, as a date (seconds since 1970 on the host clock).
        public var time: Date
        /// How far the pinch turned since it began, positive clockwise.
        public var rotation: Angle
        /// How fast it turns: the angle a second.
        public var velocity: Angle
        /// Where the pinch began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// How far the pinch must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotate gesture that starts once the pinch turned `minimumAngleDelta` either way.
    ///
    /// ```swift
    /// RotateGesture(minimumAngleDelta: .degrees(5)).onEnded { angle += $0.rotation }
    /// ```
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotateGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        PinchRecognizer(startsPast: .rotation(minimumAngleDelta)) { progress in
            Value(time: progress.time, rotation: progress.rotation, velocity: progress.angularVelocity,
                  startAnchor: progress.startAnchor, startLocation: progress.startLocation)
        }
    }
}
