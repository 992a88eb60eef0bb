import Foundation

/// The node of a built-in modifier: one content child (at index 0), laid out and drawn as a single
/// subview. Subclasses adjust the context passed down, the layout, or the drawing.
class UnaryModifierNode<Modifier>: ViewNode {
    /// Reads this node's views and keeps the last one's modifier and content (made on the first
    /// update; see ``ModifiedContentReader``). Read on the path of every animation frame: no
    /// run-time exclusivity check (see `ViewNode.children`).
    @exclusivity(unchecked) private var reader: ModifiedContentReader<Modifier>?

    /// The modifier of the current view (set by the first update).
    var modifier: Modifier { reader!.modifier }

    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    override func update(view: Any, context: UpdateContext) {
        let view = view as! any View
        update(typed: view, context: context)
    }

    override func update<V: View>(typed view: V, context: UpdateContext) {
        guard let reader else {
            reader = ModifiedContentReader<Modifier>.make(for: view)
            return apply(context: context)
        }
        withViewBytes(of: view) { reader.read($0) }
        apply(context: context)
    }

    /// Updates with the modifier and content read last (the previous modifier is the reader's).
    private func apply(context: UpdateContext) {
        let reader = reader!
        let unchanged = reader.hasPrevious && comparison.equals(reader.previous, reader.modifier)
        noteUpdate(context: context, effect: unchanged ? .none : modifierChangeEffect)
        modifierDidChange(context: context)
        let inner = contextForContent(context)
        beginChildUpdates()
        reader.updateContent(of: self, key: .index(0), context: inner)
        updateSecondaryChildren(context: inner)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        guard let reader else { return }
        reader.keepModifier()
        apply(context: context)
    }

    /// The modifier before the current one: nil on the first update. Only the node kinds that
    /// compare with it ask (an optional of the generic modifier type costs a metadata lookup,
    /// which the node kinds on the path of every frame do not pay).
    var previousModifier: Modifier? {
        guard let reader, reader.hasPrevious else { return nil }
        return reader.previous
    }

    /// How this kind of modifier's values compare (``GraphEquality``'s rule).
    private let comparison = ValueComparison.of(Modifier.self)

    /// What a new, different modifier value can change; layout unless a node kind knows better
    /// (effects only draw differently, a gesture's new closures change neither).
    var modifierChangeEffect: UpdateEffect { .layout }

    /// Called after `modifier` is set (``previousModifier`` is the one before, nil the first time).
    func modifierDidChange(context: UpdateContext) {}

    /// The context the content updates in (a transaction or environment change, say; the
    /// modifier before is ``previousModifier``).
    func contextForContent(_ context: UpdateContext) -> UpdateContext { context }

    /// Updates views the modifier adds beside the content (backgrounds, overlays).
    func updateSecondaryChildren(context: UpdateContext) {}

    /// A modifier of nothing is nothing, as in SwiftUI: `EmptyView().padding()` (or a modified
    /// `if` whose condition is false) takes no place and no spacing in a stack.
    override var addsLayoutNodes: Bool {
        children.contains { !$0.isLeaving && $0.key == .index(0) && $0.addsLayoutNodes }
    }

    override func appendLayoutNodes(to nodes: inout [ViewNode]) {
        guard isLayoutTransparent || addsLayoutNodes else { return }
        super.appendLayoutNodes(to: &nodes)
    }

    /// The content's layout node(s).
    var contentNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == .index(0) { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    /// The content sizes itself as if the modifier were not there (same proposal, same stack axis).
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let nodes = contentNodes
        if nodes.count == 1 {
            nodes[0].stackAxis = stackAxis
            return nodes[0].size(for: proposal)
        }
        guard !nodes.isEmpty else { return .zero }
        return NodeLayout.size(ZStackLayout(), of: nodes, proposal: proposal, axis: stackAxis)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        let nodes = contentNodes
        if nodes.count == 1 {
            nodes[0].stackAxis = stackAxis
            nodes[0].place(at: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center, proposal: proposal,
                           transaction: transaction)
            return
        }
        guard !nodes.isEmpty else { return }
        NodeLayout.place(ZStackLayout(), nodes, in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: stackAxis, transaction: transaction)
    }
}
