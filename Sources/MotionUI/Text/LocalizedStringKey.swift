import Foundation

/// A string written as a literal where SwiftUI would look it up in the app's localisations, as
/// SwiftUI's `LocalizedStringKey`. Motion has no string tables: the key is the text shown.
///
/// A `Text` interpolated into the literal keeps its style when the key makes a `Text`; any other
/// value is written as `String(describing:)` writes it.
///
/// ```swift
/// let key: LocalizedStringKey = "Favourites"
/// Label(key, systemImage: "star")
/// Text("Total: \(Text("5").bold()), \(count) items")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, which is also the text shown.
    public let key: String
    /// The key's pieces as texts (literal parts plain) when a `Text` was interpolated; else empty.
    let segments: [Text]

    /// The key `value`.
    public init(_ value: String) {
        key = value
        segments = []
    }

    /// The key written as a literal: `"Favourites"`.
    public init(stringLiteral value: String) { self.init(value) }

    /// The key written as an interpolated literal: `"\(count) items"`.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        segments = stringInterpolation.segments
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Builds a key from a literal's parts, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    ///
    /// ```swift
    /// let key: LocalizedStringKey = "\(Text("New").bold()) messages: \(3)"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        /// Empty until a `Text` is appended (plain strings then build the key alone).
        var segments: [Text] = []
        var hasText: Bool { !segments.isEmpty }

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { append(literal) }

        /// Appends a string as it is.
        public mutating func appendInterpolation(_ string: String) { append(string) }

        /// Appends a value by its description (`"\(count)"` → `"3"`), as a string's interpolation.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { append(value.description) }

        /// Appends a number written with a `printf` format (`"\(progress, specifier: "%.1f")"` → `"0.5"`),
        /// as SwiftUI's; a specifier that does not fit the value is `String(format:)`'s business.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value))
        }

        /// Appends a value written by a format style (`"\(price, format: .number.precision(.fractionLength(2)))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        /// Appends any other value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        /// Appends a text with its style (`"Total: \(Text("5").bold())"`); the key so far becomes
        /// its first, plain, segment.
        public mutating func appendInterpolation(_ text: Text) {
            guard !text.content.isEmpty else { return }
            if segments.isEmpty, !key.isEmpty { segments.append(Text(verbatim: key)) }
            key += text.content
            segments.append(text)
        }

        private mutating func append(_ string: String) {
            guard !string.isEmpty else { return }
            key += string
            if !segments.isEmpty { segments.append(Text(verbatim: string)) }
        }
    }
}
