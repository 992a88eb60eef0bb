import Foundation

/// The node of a picker's options (``PickerOptions``): the options are the views its content lays
/// out, found through transparent views (groups, `ForEach`, custom views, traits) with their tags;
/// it lays out, draws and picks them in the look of its ``PickerStyleKind``.
///
/// The selected option's index is an animated value (``position``): the segmented thumb and the
/// wheel follow it. A change of selection moves it with the change's transaction; a change the
/// user made on the control itself (a tap on a segment, a drag of the wheel) moves it with
/// ``PickerNode/userSlide`` whatever the transaction, as UIKit's controls animate their own changes.
final class PickerNode: CompositeNodeBase, PointerResponder {
    /// How the control's own changes slide (Motion's choice: UIKit does not document it).
    static let userSlide = Animation.snappy(duration: 0.3)

    struct Option {
        var node: ViewNode
        var tag: PickerTag?
    }

    private(set) var view: PickerOptionsView?
    private(set) var kind = PickerStyleKind.inline
    /// The options, in order (as of the last update).
    private(set) var options: [Option] = []
    /// The selected option's index, animated (the nearest option's while the wheel is dragged).
    let position = AnimatedValue<CGFloat>(0)
    /// Set when the user changed the selection here: the next move of ``position`` slides.
    private var userChanged = false
    /// Whether ``position`` has been set: the first selection is shown without sliding to it.
    private var hasPosition = false
    /// Where a press began: the option index under it, and the point (for the wheel's drag).
    var press: (index: Int?, start: CGPoint, startPosition: CGFloat)?

    override var isLayoutTransparent: Bool { false }
    override var singleContent: ViewNode? { nil }

    override func update(view: Any, context: UpdateContext) {
        let picker = view as! PickerOptionsView
        self.view = picker
        noteUpdate(context: context)
        let context = contextTakingPending(context)
        kind = picker.kind
        var inner = context
        styleEnvironment(&inner.environment)
        beginChildUpdates()
        picker.updateContent(of: self, context: inner)
        if kind == .inline || kind == .menuRows {
            var mark = context
            mark.environment.foregroundColor = kind == .inline ? .accentColor : inner.environment.foregroundColor
            updateChild(key: .secondary(0), view: Image(systemName: "checkmark").font(.body.weight(.semibold)), context: mark)
        }
        endChildUpdates(context: context)
        options = collectOptions()
        moveToSelection(transaction: context.transaction)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// The options' font and colour in this look.
    private func styleEnvironment(_ environment: inout EnvironmentValues) {
        switch kind {
        case .segmented:
            environment.font = PickerNode.segmentFont
            environment.foregroundColor = .primary
        case .wheel:
            environment.font = PickerNode.wheelFont
            environment.foregroundColor = .primary
        case .inline, .menuRows:
            environment.foregroundColor = .primary
        case .menu, .current:
            break
        }
    }

    // MARK: Options and selection

    /// The options under the content: the first layout views on every path, each with the outermost
    /// explicit tag above it (else the tag of the nearest `ForEach` row above it, else the first
    /// explicit tag inside it).
    private func collectOptions() -> [Option] {
        var result: [Option] = []
        func visit(_ node: ViewNode, tag: PickerTag?) {
            var tag = tag
            if let node = node as? TagNode, tag?.isExplicit != true { tag = PickerTag(node.modifier) }
            for child in NodeWalk.walkChildren(of: node) {
                var childTag = tag
                if childTag == nil, node is ImplicitlyTaggingNode, case .id(let id) = child.key {
                    childTag = PickerTag(value: id, selectionTypes: nil)
                }
                if child.isLayoutTransparent {
                    visit(child, tag: childTag)
                } else {
                    result.append(Option(node: child, tag: childTag?.isExplicit == true ? childTag : PickerNode.innerTag(of: child) ?? childTag))
                }
            }
        }
        for child in children where !child.isLeaving && child.key == .index(0) {
            if child.isLayoutTransparent {
                visit(child, tag: nil)
            } else {
                result.append(Option(node: child, tag: PickerNode.innerTag(of: child)))
            }
        }
        return result
    }

    /// The first explicit tag inside an option (a tagged view under a padding, say), not looking
    /// into nested pickers.
    private static func innerTag(of node: ViewNode) -> PickerTag? {
        var found: PickerTag?
        NodeWalk.forEachNode(under: node, descend: { found == nil && !($0 is PickerNode) }) { node in
            if found == nil, let tagNode = node as? TagNode { found = PickerTag(tagNode.modifier) }
        }
        return found
    }

    /// The index of the option whose tag is the selection (the first such), if any.
    var selectedIndex: Int? {
        guard let view else { return nil }
        return options.firstIndex { $0.tag.map(view.isSelected) ?? false }
    }

    /// Writes the tag of the option at `index` to the selection (a user's choice: the control's own
    /// parts slide to it); false when that option cannot be chosen.
    @discardableResult
    func choose(_ index: Int) -> Bool {
        guard options.indices.contains(index), let tag = options[index].tag, let view else { return false }
        guard index != selectedIndex else { return true }
        userChanged = true
        guard view.select(tag) else {
            userChanged = false
            return false
        }
        return true
    }

    /// Moves ``position`` to the selected option: with the user's slide after a choice made here,
    /// else with `transaction`. Nothing moves while the wheel is held.
    private func moveToSelection(transaction: Transaction) {
        defer { userChanged = false }
        guard press == nil || kind != .wheel, let index = selectedIndex else { return }
        let slide = !hasPosition ? Transaction() : userChanged ? Transaction(animation: PickerNode.userSlide) : transaction
        hasPosition = true
        setPosition(CGFloat(index), transaction: slide)
    }

    func setPosition(_ value: CGFloat, transaction: Transaction) {
        guard position.target != value else { return }
        position.setTarget(value, transaction: transaction, at: graph.time)
        if position.isAnimating { graph.startAnimating(self) }
        invalidateDrawing()
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        if position.isAnimating { running = position.advance(to: time) || running }
        return running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + position.animationCount }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(position, as: InspectorAttribute("pickerSelection"))
    }

    /// The checkmark (inline and menu rows).
    var checkmark: ViewNode? {
        children.first { !$0.isLeaving && $0.key == .secondary(0) }
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch kind {
        case .segmented: return segmentedSize(proposal)
        case .inline, .menuRows: return rowsSize(proposal)
        case .wheel: return wheelSize(proposal)
        case .menu, .current:
            guard let index = selectedIndex else { return .zero }
            return options[index].node.size(for: proposal)
        }
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        switch kind {
        case .segmented: placeSegments(in: size, transaction: transaction)
        case .inline, .menuRows: placeRows(in: size, transaction: transaction)
        case .wheel: placeWheel(in: size, transaction: transaction)
        case .menu, .current:
            guard let index = selectedIndex else { return }
            NodeLayout.placeCentred([options[index].node], in: CGRect(origin: .zero, size: size), transaction: transaction)
        }
    }

    /// The widest and tallest of the options' ideal sizes.
    var largestOption: CGSize {
        options.reduce(.zero) { largest, option in
            let size = option.node.size(for: .unspecified)
            return CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    // MARK: Drawing

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.save()
        if !environment.isEnabled { builder.multiplyOpacity(0.5) }
        switch kind {
        case .segmented: drawSegments(into: &builder, size: size)
        case .inline, .menuRows: drawRows(into: &builder, size: size)
        case .wheel: drawWheel(into: &builder, size: size)
        case .menu, .current:
            if let index = selectedIndex { options[index].node.draw(into: &builder) }
        }
        builder.restore()
        if kind != .current && kind != .menu && environment.isEnabled {
            builder.addHitRegion(CGRect(origin: .zero, size: size), target: self)
        }
    }

    // MARK: Pointer

    private var lastSize: CGSize { modelFrame.size }

    /// A press picks the option under it (the wheel notes where it began, to follow a drag).
    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard !options.isEmpty, lastSize.width > 0 else { return .failed }
        press = (optionIndex(at: sample.localLocation, in: lastSize), sample.localLocation, position.value)
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase {
        guard let press else { return .failed }
        if kind == .wheel { dragWheel(from: press.start, startPosition: press.startPosition, to: sample.localLocation) }
        return .possible
    }

    /// A release inside chooses the option under it (a menu's rows then close the menu); the wheel
    /// chooses the option its drag brought to the middle.
    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        guard let press else { return .failed }
        defer { self.press = nil }
        if kind == .wheel {
            endWheelDrag(from: press.start, startPosition: press.startPosition, to: sample.localLocation)
            return .ended
        }
        guard sample.isInside, let index = optionIndex(at: sample.localLocation, in: lastSize) else { return .failed }
        choose(index)
        if kind == .menuRows { environment.afterButtonAction?() }
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { press == nil ? .failed : .possible }

    func pointerCancelled() {
        if kind == .wheel, let index = selectedIndex { setPosition(CGFloat(index), transaction: Transaction(animation: PickerNode.userSlide)) }
        press = nil
    }

    /// The index of the option under `point` (in this node's space, the control being `size`).
    private func optionIndex(at point: CGPoint, in size: CGSize) -> Int? {
        switch kind {
        case .segmented: return segmentIndex(at: point, in: size)
        case .inline, .menuRows: return rowIndex(at: point)
        case .wheel: return wheelIndex(at: point, in: size)
        case .menu, .current: return nil
        }
    }
}
