import Foundation

/// Fades the view in and out, as SwiftUI's (iOS 17) `OpacityTransition`; drawn as
/// ``AnyTransition/opacity``.
///
/// ```swift
/// Text("Saved").transition(OpacityTransition())
/// ```
public struct OpacityTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The fade.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    ///
    /// ```swift
    /// Text("Saved").transition(.opacity.animation(.easeIn))
    /// ```
    public static var opacity: OpacityTransition { OpacityTransition() }
}
