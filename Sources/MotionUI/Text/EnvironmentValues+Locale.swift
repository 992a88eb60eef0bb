import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }

extension EnvironmentValues {
    /// The locale text below writes dates and formatted values in, as SwiftUI's `locale`.
    ///
    /// Motion's default is `en_US` — not the process's locale, as SwiftUI's is — so that a scene
    /// renders the same on every machine; set `.environment(\.locale, .current)` for the user's.
    ///
    /// ```swift
    /// Text(0.42, format: .percent).environment(\.locale, Locale(identifier: "fr_FR"))   // 42 %
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone text below writes dates in, as SwiftUI's `timeZone`.
    ///
    /// Motion's default is UTC — not the process's time zone, as SwiftUI's is — so that a scene
    /// renders the same on every machine; set `.environment(\.timeZone, .current)` for the user's.
    ///
    /// ```swift
    /// Text(start, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar text below writes dates in (in the environment's ``timeZone``), as SwiftUI's
    /// `calendar`; Motion's default is the Gregorian calendar.
    ///
    /// ```swift
    /// Text(start, style: .date).environment(\.calendar, Calendar(identifier: .buddhist))
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
