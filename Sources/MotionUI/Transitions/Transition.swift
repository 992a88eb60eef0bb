import Foundation

/// How a view changes as it is inserted and removed, written as a body over the transition's
/// phase, as SwiftUI's (iOS 17) `Transition`: the body is applied with ``TransitionPhase/willAppear``
/// and at once with ``TransitionPhase/identity`` when the view is inserted under an animation, and
/// with ``TransitionPhase/didDisappear`` when it is removed; the effects in the body animate between
/// the phases like any other change of that transaction, and a removed view stays until the
/// removal's animation has run.
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 30))
///     }
/// }
/// if show { Card().transition(RotatingFade()) }
/// ```
///
/// Rules where SwiftUI is silent: a view's own body transitions run inside the view's own
/// modifiers, built-in ones (`.opacity`, `.scale`, `.move`…) are drawn exactly as their
/// ``AnyTransition`` counterparts; a phase body set around an `.id(_:)` (so the transition of
/// views replaced by identity) is not applied — put the `.transition` inside the `.id`.
public protocol Transition {
    /// The view the body returns.
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    /// The transition's effects on `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition declares about itself (``TransitionProperties`` with motion by default).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition's body applied to `content` in `phase`.
    ///
    /// ```swift
    /// OpacityTransition().apply(content: Text("Hi"), phase: .willAppear)   // Text("Hi") at opacity 0
    /// ```
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(transitioning: content), phase: phase)
    }

    /// This transition and `other` at once (this one's effects inside `other`'s).
    ///
    /// ```swift
    /// Text("Hi").transition(MoveTransition(edge: .top).combined(with: OpacityTransition()))
    /// ```
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition run by `animation`, whatever the inserting or removing change's own animation
    /// (see ``AnyTransition/animation(_:)``).
    ///
    /// ```swift
    /// Text("Hi").transition(RotatingFade().animation(.bouncy))
    /// ```
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// A transition that knows its ``AnyTransition`` (the built-in ones and their combinations): it is
/// drawn as that, not through a phase body.
protocol AnyTransitionConvertible {
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// `transition` as an ``AnyTransition``.
    ///
    /// ```swift
    /// let fade = AnyTransition(RotatingFade())
    /// ```
    public init<T: Transition>(_ transition: T) {
        if let convertible = transition as? AnyTransitionConvertible {
            self = convertible.anyTransition
        } else {
            self.init(.phased(PhasedTransition(transition)))
        }
    }
}

extension View {
    /// How the view enters and leaves, given as a ``Transition``.
    ///
    /// ```swift
    /// if show { Card().transition(RotatingFade()) }
    /// ```
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}

/// ``Transition/combined(with:)``'s transition.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, AnyTransitionConvertible {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// ``Transition/animation(_:)``'s transition.
struct AnimatedTransition<Base: Transition>: Transition, AnyTransitionConvertible {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
