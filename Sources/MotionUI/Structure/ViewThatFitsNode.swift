import Foundation

/// What a ``ViewThatFitsNode`` reads from its view.
protocol ViewThatFitsContent {
    var axes: Axis.Set { get }
    func updateContent(of node: ViewNode, context: UpdateContext)
}

/// The node of a ``ViewThatFits``: keeps every alternative as a child, sizes and places the one
/// that fits the proposal (the rule in ``ViewThatFits``) and draws only that one.
final class ViewThatFitsNode: ViewNode {
    private var view: ViewThatFitsContent?
    /// The child shown since the last placement.
    private var chosen: ViewNode?

    override func update(view: Any, context: UpdateContext) {
        let fitting = view as! ViewThatFitsContent
        let axesChanged = self.view.map { $0.axes != fitting.axes } ?? true
        self.view = fitting
        noteUpdate(context: context, effect: axesChanged ? .layout : .none)
        beginChildUpdates()
        fitting.updateContent(of: self, context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// The alternative shown for `proposal`: the first whose ideal size fits on the constrained
    /// axes, else the last.
    func choice(for proposal: ProposedViewSize) -> ViewNode? {
        let candidates = layoutChildren
        let axes = view?.axes ?? []
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        return candidates.first { candidate in
            let size = candidate.size(for: ideal)
            return (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
                && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
        } ?? candidates.last
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.size(for: proposal) ?? .zero
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        chosen = choice(for: proposal)
        guard let chosen else { return }
        NodeLayout.place(ZStackLayout(), [chosen], in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: nil, transaction: transaction)
    }

    /// Draws the chosen alternative alone (the containers between it and this node only pass
    /// their space through, so it draws in this node's space).
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard let chosen, !chosen.isDetached else { return }
        chosen.draw(into: &builder)
    }
}
