import Foundation

/// What a ``Transition`` declares about itself, as SwiftUI's `TransitionProperties`.
///
/// ```swift
/// struct Fade: Transition {
///     static let properties = TransitionProperties(hasMotion: false)
///     func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
/// }
/// ```
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (SwiftUI replaces such transitions with a fade when
    /// Reduce Motion is on; Motion has no such setting yet and keeps them).
    public var hasMotion: Bool

    /// Properties with `hasMotion` (true by default).
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
