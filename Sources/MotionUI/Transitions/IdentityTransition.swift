import Foundation

/// Changes nothing: the view appears and leaves as it is, as SwiftUI's (iOS 17)
/// `IdentityTransition`; drawn as ``AnyTransition/identity``.
///
/// ```swift
/// Text("Hi").transition(IdentityTransition())
/// ```
public struct IdentityTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The transition that changes nothing.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    var anyTransition: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
    /// Changes nothing as the view enters and leaves.
    public static var identity: IdentityTransition { IdentityTransition() }
}
