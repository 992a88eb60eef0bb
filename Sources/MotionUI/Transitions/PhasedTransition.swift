import Foundation

/// A transition applied as a body over its phase (a custom ``Transition``, or
/// ``AnyTransition/modifier(active:identity:)`` of a modifier that is not a geometry effect), type
/// erased: the transition node wraps its content in ``body`` (see `TransitionTraitNode`).
struct PhasedTransition: @unchecked Sendable {
    /// The content with the transition's effects in a phase.
    let body: (AnyView, TransitionPhase) -> AnyView
    /// The transition as source spells it, for the inspector.
    let name: String

    init<T: Transition>(_ transition: T) {
        body = { content, phase in AnyView(transition.apply(content: content, phase: phase)) }
        name = String(describing: T.self) + "()"
    }

    init(name: String, body: @escaping (AnyView, TransitionPhase) -> AnyView) {
        (self.name, self.body) = (name, body)
    }
}

extension AnyTransition.Storage {
    /// The body of every phased part of this transition, nested as the storage combines them (the
    /// first's inside the second's; an asymmetric transition's insertion sees the phase only on
    /// the way in and its removal only on the way out), or nil when no part is phased.
    var phasedBody: ((AnyView, TransitionPhase) -> AnyView)? {
        switch self {
        case .phased(let transition):
            return transition.body
        case .combined(let first, let second):
            switch (first.phasedBody, second.phasedBody) {
            case (let a?, let b?): return { content, phase in b(a(content, phase), phase) }
            case (let a?, nil): return a
            case (nil, let b?): return b
            case (nil, nil): return nil
            }
        case .asymmetric(let insertion, let removal):
            let inserting = insertion.phasedBody, removing = removal.phasedBody
            guard inserting != nil || removing != nil else { return nil }
            return { content, phase in
                var view = content
                if let inserting { view = inserting(view, phase == .didDisappear ? .identity : phase) }
                if let removing { view = removing(view, phase == .willAppear ? .identity : phase) }
                return view
            }
        default:
            return nil
        }
    }
}
