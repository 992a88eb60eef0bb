import Foundation

/// The row looks (see ``PickerNode``): the inline style and a menu picker's popup.
///
/// - Each option is a row 44 tall (taller when an option needs more than 44 − 22), the option at
///   the row's leading side, vertically centred, in the primary colour; a 0.5 pt separator lies
///   between two rows.
/// - Inline: the option 16 in from the leading edge (0 in a list, whose rows are inset already),
///   the separators from there to the trailing edge, and a semibold checkmark in the accent colour
///   16 in from the trailing edge of the selected row.
/// - Menu rows: the checkmark in the leading column (16 in), the option 44 in, separators across
///   the whole width.
///
/// The width is the one offered, else the widest option's plus the insets and the checkmark.
/// A press and its release inside a row select it (and close the menu the rows are in).
extension PickerNode {
    static let rowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let menuTitleInset: CGFloat = 44

    private var rowLeading: CGFloat {
        kind == .menuRows ? PickerNode.menuTitleInset : environment.isInList ? 0 : PickerNode.rowInset
    }

    private var rowHeight: CGFloat { max(PickerNode.rowHeight, largestOption.height + 22) }

    func rowsSize(_ proposal: ProposedViewSize) -> CGSize {
        let mark = checkmark?.size(for: .unspecified).width ?? 0
        let width = proposal.width ?? largestOption.width + rowLeading + mark + 2 * PickerNode.rowInset
        return CGSize(width: width, height: rowHeight * CGFloat(options.count))
    }

    func placeRows(in size: CGSize, transaction: Transaction) {
        let height = rowHeight, leading = rowLeading
        for (index, option) in options.enumerated() {
            let row = CGRect(x: leading, y: CGFloat(index) * height, width: max(size.width - leading - PickerNode.rowInset, 0), height: height)
            NodeLayout.place([option.node], in: row, alignment: .leading, transaction: transaction)
        }
        guard let checkmark, let selected = selectedIndex else { return }
        let row = CGRect(x: 0, y: CGFloat(selected) * height, width: size.width, height: height)
        let column = kind == .menuRows
            ? CGRect(x: PickerNode.rowInset, y: row.minY, width: PickerNode.menuTitleInset - PickerNode.rowInset, height: height)
            : row.insetBy(dx: environment.isInList ? 0 : PickerNode.rowInset, dy: 0)
        NodeLayout.place([checkmark], in: column, alignment: kind == .menuRows ? .leading : .trailing, transaction: transaction)
    }

    func drawRows(into builder: inout DisplayListBuilder, size: CGSize) {
        let height = rowHeight
        let separatorStart = kind == .menuRows ? 0 : rowLeading
        let color = StructureColors.separator.resolved(in: environment.colorScheme)
        for index in options.indices.dropFirst() {
            let line = CGRect(x: separatorStart, y: CGFloat(index) * height - ListLayout.separatorThickness / 2,
                              width: size.width - separatorStart, height: ListLayout.separatorThickness)
            builder.fill(Path(line), color: color, shape: "PickerRowSeparator")
        }
        for option in options { option.node.draw(into: &builder) }
        if selectedIndex != nil { checkmark?.draw(into: &builder) }
    }

    func rowIndex(at point: CGPoint) -> Int? {
        guard point.y >= 0 else { return nil }
        let index = Int(point.y / rowHeight)
        return options.indices.contains(index) ? index : nil
    }
}
