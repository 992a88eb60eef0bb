import Foundation

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`: from the track's value at
/// its start to `to` over `duration` seconds, leaving with `startVelocity` and arriving with
/// `endVelocity` (units of the value per second).
///
/// Velocities left out are chosen for smooth motion: consecutive cubic keyframes form a Catmull-Rom
/// spline (at a keyframe between two of them the velocity is (next − previous) / (time between
/// them)); next to a linear or spring keyframe the cubic takes that keyframe's velocity where they
/// meet; at the start and end of the track, and next to a move keyframe, the velocity is zero (so
/// a lone cubic keyframe eases in and out). Value and velocity are continuous wherever the
/// velocity was chosen. See `KeyframeSpline` for the exact rules.
///
/// ```swift
/// KeyframeTrack(\.angle) {
///     CubicKeyframe(.degrees(16), duration: 0.125)
///     CubicKeyframe(.degrees(-16), duration: 0.125)
///     CubicKeyframe(.zero, duration: 0.125)
/// }
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the end of the keyframe.
    public let to: Value
    /// The keyframe's length in seconds.
    public let duration: TimeInterval
    /// The velocity at the start, or nil for a smooth one.
    public let startVelocity: Value?
    /// The velocity at the end, or nil for a smooth one.
    public let endVelocity: Value?

    /// A keyframe reaching `to` after `duration` seconds on a cubic curve.
    ///
    /// ```swift
    /// CubicKeyframe(0.6, duration: 0.15, startVelocity: 0, endVelocity: -2)
    /// ```
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// This keyframe in Motion's representation (``KeyframeTrack`` reads it).
    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(keyframe: .init(value: to.animatableData, duration: duration,
                                   kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData)))]
    }
}
