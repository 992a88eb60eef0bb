import Foundation

/// A built-in modifier node whose modifier is `Animatable`: a change of its `animatableData`
/// animates under the transaction of the change, and drawing uses the presented modifier.
class AnimatedModifierNode<Modifier: Animatable>: UnaryModifierNode<Modifier> {
    // Read every frame it animates: no run-time exclusivity check (see ViewNode.children).
    @exclusivity(unchecked) private var data: AnimatedValue<Modifier.AnimatableData>?

    /// An animatable modifier changes how its content is drawn, not its size (the layout
    /// modifiers that animate say otherwise).
    override var modifierChangeEffect: UpdateEffect { .drawing }

    override func modifierDidChange(context: UpdateContext) {
        let target = modifier.animatableData
        guard let data else {
            data = AnimatedValue(target)
            return
        }
        if data.setTarget(target, transaction: context.transaction, at: graph.time, ifChanged: true) {
            graph.startAnimating(self)
        }
    }

    /// The modifier as drawn now: the model value with its animated data.
    var presentedModifier: Modifier {
        var presented: Modifier = modifier
        if let data { presented.animatableData = data.value }
        return presented
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        return (data?.advance(to: time) ?? false) || running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (data?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(data, as: .modifier(Modifier.self))
    }
}
