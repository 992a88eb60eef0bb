import Foundation

/// A primitive view whose content a ``ListNode`` shows.
protocol ListContentView {
    func updateContent(of node: ViewNode, context: UpdateContext)
}

extension List: ListContentView {
    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

/// Lays out and draws a ``List``: groups its rows into sections, places them with ``ListLayout``,
/// and draws the background, the cards (animated like frames), row backgrounds and separators
/// beneath the rows, clipped to the list's bounds. A list scrolls vertically when its rows are
/// taller than it (a drag or the wheel, as ``ScrollingNode`` does); the background stays.
final class ListNode: ScrollingNode {
    private var view: ListContentView?
    private(set) var style = ListStyleKind.insetGrouped
    private var hidesBackground = false
    private(set) var placed: [ListLayout.PlacedGroup] = []
    private var cards: [AnyHashable: AnimatedValue<AnimatableRect>] = [:]

    override func update(view: Any, context: UpdateContext) {
        let list = view as! ListContentView
        self.view = list
        noteUpdate(context: context)
        style = context.environment.listStyleKind
        hidesBackground = context.environment.scrollContentBackground == .hidden
        var inner = context
        inner.environment.isInList = true
        beginChildUpdates()
        list.updateContent(of: self, context: inner)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// The sections, in order; runs of rows outside sections make sections of their own.
    var groups: [ListGroup] {
        var groups: [ListGroup] = []
        var loose: ListGroup?
        func visit(_ node: ViewNode, traits: ListRowTraits) {
            var traits = traits
            (node as? ListRowTraitNode)?.apply(to: &traits)
            for child in NodeWalk.walkChildren(of: node) {
                if let section = child as? SectionNode {
                    if let run = loose { groups.append(run) }
                    loose = nil
                    groups.append(section.group(traits: traits))
                } else if child.isLayoutTransparent {
                    visit(child, traits: traits)
                } else {
                    if loose == nil { loose = ListGroup(id: AnyHashable("rows \(groups.count)")) }
                    loose?.rows.append(ListRow(node: child, traits: traits))
                }
            }
        }
        visit(self, traits: ListRowTraits())
        if let run = loose { groups.append(run) }
        return groups
    }

    /// The rows under `node`, each with its traits (sections inside are read as rows).
    static func rows(under node: ViewNode, traits: ListRowTraits) -> [ListRow] {
        var rows: [ListRow] = []
        func visit(_ node: ViewNode, traits: ListRowTraits) {
            var traits = traits
            (node as? ListRowTraitNode)?.apply(to: &traits)
            for child in NodeWalk.walkChildren(of: node) {
                if child.isLayoutTransparent { visit(child, traits: traits) } else { rows.append(ListRow(node: child, traits: traits)) }
            }
        }
        visit(node, traits: traits)
        return rows
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let groups = self.groups
        let width = proposal.width ?? ListLayout(style: style, width: 0).idealWidth(of: groups)
        let height = proposal.height
            ?? ListLayout(style: style, width: width).arrange(groups, place: false, transaction: Transaction()).height
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        let layout = ListLayout(style: style, width: size.width)
        let arranged = layout.arrange(groups, place: true, transaction: transaction)
        placed = arranged.placed
        didLayOut(contentSize: CGSize(width: size.width, height: arranged.height), viewportSize: size)
        var kept: [AnyHashable: AnimatedValue<AnimatableRect>] = [:]
        for group in placed {
            guard let card = group.card else { continue }
            if let attribute = cards[group.id] {
                if attribute.target != AnimatableRect(card) {
                    attribute.setTarget(AnimatableRect(card), transaction: transaction, at: graph.time)
                    if attribute.isAnimating { graph.startAnimating(self) }
                }
                kept[group.id] = attribute
            } else {
                kept[group.id] = AnimatedValue(AnimatableRect(card))
            }
            for cell in group.cells {
                guard let background = (cell.row.traits.background as? ListRowBackgroundNode)?.secondaryNode(0) else { continue }
                var nodes: [ViewNode] = []
                background.appendLayoutNodes(to: &nodes)
                NodeLayout.place(nodes, in: cell.cell, alignment: .center, transaction: transaction)
            }
        }
        cards = kept
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        for card in cards.values where card.isAnimating { running = card.advance(to: time) || running }
        return running
    }

    override var liveAnimationCount: Int {
        super.liveAnimationCount + cards.values.reduce(0) { $0 + $1.animationCount }
    }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        for (id, card) in cards { collector.add(card, as: InspectorAttribute("row[\(id)].frame", suffixes: ["x", "y", "width", "height"])) }
    }

    /// The card of a group as shown now (animated).
    func presentedCard(of group: ListLayout.PlacedGroup) -> CGRect? {
        cards[group.id]?.value.rect ?? group.card
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let bounds = CGRect(origin: .zero, size: size)
        if !hidesBackground { builder.fill(Path(bounds), color: style.background.resolved(in: environment.colorScheme), shape: "ListBackground") }
        drawScrolled(into: &builder, size: size) { builder in drawRows(into: &builder) }
    }

    /// The cards, row backgrounds, separators and rows, in the content's coordinates.
    private func drawRows(into builder: inout DisplayListBuilder) {
        for group in placed {
            guard let card = presentedCard(of: group) else { continue }
            let outline = Path(roundedRect: card, cornerRadius: style.cornerRadius)
            if style.isGrouped { builder.fill(outline, color: style.cellBackground.resolved(in: environment.colorScheme), shape: "ListCard") }
            builder.save()
            if style.cornerRadius > 0 { builder.clip(to: outline) }
            for cell in group.cells {
                (cell.row.traits.background as? ListRowBackgroundNode)?.secondaryNode(0)?.draw(into: &builder)
            }
            builder.restore()
            for cell in group.cells where cell.separated {
                let node = cell.row.node
                let shown = cell.cell.offsetBy(dx: 0, dy: node.presentedFrame.minY - node.modelFrame.minY)
                let line = CGRect(x: shown.minX + cell.separatorInset, y: shown.maxY - ListLayout.separatorThickness,
                                  width: shown.width - cell.separatorInset, height: ListLayout.separatorThickness)
                builder.fill(Path(line), color: StructureColors.separator.resolved(in: environment.colorScheme), shape: "ListSeparator")
            }
        }
        for child in children { child.draw(into: &builder) }
    }
}
