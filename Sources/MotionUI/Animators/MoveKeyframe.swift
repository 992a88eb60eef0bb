import Foundation

/// A keyframe that jumps to `to` at once, as SwiftUI's `MoveKeyframe`; it takes no time, and the
/// track is at rest there (a cubic keyframe after it starts with zero velocity).
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     MoveKeyframe(-100)                   // start off-screen
///     LinearKeyframe(0, duration: 0.3)     // then slide in
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value jumped to.
    public let to: Value

    /// A jump to `to`.
    ///
    /// ```swift
    /// MoveKeyframe(Angle.degrees(45))
    /// ```
    public init(_ to: Value) {
        self.to = to
    }

    /// This keyframe in Motion's representation (``KeyframeTrack`` reads it).
    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(keyframe: .init(value: to.animatableData, duration: 0, kind: .move))]
    }
}
