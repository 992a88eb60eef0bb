import Foundation

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`: a `spring` released at the
/// track's value at the start, towards `to`, with `startVelocity` (or the velocity the previous
/// keyframe ended with; zero at the start of the track).
///
/// With a `duration`, the spring runs for that long and the next keyframe starts from wherever it
/// got (still moving, perhaps). Without one, the keyframe lasts the spring's settling time — when a
/// spring animation from rest over a unit change would be removed — and ends exactly at `to`.
///
/// ```swift
/// KeyframeTrack(\.verticalTranslation) {
///     SpringKeyframe(-60, duration: 1.0, spring: .bouncy)
///     SpringKeyframe(0, spring: .bouncy)    // lasts until it settles
/// }
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the spring heads for.
    public let to: Value
    /// How long the keyframe lasts, or nil for the spring's settling time.
    public let duration: TimeInterval?
    /// The spring.
    public let spring: Spring
    /// The velocity at the start, or nil for the previous keyframe's.
    public let startVelocity: Value?

    /// A keyframe driven by `spring` towards `to`.
    ///
    /// ```swift
    /// SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    /// ```
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// This keyframe in Motion's representation (``KeyframeTrack`` reads it).
    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(keyframe: .init(value: to.animatableData, duration: duration ?? 0,
                                   kind: .spring(spring, start: startVelocity?.animatableData,
                                                 hasDuration: duration != nil)))]
    }
}
