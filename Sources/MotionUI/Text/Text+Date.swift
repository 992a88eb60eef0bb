import Foundation

extension Text {
    /// The date `date` in `style`, as SwiftUI's `Text(_:style:)`: written in the environment's
    /// ``EnvironmentValues/locale``, ``EnvironmentValues/timeZone`` and ``EnvironmentValues/calendar``
    /// (en_US, UTC and Gregorian unless set).
    ///
    /// The live styles (`.relative`, `.offset`, `.timer`) measure from now on the host's clock —
    /// ``ViewHost/startDate`` plus the host's seconds, the dates `TimelineView` and `Timer.publish`
    /// see — and the text redraws when its string changes (at most once a second), so
    /// `ViewHost.advance(by: 5)` moves a timer by five seconds exactly. Where `date` comes from is
    /// the caller's business: a date relative to the host clock (a `TimelineView`'s `context.date`,
    /// a date a `Timer.publish` sent) counts from there.
    ///
    /// ```swift
    /// Text(start, style: .timer)        // "0:05" five seconds after start
    /// Text(deadline, style: .relative)  // "2 min, 15 sec"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(source: .date(date, style))
    }

    /// A timer counting within `timerInterval`, as SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the time left (`countsDown`) or gone,
    /// in whole seconds, "4:32" — "1:02:15" from an hour on when `showsHours`, else "62:15". It
    /// holds still before the interval, after it, and from `pauseTime` on. It follows the host's
    /// clock as ``init(_:style:)`` does.
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(12 * 60), pauseTime: start.addingTimeInterval(10 * 60))
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(source: .timer(TextTimer(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                           showsHours: showsHours)))
    }
}
