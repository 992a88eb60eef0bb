import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends a date in a style, as SwiftUI's: the text it makes writes it where it is shown, and
    /// a live style follows the host's clock (``Text/init(_:style:)``).
    ///
    /// ```swift
    /// Text("Ends in \(deadline, style: .timer)")
    /// ```
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }

    /// Appends a timer counting within `timerInterval`, as SwiftUI's
    /// (``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``).
    ///
    /// ```swift
    /// Text("Left: \(timerInterval: start...end)")
    /// ```
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                             showsHours: Bool = true) {
        appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                 showsHours: showsHours))
    }

    /// Appends a value type written by `formatter` (nil: as `String(describing:)` writes it), as SwiftUI's.
    ///
    /// ```swift
    /// Text("Link: \(url, formatter: linkFormatter)")
    /// ```
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        appendInterpolation(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
    }

    /// Appends a date written by `formatter` (nil: as `String(describing:)` writes it), as SwiftUI's
    /// (Foundation on Linux does not make `Date` `ReferenceConvertible`, so Motion takes it here).
    ///
    /// ```swift
    /// Text("Due \(dueDate, formatter: Self.dateFormatter)")
    /// ```
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
        appendInterpolation(formatter.flatMap { $0.string(for: date) } ?? String(describing: date))
    }

    /// Appends an object written by `formatter` (nil: as `String(describing:)` writes it), as SwiftUI's.
    ///
    /// ```swift
    /// Text("Share: \(NSNumber(value: 0.25), formatter: percentFormatter)")
    /// ```
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendInterpolation(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
    }
}
