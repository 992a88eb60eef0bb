import Foundation

/// What a presentation shows: a sheet or full-screen cover's content, or an alert's title,
/// message and actions.
struct PresentationContainer: PrimitiveView {
    enum Kind: Equatable {
        case sheet, fullScreenCover, alert, confirmationDialog
    }

    var kind: Kind
    /// The sheet's or cover's content; the alert's message.
    var content: AnyView
    /// The alert's title.
    var title: String = ""
    /// The alert's buttons.
    var actions: AnyView?
    /// Whether a confirmation dialog shows its title.
    var showsTitle = true
    var dismiss: () -> Void
    /// Run once the presentation has left (its removal animation over).
    var onDismiss: (() -> Void)?

    func makeNode(graph: ViewGraph) -> ViewNode { PresentationNode(graph: graph) }
}

/// Draws a presentation over the window, `p` being its presentation progress (0 hidden, 1 shown;
/// the insertion and removal transitions' progress):
///
/// - sheet: the window dimmed by black at 0.4 × p; a white card from 10 pt below the window's top
///   (or its resting ``PresentationDetent``'s height above the bottom) to its bottom, corner radius
///   10, moved down by (1 − p) × its height; the content centred in it.
/// - full-screen cover: a white card over the whole window, moved down by (1 − p) × its height.
/// - alert: the window dimmed by black at 0.2 × p; a 270 pt wide card (corner radius 14) centred in
///   the window, at opacity p and, while it enters, scaled by 1.1 − 0.1 p. The title (`.headline`)
///   and message (`.footnote`) are centred, 20 from the top, 2 apart, 20 above the buttons (32 in
///   from the sides). Two buttons sit side by side (135 × 44 each), others one under the other
///   (270 × 44), with 0.5 pt separators. Tapping a button runs its action, then dismisses.
///
/// - confirmation dialog: the window dimmed like an alert's; at the bottom, 8 from the window's
///   sides and bottom, a Cancel card (57 tall, corner radius 13) and 8 above it the actions' card:
///   the title (if shown; `.footnote` semibold) and message (`.footnote`), secondary colour,
///   centred, 14 above and below, then a 57 pt row per action in 20 pt text, with 0.5 pt
///   separators. Both cards move down by (1 − p) × (their height + 8). Every button dismisses.
///
/// Taps on the dimmed window never reach the views below. Outside a sheet's card or a confirmation
/// dialog's cards a tap dismisses it (unless `.interactiveDismissDisabled()` is set inside), as on
/// iOS; around an alert or full-screen cover it does nothing.
final class PresentationNode: ViewNode, NavigationBoundary, PointerResponder {
    static let sheetTop: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    static let sheetDim = 0.4
    static let grabberColor = Color(red8: 127, green8: 127, blue8: 127, opacity: 0.4)
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertDim = 0.2
    static let alertPadding: CGFloat = 20
    static let alertTextInset: CGFloat = 16
    static let buttonHeight: CGFloat = 44

    private var container: PresentationContainer?
    private var isRegistered = false
    /// The alert's card and button cells, in window points (model values).
    var card: CGRect = .zero
    var buttonCells: [CGRect] = []
    /// A confirmation dialog's Cancel card, and whether its main card has a title or message.
    var cancelCard: CGRect = .zero
    var dialogHasHeader = false

    var kind: PresentationContainer.Kind { container?.kind ?? .sheet }

    override func update(view: Any, context: UpdateContext) {
        let container = view as! PresentationContainer
        self.container = container
        noteUpdate(context: context)
        if !isRegistered {
            graph.overlays.append(self)
            isRegistered = true
        }
        var inner = context
        inner.environment = context.environment.presentationEnvironment(dismiss: container.dismiss)
        beginChildUpdates()
        if container.kind == .alert || container.kind == .confirmationDialog {
            let dialog = container.kind == .confirmationDialog
            var text = inner
            text.environment.font = .footnote
            text.environment.foregroundColor = dialog ? StructureColors.secondaryLabel : .primary
            if container.showsTitle {
                let title = Text(container.title).font(dialog ? Font.footnote.weight(.semibold) : .headline)
                updateChild(key: .secondary(0), view: title, context: text)
            }
            updateChild(key: .secondary(1), view: container.content, context: text)
            var buttons = inner
            buttons.environment.afterButtonAction = container.dismiss
            if dialog { buttons.environment.font = PresentationNode.dialogFont }
            if let actions = container.actions { updateChild(key: .index(0), view: actions, context: buttons) }
            if dialog { updateChild(key: .secondary(2), view: Button("Cancel") {}.font(PresentationNode.dialogFont.bold()), context: buttons) }
        } else {
            updateChild(key: .index(0), view: container.content, context: inner)
        }
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let container { update(view: container, context: context) }
    }

    // MARK: Entering and leaving

    override var ownTransition: AnyTransition? { .identity }

    override func startInsertionTransition(context: UpdateContext) {
        super.startInsertionTransition(context: PlatformAnimation.context(context))
    }

    override func beginRemoval(context: UpdateContext) {
        super.beginRemoval(context: PlatformAnimation.context(context))
    }

    override func detach() {
        if !isDetached, let onDismiss = container?.onDismiss { graph.enqueue(onDismiss) }
        super.detach()
    }

    /// How far the presentation is shown (0…1).
    var progress: Double { transition?.progress.value ?? 1 }

    // MARK: Layout

    /// Detents and the drag indicator, read from the content (not inside nested presentations).
    var presentationTraits: PresentationTraits {
        var traits = PresentationTraits()
        NodeWalk.forEachNode(under: self, descend: { !($0 is PresentationNode) }) { node in
            (node as? PresentationTraitCarrier)?.applyTraits(to: &traits)
        }
        return traits
    }

    func nodes(_ key: ChildKey) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == key { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        switch kind {
        case .sheet:
            let height = presentationTraits.restingHeight(large: max(size.height - PresentationNode.sheetTop, 0))
            card = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            NodeLayout.placeCentred(nodes(.index(0)), in: card, transaction: transaction)
        case .fullScreenCover:
            card = CGRect(origin: .zero, size: size)
            NodeLayout.placeCentred(nodes(.index(0)), in: card, transaction: transaction)
        case .alert:
            placeAlert(in: size, transaction: transaction)
        case .confirmationDialog:
            placeDialog(in: size, transaction: transaction)
        }
    }

    private func placeAlert(in size: CGSize, transaction: Transaction) {
        let width = PresentationNode.alertWidth
        let textProposal = ProposedViewSize(width: width - 2 * PresentationNode.alertTextInset, height: nil)
        let texts = nodes(.secondary(0)) + nodes(.secondary(1))
        let sizes = texts.map { $0.size(for: textProposal) }.filter { $0.height > 0 }
        let textHeight = sizes.reduce(0) { $0 + $1.height } + CGFloat(max(sizes.count - 1, 0)) * 2
        let buttons = nodes(.index(0))
        let sideBySide = buttons.count == 2
        let buttonsHeight = PresentationNode.buttonHeight * CGFloat(sideBySide ? 1 : buttons.count)
        let height = 2 * PresentationNode.alertPadding + textHeight + buttonsHeight
        card = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        var y = card.minY + PresentationNode.alertPadding
        for node in texts {
            let textSize = node.size(for: textProposal)
            guard textSize.height > 0 else { continue }
            node.place(at: CGPoint(x: card.midX, y: y), anchor: .top, proposal: textProposal, transaction: transaction)
            y += textSize.height + 2
        }
        let top = card.maxY - buttonsHeight
        buttonCells = buttons.indices.map { index in
            sideBySide
                ? CGRect(x: card.minX + CGFloat(index) * width / 2, y: top, width: width / 2, height: PresentationNode.buttonHeight)
                : CGRect(x: card.minX, y: top + CGFloat(index) * PresentationNode.buttonHeight, width: width,
                         height: PresentationNode.buttonHeight)
        }
        for (node, cell) in zip(buttons, buttonCells) {
            node.place(at: CGPoint(x: cell.midX, y: cell.midY), anchor: .center, proposal: ProposedViewSize(cell.size),
                       transaction: transaction)
        }
    }

    // MARK: Drawing

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let p = CGFloat(min(max(progress, 0), 1))
        let window = CGRect(origin: .zero, size: size)
        builder.addHitRegion(window, target: self)
        switch kind {
        case .sheet, .fullScreenCover:
            if kind == .sheet {
                builder.fill(Path(window), color: Color.black.opacity(PresentationNode.sheetDim * Double(p)), shape: "Dimming")
            }
            builder.save()
            builder.translate(by: CGPoint(x: 0, y: (1 - p) * card.height))
            let radius = kind == .sheet ? PresentationNode.sheetCornerRadius : 0
            let background = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + radius)
            builder.fill(Path(roundedRect: background, cornerRadius: radius), color: StructureColors.background.resolved(in: environment.colorScheme), shape: "Sheet")
            if kind == .sheet, presentationTraits.dragIndicator == .visible {
                let grabber = CGRect(x: card.midX - 18, y: card.minY + 5, width: 36, height: 5)
                builder.fill(Path(roundedRect: grabber, cornerRadius: 2.5), color: PresentationNode.grabberColor, shape: "DragIndicator")
            }
            super.drawContent(into: &builder, size: size)
            builder.restore()
        case .confirmationDialog:
            drawDialog(into: &builder, size: size, progress: p)
        case .alert:
            builder.fill(Path(window), color: Color.black.opacity(PresentationNode.alertDim * Double(p)), shape: "Dimming")
            builder.save()
            builder.multiplyOpacity(Double(p))
            if !isLeaving {
                let s = 1.1 - 0.1 * p
                builder.concatenate(CGAffineTransform(translationX: -card.midX, y: -card.midY)
                    .concatenating(CGAffineTransform(scaleX: s, y: s))
                    .concatenating(CGAffineTransform(translationX: card.midX, y: card.midY)))
            }
            builder.fill(Path(roundedRect: card, cornerRadius: PresentationNode.alertCornerRadius),
                         color: StructureColors.alertBackground.resolved(in: environment.colorScheme), shape: "Alert")
            for line in separators {
                builder.fill(Path(line), color: StructureColors.separator.resolved(in: environment.colorScheme), shape: "AlertSeparator")
            }
            super.drawContent(into: &builder, size: size)
            builder.restore()
        }
    }

    /// The alert's separators: one line above the buttons, and one between each two (a
    /// confirmation dialog's: one above each button but a first one without a header).
    var separators: [CGRect] {
        let t = ListLayout.separatorThickness
        if kind == .confirmationDialog {
            return buttonCells.enumerated().filter { $0.offset > 0 || dialogHasHeader }
                .map { CGRect(x: $0.element.minX, y: $0.element.minY, width: $0.element.width, height: t) }
        }
        if buttonCells.count == 2 && buttonCells[0].minY == buttonCells[1].minY {
            return [CGRect(x: card.minX, y: buttonCells[0].minY, width: card.width, height: t),
                    CGRect(x: buttonCells[1].minX, y: buttonCells[1].minY, width: t, height: buttonCells[1].height)]
        }
        return buttonCells.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: t) }
    }

    // MARK: Taps on the dimming and the card's background

    private var pressedOutside = false

    /// A presentation is modal: nothing below it takes the pointer. It stays undecided while the
    /// pointer is down (so its own buttons win), and takes a release that none of them took — a
    /// release outside the card of a sheet or dialog that was pressed outside it dismisses.
    var blocksPointerBelow: Bool { true }

    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        let dismissible = kind == .sheet || kind == .confirmationDialog
        let point = sample.localLocation
        pressedOutside = dismissible && !card.contains(point) && !(kind == .confirmationDialog && cancelCard.contains(point))
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase { .possible }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        defer { pressedOutside = false }
        if sample.isInside, pressedOutside, !isLeaving, !presentationTraits.dismissDisabled { container?.dismiss() }
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { .possible }

    func pointerCancelled() { pressedOutside = false }
}
