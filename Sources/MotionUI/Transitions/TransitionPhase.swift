import Foundation

/// Where a view is in its transition, as SwiftUI's (iOS 17) `TransitionPhase`: an inserted view is
/// first drawn in ``willAppear`` and at once moved to ``identity`` under the inserting transaction;
/// a removed view moves from ``identity`` to ``didDisappear`` under the removing one.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 30))
/// ```
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the transition's starting look.
    case willAppear
    /// The view is shown: the transition should change nothing.
    case identity
    /// The view has been removed: the transition's ending look.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 for ``willAppear``, 0 for ``identity`` and 1 for ``didDisappear``: a factor for effects
    /// that differ on the way in and out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
