import Foundation

/// The node of a ``KeyframeAnimator``: while a run is under way it is advanced every frame
/// (`graph.startAnimating`), computes the timeline's value at the frame's time and re-evaluates
/// the content with it, without animation; when the run ends it renders the last value once more
/// and stops being advanced.
final class KeyframeAnimatorNode<Value, KeyframePath: Keyframes, Content: View>: ViewNode, LifecycleObserver
where KeyframePath.Value == Value {
    private var view: KeyframeAnimator<Value, KeyframePath, Content>?
    private var context: UpdateContext?
    /// The value shown.
    private(set) var value: Value?
    private var timeline: KeyframeTimeline<Value>?
    /// The graph time the current pass of the timeline started at.
    private var start: TimeInterval = 0
    /// Whether a run is under way (the node is then advanced every frame).
    private(set) var isRunning = false
    private var hasAppeared = false
    /// How many times the content closure has run (tests read it).
    private(set) var contentEvaluations = 0

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    override func update(view newValue: Any, context: UpdateContext) {
        let new = newValue as! KeyframeAnimator<Value, KeyframePath, Content>
        let old = view
        view = new
        self.context = context
        noteUpdate(context: context)
        if value == nil { value = new.initialValue }
        if let trigger = new.trigger, let oldTrigger = old?.trigger, !trigger.matches(oldTrigger) {
            if isRunning, let timeline { value = timeline.value(time: graph.time - start) }
            begin(from: value!)
        }
        render(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    private func render(context: UpdateContext) {
        guard let view, let value else { return }
        contentEvaluations += 1
        beginChildUpdates()
        updateChild(key: .index(0), view: buildTrackingReads(site: 0) { view.content(value) }, context: context)
        endChildUpdates(context: context)
    }

    // MARK: Running

    func didAppear() {
        guard !isDetached, !hasAppeared, let view else { return }
        hasAppeared = true
        if view.trigger == nil {
            begin(from: view.initialValue)
            render(context: frameContext())
        }
    }

    func didDisappear() { isRunning = false }

    override func detach() {
        isRunning = false
        super.detach()
    }

    /// Starts a run (or a repeating pass) from `initial` at the graph's time.
    private func begin(from initial: Value) {
        guard let view else { return }
        let timeline = KeyframeTimeline(initialValue: initial, keyframes: view.keyframes(initial))
        self.timeline = timeline
        start = graph.time
        value = timeline.value(time: 0)
        guard timeline.duration > 0 else {
            value = timeline.value(time: timeline.duration)
            isRunning = false
            return
        }
        isRunning = true
        graph.startAnimating(self)
    }

    /// The context of a frame-driven re-evaluation: the last one, without animation.
    private func frameContext() -> UpdateContext {
        UpdateContext.ownUpdate(after: context, environment: environment)
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        guard !isDetached, isRunning, let view, var timeline else { return running }
        var elapsed = time - start
        if view.repeats {
            while elapsed >= timeline.duration {
                // A new pass from the initial value, with the keyframes the latest view gives (whole
                // passes a late frame skipped are skipped at once).
                let passes = max(1, (elapsed / timeline.duration).rounded(.down))
                start += passes * timeline.duration
                elapsed = max(0, time - start)
                timeline = KeyframeTimeline(initialValue: view.initialValue, keyframes: view.keyframes(view.initialValue))
                self.timeline = timeline
                if timeline.duration <= 0 {
                    isRunning = false
                    elapsed = 0
                    break
                }
            }
        } else if elapsed >= timeline.duration {
            isRunning = false
        }
        value = timeline.value(time: isRunning ? elapsed : timeline.duration)
        var context = frameContext()
        noteUpdate(context: context)
        context.transaction = Transaction()
        render(context: context)
        return isRunning || running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (isRunning ? 1 : 0) }

    /// Adds the running pass as a `keyframes` row: from the timeline's first value to its last.
    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        guard isRunning, let view, let timeline, let value else { return }
        let duration = timeline.duration
        collector.addStep(attribute: "keyframes",
                          animation: "keyframes(duration: \(LiveAnimation.format(duration))\(view.repeats ? ", repeating: true" : ""))",
                          start: start, progress: min(max((collector.time - start) / duration, 0), 1),
                          from: timeline.value(time: 0), to: timeline.value(time: duration), current: value)
    }
}
