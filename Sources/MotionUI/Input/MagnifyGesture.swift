import Foundation

/// A gesture that follows a pinch's magnification, as SwiftUI's `MagnifyGesture` (iOS 17): its
/// value says how much the pinch scaled since it began, how fast, and where it began.
///
/// Rules: it starts (its first `onChanged`) in the first pinch event whose magnification — the
/// product of the pinch's scale steps since it began — differs from 1 by at least
/// `minimumScaleDelta`, and it reports the whole magnification from the start, so it does not
/// jump; a pinch that only turns never starts it (it fails when the pinch ends). It ends (`onEnded`)
/// with the pinch. A pointer press does not start it.
///
/// On Linux a pinch is a touchpad's two fingers, or **Ctrl + mouse wheel** in the runner (each notch
/// scales by 1.1 around the pointer, up to zoom in; the pinch ends when the wheel has been quiet for
/// 0.3 s of the frame clock); see ``InputEvent/pinchBegan(_:)``. `startLocation` is in the view's own
/// coordinates and `startAnchor` is it in the view's unit square.
///
/// ```swift
/// @GestureState private var magnifyBy = 1.0
/// Circle().frame(width: 100, height: 100)
///     .scaleEffect(magnifyBy)
///     .gesture(MagnifyGesture().updating($magnifyBy) { value, state, _ in state = value.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// A pinch's magnification.
    public struct Value: Equatable, Sendable {
        /// The host time of the newest pinch event, as a date (seconds since 1970 on the host clock).
        public var time: Date
        /// How much the pinch scaled since it began: 2 is twice as large.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the pinch began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// How far the magnification must move from 1 before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture that starts once the magnification is `minimumScaleDelta` away from 1.
    ///
    /// ```swift
    /// MagnifyGesture(minimumScaleDelta: 0.05).onEnded { zoom *= $0.magnification }
    /// ```
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnifyGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        PinchRecognizer(startsPast: .magnification(minimumScaleDelta)) { progress in
            Value(time: progress.time, magnification: progress.magnification, velocity: progress.velocity,
                  startAnchor: progress.startAnchor, startLocation: progress.startLocation)
        }
    }
}
