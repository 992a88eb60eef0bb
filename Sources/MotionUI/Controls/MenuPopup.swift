import Foundation

/// An open menu's items, shown over the window by ``MenuPopupNode``.
struct MenuPopup: PrimitiveView {
    var content: AnyView
    var dismiss: () -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { MenuPopupNode(graph: graph) }
}

/// Draws an open menu over the window (one of ``ViewGraph/overlays``), after iOS 17's context menus:
///
/// - a card 250 wide (at most the window's width less 16), corner radius 13, in the alerts'
///   opaque material colour, with a soft shadow (black at 15 %, radius 12, 4 down);
/// - 8 below the menu's button, its leading edge on the button's (kept 8 inside the window); above
///   the button when it does not fit below;
/// - each item a row: a button 44 tall (taller if it needs more than 44 − 22), 16 in from the
///   leading edge, in the primary colour (destructive ones red); a picker's options as its own rows,
///   the selected one checked on the leading side, whatever its style (as iOS shows a picker in a
///   menu; see ``PickerNode``); 0.5 pt separators between the rows.
///
/// Choosing an item runs its action and closes the menu; a tap anywhere outside the card closes it
/// and reaches nothing below. It opens and closes at once (Motion's choice).
final class MenuPopupNode: ViewNode, PointerResponder {
    static let width: CGFloat = 250
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let rowInset: CGFloat = 16

    private var popup: MenuPopup?
    private var isRegistered = false
    /// The card and the rows' frames (window points, model values).
    private(set) var card: CGRect = .zero
    private var rows: [CGRect] = []

    override func update(view: Any, context: UpdateContext) {
        let popup = view as! MenuPopup
        self.popup = popup
        noteUpdate(context: context)
        if !isRegistered {
            graph.overlays.append(self)
            isRegistered = true
        }
        var inner = context
        inner.environment = context.environment.presentationEnvironment(dismiss: popup.dismiss)
        inner.environment.afterButtonAction = popup.dismiss
        inner.environment.tint = .primary
        inner.environment.isInMenu = true
        beginChildUpdates()
        updateChild(key: .index(0), view: popup.content, context: inner)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let popup { update(view: popup, context: context) }
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    private var items: [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        let margin = MenuPopupNode.margin, inset = MenuPopupNode.rowInset
        let width = min(MenuPopupNode.width, max(size.width - 2 * margin, 0))
        let items = self.items
        let heights = items.map { item -> CGFloat in
            if MenuPopupNode.isPickerRows(item) { return item.size(for: ProposedViewSize(width: width, height: nil)).height }
            let height = item.size(for: ProposedViewSize(width: width - 2 * inset, height: nil)).height
            return max(PickerNode.rowHeight, height + 22)
        }
        let height = heights.reduce(0, +)
        let anchor = parent?.modelFrameInWindow ?? .zero
        let x = min(max(anchor.minX, margin), max(size.width - margin - width, margin))
        var y = anchor.maxY + margin
        if y + height > size.height - margin { y = max(anchor.minY - margin - height, margin) }
        card = CGRect(x: x, y: y, width: width, height: height)
        rows = []
        for (item, itemHeight) in zip(items, heights) {
            let row = CGRect(x: x, y: y, width: width, height: itemHeight)
            rows.append(row)
            if MenuPopupNode.isPickerRows(item) {
                NodeLayout.place([item], in: row, alignment: .topLeading, transaction: transaction)
            } else {
                NodeLayout.place([item], in: row.insetBy(dx: inset, dy: 0), alignment: .leading, transaction: transaction)
            }
            y += itemHeight
        }
    }

    /// Whether `item` is a picker's rows (under modifiers of its own, such as its style), which
    /// span the card and size their rows themselves.
    private static func isPickerRows(_ item: ViewNode) -> Bool {
        var node: ViewNode? = item
        while let current = node {
            if current is PickerNode { return true }
            node = current.singleContent
        }
        return false
    }

    // MARK: Drawing and taps

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.addHitRegion(CGRect(origin: .zero, size: size), target: self)
        let scheme = environment.colorScheme
        builder.withShadow(color: Color(white: 0, opacity: 0.15), radius: 12, offset: CGSize(width: 0, height: 4)) { builder in
            builder.fill(Path(roundedRect: card, cornerRadius: MenuPopupNode.cornerRadius),
                         color: StructureColors.alertBackground.resolved(in: scheme), shape: "Menu")
        }
        builder.save()
        builder.clip(to: Path(roundedRect: card, cornerRadius: MenuPopupNode.cornerRadius))
        for row in rows.dropFirst() {
            builder.fill(Path(CGRect(x: row.minX, y: row.minY - ListLayout.separatorThickness / 2, width: row.width,
                                     height: ListLayout.separatorThickness)),
                         color: StructureColors.separator.resolved(in: scheme), shape: "MenuSeparator")
        }
        for child in children { child.draw(into: &builder) }
        builder.restore()
    }

    /// Blocks the views below; a tap outside the card closes the menu.
    var blocksPointerBelow: Bool { true }

    func pointerBegan(_ sample: PointerSample) -> GesturePhase { .possible }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase { .possible }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        if !card.contains(sample.localLocation) { popup?.dismiss() }
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { .possible }

    func pointerCancelled() {}
}
