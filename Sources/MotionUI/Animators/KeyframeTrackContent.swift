/// Keyframes for one track, as SwiftUI's `KeyframeTrackContent`: ``LinearKeyframe``,
/// ``CubicKeyframe``, ``SpringKeyframe``, ``MoveKeyframe``, or several of them built with
/// ``KeyframeTrackContentBuilder``.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.2)   // each of these is KeyframeTrackContent
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type the keyframes animate.
    associatedtype Value: Animatable
    /// The keyframes, in order (Motion's representation).
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe, resolved to Motion's representation (made by the keyframe types).
public struct _Keyframe<Value: Animatable> {
    let keyframe: KeyframeSpline<Value.AnimatableData>.Keyframe
}

/// Builds the keyframes of a ``KeyframeTrack`` from the statements of a closure, in order.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     CubicKeyframe(-20, duration: 0.2)
///     if bounce { SpringKeyframe(0, spring: .bouncy) } else { LinearKeyframe(0, duration: 0.2) }
/// }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> _KeyframeList<Value> {
        _KeyframeList(keyframe._keyframes)
    }

    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> _KeyframeList<Value> {
        _KeyframeList(keyframe._keyframes)
    }

    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> _KeyframeList<Value> {
        _KeyframeList(keyframe._keyframes)
    }

    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> _KeyframeList<Value> {
        _KeyframeList(keyframe._keyframes)
    }

    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframeList<Value>
    where Content.Value == Value {
        _KeyframeList(content._keyframes)
    }

    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(parts.flatMap(\._keyframes))
    }

    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList([])
    }

    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }

    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }

    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(parts.flatMap(\._keyframes))
    }
}

/// Keyframes in order: what ``KeyframeTrackContentBuilder`` builds.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let _keyframes: [_Keyframe<Value>]

    init(_ keyframes: [_Keyframe<Value>]) { _keyframes = keyframes }
}
