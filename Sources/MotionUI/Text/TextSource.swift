import Foundation

/// What a text made from a value writes, resolved where it is shown: a date in a ``Text/DateStyle``,
/// a timer over an interval, or a value in a format style. The string depends on the environment's
/// ``EnvironmentValues/locale``, ``EnvironmentValues/timeZone`` and ``EnvironmentValues/calendar``,
/// and for the live styles on "now": the host's clock as a date, ``ViewHost/startDate`` plus the
/// host's seconds — the dates `TimelineView` and `Timer.publish` see — so a test's virtual clock moves
/// a countdown exactly and nothing reads the wall clock.
///
/// Live styles count whole seconds from their anchor (a `.timer` date, a timer interval's start):
/// `⌊elapsed⌋` after it, `⌈remaining⌉` before it, so a countdown shows its full length until a
/// whole second has gone, and 0:00 only once it is over. The string can change only when that
/// count does, and a node showing the text re-resolves it then (``nextChange(after:)``), not every frame.
enum TextSource: Equatable, Sendable {
    /// A date in one of SwiftUI's styles.
    case date(Date, Text.DateStyle)
    /// A timer counting within an interval (`Text(timerInterval:…)`).
    case timer(TextTimer)
    /// A value in a format style.
    case formatted(TextFormattedValue)

    /// What a string is resolved against: the environment's locale, time zone, calendar, and now.
    struct Context {
        var locale: Locale
        var timeZone: TimeZone
        var calendar: Calendar
        var now: Date

        /// The environment's locale, time zone and calendar (in that time zone), at `now`.
        init(environment: EnvironmentValues, now: Date) {
            locale = environment.locale
            timeZone = environment.timeZone
            calendar = environment.calendar
            calendar.timeZone = timeZone
            self.now = now
        }

        /// The default environment at the host clock's start: what a text's `content` is before a
        /// node shows it.
        static let initial = Context(environment: EnvironmentValues(), now: Date(timeIntervalSince1970: 0))
    }

    /// The string shown in `context`.
    func string(in context: Context) -> String {
        switch self {
        case .date(let date, let style): return style.string(for: date, in: context)
        case .timer(let timer): return timer.string(at: context.now, locale: context.locale)
        case .formatted(let value): return value.string(in: context)
        }
    }

    /// The first date after `now` at which the string may change (nil: it never does again).
    func nextChange(after now: Date) -> Date? {
        switch self {
        case .date(let date, let style): return style.isLive ? TextSource.nextWholeSecond(from: date, at: now) : nil
        case .timer(let timer): return timer.nextChange(after: now)
        case .formatted: return nil
        }
    }

    /// How far a date a hair before a whole second still counts as on it (a `Date` near today
    /// resolves about 0.1 µs, the host's clock exactly).
    static let tolerance: TimeInterval = 1e-6

    /// The whole seconds between `anchor` and `now`: `⌊elapsed⌋` once `anchor` is past, `⌈remaining⌉`
    /// before it.
    static func wholeSeconds(from anchor: Date, to now: Date) -> Int {
        let elapsed = now.timeIntervalSince(anchor)
        return Int(elapsed >= -tolerance ? (elapsed + tolerance).rounded(.down) : (-elapsed - tolerance).rounded(.up))
    }

    /// When ``wholeSeconds(from:to:)`` next changes after `now`.
    static func nextWholeSecond(from anchor: Date, at now: Date) -> Date {
        let elapsed = now.timeIntervalSince(anchor)
        let seconds = Double(wholeSeconds(from: anchor, to: now))
        return anchor.addingTimeInterval(elapsed >= -tolerance ? seconds + 1 : -(seconds - 1))
    }

    /// `seconds` as a timer writes them in `locale`: m:ss, or h:mm:ss from an hour on when
    /// `showsHours` (else the minutes go past 59).
    static func timerString(seconds: Int, showsHours: Bool, locale: Locale) -> String {
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
    }
}
