import Foundation

/// Moves the view in from, and out towards, `edge` by its own size, as SwiftUI's (iOS 17)
/// `MoveTransition`; drawn as ``AnyTransition/move(edge:)``.
///
/// ```swift
/// Banner().transition(MoveTransition(edge: .top))
/// ```
public struct MoveTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The edge the view moves in from and out towards.
    public var edge: Edge

    /// Moves by way of `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShift(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .move(edge: edge) }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from, and out towards, `edge`.
    ///
    /// ```swift
    /// Banner().transition(.move(edge: .bottom))
    /// ```
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

/// Shifts a view towards `edge` by `amount` times its own size (the move and push transitions'
/// body effect).
struct EdgeShift: GeometryEffect {
    var edge: Edge
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let shift: CGSize
        switch edge {
        case .leading: shift = CGSize(width: -size.width * amount, height: 0)
        case .trailing: shift = CGSize(width: size.width * amount, height: 0)
        case .top: shift = CGSize(width: 0, height: -size.height * amount)
        case .bottom: shift = CGSize(width: 0, height: size.height * amount)
        }
        return ProjectionTransform(CGAffineTransform(translationX: shift.width, y: shift.height))
    }
}
