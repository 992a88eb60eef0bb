import Foundation

/// Pushes the view in from `edge` and out towards the opposite edge, fading, as SwiftUI's (iOS 17)
/// `PushTransition`; drawn as ``AnyTransition/push(from:)``.
///
/// ```swift
/// Text(page).id(page).transition(PushTransition(edge: .trailing))
/// ```
public struct PushTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Pushes in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeShift(edge: phase == .didDisappear ? edge.opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition { .push(from: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge` and out towards the opposite edge, fading.
    ///
    /// ```swift
    /// Text(page).transition(.push(from: .bottom))
    /// ```
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
