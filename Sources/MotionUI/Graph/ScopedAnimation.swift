import Foundation

/// The view `.animation(_:body:)` makes: the modifiers of `body` animate, the content does not.
public struct _ScopedAnimationView<Body: View>: PrimitiveView {
    var animation: Animation?
    var scope: AnimationScope
    var content: Body

    func makeNode(graph: ViewGraph) -> ViewNode { ScopedAnimationNode<Body>(graph: graph) }
}

/// Carries the transaction from outside an `.animation(_:body:)` scope to its ``PlaceholderContentView``.
final class AnimationScope {
    var outer: Transaction?
}

/// Runs its body with the scope's animation in the transaction (unless animations are disabled).
final class ScopedAnimationNode<Body: View>: ViewNode {
    private var view: _ScopedAnimationView<Body>?

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    override func update(view: Any, context: UpdateContext) {
        let view = view as! _ScopedAnimationView<Body>
        self.view = view
        noteUpdate(context: context, effect: .none)   // transparent: its content says what changed
        view.scope.outer = context.transaction
        var inner = context
        if !inner.transaction.disablesAnimations { inner.transaction.animation = view.animation }
        beginChildUpdates()
        updateChild(key: .index(0), view: view.content, context: inner)
        endChildUpdates(context: context)
        view.scope.outer = nil   // later updates from inside the scope keep their own transaction
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }
}

extension View {
    /// Animates only the modifiers applied inside `body` with `animation` (the iOS 17 scoped
    /// form); changes to this view itself, and to the views inside it, keep the transaction they
    /// come with.
    ///
    /// ```swift
    /// Image("avatar")
    ///     .animation(.smooth) { content in
    ///         content.opacity(selected ? 1 : 0.5).scaleEffect(selected ? 1.2 : 1)
    ///     }
    /// ```
    ///
    /// Rule where SwiftUI is silent: a transaction with `disablesAnimations` set is not given the
    /// scope's animation; `nil` makes the body's modifiers snap, even inside `withAnimation`.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let scope = AnimationScope()
        return _ScopedAnimationView(animation: animation, scope: scope,
                                    content: body(PlaceholderContentView(self, scope: scope)))
    }
}
