import Foundation

/// A timer counting within an interval, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`
/// writes it: the whole seconds left (counting down) or gone (counting up), "4:32" or "1:02:15".
///
/// Before the interval it shows the full length (down) or 0:00 (up); after it 0:00 (down) or the
/// length (up); from `pauseTime` on it shows what it showed then, and stops.
///
/// ```swift
/// let timer = TextTimer(interval: start...start + 90, pauseTime: nil, countsDown: true, showsHours: true)
/// timer.string(at: start + 5, locale: Locale(identifier: "en_US"))   // "1:25"
/// ```
struct TextTimer: Equatable, Sendable {
    var interval: ClosedRange<Date>
    var pauseTime: Date?
    var countsDown: Bool
    var showsHours: Bool

    /// `now` held to the interval and to the pause.
    private func counted(_ now: Date) -> Date {
        min(max(min(now, pauseTime ?? now), interval.lowerBound), interval.upperBound)
    }

    /// The whole seconds shown at `now`.
    func seconds(at now: Date) -> Int {
        let now = counted(now)
        return countsDown ? TextSource.wholeSeconds(from: interval.upperBound, to: now)
                          : TextSource.wholeSeconds(from: interval.lowerBound, to: now)
    }

    /// The timer's string at `now` in `locale`.
    func string(at now: Date, locale: Locale) -> String {
        TextSource.timerString(seconds: seconds(at: now), showsHours: showsHours, locale: locale)
    }

    /// The first date after `now` at which the count changes: none once the timer is paused or over.
    func nextChange(after now: Date) -> Date? {
        let from = max(now, interval.lowerBound)
        let next = TextSource.nextWholeSecond(from: countsDown ? interval.upperBound : interval.lowerBound, at: from)
        guard next <= interval.upperBound.addingTimeInterval(TextSource.tolerance) else { return nil }
        if let pauseTime, next > pauseTime.addingTimeInterval(TextSource.tolerance) { return nil }
        return next
    }
}
