import Foundation

/// Keyframe tracks for a value of type `Value`, as SwiftUI's `Keyframes`: one ``KeyframeTrack`` or
/// several built with ``KeyframesBuilder``. The tracks run in parallel, each writing its own part
/// of the value.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.3) }
///     KeyframeTrack(\.angle) { CubicKeyframe(.degrees(10), duration: 0.5) }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of the whole animated value.
    associatedtype Value
    /// The tracks (Motion's representation).
    var _tracks: [_KeyframeTrackSource<Value>] { get }
}

/// One track of a ``Keyframes`` value, ready to be resolved against an initial value.
public struct _KeyframeTrackSource<Root> {
    let resolve: (Root) -> ResolvedKeyframeTrack<Root>
}

/// A track resolved against an initial value: its length and how it writes its part of the value.
struct ResolvedKeyframeTrack<Root> {
    let duration: TimeInterval
    /// Writes the track's value at a time (seconds from the start) into the root value.
    let apply: (inout Root, TimeInterval) -> Void
}

/// Builds the tracks of a keyframe animation from the statements of a closure: ``KeyframeTrack``s,
/// and keyframes written directly when they animate the whole value (consecutive ones form one
/// track).
///
/// ```swift
/// Text("Hi").keyframeAnimator(initialValue: 1.0) { view, scale in
///     view.scaleEffect(scale)
/// } keyframes: { _ in
///     LinearKeyframe(1.3, duration: 0.2)     // a track on the whole value
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(parts: keyframes._tracks.map { .track($0) })
    }

    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframeTracks<Value>
    where Content.Value == Value {
        _KeyframeTracks(parts: [.keyframes(content._keyframes.map { $0 as Any }, { keyframes in
            KeyframeTrack<Value, Value, _KeyframeList<Value>>(
                \Value.self, list: _KeyframeList(keyframes.map { $0 as! _Keyframe<Value> })).source
        })])
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(parts: parts.flatMap(\.parts))
    }

    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(parts: [])
    }

    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }

    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(parts: parts.flatMap(\.parts))
    }
}

/// Tracks in order: what ``KeyframesBuilder`` builds.
public struct _KeyframeTracks<Value>: Keyframes {
    enum Part {
        case track(_KeyframeTrackSource<Value>)
        /// Keyframes on the whole value (type-erased `_Keyframe<Value>`s) and how to make their track.
        case keyframes([Any], ([Any]) -> _KeyframeTrackSource<Value>)
    }

    let parts: [Part]

    /// The tracks; consecutive runs of bare keyframes become one track each.
    public var _tracks: [_KeyframeTrackSource<Value>] {
        var tracks: [_KeyframeTrackSource<Value>] = []
        var pending: (keyframes: [Any], make: ([Any]) -> _KeyframeTrackSource<Value>)?
        for part in parts {
            switch part {
            case .track(let track):
                if let run = pending { tracks.append(run.make(run.keyframes)) }
                pending = nil
                tracks.append(track)
            case .keyframes(let keyframes, let make):
                if pending == nil { pending = ([], make) }
                pending!.keyframes += keyframes
            }
        }
        if let run = pending { tracks.append(run.make(run.keyframes)) }
        return tracks
    }
}
