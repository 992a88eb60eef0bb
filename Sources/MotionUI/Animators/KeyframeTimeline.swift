import Foundation

/// Keyframe tracks resolved against an initial value, as SwiftUI's `KeyframeTimeline`: the value
/// at any time, without a view. Keyframe animators use one per run.
///
/// - ``duration`` is the length of the longest track.
/// - ``value(time:)`` starts from the initial value and lets every track write its part; a time
///   before 0 gives the initial value (NaN counts as 0, where leading move keyframes have already
///   jumped), a time after a track's end the value the track reached.
/// - ``value(progress:)`` is the value at `progress · duration`, progress clamped to 0…1.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack {
///         LinearKeyframe(10.0, duration: 1)
///         CubicKeyframe(0.0, duration: 1)
///     }
/// }
/// timeline.duration              // 2
/// timeline.value(time: 0.5)      // 5
/// timeline.value(progress: 1)    // 0
/// ```
public struct KeyframeTimeline<Value> {
    /// The value every track starts from.
    public let initialValue: Value
    private let tracks: [ResolvedKeyframeTrack<Value>]
    /// The length of the longest track, in seconds.
    public let duration: TimeInterval

    /// A timeline of the tracks `content` builds, starting from `initialValue`.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: Pose()) {
    ///     KeyframeTrack(\.scale) { SpringKeyframe(1.5, duration: 0.8, spring: .bouncy) }
    /// }
    /// ```
    public init<K: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> K) where K.Value == Value {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init<K: Keyframes>(initialValue: Value, keyframes: K) where K.Value == Value {
        self.initialValue = initialValue
        tracks = keyframes._tracks.map { $0.resolve(initialValue) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds after the start.
    ///
    /// ```swift
    /// timeline.value(time: 0.25)
    /// ```
    public func value(time: Double) -> Value {
        let t = time.isNaN ? 0 : time
        var value = initialValue
        for track in tracks { track.apply(&value, t) }
        return value
    }

    /// The value at `progress` (0…1, clamped; NaN counts as 0) of ``duration``.
    ///
    /// ```swift
    /// timeline.value(progress: 0.5)   // half way through the longest track
    /// ```
    public func value(progress: Double) -> Value {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return value(time: p * duration)
    }
}
