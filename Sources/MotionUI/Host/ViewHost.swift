import Foundation

/// Runs a view: owns its graph, its clock and its latest display list. The player drives it with
/// the display clock; tests drive it with a virtual clock, frame by frame, so every run is exact.
///
/// ```swift
/// let host = ViewHost(Correct(), size: CGSize(width: 400, height: 300))
/// host.tap(text: "Login")
/// host.advance(by: 0.25)
/// host.displayList.items.first?.bounds.minX   // the rectangle, mid-shake
/// ```
public final class ViewHost<Content: View> {
    /// The view being run; assigning a new value updates the tree like a parent's body would.
    public var content: Content {
        didSet {
            rootNeedsUpdate = true
            rootTransaction = Transaction.current
            graph.hold(rootTransaction)
            renderFrame(at: time)
        }
    }

    /// The environment at the root (Reduce Motion, say); assigning re-evaluates the views that read it.
    public var environment: EnvironmentValues {
        didSet {
            rootEnvironment = nil
            rootNeedsUpdate = true
            environmentChanged = true
            rootTransaction = Transaction.current
            graph.hold(rootTransaction)
            renderFrame(at: time)
        }
    }

    /// Every URL the views asked the system to open (``Link``, ``OpenURLAction``), in order.
    public private(set) var openedURLs: [URL] = []

    /// How the system opens a URL the views ask it to (after recording it in ``openedURLs``);
    /// returns whether it did. None by default: a host in a test or a headless run only records.
    /// The player opens URLs with the desktop's browser.
    ///
    /// ```swift
    /// host.systemURLOpener = { url in browser.open(url) }
    /// ```
    public var systemURLOpener: ((URL) -> Bool)?

    /// ``environment`` with the host's own values added (the system's URL opener), made once each
    /// time ``environment`` is set rather than every frame.
    private var rootEnvironment: EnvironmentValues?

    /// The system's opener the views' environment holds: records, then asks ``systemURLOpener``.
    private func openSystemURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return systemURLOpener?(url) ?? false
    }

    /// The window size in points.
    public private(set) var size: CGSize {
        didSet { scheduler.hostSize = size }
    }
    /// Pixels per point; curves are flattened for this density.
    public let scale: CGFloat
    /// The length of one frame of ``advance(by:)``; 1/60 s unless set.
    public var frameInterval: TimeInterval = 1.0 / 60.0
    /// The time of the last frame, in seconds since the host started.
    public private(set) var time: TimeInterval = 0
    /// The current frame's drawing (built when first read after a change).
    /// The frame's items are listed when first read (the frame itself is a tree of recordings
    /// that later frames share, see ``DrawRecording``).
    public var displayList: DisplayList {
        drawIfNeeded()
        if let listed { return listed }
        var items: [DisplayItem] = []
        items.reserveCapacity(drawing.counts.items)
        drawing.appendItems(to: &items)
        let list = DisplayList(items: items)
        listed = list
        return list
    }

    /// Whether a frame leaves out the items that fall wholly outside the window, or outside the
    /// clips in force (a scroll view's viewport), as ``DisplayListBuilder/isCulled(_:)`` decides:
    /// nothing of them could show and the pointer cannot reach them there, so a frame costs what
    /// the window shows (a 5,000-point stack animating in an 800-point window draws a sixth of
    /// it). Pixels are the same either way. Off by default, so a test reads every item's
    /// geometry from ``displayList`` (a view that slid out of the window, a row scrolled away);
    /// the player's window and headless runs turn it on.
    ///
    /// ```swift
    /// host.cullsOffscreenItems = true
    /// host.displayList.items.count   // only what the window shows
    /// ```
    public var cullsOffscreenItems: Bool {
        get { graph.cullsOffscreenItems }
        set {
            guard newValue != graph.cullsOffscreenItems else { return }
            graph.cullsOffscreenItems = newValue
            needsDraw = true
        }
    }

    let graph: ViewGraph
    /// The host's main-thread work: `DispatchQueue.main`, `Timer.scheduledTimer` (see ``HostScheduler``).
    let scheduler = HostScheduler.makeForNewHost()
    private var drawing = DrawRecording(state: DisplayListBuilder.GraphicsState(), scale: 1, pieces: [], replacedParts: [])
    /// ``displayList``, once read in this frame.
    private var listed: DisplayList?
    private var hitMap = HitMap()
    /// Set when state, layout or time changed since the display list was built.
    private var needsDraw = true
    private var rootNeedsUpdate = true
    /// The transaction the root was last replaced under (`withAnimation { host.content = … }`).
    private var rootTransaction = Transaction()
    private var environmentChanged = false
    /// The root's appearance before a view asked for another (see `followRequestedColorScheme`).
    private var schemeBeforeRequest: ColorScheme?
    /// Who gets the current pointer sequence.
    private let arena = PointerArena()
    /// Where the pointer is, for hover (`nil`: outside the window or unknown).
    private var pointer: CGPoint?
    /// The views the pointer is over.
    private var hovered: [HoverNode] = []
    let focus = FocusState()

    /// A host for `content` in a window of `size` points at `scale` pixels per point. The first
    /// frame (time 0) is built at once. `startDate` is the calendar date at time 0 (see
    /// ``startDate``).
    public init(_ content: Content, size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                scale: CGFloat = 1, textMeasurer: TextMeasurer = MonospaceTextMeasurer(), imageSizer: ImageSizer? = nil,
                startDate: Date = Date(timeIntervalSince1970: 0)) {
        self.content = content
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        var environment = environment
        environment.displayScale = self.scale
        self.environment = environment
        graph = ViewGraph(textMeasurer: textMeasurer, imageSizer: imageSizer)
        graph.focus = focus
        graph.scheduler = scheduler
        scheduler.hostSize = self.size
        scheduler.dateOrigin = startDate.timeIntervalSince1970
        renderFrame(at: 0)
    }

    // MARK: Time

    /// The calendar date at the host's time 0: the dates `TimelineView`, `Timer.publish` and the
    /// live text styles (`Text(start, style: .timer)`) see are this date plus the host's time. The
    /// epoch (1970-01-01) by default, so a test's dates are the same on every run; the player
    /// starts its hosts at the wall clock's date, so a clock shows the time of day.
    ///
    /// ```swift
    /// let host = ViewHost(Clock(), size: size, startDate: Date(timeIntervalSince1970: 45_296))   // 12:34:56 UTC
    /// ```
    public var startDate: Date { Date(timeIntervalSince1970: scheduler.dateOrigin) }

    /// Steps the clock forward by whole frames of ``frameInterval``, building every frame, so timers
    /// and phase animators behave exactly as in the player. A remainder shorter than a frame ends
    /// with one last, shorter step, so the host lands exactly on `time + duration`.
    public func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration > 0 else { return }
        let end = time + duration
        let interval = frameInterval > 0 ? frameInterval : 1.0 / 60.0
        let frames = Int((duration / interval + 1e-9).rounded(.down))
        let start = time
        if frames > 0 {
            for frame in 1...frames { renderFrame(at: start + Double(frame) * interval) }
        }
        if end - time > 1e-9 { renderFrame(at: end) }
    }

    /// Builds the frame at `time` (seconds; never earlier than the last frame): main-queue work and
    /// timers, state writes, layout, animations, display list.
    public func renderFrame(at time: TimeInterval) {
        scheduler.makingCurrent {
            self.time = max(self.time, time.isFinite ? time : self.time)
            graph.setTime(self.time)
            if arena.isTracking {
                drawIfNeeded()
                arena.tick(self.time)
            }
            measuring(.update) {
                scheduler.run(until: self.time)
                graph.fireTimers()
            }
            applyUpdates()
            applyQueuedWork()
            drawIfNeeded()
        }
        followRequestedColorScheme()
    }

    /// Shows the appearance the views ask for (`.preferredColorScheme`) by setting the root's
    /// `colorScheme` (which builds the frame again), and the root's own again once none asks.
    private func followRequestedColorScheme() {
        if let requested = graph.requestedColorScheme {
            if schemeBeforeRequest == nil { schemeBeforeRequest = environment.colorScheme }
            if environment.colorScheme != requested { environment.colorScheme = requested }
        } else if let before = schemeBeforeRequest {
            schemeBeforeRequest = nil
            if environment.colorScheme != before { environment.colorScheme = before }
        }
    }

    /// Applies pending state writes at the current time and lays out; drawing waits until the
    /// display list is read or the next frame.
    private func applyUpdates() {
        measuring(.update) {
            update()
            graph.advanceAnimations()
        }
        measuring(.layout) { graph.layout(size: size) }
        needsDraw = true
    }

    /// Runs the main-queue work the update pass queued (`onAppear` work, `.task` starts) and applies
    /// what it changed, in the same frame.
    private func applyQueuedWork() {
        guard scheduler.hasQueuedWork else { return }
        measuring(.update) { scheduler.runQueued() }
        applyUpdates()
    }

    private func drawIfNeeded() {
        guard needsDraw else { return }
        (drawing, hitMap) = measuring(.displayList) { graph.draw(size: size, scale: scale) }
        listed = nil
        needsDraw = false
        if !hovered.isEmpty || (pointer != nil && hitMap.hasHoverRegions) { updateHover() }
    }

    /// Scrolls the innermost scroll view under `point` that can move by `delta`.
    private func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        pointer = point
        for (_, region) in hitMap.regions(containing: point) {
            if let scroller = region.target as? ScrollResponder, scroller.scroll(by: delta) { return true }
        }
        return false
    }

    /// Tells hover views whether the pointer is over them in the current frame.
    private func updateHover() {
        var now: [HoverNode] = []
        if let pointer {
            for region in hitMap.hoverRegions {
                guard let node = region.target as? HoverNode, region.contains(pointer, in: hitMap) else { continue }
                now.append(node)
                node.hover(PointerArena.sample(pointer, time: time, region: region, map: hitMap))
            }
        }
        for node in hovered where !now.contains(where: { $0 === node }) { node.hover(nil) }
        hovered = now
    }

    /// Applies pending state writes and lays out (no clock change).
    private func update() {
        let content = self.content
        let environment = rootEnvironment ?? {
            var made = self.environment
            made.systemURLOpener = { [weak self] url in self?.openSystemURL(url) ?? false }
            rootEnvironment = made
            return made
        }()
        let graph = self.graph
        graph.update(rootView: { context in
            if let root = graph.root {
                root.update(view: content, context: context)
            } else {
                let root = graph.makeNode(for: content)
                root.viewType = ObjectIdentifier(Content.self)
                graph.root = root
                graph.nodeDidAppear(root)
                root.update(view: content, context: context)
            }
        }, needsRootUpdate: rootNeedsUpdate, rootTransaction: rootTransaction, environment: environment,
           environmentChanged: environmentChanged)
        rootNeedsUpdate = false
        rootTransaction = Transaction()
        environmentChanged = false
    }

    /// Changes the window size; the next frame lays out anew (without animation).
    public func resize(to newSize: CGSize) {
        guard newSize.width.isFinite, newSize.height.isFinite else { return }
        size = CGSize(width: max(newSize.width, 0), height: max(newSize.height, 0))
        renderFrame(at: time)
    }

    // MARK: Observers

    /// Told when each part of building a frame (``FramePart/update``, ``FramePart/layout``,
    /// ``FramePart/displayList``) begins and ends — several times in a frame when input or
    /// main-queue work updates again; `nil` (the default) costs nothing. The host reads no clock:
    /// the observer reads its own, so a trace can time the parts.
    ///
    /// ```swift
    /// let clock = ContinuousClock()
    /// host.framePartObserver = { part, edge in print(part.title, edge, clock.now) }
    /// ```
    public var framePartObserver: ((FramePart, FramePart.Edge) -> Void)?

    /// Told of every state write as it happens, before any body runs again: the view that owns
    /// the state and the write's transaction. Writes to a view that has left are not reported.
    /// `nil` (the default) costs nothing.
    ///
    /// ```swift
    /// host.stateWriteObserver = { write in print(write.view) }
    /// host.tap(text: "Login")   // "Correct"
    /// ```
    public var stateWriteObserver: ((StateWrite) -> Void)? {
        get { graph.stateWriteObserver }
        set { graph.stateWriteObserver = newValue }
    }

    private func measuring<Result>(_ part: FramePart, _ body: () -> Result) -> Result {
        guard let observer = framePartObserver else { return body() }
        observer(part, .begin)
        defer { observer(part, .end) }
        return body()
    }

    // MARK: Counters

    /// How many bodies have been evaluated since the host started.
    public var bodyEvaluationCount: Int { graph.bodyEvaluations }
    /// How many animations run on every attribute of every view right now.
    public var liveAnimationCount: Int { graph.liveAnimationCount }
    /// Every animation running now, one row each, for tools such as the F2 inspector (see
    /// ``LiveAnimation``); built when asked, at the host's current time.
    ///
    /// ```swift
    /// host.advance(by: 0.1)
    /// host.liveAnimations.map(\.attribute)   // ["offset.x"]
    /// ```
    package var liveAnimations: [LiveAnimation] { graph.liveAnimations }

    // MARK: Input

    /// Delivers an input event, hit-testing against the current frame. State it changes is applied
    /// at once, at the current time, so animations it starts begin now; the display list is rebuilt
    /// when next read. Returns whether a view handled it.
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        scheduler.makingCurrent {
            drawIfNeeded()
            let handled = dispatch(event)
            scheduler.runQueued()
            applyUpdates()
            applyQueuedWork()
            return handled
        }
    }

    private func dispatch(_ event: InputEvent) -> Bool {
        switch event {
        case .hover(let point):
            pointer = point
            updateHover()
            return !hovered.isEmpty
        case .hoverEnded:
            pointer = nil
            updateHover()
            return false
        case .scroll(let delta, let point):
            return scroll(by: delta, at: point)
        case .pointerDown(let point):
            pointer = point
            updateHover()
            if arena.begin(at: point, time: time, map: hitMap) { return true }
            focus.focus(nil)
            return false
        case .pointerMoved(let point):
            pointer = point
            updateHover()
            guard arena.isTrackingPointer else { return false }
            arena.move(to: point, time: time, map: hitMap)
            return true
        case .pointerUp(let point):
            guard arena.isTrackingPointer else { return false }
            arena.end(at: point, time: time, map: hitMap)
            return true
        case .key(let key, let modifiers):
            return focus.handleKey(key, modifiers: modifiers)
        case .text(let text):
            return focus.handleText(text)
        case .pinchBegan(let point):
            return arena.beginPinch(at: point, time: time, map: hitMap)
        case .pinchChanged(let scale, let rotation, let point):
            guard arena.isTrackingPinch else { return false }
            arena.changePinch(scale: scale, rotation: rotation, at: point, time: time, map: hitMap)
            return true
        case .pinchEnded(let point):
            guard arena.isTrackingPinch else { return false }
            arena.endPinch(at: point, time: time, map: hitMap)
            return true
        }
    }

    /// Whether something in the current frame would take a press at `point`: a gesture, a button,
    /// a text field or a scroll view whose hit area contains it (see `contentShape(_:)` for the
    /// rules). Nothing is pressed; handy in tests ("is the card tappable where it is drawn?").
    ///
    /// ```swift
    /// XCTAssertTrue(host.respondsToPointer(at: CGPoint(x: 160, y: 100)))
    /// ```
    public func respondsToPointer(at point: CGPoint) -> Bool {
        drawIfNeeded()
        return !PointerArena.candidates(at: point, map: hitMap).isEmpty
    }

    /// Presses and releases the pointer at `point`.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let handled = send(.pointerDown(point))
        send(.pointerUp(point))
        return handled
    }

    /// Taps the centre of the first text run showing `text`; false when no such text is drawn.
    @discardableResult
    public func tap(text: String) -> Bool {
        guard let frame = frame(ofText: text) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Pinches around `point`: the pinch begins, then scales by `scale` and turns by `rotation` in
    /// `steps` equal changes (each `pow(scale, 1 / steps)` and `rotation / steps`), one a frame (the
    /// clock advances one ``frameInterval`` before each), and ends with the last. Returns whether a
    /// gesture took part.
    ///
    /// ```swift
    /// host.pinch(at: CGPoint(x: 150, y: 150), scale: 2, steps: 4)       // magnify ×2
    /// host.pinch(at: CGPoint(x: 150, y: 150), rotation: .degrees(30))   // turn 30° clockwise
    /// ```
    @discardableResult
    public func pinch(at point: CGPoint, scale: CGFloat = 1, rotation: Angle = .zero, steps: Int = 1) -> Bool {
        let handled = send(.pinchBegan(point))
        let count = max(steps, 1)
        let stepScale = pow(scale, 1 / CGFloat(count))
        let stepRotation = Angle(radians: rotation.radians / Double(count))
        for _ in 0..<count {
            advance(by: frameInterval)
            send(.pinchChanged(scale: stepScale, rotation: stepRotation, at: point))
        }
        send(.pinchEnded(point))
        return handled
    }

    /// Pinches around the centre of the first text run showing `text` (see ``pinch(at:scale:rotation:steps:)``);
    /// false when no such text is drawn.
    @discardableResult
    public func pinch(text: String, scale: CGFloat = 1, rotation: Angle = .zero, steps: Int = 1) -> Bool {
        guard let frame = frame(ofText: text) else { return false }
        return pinch(at: CGPoint(x: frame.midX, y: frame.midY), scale: scale, rotation: rotation, steps: steps)
    }

    /// Presses the pointer at `point` (and holds it).
    @discardableResult
    public func press(at point: CGPoint) -> Bool { send(.pointerDown(point)) }

    /// Releases the pointer at `point`.
    @discardableResult
    public func release(at point: CGPoint) -> Bool { send(.pointerUp(point)) }

    /// Types `text` into the focused field.
    @discardableResult
    public func type(_ text: String) -> Bool { send(.text(text)) }

    /// Presses `key` for the focused field (or focus navigation).
    @discardableResult
    public func key(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers = []) -> Bool {
        send(.key(key, modifiers: modifiers))
    }

    /// The window-point bounds of the first text run showing `text`, or else of the first text of
    /// several styles (`Text + Text`) whose whole string it is; nil when there is neither.
    public func frame(ofText text: String) -> CGRect? {
        displayList.items.first { $0.kind == .text && $0.text == text }?.bounds
            ?? graph.root.flatMap { TextNode.drawnFrame(showing: text, under: $0) }
    }

    /// The text of the focused field, or nil when no field has focus (a field that is leaving, or
    /// no longer drawn, has lost it).
    public var focusedText: String? {
        drawIfNeeded()
        return focus.focused?.text
    }
}
