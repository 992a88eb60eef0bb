import Foundation

/// A built-in modifier node whose modifier is `Animatable`: a change of its `animatableData`
/// animates under the transaction of the change, and drawing uses the presented modifier.
///
/// A step of its animations that could change nothing but the value (``AnimatedValue/quietUntil``)
/// is put off until the presented modifier is read, and then taken at the time it was due; a
/// node with nothing else animating is parked until then (``ViewGraph`` does not visit it): a
/// view animating outside the window (whose subtree is skipped whole, see ``ViewNode/drawnInk``)
/// costs nothing a frame, and the values read are exactly those of advancing every frame
/// (``ViewGraph/defersAnimationSteps`` off, as tests compare).
class AnimatedModifierNode<Modifier: Animatable>: UnaryModifierNode<Modifier> {
    /// The time the presented value is due at when the node is visited every frame (the last
    /// frame's), and the time it was last advanced to.
    @exclusivity(unchecked) private var dueTime = -TimeInterval.infinity
    @exclusivity(unchecked) private var valueTime = -TimeInterval.infinity
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
        takeDeferredStep()
        if data.setTarget(target, transaction: context.transaction, at: graph.time, ifChanged: true) {
            graph.startAnimating(self)
        }
    }

    /// The modifier as drawn now: the model value with its animated data.
    var presentedModifier: Modifier {
        var presented: Modifier = modifier
        if let data {
            takeDeferredStep()
            presented.animatableData = data.value
        }
        return presented
    }

    /// Advances the value to the last frame's time when it is behind: a parked node's is the
    /// graph's last animation pass (``ViewGraph/animationTime``).
    override func takeDeferredStep() {
        let due = isParked ? graph.animationTime : dueTime
        guard due > valueTime, let data else { return }
        valueTime = due
        data.advance(to: due)
    }

    /// The modifier at each of its animated data's extremes (``Animator/presentationExtremes``):
    /// whatever is drawn at every step of the running animations lies within what is drawn at
    /// these, for a drawing that depends on the data linearly or bilinearly by component. Nil
    /// when the animations are not bounded.
    var presentedExtremes: [Modifier]? {
        guard let data else { return [modifier] }
        return data.extremes?.map { value in
            var presented: Modifier = modifier
            presented.animatableData = value
            return presented
        }
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        parkableUntil = -.infinity
        guard let data else { return running }
        dueTime = time
        if time < data.quietUntil {
            if !running { parkableUntil = data.quietUntil }
            return true
        }
        valueTime = time
        return data.advance(to: time) || running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (data?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        takeDeferredStep()
        super.describeAnimations(into: &collector)
        collector.add(data, as: .modifier(Modifier.self))
    }
}
