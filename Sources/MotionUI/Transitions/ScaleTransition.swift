import Foundation

/// Scales the view from `scale` about `anchor` as it enters and back as it leaves, as SwiftUI's
/// (iOS 17) `ScaleTransition`; drawn as ``AnyTransition/scale(scale:anchor:)``.
///
/// ```swift
/// Circle().transition(ScaleTransition(0.5, anchor: .bottom))
/// ```
public struct ScaleTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The scale of the absent view.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint

    /// Scales from `scale` about `anchor` (the centre by default).
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        (self.scale, self.anchor) = (scale, anchor)
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }

    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from nothing about its centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Scales the view from `scale` about `anchor`.
    ///
    /// ```swift
    /// Circle().transition(.scale(0.5, anchor: .top))
    /// ```
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
