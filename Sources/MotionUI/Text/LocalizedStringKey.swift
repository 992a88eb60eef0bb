import Foundation

/// A string written as a literal where SwiftUI would look it up in the app's localisations, as
/// SwiftUI's `LocalizedStringKey`. Motion has no string tables: the key is the text shown.
///
/// ```swift
/// let key: LocalizedStringKey = "Favourites"
/// Label(key, systemImage: "star")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, which is also the text shown.
    public let key: String

    /// The key `value`.
    public init(_ value: String) { key = value }

    /// The key written as a literal: `"Favourites"`.
    public init(stringLiteral value: String) { key = value }
}
