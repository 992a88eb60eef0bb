import Foundation

extension Text {
    /// `input` written by the format style `format`, as SwiftUI's `Text(_:format:)`: in the
    /// environment's ``EnvironmentValues/locale`` (a `Date.FormatStyle` also in its time zone and
    /// calendar), written again when the text is shown somewhere else.
    ///
    /// ```swift
    /// Text(3.14159, format: .number.precision(.fractionLength(2)))   // "3.14"
    /// Text(0.42, format: .percent)                                  // "42%"
    /// Text(["Ada", "Grace"], format: .list(type: .and))             // "Ada and Grace"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(source: .formatted(TextFormattedValue(input, format: format)))
    }

    /// `subject` written by `formatter`, as SwiftUI's `Text(_:formatter:)` for a value type (a
    /// `URL`, a `Measurement` …): written once, in the formatter's own locale.
    ///
    /// ```swift
    /// Text(URL(string: "https://swift.org")!, formatter: linkFormatter)
    /// ```
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `date` written by `formatter`, as SwiftUI's `Text(_:formatter:)` writes a date: Foundation on
    /// Linux does not make `Date` `ReferenceConvertible`, so Motion takes it here. Written once, in
    /// the formatter's own locale and time zone.
    ///
    /// ```swift
    /// Text(start, formatter: Self.dateFormatter)
    /// ```
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// `subject` written by `formatter`, as SwiftUI's `Text(_:formatter:)` for an object (an
    /// `NSNumber` …): written once, in the formatter's own locale.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// formatter.numberStyle = .percent
    /// Text(NSNumber(value: 0.25), formatter: formatter)   // "25%"
    /// ```
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
