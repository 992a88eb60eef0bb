import Foundation

/// The confirmation dialog's layout and drawing (see ``PresentationNode``).
extension PresentationNode {
    static let dialogMargin: CGFloat = 8
    static let dialogRowHeight: CGFloat = 57
    static let dialogCornerRadius: CGFloat = 13
    static let dialogPadding: CGFloat = 14
    static let dialogFont = Font.system(size: 20)

    func placeDialog(in size: CGSize, transaction: Transaction) {
        let margin = PresentationNode.dialogMargin, row = PresentationNode.dialogRowHeight
        let width = max(size.width - 2 * margin, 0)
        let textProposal = ProposedViewSize(width: max(width - 32, 0), height: nil)
        let texts = (nodes(.secondary(0)) + nodes(.secondary(1))).filter { $0.size(for: textProposal).height > 0 }
        let textHeight = texts.reduce(0) { $0 + $1.size(for: textProposal).height } + CGFloat(max(texts.count - 1, 0)) * 2
        dialogHasHeader = !texts.isEmpty
        let header = dialogHasHeader ? textHeight + 2 * PresentationNode.dialogPadding : 0
        let buttons = nodes(.index(0))
        cancelCard = CGRect(x: margin, y: size.height - margin - row, width: width, height: row)
        let height = header + row * CGFloat(buttons.count)
        card = CGRect(x: margin, y: cancelCard.minY - margin - height, width: width, height: height)
        var y = card.minY + PresentationNode.dialogPadding
        for node in texts {
            node.place(at: CGPoint(x: card.midX, y: y), anchor: .top, proposal: textProposal, transaction: transaction)
            y += node.size(for: textProposal).height + 2
        }
        buttonCells = buttons.indices.map { CGRect(x: margin, y: card.minY + header + CGFloat($0) * row, width: width, height: row) }
        for (node, cell) in Array(zip(buttons, buttonCells)) + Array(zip(nodes(.secondary(2)), [cancelCard])) {
            node.place(at: CGPoint(x: cell.midX, y: cell.midY), anchor: .center, proposal: ProposedViewSize(cell.size),
                       transaction: transaction)
        }
    }

    func drawDialog(into builder: inout DisplayListBuilder, size: CGSize, progress p: CGFloat) {
        builder.fill(Path(CGRect(origin: .zero, size: size)), color: Color.black.opacity(PresentationNode.alertDim * Double(p)),
                     shape: "Dimming")
        builder.save()
        builder.translate(by: CGPoint(x: 0, y: (1 - p) * (size.height - card.minY)))
        let radius = PresentationNode.dialogCornerRadius
        if card.height > 0 {
            builder.fill(Path(roundedRect: card, cornerRadius: radius), color: StructureColors.alertBackground.resolved(in: environment.colorScheme), shape: "Dialog")
        }
        builder.fill(Path(roundedRect: cancelCard, cornerRadius: radius), color: StructureColors.background.resolved(in: environment.colorScheme), shape: "DialogCancel")
        for line in separators {
            builder.fill(Path(line), color: StructureColors.separator.resolved(in: environment.colorScheme), shape: "AlertSeparator")
        }
        for child in children { child.draw(into: &builder) }
        builder.restore()
    }
}
