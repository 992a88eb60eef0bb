import Foundation

/// The node of a ``PhaseAnimator``: it holds the current phase and runs the steps.
///
/// A step sets the phase, re-evaluates the content under a transaction with the step's animation
/// and a `.logicallyComplete` completion group, and holds that group until the next frame (so a
/// step lasts at least one frame, and animations that layout starts later in the frame still join
/// it). When the group fires — inside the graph's animation pass, after every attribute has
/// advanced — the next step starts in that same frame (``ViewGraph/enqueueAfterAnimations(_:)``).
/// Groups of steps that were superseded (a restart) or of an animator that left are ignored.
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: ViewNode, LifecycleObserver {
    /// The warning logged (once) for an empty phase sequence.
    static var emptyPhasesWarning: String {
        "phaseAnimator: the phase sequence is empty; the content is drawn without animation"
    }

    private var view: PhaseAnimator<Phase, Content>?
    private var context: UpdateContext?
    /// The index of the phase shown (the model phase; its animation may still run).
    private(set) var phaseIndex = 0
    /// Whether steps are being run (always, once appeared, for a repeating animator; during a run
    /// for a triggered one).
    private(set) var isRunning = false
    private var hasAppeared = false
    /// Identifies the current step; completions of older steps are ignored.
    private var step = 0
    /// The phase the current step started from and when (the inspector reads it).
    private var stepOrigin: (phaseIndex: Int, time: TimeInterval)?
    /// The current step's group, held until a frame later than `since`.
    private var held: (group: AnimationCompletionGroup, since: TimeInterval)?

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    /// The phase shown now (the model value), nil when there are no phases.
    var currentPhase: Phase? {
        guard let view, phaseIndex < view.phases.count else { return nil }
        return view.phases[phaseIndex]
    }

    // MARK: Updating

    override func update(view newValue: Any, context: UpdateContext) {
        let new = newValue as! PhaseAnimator<Phase, Content>
        let old = view
        view = new
        self.context = context
        noteUpdate(context: context)
        guard !new.phases.isEmpty else {
            graphWarning(Self.emptyPhasesWarning)
            stop()
            phaseIndex = 0
            render(context: context)
            return
        }
        if phaseIndex >= new.phases.count { phaseIndex = 0 }
        if let trigger = new.trigger {
            if let oldTrigger = old?.trigger, !trigger.matches(oldTrigger) {
                restart()
                return
            }
        } else if hasAppeared && !isRunning {
            startRepeating()   // the phases (or the form) changed so that it can run now
        }
        render(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// Shows the current phase (or the fallback when there are no phases) under `context`.
    private func render(context: UpdateContext) {
        guard let view else { return }
        beginChildUpdates()
        if let phase = currentPhase {
            updateChild(key: .index(0), view: buildTrackingReads(site: 0) { view.content(phase) }, context: context)
        } else if let fallback = view.fallback {
            updateChild(key: .index(1), view: fallback, context: context)
        }
        endChildUpdates(context: context)
    }

    // MARK: Running

    func didAppear() {
        guard !isDetached, !hasAppeared else { return }
        hasAppeared = true
        if view?.trigger == nil { startRepeating() }
    }

    func didDisappear() { stop() }

    override func detach() {
        stop()
        super.detach()
    }

    private func startRepeating() {
        guard let view, view.phases.count > 1 else { return }
        isRunning = true
        startStep(to: (phaseIndex + 1) % view.phases.count)
    }

    /// A trigger change: the run starts over with the step to the second phase.
    private func restart() {
        guard let view, view.phases.count > 1 else {
            render(context: context!)
            return
        }
        isRunning = true
        startStep(to: 1)
    }

    private func stop() {
        isRunning = false
        step &+= 1
        held = nil
    }

    /// Sets the phase at `index` and animates the content to it with the phase's animation.
    private func startStep(to index: Int) {
        guard let view, var context, index < view.phases.count else { return }
        step &+= 1
        let current = step
        stepOrigin = (phaseIndex, graph.time)
        phaseIndex = index
        var transaction = Transaction(animation: view.animation(view.phases[index]))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self] in
            self?.stepDidComplete(current)
        }
        let group = transaction.completionGroups[transaction.completionGroups.count - 1]
        group.hold()
        held = (group, graph.time)
        context.transaction = transaction
        context.isInsideInsertion = false
        context.environmentChanged = false
        noteUpdate(context: context)
        render(context: context)
        group.endBlock()
        graph.startAnimating(self)
    }

    private func stepDidComplete(_ completed: Int) {
        guard completed == step, isRunning, !isDetached else { return }
        graph.enqueueAfterAnimations { [weak self] in
            guard let self, completed == self.step, self.isRunning, !self.isDetached else { return }
            self.nextStep()
        }
    }

    private func nextStep() {
        guard let view, !view.phases.isEmpty else { return }
        if view.trigger != nil && phaseIndex == 0 {
            isRunning = false   // a triggered run is back at its first phase
            return
        }
        startStep(to: (phaseIndex + 1) % view.phases.count)
    }

    // MARK: Animation

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        guard !isDetached else { return false }
        if let held, time > held.since {
            self.held = nil
            held.group.release()   // the step may now complete (its completion runs after this pass)
        }
        return running || held != nil
    }

    /// Adds the running step as a `phase` row: from the phase it left to the phase it shows.
    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        guard isRunning, let view, let origin = stepOrigin, view.phases.indices.contains(origin.phaseIndex),
              let phase = currentPhase else { return }
        let animation = view.animation(phase)
        collector.addStep(attribute: "phase", animation: animation.map(String.init(describing:)) ?? "nil",
                          start: origin.time, progress: animation.flatMap { $0.progress(since: origin.time, at: collector.time) },
                          from: view.phases[origin.phaseIndex], to: phase, current: phase)
    }
}
