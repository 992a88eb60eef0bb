import Foundation

/// A keyframe reached along a timing curve, as SwiftUI's `LinearKeyframe`: from the track's value
/// at its start to `to` over `duration` seconds, the change following `timingCurve` (linear unless
/// given). A bad duration (NaN, negative, infinite) makes it a jump.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.5, duration: 0.4)                          // constant speed
///     LinearKeyframe(1.0, duration: 0.4, timingCurve: .easeOut)   // slowing down
/// }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the end of the keyframe.
    public let to: Value
    /// The keyframe's length in seconds.
    public let duration: TimeInterval
    /// How the change is spread over the duration.
    public let timingCurve: UnitCurve

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    ///
    /// ```swift
    /// LinearKeyframe(Angle.degrees(90), duration: 0.5, timingCurve: .easeInOut)
    /// ```
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// This keyframe in Motion's representation (``KeyframeTrack`` reads it).
    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(keyframe: .init(value: to.animatableData, duration: duration, kind: .linear(timingCurve)))]
    }
}
