import Foundation

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
///
/// ```swift
/// ScrollView(.horizontal) { … }.scrollIndicators(.hidden)
/// ```
///
/// Rule where SwiftUI is silent: Motion draws no scroll indicators (see ``ScrollView``), so every
/// visibility shows none; the value is kept in the environment
/// (`horizontalScrollIndicatorVisibility`, `verticalScrollIndicatorVisibility`) for views that read it.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable { case automatic, visible, hidden, never }

    private let kind: Kind

    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden, unless a platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    public var description: String { kind.rawValue }
}
