import Foundation

/// A value and the format style that writes it, as `Text(_:format:)` keeps them: written where
/// the text is shown, in the environment's locale (`FormatStyle.locale(_:)`, as SwiftUI); a
/// `Date.FormatStyle` also takes the environment's time zone and calendar (Motion's rule, so a
/// date reads the same on every machine). Two are equal when their values and styles are.
///
/// ```swift
/// let price = TextFormattedValue(4.5, format: .number.precision(.fractionLength(2)))
/// ```
struct TextFormattedValue: Equatable, @unchecked Sendable {
    // Unchecked: the value is only read, to write it and to compare it; the style is Sendable.
    private let value: any Equatable
    private let style: any FormatStyle
    private let write: @Sendable (TextSource.Context) -> String

    init<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.value = value
        style = format
        nonisolated(unsafe) let input = value
        write = { context in
            guard var dateStyle = format as? Date.FormatStyle else { return format.locale(context.locale).format(input) }
            dateStyle.timeZone = context.timeZone
            dateStyle.calendar = context.calendar
            return (dateStyle.locale(context.locale) as! F).format(input)
        }
    }

    /// The value written in `context`'s locale (and time zone and calendar, for a date).
    func string(in context: TextSource.Context) -> String { write(context) }

    static func == (lhs: TextFormattedValue, rhs: TextFormattedValue) -> Bool {
        TextFormattedValue.equal(lhs.value, rhs.value) && AnyHashable(lhs.style) == AnyHashable(rhs.style)
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: any Equatable) -> Bool { lhs == rhs as? T }
}
