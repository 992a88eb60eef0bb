import Foundation

/// One view instance in the graph: its identity, its children, its laid-out frame and its animated
/// attributes. Subclasses say how a kind of view updates, lays out and draws.
///
/// A node lives as long as its identity does: the same position in its parent's builder, the same
/// branch, the same id and the same type. A new identity is a new node (fresh state, insertion
/// transition, `onAppear`).
class ViewNode {
    unowned let graph: ViewGraph
    /// The node that holds this one (among its children, or as an owned node such as a bar).
    ///
    /// Unowned, not weak: a weak reference gives its target a side table, and every retain and
    /// release of a node with children then takes the runtime's slow path (about 1.9 M
    /// instructions a frame of 1,000 animated views). It is never left dangling: a node clears
    /// its children's links when it goes away (and owners their owned nodes'), so a child that
    /// outlives its parent (held by a closure, say) sees nil, as it did with a weak reference.
    unowned(safe) var parent: ViewNode? {
        didSet { drawingParent = parent }
    }
    /// ``parent`` without the cost of a weak load, for ``invalidateDrawing()`` on the path of every
    /// animation step. Safe while this node is attached: a parent outlives its attached children
    /// (it holds them, and detaching a node detaches its children first).
    private unowned(unsafe) var drawingParent: ViewNode?
    // `@exclusivity(unchecked)` here and below: properties read on the path of every animation frame
    // (drawing, ticks) or of every update of a changed subtree (the child pass, the bookkeeping of
    // each update) skip the run-time exclusivity check (about 76 instructions each, 16 % of a frame
    // of 1,000 animated views); none is accessed while an access to it is open.
    @exclusivity(unchecked) var key: ChildKey = .index(0)
    @exclusivity(unchecked) var viewType = ObjectIdentifier(Never.self)
    var depth = 0
    @exclusivity(unchecked) var children: [ViewNode] = []
    @exclusivity(unchecked) var environment = EnvironmentValues()

    /// The transaction of this node's most recent update in the current frame's update cycle.
    @exclusivity(unchecked) var cycleTransaction = Transaction()
    @exclusivity(unchecked) var cycleID = -1

    /// Still drawn while its removal transition runs; no longer laid out or hit-tested.
    @exclusivity(unchecked) var isLeaving = false
    /// Detached from the graph: nothing it does has any effect any more.
    @exclusivity(unchecked) var isDetached = false
    /// The insertion / removal progress (1 = identity, 0 = the transition's active state).
    @exclusivity(unchecked) var transition: TransitionState?

    /// Where this node is in the graph's list of nodes advanced every frame; -1 while it is not
    /// (see ``ViewGraph/startAnimating(_:)``).
    @exclusivity(unchecked) var animatingSlot = -1

    /// The laid-out frame relative to the nearest layout ancestor, animated like any attribute.
    @exclusivity(unchecked) private(set) var frameAttribute: AnimatedValue<AnimatableRect>?
    /// The frame attribute's presentation value and whether it animates, kept in the node: every
    /// frame reads them for every node it draws or advances, and the attribute is an object of
    /// its own elsewhere in memory (with 10,000 animated views, reaching it is a cache miss a
    /// node). Refreshed by ``frameAttributeDidChange()`` after every change of the attribute.
    @exclusivity(unchecked) private var presentedFrameCopy = CGRect.zero
    @exclusivity(unchecked) private(set) var frameIsAnimating = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    deinit {
        for child in children { child.parent = nil }
    }

    // MARK: Updating

    /// Takes a new view value for this node and updates its subtree.
    func update(view: Any, context: UpdateContext) {
        fatalError("\(type(of: self)) must override update(view:context:)")
    }

    /// ``update(view:context:)`` with the view's static type: what ``updateChild(key:view:context:)``
    /// calls, so a node kind on the path of every frame (a modifier's) can read its view without
    /// boxing it in an `Any` and casting it back; the others take the boxed value.
    func update<V: View>(typed view: V, context: UpdateContext) {
        update(view: view, context: context)
    }

    /// Re-applies the current view value (after an environment change above, say).
    func refresh(context: UpdateContext) {
        fatalError("\(type(of: self)) must override refresh(context:)")
    }

    /// Re-evaluates this node because its own state changed; only composite nodes have state.
    func reevaluate(context: UpdateContext) {
        refresh(context: context)
    }

    /// Bookkeeping common to every update: environment and the cycle's transaction, and what the
    /// new input may have changed (`effect`; everything when the environment changed, or when the
    /// graph does not retain layout — tests compare the two).
    func noteUpdate(context: UpdateContext, effect: UpdateEffect = .layout) {
        switch context.environmentChanged || !graph.retainsLayout ? .layout : effect {
        case .layout: invalidateLayout()
        case .drawing: invalidateDrawing()
        case .none: break
        }
        environment = context.environment
        cycleTransaction = context.transaction
        cycleID = graph.cycleID
    }

    // MARK: Children

    /// The children of the pass so far, in the order they were updated.
    @exclusivity(unchecked) private(set) var orderedChildren: [ViewNode] = []
    /// The children before the pass.
    @exclusivity(unchecked) private var oldOrder: [ViewNode] = []
    /// While the pass asks for the old children in their old order (the usual case), the index in
    /// ``oldOrder`` of the next one; no lookup table is needed.
    @exclusivity(unchecked) private var cursor = 0
    /// Once the pass asks for a child out of order: the old children not yet claimed, by key.
    @exclusivity(unchecked) private var unclaimed: [ChildKey: ViewNode]?
    /// Old children whose place a view of another type took.
    @exclusivity(unchecked) private var replaced: [ViewNode] = []

    /// Starts a pass over this node's children; every child not updated before
    /// ``endChildUpdates(context:)`` is removed.
    func beginChildUpdates() {
        oldOrder = children
        cursor = 0
        unclaimed = nil
        orderedChildren = []
    }

    /// The old child at `key`, taken out of the unclaimed ones: the next in the old order when it
    /// has that key, else looked up by key among all unclaimed ones (leaving children are never
    /// claimed: a view back at their key is a new one).
    private func claimChild(at key: ChildKey) -> ViewNode? {
        if unclaimed == nil {
            while cursor < oldOrder.count, oldOrder[cursor].isLeaving { cursor += 1 }
            if cursor < oldOrder.count, oldOrder[cursor].key == key {
                cursor += 1
                return oldOrder[cursor - 1]
            }
            var table: [ChildKey: ViewNode] = [:]
            for child in oldOrder[cursor...] where !child.isLeaving { table[child.key] = child }
            unclaimed = table
        }
        return unclaimed?.removeValue(forKey: key)
    }

    /// Updates (or creates) the child at `key` with `view`.
    func updateChild<V: View>(key: ChildKey, view: V, context: UpdateContext) {
        let type = ObjectIdentifier(V.self)
        if let existing = claimChild(at: key) {
            if existing.viewType == type {
                orderedChildren.append(existing)
                existing.update(typed: view, context: context)
                return
            }
            replaced.append(existing)   // a new type at this place: the old view leaves
        }
        let child = graph.makeNode(for: view)
        child.key = key
        child.viewType = type
        child.parent = self
        child.depth = depth + 1
        orderedChildren.append(child)
        graph.nodeDidAppear(child)
        var inner = context
        inner.isInsideInsertion = true
        inner.environmentChanged = false
        child.update(typed: view, context: inner)
        child.startInsertionTransition(context: context)
    }

    /// Ends a pass over the children: removes those not updated (with their transition when the
    /// transaction animates) and keeps leaving children in their drawing position.
    func endChildUpdates(context: UpdateContext) {
        let left = unclaimed.map { Array($0.values) }
            ?? (cursor == oldOrder.count ? [] : oldOrder[cursor...].filter { !$0.isLeaving })
        let stale = left.isEmpty && replaced.isEmpty ? [] : Set((left + replaced).map(ObjectIdentifier.init))
        if !stale.isEmpty {
            for child in oldOrder where stale.contains(ObjectIdentifier(child)) {
                child.beginRemoval(context: context)   // in drawing order, so onDisappear runs in order
            }
        }
        let updated = oldOrder.contains { $0.isLeaving && !$0.isDetached }
            ? placingLeavingChildren(among: orderedChildren)
            : orderedChildren
        // A child inserted, removed, replaced, moved or starting to leave changes this node's layout.
        if !stale.isEmpty || !updated.elementsEqual(oldOrder, by: ===) { invalidateLayout() }
        children = updated
        unclaimed = nil
        orderedChildren = []
        oldOrder = []
        replaced = []
    }

    /// `updated` with every leaving child of the old order put back right after the child that
    /// preceded it there, so a leaving view keeps its drawing position.
    private func placingLeavingChildren(among updated: [ViewNode]) -> [ViewNode] {
        var result = updated
        var lastKept: ViewNode?
        for child in oldOrder {
            if child.isLeaving && !child.isDetached {
                let at = lastKept.flatMap { kept in result.firstIndex { $0 === kept } }.map { $0 + 1 } ?? 0
                result.insert(child, at: at)
                lastKept = child
            } else if result.contains(where: { $0 === child }) {
                lastKept = child
            }
        }
        return result
    }

    /// Re-applies every child's current view (used when the environment changed above).
    func refreshChildren(context: UpdateContext) {
        for child in children where !child.isLeaving {
            child.refresh(context: context)
        }
    }

    // MARK: Insertion and removal

    /// Called once after the node's first update, in its parent's context: an animated insertion
    /// runs the view's transition from its active state to identity.
    func startInsertionTransition(context: UpdateContext) {
        let kind = transitionTrait ?? .opacity
        let transaction = kind.transaction(for: context.transaction)
        guard !context.isInsideInsertion, transaction.effectiveAnimation != nil else { return }
        if let node = transitionTraitNode {
            var snap = Transaction()
            snap.disablesAnimations = true
            node.setPhase(.willAppear, transaction: snap)
            node.setPhase(.identity, transaction: transaction)
        }
        let state = TransitionState(transition: kind)
        state.progress.setTarget(1, transaction: transaction, at: graph.time)
        transition = state
        graph.startAnimating(self)
    }

    /// Removes the node: at once when the transaction does not animate, else after its removal
    /// transition has run.
    func beginRemoval(context: UpdateContext) {
        guard !isLeaving else { return }
        let transaction = (transitionTrait ?? .opacity).transaction(for: context.transaction)
        if transaction.effectiveAnimation != nil, !isDetached {
            isLeaving = true
            let state = transition ?? TransitionState(transition: transitionTrait ?? .opacity, progress: 1)
            state.useRemoval()
            state.progress.setTarget(0, transaction: transaction, at: graph.time)
            transitionTraitNode?.setPhase(.didDisappear, transaction: transaction)
            transition = state
            graph.startAnimating(self)
        } else {
            detach()
        }
    }

    /// Takes the node and its subtree out of the graph and runs their `onDisappear` actions.
    func detach() {
        guard !isDetached else { return }
        for child in children { child.detach() }
        graph.unpark(self)
        isDetached = true
        isLeaving = true
        dropRecording()
        graph.nodeDidDisappear(self)
        if let parent, !parent.isDetached {
            parent.children.removeAll { $0 === self }
            parent.invalidateDrawing()
        }
    }

    /// The transition of the view this node stands for: found on the node itself or through its
    /// single content (`.transition` applies to the view it modifies, through other modifiers).
    var transitionTrait: AnyTransition? {
        var node: ViewNode? = self
        while let current = node {
            if let trait = current.ownTransition { return trait }
            node = current.singleContent
        }
        return parent?.transitionForReplacedContent
    }

    /// The node of ``transitionTrait`` when it is on this node or its single content (not an
    /// enclosing `.id`'s): the one whose phase the view's insertion and removal set.
    var transitionTraitNode: TransitionTraitNode? {
        var node: ViewNode? = self
        while let current = node {
            if current.ownTransition != nil { return current as? TransitionTraitNode }
            node = current.singleContent
        }
        return nil
    }

    /// The transition for content this node replaces by identity (`.id(_:)`): none by default.
    var transitionForReplacedContent: AnyTransition? { nil }

    /// The transition set on the modifiers wrapping this node (`.id(x).transition(t)`): found on
    /// the ancestors whose single content leads here.
    var enclosingTransition: AnyTransition? {
        var node: ViewNode = self
        while let parent = node.parent, parent.singleContent === node {
            if let trait = parent.ownTransition { return trait }
            node = parent
        }
        return nil
    }

    /// The transition set on this very node (the `.transition` modifier's node answers).
    var ownTransition: AnyTransition? { nil }

    /// The one child through which traits pass (unary modifiers and composite views), if any.
    var singleContent: ViewNode? { nil }

    // MARK: Animation

    /// Advances every animated attribute of this node to `time`; returns whether any still runs.
    func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = false
        if frameIsAnimating, let frameAttribute {
            running = frameAttribute.advance(to: time) || running
            frameAttributeDidChange()
        }
        if let transition {
            running = transition.progress.advance(to: time) || running
            if !transition.progress.isAnimating {
                if isLeaving {
                    detach()
                    return false
                }
                self.transition = nil
            }
        }
        return running
    }

    /// Takes a step of this node's animations that was put off until its values are read (see
    /// ``AnimatedModifierNode``); nothing by default.
    func takeDeferredStep() {}

    /// After ``advanceAnimations(to:)``: the time until which the graph need not visit this node
    /// (nothing but values that are read on demand changes before it); minus infinity by default.
    @exclusivity(unchecked) var parkableUntil = -TimeInterval.infinity
    /// Whether the graph parked this node (see ``ViewGraph/park(_:until:slot:)``), and how many
    /// parked nodes this subtree holds, itself included: a subtree holding one draws afresh every
    /// frame (its values change without an invalidation), as one whose nodes are visited would.
    @exclusivity(unchecked) var isParked = false
    @exclusivity(unchecked) var parkedBelow = 0

    /// The number of animations running on this node's attributes.
    var liveAnimationCount: Int {
        (frameAttribute?.animationCount ?? 0) + (transition?.progress.animationCount ?? 0)
    }

    /// Adds a row per running animation of this node to `collector` (``LiveAnimation``); every
    /// node kind that animates attributes of its own adds them after its superclass's.
    func describeAnimations(into collector: inout LiveAnimationCollector) {
        collector.add(frameAttribute, as: .frame)
        if let transition { collector.add(transition.progress, as: InspectorAttribute(transition.inspectorName)) }
    }

    // MARK: Layout

    /// The axis of the stack laying this node out right now (nil outside stacks); spacers read it.
    var stackAxis: Axis?

    /// The priority stacks give this view when sharing space (`.layoutPriority`).
    var layoutPriority: Double { singleContent?.layoutPriority ?? 0 }

    /// The spacing this view asks for around it along `axis` (nil sides: the default spacing).
    func spacing(axis: Axis?) -> ViewSpacing { singleContent?.spacing(axis: axis) ?? ViewSpacing() }

    /// Whether this node lays out as its children (containers, composite views) rather than as one subview.
    var isLayoutTransparent: Bool { false }

    /// Whether this node gives its parent's layout any subview: a transparent node when one of its
    /// children does (an `EmptyView` gives none), a modifier when its content does (see
    /// `UnaryModifierNode`), every other node.
    var addsLayoutNodes: Bool {
        guard isLayoutTransparent else { return true }
        return children.contains { !$0.isLeaving && $0.addsLayoutNodes }
    }

    /// Appends the nodes that a stack lays out one by one.
    func appendLayoutNodes(to nodes: inout [ViewNode]) {
        if isLayoutTransparent {
            for child in children where !child.isLeaving { child.appendLayoutNodes(to: &nodes) }
        } else {
            nodes.append(self)
        }
    }

    /// The laid-out subviews among this node's children.
    var layoutChildren: [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    /// Sizes already answered, by proposal; kept across frames until the node or a descendant changes.
    @exclusivity(unchecked) private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The proposal and size this node's children were last placed for, while still valid.
    @exclusivity(unchecked) private var lastPlacement: (proposal: ProposedViewSize, size: CGSize)?

    /// Forgets the cached layout and drawing of this node and every ancestor (their sizes and
    /// drawings may depend on it).
    func invalidateLayout() {
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache.removeAll(keepingCapacity: true)
            current.lastPlacement = nil
            current.drawingIsCurrent = false
            current.inkIsCurrent = false
            node = current.parent
        }
    }

    /// The size this view wants for `proposal`, cached until the view changes.
    final func size(for proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache[proposal] { return size }
        graph.sizeEvaluations += 1
        let size = sizeThatFits(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// The size this view wants for `proposal` (layout nodes override).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        NodeLayout.overlaySize(of: layoutChildren, proposal: proposal)
    }

    /// Places this view: its size for `proposal`, with `anchor` at `point` in the parent layout space.
    /// Children are laid out again only when something below changed or the proposal or size did.
    final func place(at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, transaction: Transaction) {
        let size = size(for: proposal)
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        let transaction = placementTransaction(handedDown: transaction)
        placeFrame(CGRect(origin: origin, size: size), transaction: transaction)
        if let last = lastPlacement, last.proposal == proposal, last.size == size { return }
        invalidateDrawing()
        graph.placedNodes += 1
        placeChildren(in: size, proposal: proposal, transaction: transaction)
        lastPlacement = (proposal, size)
    }

    /// The transaction this node's own frame change animates with (and its children are handed):
    /// a node updated in this cycle animates with its own update's transaction; others (moved
    /// because something else changed) with the one handed down. Animation and transaction
    /// modifiers override it: their scope covers the frame of the view they modify.
    func placementTransaction(handedDown transaction: Transaction) -> Transaction {
        cycleID == graph.cycleID ? cycleTransaction : transaction
    }

    /// This node's screen jumps in cycle `id`: `own`, how far its presented origin jumped in its
    /// parent's space (its placements in the cycle added up); `compensated`, how much of its
    /// ancestors' jump it has already taken back; `total`, how far it moved on screen (its
    /// ancestors' jump plus its own). A descendant placed with an animation in the same cycle starts
    /// from where it was on screen.
    private var screenJump = ScreenJump()

    /// The screen jump of the nearest placed ancestor in this cycle (zero when it did not move).
    private var inheritedScreenJump: CGSize {
        var node = parent
        while let current = node {
            if current.frameAttribute != nil {
                return current.screenJump.id == graph.cycleID ? current.screenJump.total : .zero
            }
            node = current.parent
        }
        return .zero
    }

    /// Records the model frame as ``setFrame(_:transaction:)`` does, keeping animations in screen
    /// space as SwiftUI does: when an ancestor jumped to a new place in this cycle (moved without
    /// animation) and this node is placed with an animation, it moves from where it was on screen,
    /// not from where the jump took it — so `Circle().frame(width: w)
    /// .animation(.default, value: w)` centred in a stack grows about its centre. A node placed
    /// twice in a cycle takes its ancestors' jump back once.
    private func placeFrame(_ frame: CGRect, transaction: Transaction) {
        if screenJump.id != graph.cycleID { screenJump = ScreenJump(id: graph.cycleID) }
        let inherited = inheritedScreenJump
        let before = frameAttribute?.value.rect.origin
        if let frameAttribute, transaction.effectiveAnimation != nil {
            let pending = CGSize(width: inherited.width - screenJump.compensated.width,
                                 height: inherited.height - screenJump.compensated.height)
            if pending != .zero {
                frameAttribute.shift(by: AnimatableRect(CGRect(x: -pending.width, y: -pending.height, width: 0, height: 0)))
                frameAttributeDidChange()
                screenJump.compensated = inherited
            }
        }
        setFrame(frame, transaction: transaction)
        if let before, let after = frameAttribute?.value.rect.origin {
            screenJump.own.width += after.x - before.x
            screenJump.own.height += after.y - before.y
        }
        screenJump.total = CGSize(width: inherited.width + screenJump.own.width, height: inherited.height + screenJump.own.height)
    }

    /// Records the model frame; a change animates with `transaction`.
    func setFrame(_ frame: CGRect, transaction: Transaction) {
        let value = AnimatableRect(frame)
        if let frameAttribute {
            if frameAttribute.target != value {
                frameAttribute.setTarget(value, transaction: transaction, at: graph.time)
                frameAttributeDidChange()
                if frameIsAnimating { graph.startAnimating(self) }
                invalidateDrawing()
            }
        } else {
            frameAttribute = AnimatedValue(value)
            frameAttributeDidChange()
            invalidateDrawing()
        }
    }

    /// Lays out the children inside a frame of `size` (layout nodes override; the default stacks
    /// them, centred, like a ZStack).
    func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.placeCentred(layoutChildren, in: CGRect(origin: .zero, size: size), transaction: transaction)
    }

    /// The frame shown now (animated), relative to the nearest layout ancestor.
    var presentedFrame: CGRect { presentedFrameCopy }

    /// Copies the frame attribute's presentation value and animation state into the node.
    private func frameAttributeDidChange() {
        guard let frameAttribute else { return }
        presentedFrameCopy = frameAttribute.value.rect
        frameIsAnimating = frameAttribute.isAnimating
    }

    /// The model frame (where layout put it), relative to the nearest layout ancestor.
    var modelFrame: CGRect { frameAttribute?.target.rect ?? .zero }

    /// The transform this node applies to its children's space when drawing (an effect's), at its
    /// presented or model value; nil when it applies none. Geometry measurements read it.
    func contentTransform(presented: Bool, size: CGSize) -> CGAffineTransform? { nil }

    /// The name of this node's coordinate space (`.coordinateSpace(name:)` answers).
    var coordinateSpaceName: AnyHashable? { nil }

    // MARK: Drawing

    /// What this subtree drew last (see ``DrawRecording``), once it stayed unchanged for a frame.
    @exclusivity(unchecked) private var recording: DrawRecording?
    /// False once something in this subtree changed since it was last drawn.
    @exclusivity(unchecked) private(set) var drawingIsCurrent = false
    /// The transform and opacity of the last drawing made without a recording: one is made when
    /// the next frame draws the unchanged subtree under the same ones (and replayed only under
    /// exactly the same graphics state).
    @exclusivity(unchecked) private var unrecordedPlacement: (transform: CGAffineTransform, opacity: Double)?
    /// The ``ViewGraph/drawGeneration`` in which the last ``invalidateDrawing()`` reached this node.
    @exclusivity(unchecked) private var invalidatedGeneration = -1

    /// The box of everything this subtree may draw until it next changes (see ``drawnInk``), and
    /// whether it is still valid.
    @exclusivity(unchecked) var inkCache: CGRect?
    @exclusivity(unchecked) var inkIsCurrent = false

    /// Says that this node draws differently from now on (it changed or moved), so neither it nor
    /// any ancestor replays its recording, and their ink boxes (``drawnInk``) are found again. The
    /// walk up stops at a node already reached since the last drawing: its ancestors were reached
    /// with it.
    func invalidateDrawing() {
        invalidateInk()
        invalidateDrawing(generation: graph.drawGeneration)
    }

    /// ``invalidateDrawing()`` with the graph's current ``ViewGraph/drawGeneration``, for a step of
    /// a running animation: the recordings are dropped, the ink boxes kept (they hold every step
    /// of the animations they were found under). Does nothing on a detached node.
    func invalidateDrawing(generation: Int) {
        guard !isDetached else { return }
        var node: ViewNode? = self
        while let current = node, current.invalidatedGeneration != generation {
            current.invalidatedGeneration = generation
            current.drawingIsCurrent = false
            node = current.isDetached ? nil : current.drawingParent
        }
    }

    /// Emits this node's drawing: its recording from an earlier frame when nothing in its subtree
    /// changed and it is drawn under the same state, else ``drawNode(into:)``.
    ///
    /// A subtree is recorded only once it has stayed unchanged, under the same graphics state, for
    /// a frame: one that changes or moves every frame (a running animation, the path from a
    /// changing view to the root, the content of an animated offset) is never copied for nothing.
    /// So a change costs a fresh drawing for the frame of the change and the next, and replays from
    /// the frame after.
    final func draw(into builder: inout DisplayListBuilder) {
        let restoreFollows = builder.restoreFollows
        builder.restoreFollows = false
        guard builder.replaysRecordings else {
            builder.drawnNodes += 1
            return drawNode(into: &builder, restoreFollows: restoreFollows)
        }
        if drawingIsCurrent, parkedBelow == 0 {
            if let recording {
                if builder.replay(recording) {
                    builder.replayedNodes += 1
                    return
                }
            } else if let placement = unrecordedPlacement, placement.transform == builder.transform,
                      placement.opacity == builder.opacity {
                builder.drawnNodes += 1
                let mark = builder.mark
                drawNode(into: &builder)
                recording = builder.recording(since: mark)
                unrecordedPlacement = nil
                return
            }
        }
        builder.drawnNodes += 1
        recording = nil
        drawingIsCurrent = true
        unrecordedPlacement = (builder.transform, builder.opacity)
        drawNode(into: &builder, restoreFollows: restoreFollows)
    }

    /// ``drawNode(into:)``, or, when the state is restored right after this node draws
    /// (``DisplayListBuilder/restoreFollows``) and the node draws at its parent's origin with no
    /// transition, its content in place: whatever the content changes in the state, the caller's
    /// restore undoes (a chain of effects saves the state once, not once per effect). Never on the
    /// path that takes a recording: a recording needs the state back where it started.
    private func drawNode(into builder: inout DisplayListBuilder, restoreFollows: Bool) {
        if restoreFollows, !isLayoutTransparent, transition == nil {
            let frame = presentedFrame
            if frame.origin == .zero { return drawContent(into: &builder, size: frame.size) }
        }
        drawNode(into: &builder)
    }

    /// Forgets the recording (a detached node's, so it holds no drawing).
    private func dropRecording() {
        recording = nil
        unrecordedPlacement = nil
        drawingIsCurrent = false
        inkIsCurrent = false
    }

    /// Draws this node afresh; layout nodes translate to their frame, transparent ones pass through.
    func drawNode(into builder: inout DisplayListBuilder) {
        if isLayoutTransparent {
            let box = transition == nil ? CGRect.zero : layoutChildren.reduce(CGRect.null) { $0.union($1.presentedFrame) }
            drawTransitioned(into: &builder, box: box.isNull ? .zero : box) { builder in
                drawChildren(into: &builder)
            }
            return
        }
        let frame = presentedFrame
        // Nothing to undo after content that keeps the state, drawn where its parent's space starts.
        if frame.origin == .zero, transition == nil, drawingKeepsState {
            return drawContent(into: &builder, size: frame.size)
        }
        builder.save()
        builder.translate(by: frame.origin)
        drawTransitioned(into: &builder, box: CGRect(origin: .zero, size: frame.size)) { builder in
            drawContent(into: &builder, size: frame.size)
        }
        builder.restore()
    }

    /// Applies the running insertion or removal transition, for a view occupying `box`, around `body`.
    private func drawTransitioned(into builder: inout DisplayListBuilder, box: CGRect, _ body: (inout DisplayListBuilder) -> Void) {
        guard let transition else { return body(&builder) }
        builder.save()
        if isLeaving { builder.disableHitTesting() }
        transition.apply(to: &builder, box: box)
        body(&builder)
        builder.restore()
    }

    /// Whether ``drawContent(into:size:)`` leaves the builder's graphics state as it found it: it
    /// only adds items, hit parts and its children's drawing (each child restores what it
    /// changes). Such a node placed at its parent's origin, with no transition, is drawn without a
    /// save and restore of the state (an animation frame of a shape in a `.frame` draws two nodes
    /// that way). False by default: a node that changes the state (an effect, a clip) must not say
    /// otherwise.
    var drawingKeepsState: Bool { false }

    /// Draws this layout node inside its frame, in local coordinates (children by default).
    func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawChildren(into: &builder)
    }

    /// A box, in the local coordinates of ``drawContent(into:size:)`` for content of `size` (a
    /// layout-transparent node: of its parent's content), holding everything the content may draw
    /// until the node or a descendant next changes, every step of the animations running now
    /// included; nil when not known, and then the node's subtree is always drawn. Nil unless a
    /// node kind says otherwise: one that draws its children only answers ``childrenInk``.
    func contentInk(size: CGSize) -> CGRect? { nil }

    /// The children in drawing order: builder order, stably sorted by `.zIndex` once any view uses it.
    var drawingOrder: [ViewNode] {
        // A single child needs no order (most nodes): decided before reaching for the graph.
        guard children.count > 1, graph.usesZIndex else { return children }
        let indices = children.map(\.zIndexTrait)
        guard indices.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { children[$0] }
    }

    /// The `.zIndex` of the view this node stands for, found like ``transitionTrait``; 0 without one.
    var zIndexTrait: Double {
        var node: ViewNode? = self
        while let current = node {
            if let index = current.ownZIndex { return index }
            node = current.singleContent
        }
        return 0
    }

    /// The z index set on this very node (the `.zIndex` modifier's node answers).
    var ownZIndex: Double? { nil }
}
