import Foundation

/// A view whose content follows keyframe tracks over time, as SwiftUI's `KeyframeAnimator`.
///
/// `content` is called with the animated value in every frame while a run is under way (the
/// value is not animated by transactions: each frame shows the timeline's value at that frame's
/// time); `keyframes` is called at the start of each run with the value the run starts from.
///
/// - Repeating (the default without a trigger): runs from `initialValue` when the view appears,
///   and starts over from `initialValue` each time the longest track ends.
/// - `repeating: false`: runs once when the view appears, then rests on the last value.
/// - With a trigger: shows `initialValue` until the trigger changes; each change starts a run from
///   the value shown at that moment (mid-run included), which then rests on its last value.
///
/// A run starts in the frame of its cause (appearing, a trigger change) at that frame's time; while
/// it runs the node is advanced every frame and counts as one live animation, and it stops being
/// advanced once it rests, or when the view leaves the graph. A timeline of zero length shows its
/// final value at once and does not run (so an empty repeating timeline cannot spin).
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///     Circle().fill(Color.red).frame(width: 40, height: 40).scaleEffect(scale)
/// } keyframes: { _ in
///     LinearKeyframe(1.4, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: PrimitiveView
where KeyframePath.Value == Value {
    let initialValue: Value
    /// nil for the appear-driven forms.
    let trigger: AnimatorTrigger?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// An animator that runs the keyframes each time `trigger` changes.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: 0.0, trigger: saves) { y in
    ///     Document().offset(y: y)
    /// } keyframes: { _ in
    ///     CubicKeyframe(-20.0, duration: 0.2)
    ///     SpringKeyframe(0.0, spring: .bouncy)
    /// }
    /// ```
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        self.repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator that runs the keyframes when it appears, repeating them unless `repeating` is false.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: Angle.zero) { angle in
    ///     Bell().rotationEffect(angle)
    /// } keyframes: { _ in
    ///     CubicKeyframe(.degrees(12), duration: 0.1)
    ///     CubicKeyframe(.degrees(-12), duration: 0.1)
    ///     CubicKeyframe(.zero, duration: 0.1)
    /// }
    /// ```
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    func makeNode(graph: ViewGraph) -> ViewNode { KeyframeAnimatorNode<Value, KeyframePath, Content>(graph: graph) }
}

extension View {
    /// Animates this view with keyframes when it appears (repeating unless `repeating` is false):
    /// `content` receives the view (a placeholder to modify) and the value at the current frame.
    /// See ``KeyframeAnimator``.
    ///
    /// ```swift
    /// Heart().keyframeAnimator(initialValue: Pose()) { heart, pose in
    ///     heart.scaleEffect(pose.scale).rotationEffect(pose.angle)
    /// } keyframes: { _ in
    ///     KeyframeTrack(\.scale) { SpringKeyframe(1.3, duration: 0.4, spring: .bouncy) }
    ///     KeyframeTrack(\.angle) { CubicKeyframe(.degrees(10), duration: 0.2) }
    /// }
    /// ```
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Animates this view with keyframes each time `trigger` changes, starting from the value shown
    /// at that moment. See ``KeyframeAnimator``.
    ///
    /// ```swift
    /// Star().keyframeAnimator(initialValue: 1.0, trigger: likes) { star, scale in
    ///     star.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     LinearKeyframe(1.5, duration: 0.1)
    ///     SpringKeyframe(1.0, spring: .bouncy)
    /// }
    /// ```
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
