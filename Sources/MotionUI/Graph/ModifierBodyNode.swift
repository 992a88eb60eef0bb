import Foundation

/// The node of a user's ``ViewModifier``: evaluates `body(content:)` like a view's body, with its
/// own state. An `Animatable` modifier animates its `animatableData` and re-evaluates its body with
/// the interpolated value on every frame of the animation.
final class ModifierBodyNode<Content: View, Modifier: ViewModifier>: CompositeNodeBase {
    private var view: ModifiedContent<Content, Modifier>?
    private var animation: AnimatableState?

    override var stateOwnerName: String { String(describing: Modifier.self) }

    /// It draws its children only.
    override func contentInk(size: CGSize) -> CGRect? { childrenInk }

    override func update(view newValue: Any, context: UpdateContext) {
        let new = newValue as! ModifiedContent<Content, Modifier>
        view = new
        noteUpdate(context: context, effect: .none)
        if let animatable = new.modifier as? any Animatable {
            if animation == nil { animation = AnimatableState(animatable) }
            if animation!.setTarget(animatable, transaction: context.transaction, at: graph.time) {
                graph.startAnimating(self)
            }
        }
        // The content is part of the body (through the placeholder), so the body runs on every
        // update that reaches this node, whether the modifier changed or not.
        evaluate(context: contextTakingPending(context))
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    override func reevaluate(context: UpdateContext) {
        noteUpdate(context: context, effect: .none)
        evaluate(context: context)
    }

    private var lastContext: UpdateContext?

    private func evaluate(context: UpdateContext) {
        guard let view else { return }
        lastContext = context
        var modifier = view.modifier
        if let animation, let presented = animation.presented(as: Modifier.self) { modifier = presented }
        readsEnvironment = false
        let content = view.content
        let placeholder = _ViewModifier_Content<Modifier>(content: AnyContent { node, key, context in
            node.updateChild(key: key, view: content, context: context)
        })
        let body = observation.track { () -> Modifier.Body in
            DynamicPropertyLinker.link(modifier, to: self)
            graph.bodyEvaluations += 1
            return modifier.body(content: placeholder)
        }
        beginChildUpdates()
        updateChild(key: .index(0), view: body, context: context)
        endChildUpdates(context: context)
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        if let animation, animation.isAnimating || animation.needsFinalFrame {
            running = animation.advance(to: time) || running
            var context = lastContext ?? UpdateContext(transaction: Transaction(), environment: environment,
                                                       environmentChanged: false, isInsideInsertion: false)
            context.transaction = Transaction()
            evaluate(context: context)
        }
        return running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (animation?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        animation?.describe(into: &collector, as: .modifier(Modifier.self))
    }
}
