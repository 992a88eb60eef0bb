import Foundation

/// The node of a ``TimelineView``: it follows its schedule's dates on the host's clock and
/// re-makes the content (without animation) when the latest date due changes.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: ViewNode {
    private var view: TimelineView<Schedule, Content>?
    private var context: UpdateContext?
    /// The date shown.
    private var shown: Date?
    /// The host time of the last update of a frame-driven schedule (exact, unlike the date).
    private var shownTime: TimeInterval?
    /// The schedule's dates still to come, and the next of them.
    private var upcoming: Schedule.Entries.Iterator?
    private var next: Date?
    /// How many times the content closure has run (tests read it).
    private(set) var contentEvaluations = 0

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    private var now: Date { graph.date(at: graph.time) }

    /// The frame-driven form of the schedule, when it is one.
    private var frameSchedule: AnimationTimelineSchedule? { view?.schedule as? AnimationTimelineSchedule }

    override func update(view newValue: Any, context: UpdateContext) {
        view = (newValue as! TimelineView<Schedule, Content>)
        self.context = context
        noteUpdate(context: context)
        startSchedule()
        render(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// Asks the schedule for its dates from now and moves to the latest one due (never back).
    private func startSchedule() {
        guard let view else { return }
        if let frames = frameSchedule {
            if shown == nil {
                shown = now
                shownTime = graph.time
            }
            if !frames.paused { graph.startAnimating(self) }
            return
        }
        var dates = view.schedule.entries(from: now, mode: .normal).makeIterator()
        next = dates.next()
        upcoming = dates
        if let due = takeDue() { shown = due }
        if shown == nil { shown = now }
        if next != nil { graph.startAnimating(self) }
    }

    /// Consumes the dates due by now and returns the latest of them after the one shown, if any.
    /// A date is due within a microsecond (a `Date` near today resolves about 0.1 µs). At most
    /// 100 000 dates are consumed per frame; the rest wait for the next.
    private func takeDue() -> Date? {
        let limit = graph.date(at: graph.time + 1e-6)
        var latest: Date?
        var consumed = 0
        while let date = next, date <= limit, consumed < 100_000 {
            if date > (latest ?? shown ?? .distantPast) { latest = date }
            next = upcoming?.next()
            consumed += 1
        }
        return latest
    }

    private func render(context: UpdateContext) {
        guard let view, let shown else { return }
        contentEvaluations += 1
        let timeline = TimelineViewDefaultContext(date: shown, cadence: .live)
        beginChildUpdates()
        updateChild(key: .index(0), view: buildTrackingReads(site: 0) { view.content(timeline) }, context: context)
        endChildUpdates(context: context)
    }

    /// The context of a date-driven update: the last one, without animation.
    private func frameContext() -> UpdateContext {
        UpdateContext.ownUpdate(after: context, environment: environment)
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        guard !isDetached, view != nil else { return running }
        if let frames = frameSchedule {
            guard !frames.paused else { return running }
            let elapsed = time - (shownTime ?? -.infinity)
            if elapsed > 0, elapsed + TimerSubscription.tolerance >= frames.updateInterval {
                shown = graph.date(at: time)
                shownTime = time
                redraw()
            }
            return true
        }
        if let due = takeDue() {
            shown = due
            redraw()
        }
        return next != nil || running
    }

    /// A running frame-driven schedule counts as one live animation, as a running keyframe animator does.
    override var liveAnimationCount: Int {
        super.liveAnimationCount + (frameSchedule.map { $0.paused ? 0 : 1 } ?? 0)
    }

    private func redraw() {
        let context = frameContext()
        noteUpdate(context: context)
        render(context: context)
    }
}
