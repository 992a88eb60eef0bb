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

final class TransitionTraitNode: UnaryModifierNode<_TransitionTraitModifier> {
    override var ownTransition: AnyTransition? { modifier.transition }
    override var isLayoutTransparent: Bool { true }
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
