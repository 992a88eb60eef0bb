import Foundation

/// A node that scrolls its content: an animatable content offset kept between 0 and the content's
/// size less the view's along each scroll axis, a drag anywhere in the view that moves it once the
/// pointer has gone 10 points (taking the pointer from the buttons and taps it started on), and
/// the wheel (neither while ``EnvironmentValues/isScrollEnabled`` is false). ``ScrollViewNode`` and
/// ``ListNode`` are scrolling nodes; they lay their content out
/// and report its size with ``didLayOut(contentSize:viewportSize:)``, and draw it with
/// ``drawScrolled(into:size:_:)``.
class ScrollingNode: ViewNode, PointerResponder, ScrollResponder {
    /// The axes it scrolls along.
    var axes: Axis.Set = .vertical
    /// The content offset (x, y), animatable.
    private let offset = AnimatedValue(AnimatablePair<CGFloat, CGFloat>(0, 0))
    /// The content's size and the view's, from the last layout.
    private(set) var contentSize = CGSize.zero
    private(set) var viewportSize = CGSize.zero
    private var dragStart: (location: CGPoint, offset: CGPoint)?
    private var isDragging = false
    private var pointerVelocity = PointerVelocity()
    /// The id last written to (or read from) the ``View/scrollPosition(id:anchor:)`` binding.
    private var reportedPosition: AnyHashable??

    /// The content offset now (presentation).
    var contentOffset: CGPoint { CGPoint(x: offset.value.first, y: offset.value.second) }
    /// The content offset being moved to (model).
    var targetOffset: CGPoint { CGPoint(x: offset.target.first, y: offset.target.second) }
    /// The largest offset along each axis.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(contentSize.width - viewportSize.width, 0) : 0,
                y: axes.contains(.vertical) ? max(contentSize.height - viewportSize.height, 0) : 0)
    }

    /// The margins around the content (none by default; a ``ScrollView`` takes `contentMargins`).
    var contentMargins: EdgeInsets { EdgeInsets() }

    /// The visible region's size less the content margins: what `containerRelativeFrame` inside
    /// measures against.
    var visibleContentSize: CGSize {
        let margins = contentMargins
        return CGSize(width: max(viewportSize.width - margins.leading - margins.trailing, 0),
                      height: max(viewportSize.height - margins.top - margins.bottom, 0))
    }

    /// Records the view's size before its content is placed; when it changed, the
    /// container-relative frames inside measure again.
    func willLayOut(viewportSize: CGSize) {
        guard viewportSize != self.viewportSize else { return }
        self.viewportSize = viewportSize
        for child in children { ScrollingNode.invalidateRelativeFrames(in: child) }
    }

    private static func invalidateRelativeFrames(in node: ViewNode) {
        if node is ContainerRelativeFrameNode { node.invalidateLayout() }
        if node is ScrollingNode { return }
        for child in node.children { invalidateRelativeFrames(in: child) }
    }

    /// Records the sizes of the last layout; a smaller content or a smaller view keeps the offset in
    /// range (without animation).
    func didLayOut(contentSize: CGSize, viewportSize: CGSize) {
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        let clamped = clamp(targetOffset)
        if clamped != targetOffset { setOffset(clamped, transaction: Transaction()) }
    }

    func clamp(_ point: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        func limit(_ value: CGFloat, _ top: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), top) }
        return CGPoint(x: limit(point.x, maximum.x), y: limit(point.y, maximum.y))
    }

    /// Moves the offset to `point` (clamped) under `transaction`.
    func setOffset(_ point: CGPoint, transaction: Transaction) {
        let target = clamp(point)
        offset.setTarget(AnimatablePair(target.x, target.y), transaction: transaction, at: graph.time)
        if offset.isAnimating { graph.startAnimating(self) }
        invalidateDrawing()
        reportPosition()
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let moving = offset.isAnimating && offset.advance(to: time)
        return super.advanceAnimations(to: time) || moving
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + offset.animationCount }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(offset, as: InspectorAttribute("scrollOffset", suffixes: ["x", "y"]))
    }

    /// The content is moved by the offset (geometry readers inside measure where it scrolled to).
    override func contentTransform(presented: Bool, size: CGSize) -> CGAffineTransform? {
        let shown = presented ? contentOffset : targetOffset
        return shown == .zero ? nil : CGAffineTransform(translationX: -shown.x, y: -shown.y)
    }

    /// Draws `content` clipped to the view and moved by the offset; the whole view takes drags.
    func drawScrolled(into builder: inout DisplayListBuilder, size: CGSize, _ content: (inout DisplayListBuilder) -> Void) {
        builder.save()
        if !environment.scrollClipDisabled { builder.clip(to: Path(CGRect(origin: .zero, size: size))) }
        builder.withHitRegion(target: self) { builder in
            builder.withContentShape(Path(CGRect(origin: .zero, size: size)), fillRule: .nonZero) { builder in
                // The shape is the view's bounds: the content's move must not reach it.
                builder.save()
                builder.translate(by: CGPoint(x: -contentOffset.x, y: -contentOffset.y))
                content(&builder)
                builder.restore()
            }
        }
        builder.restore()
    }

    // MARK: Pointer

    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard environment.isEnabled, environment.isScrollEnabled, sample.isInside else { return .failed }
        dragStart = (sample.location, targetOffset)
        isDragging = false
        pointerVelocity.reset()
        pointerVelocity.record(sample.location, at: sample.time)
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase {
        guard let start = dragStart else { return .failed }
        pointerVelocity.record(sample.location, at: sample.time)
        let dx = axes.contains(.horizontal) ? sample.location.x - start.location.x : 0
        let dy = axes.contains(.vertical) ? sample.location.y - start.location.y : 0
        if !isDragging, hypot(dx, dy) >= 10 { isDragging = true }
        guard isDragging else { return .possible }
        setOffset(CGPoint(x: start.offset.x - dx, y: start.offset.y - dy), transaction: Transaction())
        return .active
    }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        let phase = pointerChanged(sample)
        if phase == .active, let start = dragStart, let behavior = environment.scrollTargetBehavior {
            settle(with: behavior, startOffset: start.offset)
        }
        dragStart = nil
        return phase == .active ? .ended : .failed
    }

    /// Moves to where `behavior` settles the drag just released, with `.smooth`.
    private func settle(with behavior: some ScrollTargetBehavior, startOffset: CGPoint) {
        let speed = pointerVelocity.velocity
        let velocity = CGVector(dx: axes.contains(.horizontal) ? -speed.width : 0, dy: axes.contains(.vertical) ? -speed.height : 0)
        let current = targetOffset
        let projected = CGPoint(x: current.x + velocity.dx * DragGesture.projection, y: current.y + velocity.dy * DragGesture.projection)
        var target = ScrollTarget(rect: CGRect(origin: projected, size: viewportSize))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: velocity, contentSize: contentSize, containerSize: viewportSize, axes: axes,
            startOffset: startOffset, targetFrames: targetNodes().map { frame(of: $0) }, margins: contentMargins)
        behavior.updateTarget(&target, context: context)
        setOffset(target.contentOffset(viewport: viewportSize), transaction: Transaction(animation: .smooth))
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { isDragging ? .active : .possible }

    func pointerCancelled() {
        dragStart = nil
        isDragging = false
    }

    // MARK: Wheel

    func scroll(by delta: CGSize) -> Bool {
        guard environment.isScrollEnabled else { return false }
        let current = targetOffset
        let moved = clamp(CGPoint(x: current.x + (axes.contains(.horizontal) ? delta.width : 0),
                                  y: current.y + (axes.contains(.vertical) ? delta.height : 0)))
        guard moved != current else { return false }
        setOffset(moved, transaction: Transaction())
        return true
    }

    // MARK: scrollTo

    /// The frame of the view with explicit identity `id` in the content's coordinates, if it is in this
    /// scrolling view (not in one nested inside it).
    func contentFrame(ofID id: AnyHashable) -> CGRect? {
        for child in children where !child.isLeaving {
            if let node = ScrollingNode.find(id, in: child) { return frame(of: node) }
        }
        return nil
    }

    /// Scrolls so that the view with `id` is at `anchor` of the view (nil: the least scrolling that
    /// shows it whole, or its top-leading part when it is larger), under the current transaction.
    /// Returns whether the view was found.
    @discardableResult
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let frame = contentFrame(ofID: id) else { return false }
        var target = targetOffset
        if let anchor {
            target = CGPoint(x: frame.minX + anchor.x * frame.width - anchor.x * viewportSize.width,
                             y: frame.minY + anchor.y * frame.height - anchor.y * viewportSize.height)
        } else {
            func visible(_ current: CGFloat, _ low: CGFloat, _ high: CGFloat, _ span: CGFloat) -> CGFloat {
                if low < current || high - low > span { return low }
                if high > current + span { return high - span }
                return current
            }
            target = CGPoint(x: visible(target.x, frame.minX, frame.maxX, viewportSize.width),
                             y: visible(target.y, frame.minY, frame.maxY, viewportSize.height))
        }
        setOffset(CGPoint(x: axes.contains(.horizontal) ? target.x : 0, y: axes.contains(.vertical) ? target.y : 0),
                  transaction: Transaction.current)
        return true
    }

    // MARK: Scroll targets and position

    /// The views of the `.scrollTargetLayout()` layouts in this scrolling view (not in one nested
    /// inside it), in layout order.
    func targetNodes() -> [ViewNode] {
        func collect(_ node: ViewNode, into nodes: inout [ViewNode]) {
            if let layout = node as? ScrollTargetLayoutNode { nodes += layout.targetNodes }
            for child in node.children where !child.isLeaving && !(child is ScrollingNode) { collect(child, into: &nodes) }
        }
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving { collect(child, into: &nodes) }
        return nodes
    }

    /// The id of a target view: the nearest explicit identity from it up to its layout.
    private func targetID(of node: ViewNode) -> AnyHashable? {
        var current: ViewNode? = node
        while let candidate = current, candidate !== self {
            if case .id(let id) = candidate.key { return id }
            if candidate is ScrollTargetLayoutNode { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// The id of the first target whose trailing edge is past the visible region's leading edge
    /// (after the margin) at the model offset.
    private var leadingTargetID: AnyHashable? {
        let horizontal = axes == .horizontal
        let edge = horizontal ? targetOffset.x + contentMargins.leading : targetOffset.y + contentMargins.top
        for node in targetNodes() {
            let frame = frame(of: node)
            if (horizontal ? frame.maxX : frame.maxY) > edge { return targetID(of: node) }
        }
        return nil
    }

    /// Writes the leading target's id to the ``View/scrollPosition(id:anchor:)`` binding when it changed.
    private func reportPosition() {
        guard let binding = environment.scrollPosition else { return }
        let id = leadingTargetID
        guard reportedPosition != .some(id) else { return }
        reportedPosition = .some(id)
        if binding.get() != id { binding.set(id) }
    }

    /// Scrolls to the id the ``View/scrollPosition(id:anchor:)`` binding holds when someone else
    /// wrote it (or it holds one at the first layout), under `transaction`.
    func followPositionBinding(transaction: Transaction) {
        guard let binding = environment.scrollPosition else { return }
        let id = binding.get()
        guard reportedPosition != .some(id) else { return }
        reportedPosition = .some(id)
        guard let id, let node = targetNodes().first(where: { targetID(of: $0) == id }) else { return }
        let frame = frame(of: node)
        let anchor = binding.anchor ?? .topLeading
        let margins = contentMargins
        let target = CGPoint(x: frame.minX + anchor.x * (frame.width - visibleContentSize.width) - margins.leading,
                             y: frame.minY + anchor.y * (frame.height - visibleContentSize.height) - margins.top)
        setOffset(CGPoint(x: axes.contains(.horizontal) ? target.x : 0, y: axes.contains(.vertical) ? target.y : 0),
                  transaction: transaction)
    }

    private static func find(_ id: AnyHashable, in node: ViewNode) -> ViewNode? {
        if node.key == .id(id), !node.isLeaving { return node }
        for child in node.children where !child.isLeaving {
            if child is ScrollingNode { continue }
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    /// A descendant's model frame in the content's coordinates.
    func frame(of node: ViewNode) -> CGRect {
        var rect: CGRect
        if node.isLayoutTransparent {
            rect = node.layoutChildren.reduce(CGRect.null) { $0.union(frame(of: $1)) }
            return rect.isNull ? .zero : rect
        }
        rect = node.modelFrame
        var ancestor = node.parent
        while let current = ancestor, current !== self {
            if !current.isLayoutTransparent {
                rect = rect.offsetBy(dx: current.modelFrame.minX, dy: current.modelFrame.minY)
            }
            ancestor = current.parent
        }
        return rect
    }
}
