import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle` (en_US, UTC shown):
    ///
    /// - ``date``: the date, "June 3, 2019";
    /// - ``time``: the time, "11:23 PM";
    /// - ``relative``: the time between now and the date, two largest units, "2 min, 15 sec";
    /// - ``offset``: the same signed, one unit, "+2 minutes" for a date to come, "-3 hours" for one
    ///   past ("0 seconds" on it);
    /// - ``timer``: a clock counting down to the date and up from it, "2:15", "1:02:15".
    ///
    /// The last three are live: they follow the host's clock (see ``Text/init(_:style:)``). They
    /// are written by Foundation's `Duration` styles in the environment's locale, whose largest
    /// unit is the week: a span of a year reads "52 wks, 1 day".
    ///
    /// ```swift
    /// Text(event.start, style: .relative)
    /// ```
    public struct DateStyle: Equatable, Sendable {
        private enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
        private let kind: Kind

        /// The date, "June 3, 2019" (Foundation's long date).
        public static let date = DateStyle(kind: .date)
        /// The time, "11:23 PM" (Foundation's shortened time).
        public static let time = DateStyle(kind: .time)
        /// The time between now and the date, in its two largest units: "2 min, 15 sec".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed, in its largest unit: "+2 minutes", "-3 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A clock of the time between now and the date: "2:15", "1:02:15".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the string follows the clock.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// `date` in this style in `context`.
        func string(for date: Date, in context: TextSource.Context) -> String {
            switch kind {
            case .date, .time:
                let style = Date.FormatStyle(date: kind == .date ? .long : .omitted, time: kind == .time ? .shortened : .omitted,
                                             locale: context.locale, calendar: context.calendar, timeZone: context.timeZone)
                return style.format(date)
            case .timer:
                return TextSource.timerString(seconds: TextSource.wholeSeconds(from: date, to: context.now), showsHours: true,
                                              locale: context.locale)
            case .relative, .offset:
                let seconds = TextSource.wholeSeconds(from: date, to: context.now)
                let units = Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours, .minutes, .seconds],
                                                      width: kind == .relative ? .abbreviated : .wide,
                                                      maximumUnitCount: kind == .relative ? 2 : 1,
                                                      fractionalPart: .hide(rounded: .towardZero))
                let written = Duration.seconds(seconds).formatted(units.locale(context.locale))
                guard kind == .offset, seconds != 0 else { return written }
                return (date > context.now ? "+" : "-") + written
            }
        }
    }
}
