import Foundation

/// Gives the view an explicit identity: a new id is a new view.
public struct _IdentifiedModifier<ID: Hashable>: PrimitiveModifier {
    public var id: ID

    func makeNode(graph: ViewGraph) -> ViewNode { IdentifiedNode<ID>(graph: graph) }
}

/// Keys its content by the id, so a changed id removes the old view and inserts a new one — with
/// the transition set around the `.id` (`Text(word).id(word).transition(.blurReplace)`), as in
/// SwiftUI, unless the content carries its own.
final class IdentifiedNode<ID: Hashable>: ViewNode {
    private var view: ModifiedView?

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }
    override var transitionForReplacedContent: AnyTransition? { enclosingTransition }

    override func update(view: Any, context: UpdateContext) {
        let modified = view as! ModifiedView
        let modifier = modified.anyModifier as! _IdentifiedModifier<ID>
        self.view = modified
        noteUpdate(context: context, effect: .none)   // transparent: a new id is a new child
        beginChildUpdates()
        modified.updateContent(of: self, key: .id(AnyHashable(modifier.id)), context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }
}

/// Sets the transition the view uses when it is inserted or removed.
public struct _TransitionTraitModifier: PrimitiveModifier {
    public var transition: AnyTransition

    func makeNode(graph: ViewGraph) -> ViewNode { TransitionTraitNode(graph: graph) }
}

/// The node of `.transition(_:)`: transparent, unless the transition has parts applied as a body
/// over the phase (``PhasedTransition``): then its content is that body around the modified view,
/// in the phase the view's insertion or removal set (see ``setPhase(_:transaction:)``).
final class TransitionTraitNode: UnaryModifierNode<_TransitionTraitModifier> {
    /// The transition of the last update.
    private var trait: AnyTransition?
    /// The modified view and the phased body of the last update, when the transition has one.
    private var phased: (content: AnyView, body: (AnyView, TransitionPhase) -> AnyView)?
    /// The phase the body is applied in: identity until an insertion or removal sets it.
    private(set) var phase = TransitionPhase.identity

    override var ownTransition: AnyTransition? { trait }
    override var isLayoutTransparent: Bool { true }

    override func update<V: View>(typed view: V, context: UpdateContext) {
        let modified = view as! any ModifiedView
        let trait = modified.anyModifier as! _TransitionTraitModifier
        self.trait = trait.transition
        guard let body = trait.transition.storage.phasedBody else {
            phased = nil
            return super.update(typed: view, context: context)
        }
        phased = (modified.anyContent, body)
        noteUpdate(context: context)
        applyBody(context: context)
    }

    override func refresh(context: UpdateContext) {
        guard phased != nil else { return super.refresh(context: context) }
        noteUpdate(context: context)
        applyBody(context: context)
    }

    /// Moves the transition to `phase` under `transaction` (the effects in its body animate as
    /// that transaction says); nothing when the transition has no phased part.
    func setPhase(_ phase: TransitionPhase, transaction: Transaction) {
        guard phased != nil, phase != self.phase else { return }
        self.phase = phase
        let context = UpdateContext(transaction: transaction, environment: environment,
                                    environmentChanged: false, isInsideInsertion: false)
        noteUpdate(context: context)
        applyBody(context: context)
    }

    private func applyBody(context: UpdateContext) {
        guard let phased else { return }
        beginChildUpdates()
        updateChild(key: .index(0), view: phased.body(phased.content, phase), context: context)
        endChildUpdates(context: context)
    }
}

extension View {
    /// Gives the view an explicit identity; when `id` changes, the view is replaced by a new one
    /// (fresh state, transitions, `onAppear`).
    ///
    /// ```swift
    /// Text(message).id(message)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }

    /// How the view enters and leaves when it is inserted or removed under an animation.
    ///
    /// ```swift
    /// if show { Banner().transition(.move(edge: .top).combined(with: .opacity)) }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionTraitModifier(transition: transition))
    }
}
