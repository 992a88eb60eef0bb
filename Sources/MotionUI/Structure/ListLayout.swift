import Foundation

/// Lays out a list's groups (see ``List`` for the metrics) in a list of a given width: the size, and
/// when placing, every row's cell, every card and every separator, in the list's coordinates.
struct ListLayout {
    static let minimumRowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let rowVerticalPadding: CGFloat = 11
    static let separatorThickness: CGFloat = 0.5
    static let headerGap: CGFloat = 7
    static let defaultRowInsets = EdgeInsets(top: rowVerticalPadding, leading: rowInset, bottom: rowVerticalPadding,
                                             trailing: rowInset)

    /// One placed row: its cell (the full-width box its background fills).
    struct Cell {
        let row: ListRow
        let cell: CGRect
        /// Whether a separator runs under it.
        let separated: Bool
        /// Where its separator starts, from the cell's leading edge (the row content's inset).
        let separatorInset: CGFloat
    }

    /// One placed group: its card (nil without rows) and cells.
    struct PlacedGroup {
        let id: AnyHashable
        let card: CGRect?
        let cells: [Cell]
    }

    let style: ListStyleKind
    let width: CGFloat

    var cardX: CGFloat { style.horizontalMargin }
    var cardWidth: CGFloat { max(width - 2 * style.horizontalMargin, 0) }
    var contentWidth: CGFloat { max(cardWidth - 2 * ListLayout.rowInset, 0) }
    var contentProposal: ProposedViewSize { ProposedViewSize(width: contentWidth, height: nil) }

    /// The height of `groups`; with `place`, places them and returns the placed groups too.
    func arrange(_ groups: [ListGroup], place: Bool, transaction: Transaction) -> (height: CGFloat, placed: [PlacedGroup]) {
        var y: CGFloat = 0
        var placed: [PlacedGroup] = []
        let plain = !style.isGrouped
        for group in groups {
            y += style.sectionSpacing
            if !group.header.isEmpty {
                if plain { y += 8 }
                y = stack(group.header, from: y, place: place, transaction: transaction)
                y += plain ? 8 : ListLayout.headerGap
            }
            let top = y
            var cells: [Cell] = []
            for (index, row) in group.rows.enumerated() {
                let insets = row.traits.insets ?? ListLayout.defaultRowInsets
                let proposal = ProposedViewSize(width: max(cardWidth - insets.leading - insets.trailing, 0), height: nil)
                let size = row.node.size(for: proposal)
                let height = max(ListLayout.minimumRowHeight, size.height + insets.top + insets.bottom)
                let cell = CGRect(x: cardX, y: y, width: cardWidth, height: height)
                if place {
                    let top = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
                    row.node.place(at: CGPoint(x: cardX + insets.leading, y: top), anchor: .topLeading, proposal: proposal,
                                   transaction: transaction)
                    let next = index + 1 < group.rows.count ? group.rows[index + 1] : nil
                    let separated = next != nil && row.traits.separator != .hidden && next?.traits.separator != .hidden
                    cells.append(Cell(row: row, cell: cell, separated: separated, separatorInset: insets.leading))
                }
                y += height
            }
            let card = group.rows.isEmpty ? nil : CGRect(x: cardX, y: top, width: cardWidth, height: y - top)
            if !group.footer.isEmpty {
                y += plain ? 8 : ListLayout.headerGap
                y = stack(group.footer, from: y, place: place, transaction: transaction)
                if plain { y += 8 }
            }
            if place { placed.append(PlacedGroup(id: group.id, card: card, cells: cells)) }
        }
        if !groups.isEmpty { y += style.sectionSpacing }
        return (y, placed)
    }

    /// The widest row, header or footer at its ideal width, plus the insets (a list's ideal width).
    func idealWidth(of groups: [ListGroup]) -> CGFloat {
        let nodes = groups.flatMap { $0.header + $0.rows.map(\.node) + $0.footer }
        let widest = nodes.map { $0.size(for: .unspecified).width }.max() ?? 0
        return widest + 2 * (ListLayout.rowInset + style.horizontalMargin)
    }

    /// Stacks header or footer views from `y`, 16 in from the card's edge; returns the bottom.
    private func stack(_ nodes: [ViewNode], from y: CGFloat, place: Bool, transaction: Transaction) -> CGFloat {
        var y = y
        for node in nodes {
            let size = node.size(for: contentProposal)
            if place {
                node.place(at: CGPoint(x: cardX + ListLayout.rowInset, y: y), anchor: .topLeading,
                           proposal: contentProposal, transaction: transaction)
            }
            y += size.height
        }
        return y
    }
}
