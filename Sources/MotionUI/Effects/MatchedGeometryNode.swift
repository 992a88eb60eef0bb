import Foundation

/// The node of a `matchedGeometryEffect`: lays out as its content, then draws it displaced by an
/// animated difference (origin and size, in window points) between where it is laid out and
/// where its group says it should be.
final class MatchedGeometryNode: UnaryModifierNode<_MatchedGeometryEffect> {
    /// Matched frame minus own laid-out frame, in window points (zero when drawn in place).
    private var displacement: AnimatedValue<AnimatableRect>?
    private var lastProposal: ProposedViewSize?

    override func modifierDidChange(context: UpdateContext) {
        let old = previousModifier
        if old == nil { graph.matchedGeometry.register(self) }
    }

    /// The group this view belongs to.
    var matchKey: MatchedGeometryRegistry.Key { .init(namespace: modifier.namespace, id: modifier.id) }
    var isMatchSource: Bool { modifier.isSource }
    /// Whether this view, or a view around it, is leaving under a removal transition.
    var isRemoving: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }

    /// Whether the group has placed this view yet.
    var isMatched: Bool { displacement != nil }

    /// Aims the displacement at the frame the group gives this view: its own (a source in place),
    /// or the source's (a follower, or a view leaving toward the view that replaced it). `start`,
    /// the first time, is the frame to animate from (a view arriving where its group was).
    func match(source: CGRect?, start: CGRect?, transaction: Transaction) {
        let own = modelFrameInWindow
        let goal = (isMatchSource && !isRemoving) ? own : source.map { matchedRect(own: own, source: $0) } ?? own
        let target = AnimatableRect(difference(goal, own))
        if let displacement {
            guard displacement.target != target else { return }
            displacement.setTarget(target, transaction: transaction, at: graph.time)
        } else {
            let from = start.map { AnimatableRect(difference(matchedRect(own: own, source: $0), own)) } ?? target
            displacement = AnimatedValue(from)
            if from != target { displacement!.setTarget(target, transaction: transaction, at: graph.time) }
        }
        if displacement!.isAnimating { graph.startAnimating(self) }
        invalidateDrawing()
        layoutContent(transaction: Transaction())
    }

    private func matchedRect(own: CGRect, source: CGRect) -> CGRect {
        modifier.properties.matched(own: own, source: source, anchor: modifier.anchor)
    }

    private func difference(_ a: CGRect, _ b: CGRect) -> CGRect {
        CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height)
    }

    // MARK: Layout

    /// The size the content is shown at: its laid-out size plus the presented size difference.
    private func shownSize(own: CGSize) -> CGSize {
        guard let delta = displacement?.value.rect.size, delta != .zero else { return own }
        return CGSize(width: max(own.width + delta.width, 0), height: max(own.height + delta.height, 0))
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        lastProposal = proposal
        layoutContent(transaction: transaction)
    }

    /// Places the content in a box of the shown size at the local origin (proposed that size when
    /// it differs from the laid-out one).
    private func layoutContent(transaction: Transaction) {
        guard let proposal = lastProposal else { return }
        let own = modelFrame.size
        let shown = shownSize(own: own)
        if shown == own {
            super.placeChildren(in: own, proposal: proposal, transaction: transaction)
        } else {
            NodeLayout.placeCentred(contentNodes, in: CGRect(origin: .zero, size: shown), transaction: transaction)
        }
    }

    // MARK: Animation and drawing

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        guard !isDetached, let displacement, displacement.isAnimating else { return running }
        running = displacement.advance(to: time) || running
        layoutContent(transaction: Transaction())
        return running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (displacement?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(displacement, as: InspectorAttribute("matchedGeometryEffect", suffixes: ["x", "y", "width", "height"]))
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard let offset = displacement?.value.rect.origin, offset != .zero else {
            return super.drawContent(into: &builder, size: size)
        }
        // The window displacement in this node's local units (ancestors may scale or rotate).
        let inverse = transformToWindow(presented: true).inverted()
        builder.save()
        builder.translate(by: CGPoint(x: inverse.a * offset.x + inverse.c * offset.y,
                                      y: inverse.b * offset.x + inverse.d * offset.y))
        super.drawContent(into: &builder, size: size)
        builder.restore()
    }
}
