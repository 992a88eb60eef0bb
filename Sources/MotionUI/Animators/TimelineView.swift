import Foundation

/// A view that re-makes its content at the dates of a schedule, as SwiftUI's `TimelineView`.
///
/// `content` gets a ``Context`` whose `date` is the schedule's date that caused the update, on
/// the host's clock (``ViewHost/startDate`` plus the host's seconds, the dates `Timer.publish`
/// sends, so under a test's virtual clock advancing 0.5 s moves it 0.5 s — to within a `Date`'s
/// resolution there, 2⁻²³ s). Schedules are followed in exact host seconds; a date is due
/// within a microsecond. The view calls `content` when it appears, when its own view
/// value is updated (its parent re-evaluated), and at the schedule's dates — and at no other
/// time. Content updates at a date are not animated. See each schedule for its dates.
///
/// While its schedule has dates to come, the view is advanced every frame (like a running
/// animation), so the host draws each new date; the window's frame loop presents every frame
/// whose display list changed. An unpaused `.animation` schedule counts as one live animation
/// (``ViewHost/liveAnimationCount``), as a running keyframe animator does.
///
/// ```swift
/// TimelineView(.animation) { context in
///     Canvas { gc, size in
///         let t = context.date.timeIntervalSince1970
///         gc.fill(Path(ellipseIn: CGRect(x: size.width / 2 + 40 * cos(t) - 5, y: size.height / 2 - 5,
///                                        width: 10, height: 10)), with: .color(.blue))
///     }
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What a timeline view's content gets: the date of the update and the cadence.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: start, by: 1)) { context in
    ///     Text(context.cadence <= .seconds ? "ticking" : "slow")
    /// }
    /// ```
    public struct Context {
        /// How often a timeline can update, slowest last (so `cadence > .live` means "not every frame").
        ///
        /// ```swift
        /// let showMilliseconds = context.cadence == .live
        /// ```
        public enum Cadence: Comparable, Sendable {
            /// Every frame.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The schedule's date that caused this update.
        public let date: Date
        /// How often the view is updated. Motion has no reduced-rate mode, so this is always ``Cadence/live``.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context every timeline view's content gets, as SwiftUI's `TimelineViewDefaultContext`.
///
/// ```swift
/// func face(_ context: TimelineViewDefaultContext) -> some View { Text("\(context.date)") }
/// ```
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// A timeline view that makes `content` at the dates of `schedule`.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in Text("\(context.date)") }
    /// ```
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { TimelineViewNode<Schedule, Content>(graph: graph) }
}
