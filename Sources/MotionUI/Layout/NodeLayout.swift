import Foundation

/// Runs a ``Layout`` over graph nodes: each node becomes a layout subview whose placement records
/// its frame (animated with the transaction of the change).
enum NodeLayout {
    /// The size `layout` wants for `nodes` under `proposal`.
    static func size<L: Layout>(_ layout: L, of nodes: [ViewNode], proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let subviews = LayoutSubviews(nodes.map { NodeSubview(node: $0, axis: axis, transaction: Transaction()) })
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places `nodes` with `layout` in `bounds` (the parent node's local space).
    static func place<L: Layout>(_ layout: L, _ nodes: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize,
                                 axis: Axis?, transaction: Transaction) {
        let subviews = LayoutSubviews(nodes.map { NodeSubview(node: $0, axis: axis, transaction: transaction) })
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The size of views stacked on top of each other (the union, as a centred ZStack).
    static func overlaySize(of nodes: [ViewNode], proposal: ProposedViewSize) -> CGSize {
        guard !nodes.isEmpty else { return .zero }
        return size(ZStackLayout(), of: nodes, proposal: proposal, axis: nil)
    }

    /// Places views centred in `bounds`, each proposed the bounds' size.
    static func placeCentred(_ nodes: [ViewNode], in bounds: CGRect, transaction: Transaction) {
        place(nodes, in: bounds, alignment: .center, transaction: transaction)
    }

    /// Places views aligned in `bounds`, each proposed the bounds' size.
    static func place(_ nodes: [ViewNode], in bounds: CGRect, alignment: Alignment, transaction: Transaction) {
        guard !nodes.isEmpty else { return }
        place(ZStackLayout(alignment: alignment), nodes, in: bounds, proposal: ProposedViewSize(bounds.size),
              axis: nil, transaction: transaction)
    }
}

/// A node as a layout subview.
final class NodeSubview: LayoutSubviewProxy {
    let node: ViewNode
    let axis: Axis?
    let transaction: Transaction

    init(node: ViewNode, axis: Axis?, transaction: Transaction) {
        self.node = node
        self.axis = axis
        self.transaction = transaction
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.stackAxis = axis
        return node.size(for: proposal)
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        node.stackAxis = axis
        node.place(at: position, anchor: anchor, proposal: proposal, transaction: transaction)
    }

    var priority: Double { node.layoutPriority }

    func explicitAlignment(of guide: HorizontalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.stackAxis = axis
        return node.explicitGuide(.horizontal(guide), size: size, proposal: proposal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.stackAxis = axis
        return node.explicitGuide(.vertical(guide), size: size, proposal: proposal)
    }

    var spacing: ViewSpacing { node.spacing(axis: axis) }

    func layoutValue(for key: ObjectIdentifier) -> Any? { node.layoutValue(for: key) }
}
