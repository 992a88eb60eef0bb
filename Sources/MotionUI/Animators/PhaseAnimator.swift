/// A view that steps its content through a sequence of phases, animating every change, as SwiftUI's
/// `PhaseAnimator`.
///
/// - The first phase shows when the view appears.
/// - Without a trigger the animator repeats: in the frame it appears it starts animating to the
///   second phase, then to each next one, and after the last back to the first, for as long as the
///   view stays in the graph.
/// - With a trigger, every change of the trigger runs the phases from the first through the last
///   and back to the first, then rests. A trigger that changes while a run is under way restarts
///   the run, as SwiftUI does: the next step goes to the second phase again, from wherever the view
///   is at that moment (no jump), and the rest of the run follows.
/// - Each step's animation comes from `animation` called with the step's destination phase
///   (`.default` unless given); `nil` makes the step instantaneous.
///
/// Timing, at frame granularity: a step starts in the frame that sets its phase; the next step
/// starts in the first frame at which every animation the step started is logically complete
/// (a spring at its response, a timing curve at its end, both after any `delay`), and never in the
/// frame the step itself started, so every phase shows for at least one frame. A step that starts
/// no animation (`nil`, or a phase that changes nothing the content draws) therefore lasts exactly
/// one frame.
///
/// Edge cases: an empty phase sequence draws nothing (the `phaseAnimator` modifier draws the view
/// it modifies, unchanged) and logs one warning; a single phase shows it and never animates. When
/// the view leaves the graph its animator stops; the animations already running on its content
/// leave with it.
///
/// ```swift
/// PhaseAnimator([0.0, -10.0, 0.0]) { y in
///     Circle().frame(width: 20, height: 20).offset(y: y)
/// } animation: { y in
///     y < 0 ? .easeOut(duration: 0.2) : .spring
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: PrimitiveView {
    let phases: [Phase]
    /// nil for a repeating animator.
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// What to draw when there are no phases (the modifier form's unmodified view).
    var fallback: AnyView?

    /// An animator that runs through `phases` each time `trigger` changes, then returns to the first.
    ///
    /// ```swift
    /// PhaseAnimator([1.0, 1.3], trigger: likes) { scale in
    ///     Circle().fill(Color.red).scaleEffect(scale)
    /// }
    /// ```
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// An animator that cycles through `phases` for as long as it is shown.
    ///
    /// ```swift
    /// PhaseAnimator([0.4, 1.0]) { opacity in
    ///     Circle().opacity(opacity)
    /// } animation: { _ in .easeInOut(duration: 0.8) }
    /// ```
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    func makeNode(graph: ViewGraph) -> ViewNode { PhaseAnimatorNode<Phase, Content>(graph: graph) }
}

extension View {
    /// Cycles this view through `phases` for as long as it is shown: `content` receives the view
    /// (a placeholder to modify) and the current phase; `animation` the destination phase of each
    /// step. See ``PhaseAnimator`` for the timing rules.
    ///
    /// ```swift
    /// ClockSymbol()
    ///     .phaseAnimator(TimerPhase.allCases) { clock, phase in
    ///         clock.scaleEffect(phase.scale).offset(y: phase.verticalOffset)
    ///     } animation: { phase in
    ///         phase == .resting ? .smooth.delay(1.5) : .spring(duration: 0.3)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        var animator = PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
        animator.fallback = AnyView(self)
        return animator
    }

    /// Runs this view through `phases` each time `trigger` changes, from the first phase through
    /// the last and back to the first. See ``PhaseAnimator`` for the timing rules.
    ///
    /// ```swift
    /// Document()
    ///     .phaseAnimator(OfflineSavePhase.allCases, trigger: saveCount) { document, phase in
    ///         document.scaleEffect(phase.scale).offset(y: phase.verticalOffset).opacity(phase.opacity)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        var animator = PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) },
                                     animation: animation)
        animator.fallback = AnyView(self)
        return animator
    }
}
