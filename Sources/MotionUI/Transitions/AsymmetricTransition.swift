import Foundation

/// One transition for insertion and another for removal, as SwiftUI's (iOS 17)
/// `AsymmetricTransition`: `insertion` sees the phase on the way in (identity on the way out),
/// `removal` on the way out.
///
/// ```swift
/// Card().transition(AsymmetricTransition(insertion: .scale, removal: .opacity))
/// ```
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, AnyTransitionConvertible {
    /// The transition of the way in.
    public var insertion: Insertion
    /// The transition of the way out.
    public var removal: Removal

    /// `insertion` on the way in, `removal` on the way out.
    public init(insertion: Insertion, removal: Removal) {
        (self.insertion, self.removal) = (insertion, removal)
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
                      phase: phase == .willAppear ? .identity : phase)
    }

    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

extension Transition {
    /// `insertion` on the way in, `removal` on the way out.
    ///
    /// ```swift
    /// Card().transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
    /// ```
    public static func asymmetric<Insertion: Transition, Removal: Transition>(insertion: Insertion, removal: Removal) -> Self
        where Self == AsymmetricTransition<Insertion, Removal> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
