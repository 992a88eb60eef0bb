import Foundation

/// The keyframes of one part of an animated value, as SwiftUI's `KeyframeTrack`: the part at
/// `keyPath` (the whole value without one) starts from its initial value and moves through the
/// keyframes in order. Tracks run in parallel; each writes its own key path (when two write the
/// same one, the later track wins). After its last keyframe a track holds the value it reached.
///
/// The type parameters are the root value, the animated part and the keyframes (SwiftUI names
/// the second one `Value`; here `Value` is the root, as ``Keyframes`` requires).
///
/// ```swift
/// struct Pose { var scale = 1.0; var angle = Angle.zero }
/// KeyframeTrack(\Pose.scale) {
///     LinearKeyframe(1.2, duration: 0.2)
///     SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The whole animated value the track writes into.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, TrackValue>
    let keyframes: [_Keyframe<TrackValue>]

    /// A track animating the part of the value at `keyPath`.
    ///
    /// ```swift
    /// KeyframeTrack(\.angle) { CubicKeyframe(.degrees(16), duration: 0.125) }
    /// ```
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
                @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        keyframes = content()._keyframes
    }

    /// A track animating the whole value.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) {
    ///     KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
    /// }
    /// ```
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        self.init(\.self, content: content)
    }

    init(_ keyPath: WritableKeyPath<Root, TrackValue>, list: Content) {
        self.keyPath = keyPath
        keyframes = list._keyframes
    }

    /// This track, ready to be resolved against an initial value.
    public var _tracks: [_KeyframeTrackSource<Root>] { [source] }

    var source: _KeyframeTrackSource<Root> {
        let keyPath = keyPath, keyframes = keyframes.map(\.keyframe)
        return _KeyframeTrackSource { initial in
            let spline = KeyframeSpline(initial: initial[keyPath: keyPath].animatableData, keyframes: keyframes)
            return ResolvedKeyframeTrack(duration: spline.duration) { root, time in
                root[keyPath: keyPath].animatableData = spline.value(at: time)
            }
        }
    }
}
