import Foundation

/// The node of a ``TabView``: its tabs (read through transparent views, with their tags and
/// items), the selected one laid out and drawn above the bar, the bar's items and their taps.
final class TabViewNode: CompositeNodeBase, PointerResponder {
    static let barHeight: CGFloat = 49

    struct Tab {
        var node: ViewNode
        var tag: AnyHashable?
        var item: TabItemNode?
        var badge: String?
    }

    private var view: TabViewContent?
    private var ownSelection = 0
    private var pressedIndex: Int?
    private var barHidden = false

    override var isLayoutTransparent: Bool { false }
    override var singleContent: ViewNode? { nil }

    override func update(view: Any, context: UpdateContext) {
        let tabs = view as! TabViewContent
        self.view = tabs
        noteUpdate(context: context)
        let context = contextTakingPending(context)
        barHidden = context.environment.tabBarHidden
        beginChildUpdates()
        tabs.updateContent(of: self, context: context)
        endChildUpdates(context: context)
        let selected = selectedIndex
        for (index, tab) in self.tabs.enumerated() {
            tab.item?.updateLabel(isSelected: index == selected, context: context)
        }
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// The tabs in order.
    var tabs: [Tab] {
        var tabs: [Tab] = []
        func visit(_ node: ViewNode, _ tab: Tab) {
            var tab = tab
            if let node = node as? TagNode { tab.tag = tab.tag ?? node.modifier.tag }
            if let node = node as? TabItemNode { tab.item = tab.item ?? node }
            if let node = node as? BadgeNode, tab.badge == nil { tab.badge = node.modifier.label }
            for child in NodeWalk.walkChildren(of: node) {
                if child.isLayoutTransparent {
                    visit(child, tab)
                } else {
                    tabs.append(Tab(node: child, tag: tab.tag, item: tab.item, badge: tab.badge))
                }
            }
        }
        visit(self, Tab(node: self))
        return tabs
    }

    /// The index of the tab shown.
    var selectedIndex: Int {
        let tabs = self.tabs
        guard let view, let tag = view.selectedTag else { return min(ownSelection, max(tabs.count - 1, 0)) }
        return tabs.firstIndex { $0.tag == tag } ?? 0
    }

    private func select(_ index: Int) {
        let tabs = self.tabs
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        if let tag = tabs[index].tag, view?.select(tag) == true { return }
        if view?.selectedTag == nil {
            ownSelection = index
            invalidate(transaction: Transaction.current)
        }
    }

    // MARK: Layout

    /// Set while the selected tab asks for no tab bar (`.toolbar(.hidden, for: .tabBar)` on it or
    /// on the top page of a stack inside it).
    private var hiddenByContent = false
    private var barHeight: CGFloat { barHidden || hiddenByContent ? 0 : TabViewNode.barHeight }

    private static func hidesTabBar(_ tab: ViewNode) -> Bool {
        var hidden = false
        func read(_ node: ViewNode) {
            if let trait = node as? NavigationTraitNode<_ToolbarAppearanceModifier>, trait.modifier.hidden == true,
               trait.modifier.bars.contains(.tabBar) { hidden = true }
        }
        read(tab)
        NodeWalk.forEachNode(under: tab, descend: { node in
            !(node is PresentationNode) && ((node as? NavigationPageNode)?.cover.target ?? 0) == 0
        }, read)
        return hidden
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        let tabs = self.tabs
        guard !tabs.isEmpty else { return }
        let selected = tabs[selectedIndex].node
        hiddenByContent = TabViewNode.hidesTabBar(selected)
        NodeLayout.placeCentred([selected], in: CGRect(x: 0, y: 0, width: size.width, height: max(size.height - barHeight, 0)),
                                transaction: transaction)
        guard barHeight > 0 else { return }
        for (index, slot) in slots(count: tabs.count, in: size).enumerated() {
            guard let label = tabs[index].item?.labelNode else { continue }
            var nodes: [ViewNode] = []
            label.appendLayoutNodes(to: &nodes)
            NodeLayout.placeCentred(nodes, in: slot, transaction: transaction)
        }
    }

    private func slots(count: Int, in size: CGSize) -> [CGRect] {
        let width = size.width / CGFloat(max(count, 1))
        return (0..<count).map { CGRect(x: CGFloat($0) * width, y: size.height - barHeight, width: width, height: barHeight) }
    }

    // MARK: Drawing and taps

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let tabs = self.tabs
        guard !tabs.isEmpty else { return }
        tabs[selectedIndex].node.draw(into: &builder)
        guard barHeight > 0 else { return }
        let bar = CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight)
        builder.fill(Path(bar), color: StructureColors.barBackground.resolved(in: environment.colorScheme), shape: "TabBar")
        builder.fill(Path(CGRect(x: 0, y: bar.minY, width: size.width, height: ListLayout.separatorThickness)),
                     color: StructureColors.separator.resolved(in: environment.colorScheme), shape: "BarSeparator")
        for tab in tabs { tab.item?.labelNode?.draw(into: &builder) }
        for (tab, slot) in zip(tabs, slots(count: tabs.count, in: size)) {
            if let badge = tab.badge { drawBadge(badge, in: slot, label: tab.item?.labelFrame, into: &builder) }
        }
        builder.addHitRegion(bar, target: self)
    }

    static let badgeFont = Font.system(size: 13)
    static let badgeHeight: CGFloat = 18

    /// A red capsule, 18 tall and at least 18 wide (the text plus 5 on each side), its text white
    /// 13 pt; its left edge 6 left of the item's label's trailing edge, 2 below the bar's top.
    private func drawBadge(_ text: String, in slot: CGRect, label: CGRect?, into builder: inout DisplayListBuilder) {
        let font = TabViewNode.badgeFont
        let textWidth = graph.textMeasurer.width(of: text, font: font)
        let lineHeight = graph.textMeasurer.metrics(of: font).lineHeight
        let width = max(TabViewNode.badgeHeight, textWidth + 10)
        let anchor = label ?? CGRect(x: slot.midX, y: slot.minY, width: 0, height: 0)
        let capsule = CGRect(x: anchor.maxX - 6, y: slot.minY + 2, width: width, height: TabViewNode.badgeHeight)
        builder.fill(Path(roundedRect: capsule, cornerRadius: TabViewNode.badgeHeight / 2), color: .red, shape: "Badge")
        builder.text(text, font: font, color: .white,
                     in: CGRect(x: capsule.midX - textWidth / 2, y: capsule.midY - lineHeight / 2, width: textWidth, height: lineHeight))
    }

    private var lastSize: CGSize { modelFrame.size }

    /// A press on the tab bar picks the item under it; the release over the bar selects it.
    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        let count = tabs.count
        guard count > 0, lastSize.width > 0 else { return .failed }
        pressedIndex = min(max(Int(sample.localLocation.x / (lastSize.width / CGFloat(count))), 0), count - 1)
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase { pressedIndex == nil ? .failed : .possible }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        defer { pressedIndex = nil }
        guard sample.isInside, let index = pressedIndex else { return .failed }
        select(index)
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { pressedIndex == nil ? .failed : .possible }

    func pointerCancelled() { pressedIndex = nil }
}
