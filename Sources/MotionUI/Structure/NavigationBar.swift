import Foundation

/// A page's bars: the top bar (back button, leading, principal and trailing toolbar items, the
/// title) and, when there are bottom-bar items, the bottom bar. Laid out over the whole page by
/// its ``NavigationPageNode``; only its items take taps.
///
/// Metrics (points): the top bar is 44 tall, plus 52 for a large title; a bottom bar 44 (with a
/// 0.5 separator above it, on the bar material). The back button ("‹ " and the previous page's
/// title, or "Back") starts 8 in; leading items follow it (16 in without it), trailing items end 16
/// from the trailing edge, items of a group 16 apart; all centred on the bar's midline. An inline
/// title (`.headline`) or a principal item is centred in the bar; a large title (`.largeTitle`,
/// bold) starts 16 in, centred in the 52 below. A search field (`.searchable`) adds 52 under that:
/// 36 tall, 16 in from the sides, 8 down. Bottom items are a row 16 in from both sides.
struct NavigationBarView: PrimitiveView {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode
    var backTitle: String?
    var back: (() -> Void)?
    var items: [AnyView]
    var hiddenBars: Set<ToolbarPlacement.Bar> = []
    var background: Color?
    var search: SearchField?

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationBarNode(graph: graph) }
}

final class NavigationBarNode: ViewNode {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let bottomBarHeight: CGFloat = 44
    static let itemSpacing: CGFloat = 16
    static let searchHeight: CGFloat = 52

    private var bar: NavigationBarView?

    override func update(view: Any, context: UpdateContext) {
        let bar = view as! NavigationBarView
        self.bar = bar
        noteUpdate(context: context)
        beginChildUpdates()
        if bar.hiddenBars.contains(.navigationBar) && bar.hiddenBars.contains(.bottomBar) {
            endChildUpdates(context: context)
            return
        }
        if let back = bar.back, !bar.hiddenBars.contains(.navigationBar) {
            updateChild(key: .secondary(0), view: Button(action: back) { Text("‹ " + (bar.backTitle ?? "Back")) },
                        context: context)
        }
        if let title = bar.title, !title.isEmpty, !bar.hiddenBars.contains(.navigationBar) {
            let text = bar.mode == .large ? Text(title).font(.largeTitle).bold() : Text(title).font(.headline)
            updateChild(key: .secondary(1), view: text.foregroundColor(.primary), context: context)
        }
        if let search = bar.search, !bar.hiddenBars.contains(.navigationBar) {
            updateChild(key: .secondary(2), view: search, context: context)
        }
        for (index, item) in bar.items.enumerated() {
            updateChild(key: .index(index), view: item, context: context)
        }
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let bar { update(view: bar, context: context) }
    }

    /// The laid-out views of the child at `key`.
    private func child(_ key: ChildKey) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == key { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    /// The toolbar's views by place.
    var slots: [ToolbarItemPlacement.Slot: [ViewNode]] {
        var slots: [ToolbarItemPlacement.Slot: [ViewNode]] = [:]
        func collect(_ node: ViewNode, _ slot: ToolbarItemPlacement.Slot) {
            for child in NodeWalk.walkChildren(of: node) {
                if let item = child as? ToolbarItemNode {
                    collect(item, item.placement.slot)
                } else if child.isLayoutTransparent {
                    collect(child, slot)
                } else {
                    slots[slot, default: []].append(child)
                }
            }
        }
        for child in children where !child.isLeaving {
            if case .index = child.key { child.isLayoutTransparent ? collect(child, .trailing) : slots[.trailing, default: []].append(child) }
        }
        if isHidden(.navigationBar) { [.leading, .trailing, .principal].forEach { slots[$0] = nil } }
        if isHidden(.bottomBar) { slots[.bottom] = nil }
        return slots
    }

    private func isHidden(_ bar: ToolbarPlacement.Bar) -> Bool { self.bar?.hiddenBars.contains(bar) == true }

    private var hasLargeTitle: Bool { bar?.mode == .large && !child(.secondary(1)).isEmpty }

    /// The height the top bar takes from the page.
    var topHeight: CGFloat {
        isHidden(.navigationBar) ? 0 : titleAreaHeight + (child(.secondary(2)).isEmpty ? 0 : NavigationBarNode.searchHeight)
    }

    /// The bar and the large title, above the search field.
    private var titleAreaHeight: CGFloat {
        NavigationBarNode.barHeight + (hasLargeTitle ? NavigationBarNode.largeTitleHeight : 0)
    }
    /// The height the bottom bar takes from the page (0 without bottom items).
    var bottomHeight: CGFloat { slots[.bottom]?.isEmpty == false ? NavigationBarNode.bottomBarHeight : 0 }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        let slots = self.slots
        let midY = NavigationBarNode.barHeight / 2
        var leadingX: CGFloat = 16
        let back = child(.secondary(0))
        if !back.isEmpty {
            let width = place(back, from: 8, midY: midY, transaction: transaction)
            leadingX = 8 + width + NavigationBarNode.itemSpacing
        }
        place(slots[.leading] ?? [], from: leadingX, midY: midY, transaction: transaction)
        let trailing = slots[.trailing] ?? []
        let trailingWidth = rowSize(trailing).width
        place(trailing, from: size.width - 16 - trailingWidth, midY: midY, transaction: transaction)
        let principal = slots[.principal] ?? []
        if !principal.isEmpty {
            place(principal, from: (size.width - rowSize(principal).width) / 2, midY: midY, transaction: transaction)
        }
        let title = child(.secondary(1))
        if !title.isEmpty {
            if hasLargeTitle {
                place(title, from: 16, midY: NavigationBarNode.barHeight + NavigationBarNode.largeTitleHeight / 2,
                      transaction: transaction)
            } else {
                place(title, from: (size.width - rowSize(title).width) / 2, midY: midY, transaction: transaction)
            }
        }
        let search = child(.secondary(2))
        if !search.isEmpty {
            let field = CGRect(x: 16, y: titleAreaHeight + 8, width: max(size.width - 32, 0), height: SearchField.height)
            NodeLayout.placeCentred(search, in: field, transaction: transaction)
        }
        let bottom = slots[.bottom] ?? []
        if !bottom.isEmpty {
            let rect = CGRect(x: 16, y: size.height - NavigationBarNode.bottomBarHeight, width: max(size.width - 32, 0),
                              height: NavigationBarNode.bottomBarHeight)
            NodeLayout.place(HStackLayout(spacing: NavigationBarNode.itemSpacing), bottom, in: rect,
                             proposal: ProposedViewSize(rect.size), axis: .horizontal, transaction: transaction)
        }
    }

    private func rowSize(_ nodes: [ViewNode]) -> CGSize {
        guard !nodes.isEmpty else { return .zero }
        return NodeLayout.size(HStackLayout(spacing: NavigationBarNode.itemSpacing), of: nodes, proposal: .unspecified,
                               axis: .horizontal)
    }

    /// Places `nodes` in a row starting at `x`, centred on `midY`; returns the row's width.
    @discardableResult
    private func place(_ nodes: [ViewNode], from x: CGFloat, midY: CGFloat, transaction: Transaction) -> CGFloat {
        let size = rowSize(nodes)
        guard !nodes.isEmpty else { return 0 }
        NodeLayout.place(HStackLayout(spacing: NavigationBarNode.itemSpacing), nodes,
                         in: CGRect(x: x, y: midY - size.height / 2, width: size.width, height: size.height),
                         proposal: ProposedViewSize(size), axis: .horizontal, transaction: transaction)
        return size.width
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        if let color = bar?.background, topHeight > 0 {
            builder.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: topHeight)), color: color, shape: "TopBar")
        }
        let bottom = bottomHeight
        if bottom > 0 {
            let top = size.height - bottom
            builder.fill(Path(CGRect(x: 0, y: top, width: size.width, height: bottom)), color: StructureColors.barBackground.resolved(in: environment.colorScheme),
                         shape: "BottomBar")
            builder.fill(Path(CGRect(x: 0, y: top, width: size.width, height: ListLayout.separatorThickness)),
                         color: StructureColors.separator.resolved(in: environment.colorScheme), shape: "BarSeparator")
        }
        super.drawContent(into: &builder, size: size)
    }
}
