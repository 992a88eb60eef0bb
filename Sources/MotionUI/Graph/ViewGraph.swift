import Foundation

/// The live tree of view nodes behind a ``ViewHost``: it owns time, the set of invalidated nodes,
/// the animating nodes and the lifecycle queues, and runs one update cycle per frame.
final class ViewGraph {
    /// The time of the frame being built, in seconds of the host's clock.
    private(set) var time: TimeInterval = 0
    /// Counts update cycles; a node updated in the current cycle carries its id.
    private(set) var cycleID = 0
    /// Body evaluations since the graph was made (tests and benchmarks read it).
    var bodyEvaluations = 0
    /// Sizes computed by nodes (not answered from their caches) since the graph was made.
    var sizeEvaluations = 0

    var root: ViewNode?
    let textMeasurer: TextMeasurer
    let imageSizer: ImageSizer?

    private var dirty: [CompositeNodeBase] = []
    private var heldCompletions: [AnimationCompletionGroup] = []
    /// The nodes advanced every frame, in the order they started animating (so a frame walks
    /// them in about the order they sit in memory and in the tree, instead of a hash table's
    /// order); a node that stops leaves a hole (nil) until the end of ``advanceAnimations()``
    /// closes them up. Each node knows its slot (``ViewNode/animatingSlot``).
    private var animating: [ViewNode?] = []
    /// Beside each slot of ``animating``: the time before which its node is parked (not visited);
    /// minus infinity for a node visited every frame. A dense array, so a frame skips parked nodes
    /// without touching them.
    private var wakeTimes: [TimeInterval] = []
    /// The time of the last ``advanceAnimations()`` pass: where a parked node's values are due.
    private(set) var animationTime = -TimeInterval.infinity
    /// How many of ``animating``'s slots hold a node.
    private var animatingCount = 0
    private var lifecycleQueue: [() -> Void] = []
    /// The running clock-driven timers (`onReceive(Timer.publish…)`).
    var timers: [TimerSubscription] = []
    /// Every ``GeometryReader`` node, checked after layout (detached ones are dropped there).
    var geometryReaders: [GeometryReading] = []
    /// The nodes that act on their content's preference values after layout.
    var preferenceReaders: [PreferenceReading] = []
    /// The nodes of `.preferredColorScheme` (see ``requestedColorScheme``).
    var colorSchemeRequests: [ViewNode] = []
    /// Every `matchedGeometryEffect` node, grouped after layout.
    let matchedGeometry = MatchedGeometryRegistry()
    /// Whether nodes replay what they drew while unchanged (``DrawRecording``); off, every frame
    /// draws every node afresh (tests compare the two).
    var retainsDrawing = true
    /// Whether an effect that only changes the graphics state lets its only child draw without a
    /// save of its own (``DisplayListBuilder/restoreFollows``: a chain of effects saves once); off,
    /// every node saves its own (tests compare the two).
    var elidesEffectSaves = true
    /// Whether an update that cannot change a node's layout keeps the layout of it and its
    /// ancestors (see ``UpdateEffect``); off, every update lays its path to the root out again
    /// (tests compare the two).
    var retainsLayout = true
    /// Whether a step of an animation that can change nothing but a value waits until the value
    /// is read (see ``AnimatedModifierNode``); off, every step is taken in its frame (tests
    /// compare the two).
    var defersAnimationSteps = true
    /// Whether frames leave out items outside the window (``ViewHost/cullsOffscreenItems``).
    var cullsOffscreenItems = false
    /// How many times a node had its children placed since the graph started (with
    /// ``sizeEvaluations``, what changes cost in layout).
    var placedNodes = 0
    /// Counts the drawings made (see ``ViewNode/invalidateDrawing()``).
    private(set) var drawGeneration = 0
    /// How many nodes the last ``draw(size:scale:)`` drew afresh, and how many subtrees it replayed.
    private(set) var drawnNodes = 0, replayedNodes = 0
    /// How many subtrees the last ``draw(size:scale:)`` left out whole, outside the window.
    private(set) var culledSubtrees = 0
    /// Set once a view uses `.zIndex`: from then on drawing orders siblings by it.
    var usesZIndex = false
    /// Keyboard focus, shared with the host.
    var focus: FocusState?
    /// The host's main-thread work and clock (`.task`, timers, the main queue).
    weak var scheduler: HostScheduler?

    /// The calendar date at `time` seconds of the graph's clock (its host's; without one, seconds
    /// since 1970).
    func date(at time: TimeInterval) -> Date { scheduler?.date(at: time) ?? Date(timeIntervalSince1970: time) }

    /// The graph time of `date` (``date(at:)``'s inverse).
    func time(of date: Date) -> TimeInterval { scheduler?.time(of: date) ?? date.timeIntervalSince1970 }
    /// Live `alignmentGuide` modifiers by guide: layout asks for explicit guides only where one exists.
    var alignmentGuideUses: [ObjectIdentifier: Int] = [:]
    /// Told of every state write as it happens (see ``ViewHost/stateWriteObserver``); `nil` costs nothing.
    var stateWriteObserver: ((StateWrite) -> Void)?
    /// The transaction of the last write applied in this cycle: layout changes it caused animate with it.
    private(set) var cycleTransaction = Transaction()

    init(textMeasurer: TextMeasurer, imageSizer: ImageSizer?) {
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
    }

    // MARK: Nodes

    /// A new node for `view`: primitive views make their own kind, every other view a composite node.
    func makeNode<V: View>(for view: V) -> ViewNode {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(graph: self)
        }
        return CompositeNode<V>(graph: self, view: view)
    }

    /// Records that `node` must re-evaluate its body under `transaction`.
    func markDirty(_ node: CompositeNodeBase, transaction: Transaction) {
        dirty.append(node)
        hold(transaction)
    }

    /// Keeps a transaction's completion handlers from firing until the frame that applies its writes.
    func hold(_ transaction: Transaction) {
        for group in transaction.completionGroups {
            group.hold()
            heldCompletions.append(group)
        }
    }

    var hasPendingUpdates: Bool { !dirty.isEmpty || !lifecycleQueue.isEmpty }

    // MARK: Lifecycle

    func nodeDidAppear(_ node: ViewNode) {
        if let observer = node as? LifecycleObserver {
            lifecycleQueue.append { [weak node] in
                guard node != nil else { return }
                observer.didAppear()
            }
        }
    }

    func nodeDidDisappear(_ node: ViewNode) {
        stopAnimating(node)
        if let observer = node as? LifecycleObserver {
            lifecycleQueue.append { observer.didDisappear() }
        }
    }

    /// Queues work (an `onChange` action, say) to run after the current update pass.
    func enqueue(_ action: @escaping () -> Void) {
        lifecycleQueue.append(action)
    }

    // MARK: Animation

    /// Advances `node` every frame from now on, until it says it stopped (at once when it is
    /// already advanced).
    func startAnimating(_ node: ViewNode) {
        guard node.animatingSlot < 0 else { return unpark(node) }
        node.animatingSlot = animating.count
        animating.append(node)
        wakeTimes.append(-.infinity)
        animatingCount += 1
    }

    /// Stops visiting `node` (in `slot`) until `time`: its values are taken when read. Its
    /// ancestors count it (``ViewNode/parkedBelow``) and draw afresh while it is parked.
    private func park(_ node: ViewNode, until time: TimeInterval, slot: Int) {
        node.isParked = true
        wakeTimes[slot] = time
        var current: ViewNode? = node
        while let next = current {
            next.parkedBelow += 1
            current = next.parent
        }
    }

    /// Visits `node` every frame again (a change reached it, it is leaving, or its time came).
    func unpark(_ node: ViewNode) {
        guard node.isParked else { return }
        node.takeDeferredStep()
        node.isParked = false
        if node.animatingSlot >= 0 { wakeTimes[node.animatingSlot] = -.infinity }
        var current: ViewNode? = node
        while let next = current {
            next.parkedBelow -= 1
            current = next.parent
        }
    }

    /// No longer advances `node` (its slot becomes a hole).
    private func stopAnimating(_ node: ViewNode) {
        let slot = node.animatingSlot
        guard slot >= 0 else { return }
        unpark(node)
        animating[slot] = nil
        node.animatingSlot = -1
        // Its ink was found for the animation's every step (or not at all while its frame or a
        // transition ran): found again, tighter, for the resting node.
        node.invalidateInk()
        animatingCount -= 1
    }

    /// Closes up the holes in ``animating``, keeping the order, and renumbers the slots.
    private func compactAnimating() {
        guard animatingCount < animating.count else { return }
        var kept = 0
        for index in animating.indices {
            guard let node = animating[index] else { continue }
            node.animatingSlot = kept
            animating[kept] = node
            wakeTimes[kept] = wakeTimes[index]
            kept += 1
        }
        animating.removeLast(animating.count - kept)
        wakeTimes.removeLast(wakeTimes.count - kept)
    }

    /// The number of nodes the graph advances every frame (tests check that none is left behind).
    var animatingNodeCount: Int { animatingCount }

    /// The number of animations running on every attribute of every node.
    var liveAnimationCount: Int {
        animating.reduce(0) { $0 + ($1?.liveAnimationCount ?? 0) }
    }

    /// A row per running animation (see ``LiveAnimation``), ordered by start time, then view and
    /// attribute. Asks every animating node and, once each, their ancestors (a phase animator's
    /// step shows while the attributes it started run below it); built only when asked.
    var liveAnimations: [LiveAnimation] {
        var collector = LiveAnimationCollector(time: time)
        var visited: Set<ObjectIdentifier> = []
        for case let node? in animating where !node.isDetached {
            var current: ViewNode? = node
            while let next = current, visited.insert(ObjectIdentifier(next)).inserted {
                collector.collect(from: next)
                current = next.parent
            }
        }
        return collector.animations.sorted {
            ($0.start, $0.view, $0.attribute, $0.id.ordinal) < ($1.start, $1.view, $1.attribute, $1.id.ordinal)
        }
    }

    // MARK: The frame

    /// Moves the graph's clock to `time` (never backwards).
    func setTime(_ time: TimeInterval) {
        self.time = max(self.time, time)
    }

    /// Applies every pending state write and lifecycle action until none is left (at most 32 rounds,
    /// so a view that writes state in every `onAppear` cannot hang the frame).
    func update(rootView: (_ context: UpdateContext) -> Void, needsRootUpdate: Bool, rootTransaction: Transaction,
                environment: EnvironmentValues, environmentChanged: Bool) {
        cycleID += 1
        cycleTransaction = needsRootUpdate ? rootTransaction : Transaction()
        if needsRootUpdate {
            rootView(UpdateContext(transaction: rootTransaction, environment: environment,
                                   environmentChanged: environmentChanged, isInsideInsertion: root == nil))
        }
        applyPendingUpdates()
        let held = heldCompletions
        heldCompletions.removeAll()
        for group in held { group.release() }
    }

    /// Re-evaluates dirty nodes and runs queued lifecycle actions, round after round, until none
    /// is left (at most 32 rounds).
    private func applyPendingUpdates() {
        var rounds = 0
        while hasPendingUpdates && rounds < 32 {
            rounds += 1
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in batch where node.isDirty && !node.isDetached {
                let context = node.contextTakingPending(UpdateContext(
                    transaction: Transaction(), environment: node.environment,
                    environmentChanged: false, isInsideInsertion: false))
                cycleTransaction = context.transaction
                node.reevaluate(context: context)
            }
            let actions = lifecycleQueue
            lifecycleQueue.removeAll()
            for action in actions { action() }
        }
        if rounds == 32 { graphWarning("state kept changing for 32 update rounds in one frame; the rest waits for the next frame") }
    }

    /// Lays the tree out in a window of `size` points.
    func layout(size: CGSize) {
        guard let root else { return }
        // The window is the root layout space: the root's views are centred in it, as in SwiftUI.
        var nodes: [ViewNode] = []
        root.appendLayoutNodes(to: &nodes)
        NodeLayout.placeCentred(nodes, in: CGRect(origin: .zero, size: size), transaction: cycleTransaction)
        // Geometry readers run after layout, then (when none did) the preference readers whose
        // value changed; what they changed (new readers inside, state written by onAppear /
        // onChange / onPreferenceChange) is applied and laid out at once. A geometry reader runs
        // at most once per frame and the rounds are at most 16, so this ends.
        var ran: Set<ObjectIdentifier> = []
        var rounds = 0
        while rounds < 16, refreshGeometryReaders(skipping: &ran) || refreshPreferenceReaders() {
            rounds += 1
            applyPendingUpdates()
            nodes.removeAll()
            root.appendLayoutNodes(to: &nodes)
            NodeLayout.placeCentred(nodes, in: CGRect(origin: .zero, size: size), transaction: cycleTransaction)
        }
        overlays.removeAll { $0.isDetached }
        for overlay in overlays {
            overlay.place(at: .zero, anchor: .topLeading, proposal: ProposedViewSize(size), transaction: cycleTransaction)
        }
        matchedGeometry.resolve(transaction: cycleTransaction, cycleID: cycleID)
    }

    /// Runs, outermost first, the readers not yet run in this frame whose geometry changed (or that
    /// never ran); returns whether any did.
    private func refreshGeometryReaders(skipping ran: inout Set<ObjectIdentifier>) -> Bool {
        guard !geometryReaders.isEmpty else { return false }
        geometryReaders.removeAll { $0.isDetached }
        var any = false
        for reader in geometryReaders.sorted(by: { $0.depth < $1.depth }) where !ran.contains(ObjectIdentifier(reader)) {
            if reader.refreshGeometry(transaction: cycleTransaction) {
                ran.insert(ObjectIdentifier(reader))
                any = true
            }
        }
        return any
    }

    /// Runs, outermost first, the preference readers whose content's value changed since they last
    /// acted (see ``PreferenceReading``); returns whether any did.
    private func refreshPreferenceReaders() -> Bool {
        guard !preferenceReaders.isEmpty else { return false }
        preferenceReaders.removeAll { $0.isDetached }
        var any = false
        for reader in preferenceReaders.sorted(by: { $0.depth < $1.depth }) where reader.refreshPreferences(transaction: cycleTransaction) {
            any = true
        }
        return any
    }

    /// Views drawn over the whole window after the root, in the order they were added (sheets,
    /// alerts): laid out in the window's space, wherever they sit in the tree. Detached ones drop out.
    var overlays: [ViewNode] = []

    /// Work queued by completions while animations advance, run once they all have.
    private var afterAnimations: [() -> Void] = []
    /// Set while ``advanceAnimations()`` runs, its completions and the work they queued included.
    private(set) var isAdvancingAnimations = false

    /// Runs `action` at the end of the current ``advanceAnimations()`` when called while it runs
    /// (so the frame in which an animation became logically complete starts what follows it), else
    /// after the current (or next) update pass, like ``enqueue(_:)``. Phase animators start their
    /// next step with it.
    func enqueueAfterAnimations(_ action: @escaping () -> Void) {
        if isAdvancingAnimations {
            afterAnimations.append(action)
        } else {
            enqueue(action)
        }
    }

    /// Advances every animated attribute to the graph's time; finished removals detach their nodes
    /// and their `onDisappear` actions run at once, in the frame their removal ended (state those
    /// actions write is applied in the next frame).
    ///
    /// Completion handlers that become due run once every node has advanced (never while an
    /// attribute is being advanced), then the work they queued with ``enqueueAfterAnimations(_:)``
    /// (at most 32 rounds; what is left waits for the next update pass).
    func advanceAnimations() {
        isAdvancingAnimations = true
        defer { isAdvancingAnimations = false }
        AnimationCompletionGroup.deferringCompletions {
            let generation = drawGeneration
            // The nodes animating when the frame starts: one that starts during the walk is
            // advanced from the next frame on, one that stops during it is skipped.
            animationTime = time
            for index in 0..<animating.count where wakeTimes[index] <= time {
                guard let node = animating[index] else { continue }
                unpark(node)
                node.invalidateDrawing(generation: generation)
                if node.isDetached || !node.advanceAnimations(to: time) {
                    stopAnimating(node)
                } else if !defersAnimationSteps {
                    node.takeDeferredStep()
                } else if node.parkableUntil > time {
                    park(node, until: node.parkableUntil, slot: index)
                }
            }
        }
        compactAnimating()
        if !lifecycleQueue.isEmpty {
            let disappeared = lifecycleQueue
            lifecycleQueue.removeAll()
            for action in disappeared { action() }
        }
        var rounds = 0
        while !afterAnimations.isEmpty && rounds < 32 {
            rounds += 1
            let actions = afterAnimations
            afterAnimations.removeAll()
            AnimationCompletionGroup.deferringCompletions {
                for action in actions { action() }
            }
        }
        if !afterAnimations.isEmpty {
            let rest = afterAnimations
            afterAnimations.removeAll()
            for action in rest { enqueue(action) }
        }
    }

    /// Draws the whole tree: the frame's drawing (unchanged subtrees' recordings shared, see
    /// ``DrawRecording``) and its hit map.
    func draw(size: CGSize, scale: CGFloat) -> (drawing: DrawRecording, hitMap: HitMap) {
        var builder = DisplayListBuilder(scale: scale, textMeasurer: textMeasurer,
                                         window: cullsOffscreenItems ? CGRect(origin: .zero, size: size) : nil,
                                         expected: firstRunCounts)
        builder.replaysRecordings = retainsDrawing
        builder.elidesEffectSaves = elidesEffectSaves
        root?.draw(into: &builder)
        for overlay in overlays where !overlay.isDetached { overlay.draw(into: &builder) }
        focus?.fieldsDidDraw(builder.focusableFields)
        drawGeneration += 1
        (drawnNodes, replayedNodes, culledSubtrees) = (builder.drawnNodes, builder.replayedNodes, builder.culledSubtrees)
        let frame = builder.finish()
        if case .run(let first)? = frame.drawing.pieces.first {
            firstRunCounts = first.counts
        } else {
            firstRunCounts = DrawRecording.Counts()
        }
        return frame
    }

    /// What the last frame's first run of own drawing held: the room the next frame's builder
    /// starts with (a frame that draws everything afresh, as every frame of an animation of the
    /// whole tree does, is one run).
    private var firstRunCounts = DrawRecording.Counts()
}

/// A node that runs actions when it appears in or leaves the graph (`onAppear`, `onDisappear`, timers).
protocol LifecycleObserver: AnyObject {
    func didAppear()
    func didDisappear()
}
