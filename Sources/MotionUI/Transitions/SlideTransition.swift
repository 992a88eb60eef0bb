import Foundation

/// Moves the view in from the leading edge and out towards the trailing edge, as SwiftUI's
/// (iOS 17) `SlideTransition`; drawn as ``AnyTransition/slide``.
///
/// ```swift
/// Text("Next").transition(SlideTransition())
/// ```
public struct SlideTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The slide.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShift(edge: phase == .didDisappear ? .trailing : .leading, amount: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .slide }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
