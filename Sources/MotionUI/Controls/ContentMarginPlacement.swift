import Foundation

/// Where ``View/contentMargins(_:_:for:)`` applies, as SwiftUI's `ContentMarginPlacement`.
///
/// ```swift
/// ScrollView { … }.contentMargins(.horizontal, 20, for: .scrollContent)
/// ```
///
/// Rule where SwiftUI is silent: Motion draws no scroll indicators, so margins for
/// ``scrollIndicators`` change nothing; ``automatic`` and ``scrollContent`` inset the content.
public struct ContentMarginPlacement: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }

    private let kind: Kind

    /// The content of scroll views (their indicators too, on Apple's platforms).
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content of scroll views only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    /// Whether margins for this placement inset scroll content.
    var insetsContent: Bool { kind != .scrollIndicators }
}
