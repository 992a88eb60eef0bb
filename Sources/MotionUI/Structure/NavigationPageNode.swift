import Foundation

/// One page: a navigation stack's root or pushed destination, or the content of a `.toolbar`
/// used outside any stack. Its bar is built from the titles and toolbars set inside it.
struct NavigationPage: PrimitiveView {
    enum Role { case root, pushed, standalone }

    var content: AnyView
    var role: Role
    /// The previous page's title, for the back button.
    var backTitle: String?
    /// Pops this page (pushed pages).
    var pop: (() -> Void)?
    /// The display mode `.automatic` resolves to (the previous page's).
    var inheritedMode: NavigationBarItem.TitleDisplayMode = .large
    /// Called as the page node updates (the stack keeps track of its pages).
    var register: ((NavigationPageNode) -> Void)?

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationPageNode(graph: graph) }
}

/// Lays out a page: its bar over the whole page, its content between the top and bottom bars
/// (centred there, as a root view is in the window). A page of a stack fills its background
/// (white, or the grouped grey of a grouped list inside it, as iOS's transparent large-title bar
/// over a grouped list looks) and slides: pushed pages enter from, and leave towards, the trailing
/// edge; a covered page sits 30 % of its width to the leading side and takes no taps.
final class NavigationPageNode: CompositeNodeBase, NavigationBoundary {
    static let coveredShift: CGFloat = 0.3

    private(set) var page: NavigationPage?
    private var isUpdatingContent = false
    private var contentContext: UpdateContext?
    let cover = AnimatedValue<Double>(0)
    /// The title shown (or that would be shown) in this page's bar.
    private(set) var title: String?
    /// `.inline` or `.large`.
    private(set) var resolvedMode = NavigationBarItem.TitleDisplayMode.large
    /// The edit mode this page provides to its content and bar (unless one is set above).
    private var editMode = EditMode.inactive
    private var editModeShown = EditMode.inactive

    override var isLayoutTransparent: Bool { false }
    override var singleContent: ViewNode? { nil }

    override func update(view: Any, context: UpdateContext) {
        let page = view as! NavigationPage
        self.page = page
        page.register?(self)
        noteUpdate(context: context)
        var inner = context
        inner.environment.navigationPage = self
        inner.environment.isInList = false
        if let pop = page.pop { inner.environment.dismiss = DismissAction(pop) }
        if context.environment.editMode == nil {
            inner.environment.editMode = Binding(get: { [weak self] in self?.editMode ?? .inactive },
                                                 set: { [weak self] value, transaction in
                                                     self?.editMode = value
                                                     self?.invalidate(transaction: transaction)
                                                 })
            if editMode != editModeShown { inner.environmentChanged = true }
            editModeShown = editMode
        }
        inner = contextTakingPending(inner)
        contentContext = inner
        beginChildUpdates()
        isUpdatingContent = true
        updateChild(key: .index(0), view: page.content, context: inner)
        isUpdatingContent = false
        endChildUpdates(context: context)
        updateBar(context: inner)
    }

    /// The bar is not one of the children (so that it can be rebuilt after the content's pass, and
    /// whenever a title or toolbar inside changes): the page creates, draws and detaches it.
    private(set) var barNode: NavigationBarNode?

    deinit { barNode?.parent = nil }

    private func updateBar(context: UpdateContext) {
        barNode = updateOwnedNode(barNode, key: .secondary(0), view: makeBar(), context: context) as? NavigationBarNode
    }

    override func detach() {
        barNode?.detach()
        super.detach()
    }

    override func refresh(context: UpdateContext) {
        if let page { update(view: page, context: context) }
    }

    /// A title or toolbar inside changed: the bar is rebuilt after the content, in the same frame
    /// — when the page itself is updating, at the end of its update; else once the update pass
    /// that changed it is over (the node that says so may not be in the tree yet: a title in the
    /// content a `GeometryReader` builds after layout), before the frame is laid out again.
    func barInputsDidChange(transaction: Transaction) {
        guard !isUpdatingContent, contentContext != nil, barNode != nil, !barRebuildQueued else { return }
        barRebuildQueued = true
        graph.enqueue { [weak self] in
            guard let self, !self.isDetached, var context = self.contentContext else { return }
            self.barRebuildQueued = false
            context.transaction = transaction
            context.environmentChanged = false
            self.updateBar(context: context)
        }
    }

    private var barRebuildQueued = false

    var contentNode: ViewNode? { children.first { !$0.isLeaving && $0.key == .index(0) } }

    /// The bar's traits, read from the content's subtree (not inside nested pages, stacks or presentations).
    private var traits: NavigationBarTraits {
        var traits = NavigationBarTraits()
        guard let content = contentNode else { return traits }
        func read(_ node: ViewNode) {
            (node as? NavigationTraitCarrier)?.applyTraits(to: &traits)
        }
        read(content)
        NodeWalk.forEachNode(under: content, descend: { !($0 is NavigationBoundary) }, read)
        return traits
    }

    private func makeBar() -> NavigationBarView {
        let traits = self.traits
        let role = page?.role ?? .standalone
        let mode = traits.mode ?? .automatic
        resolvedMode = mode == .automatic ? (role == .root ? .large : page?.inheritedMode ?? .large) : mode
        title = traits.title
        let showsBack = role == .pushed && !traits.backButtonHidden
        return NavigationBarView(title: role == .standalone ? nil : traits.title, mode: resolvedMode,
                                 backTitle: page?.backTitle, back: showsBack ? page?.pop : nil, items: traits.toolbars,
                                 hiddenBars: traits.hiddenBars, background: traits.barBackground,
                                 search: role == .standalone ? nil : traits.search)
    }

    // MARK: Sliding

    override var ownTransition: AnyTransition? { page?.role == .pushed ? .move(edge: .trailing) : nil }

    override func startInsertionTransition(context: UpdateContext) {
        super.startInsertionTransition(context: page?.role == .pushed ? PlatformAnimation.context(context) : context)
    }

    override func beginRemoval(context: UpdateContext) {
        super.beginRemoval(context: page?.role == .pushed ? PlatformAnimation.context(context) : context)
    }

    /// Slides the page to the covered position (or back) with `transaction`.
    func setCovered(_ covered: Bool, transaction: Transaction) {
        let target: Double = covered ? 1 : 0
        guard cover.target != target else { return }
        cover.setTarget(target, transaction: transaction, at: graph.time)
        if cover.isAnimating { graph.startAnimating(self) }
        invalidateDrawing()
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        if cover.isAnimating { running = cover.advance(to: time) || running }
        return running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + cover.animationCount }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(cover, as: InspectorAttribute("navigationCover"))
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        guard let bar = barNode else { return }
        bar.place(at: .zero, anchor: .topLeading, proposal: ProposedViewSize(size), transaction: transaction)
        let top = bar.topHeight, bottom = bar.bottomHeight
        var nodes: [ViewNode] = []
        contentNode?.appendLayoutNodes(to: &nodes)
        NodeLayout.placeCentred(nodes, in: CGRect(x: 0, y: top, width: size.width, height: max(size.height - top - bottom, 0)),
                                transaction: transaction)
    }

    /// The page's background: a grouped list's grey when one is inside, else white.
    private var backgroundColor: Color {
        var list: ListNode?
        if let content = contentNode {
            NodeWalk.forEachNode(under: content, descend: { !($0 is NavigationBoundary) && list == nil }) { node in
                if list == nil, let found = node as? ListNode { list = found }
            }
        }
        return list?.style.background ?? StructureColors.background
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        if cover.value >= 1 && !cover.isAnimating { return }   // hidden under the page above
        builder.save()
        builder.translate(by: CGPoint(x: -NavigationPageNode.coveredShift * size.width * CGFloat(cover.value), y: 0))
        if cover.target > 0 { builder.disableHitTesting() }
        if page?.role != .standalone {
            builder.fill(Path(CGRect(origin: .zero, size: size)), color: backgroundColor, shape: "NavigationPage")
        }
        for child in children { child.draw(into: &builder) }
        barNode?.draw(into: &builder)
        builder.restore()
    }
}
