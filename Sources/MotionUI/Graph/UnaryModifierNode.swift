import Foundation

/// The node of a built-in modifier: one content child (at index 0), laid out and drawn as a single
/// subview. Subclasses adjust the context passed down, the layout, or the drawing.
class UnaryModifierNode<Modifier>: ViewNode {
    @exclusivity(unchecked) private(set) var modifier: Modifier!
    private var modified: ModifiedView?

    override var singleContent: ViewNode? { children.first { !$0.isLeaving } }

    override func update(view: Any, context: UpdateContext) {
        let modified = view as! ModifiedView
        let newModifier = modified.anyModifier as! Modifier
        let old = self.modifier
        self.modifier = newModifier
        self.modified = modified
        noteUpdate(context: context, effect: old.map { comparison.equals($0, newModifier) } == true ? .none : modifierChangeEffect)
        modifierDidChange(from: old, context: context)
        let inner = contextForContent(context, previous: old)
        beginChildUpdates()
        modified.updateContent(of: self, key: .index(0), context: inner)
        updateSecondaryChildren(context: inner)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let modified { update(view: modified, context: context) }
    }

    /// How this kind of modifier's values compare (``GraphEquality``'s rule).
    private lazy var comparison = ValueComparison.of(Modifier.self)

    /// What a new, different modifier value can change; layout unless a node kind knows better
    /// (effects only draw differently, a gesture's new closures change neither).
    var modifierChangeEffect: UpdateEffect { .layout }

    /// Called with the previous modifier (nil the first time) after `modifier` is set.
    func modifierDidChange(from old: Modifier?, context: UpdateContext) {}

    /// The context the content updates in (a transaction or environment change, say).
    func contextForContent(_ context: UpdateContext, previous: Modifier?) -> UpdateContext { context }

    /// Updates views the modifier adds beside the content (backgrounds, overlays).
    func updateSecondaryChildren(context: UpdateContext) {}

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
