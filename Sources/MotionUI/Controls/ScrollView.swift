import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`: its content is proposed no limit along the scroll
/// axes (and the view's width or height across them) and shows through the view's bounds, clipped,
/// moved by the content offset.
///
/// Rules: the scroll view takes all the space it is offered (a nil proposal: the content's size);
/// the offset stays between 0 and the content's size less the view's along each scroll axis (0
/// when the content is smaller: it sits at the top-leading corner). Dragging anywhere in the view
/// scrolls it once the pointer has moved 10 points, and cancels the buttons and taps it started on;
/// a drag stops where it is released (Motion adds no momentum). The mouse wheel and trackpads
/// scroll the innermost scroll view under the pointer that scrolls that way. `scrollTo` of a
/// ``ScrollViewReader`` moves the offset under the current transaction (animated inside
/// `withAnimation`). Scroll indicators are not drawn.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(items) { item in Row(item) } }
/// }
/// ```
public struct ScrollView<Content: View>: PrimitiveView {
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (accepted; Motion draws none).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewNode(graph: graph) }
}

/// Something the wheel scrolls.
protocol ScrollResponder: AnyObject {
    /// Scrolls by `delta` points; returns whether it moved (false: it cannot scroll that way or is at its end).
    func scroll(by delta: CGSize) -> Bool
}

/// The node of a ``ScrollView``: lays its content out unbounded along the axes, keeps an animatable
/// content offset, takes drags and the wheel.
final class ScrollViewNode: ViewNode, PointerResponder, ScrollResponder {
    private var view: (any ScrollViewUpdating)?
    private(set) var axes: Axis.Set = .vertical
    /// The content offset (x, y), animatable.
    private let offset = AnimatedValue(AnimatablePair<CGFloat, CGFloat>(0, 0))
    /// The content's size and the view's, from the last layout.
    private(set) var contentSize = CGSize.zero
    private(set) var viewportSize = CGSize.zero
    private var dragStart: (location: CGPoint, offset: CGPoint)?
    private var isDragging = false

    func update<Content: View>(_ view: ScrollView<Content>, context: UpdateContext) {
        self.view = view
        axes = view.axes
        noteUpdate(context: context)
        beginChildUpdates()
        updateChild(key: .index(0), view: view.content, context: context)
        endChildUpdates(context: context)
    }

    override func update(view: Any, context: UpdateContext) {
        (view as! any ScrollViewUpdating).updateScrollNode(self, context: context)
    }

    override func refresh(context: UpdateContext) {
        view?.updateScrollNode(self, context: context)
    }

    /// The content offset now (presentation).
    var contentOffset: CGPoint { CGPoint(x: offset.value.first, y: offset.value.second) }
    /// The largest offset along each axis.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(contentSize.width - viewportSize.width, 0) : 0,
                y: axes.contains(.vertical) ? max(contentSize.height - viewportSize.height, 0) : 0)
    }

    private func contentProposal(for size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = layoutChildren.first?.size(for: ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        viewportSize = size
        guard let content = layoutChildren.first else { return }
        let contentProposal = contentProposal(for: size)
        contentSize = content.size(for: contentProposal)
        content.place(at: .zero, anchor: .topLeading, proposal: contentProposal, transaction: transaction)
        // A smaller content or a smaller view keeps the offset in range (without animation).
        let clamped = clamp(CGPoint(x: offset.target.first, y: offset.target.second))
        if clamped.x != offset.target.first || clamped.y != offset.target.second {
            setOffset(clamped, transaction: Transaction())
        }
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
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let moving = offset.isAnimating && offset.advance(to: time)
        return super.advanceAnimations(to: time) || moving
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + offset.animationCount }

    /// The content is moved by the offset (geometry readers inside measure where it scrolled to).
    override func contentTransform(presented: Bool, size: CGSize) -> CGAffineTransform? {
        let shown = presented ? contentOffset : CGPoint(x: offset.target.first, y: offset.target.second)
        return shown == .zero ? nil : CGAffineTransform(translationX: -shown.x, y: -shown.y)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.save()
        builder.clip(to: Path(CGRect(origin: .zero, size: size)))
        builder.withHitRegion(target: self) { builder in
            builder.withContentShape(Path(CGRect(origin: .zero, size: size)), fillRule: .nonZero) { builder in
                builder.translate(by: CGPoint(x: -contentOffset.x, y: -contentOffset.y))
                super.drawContent(into: &builder, size: size)
            }
        }
        builder.restore()
    }

    // MARK: Pointer

    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard environment.isEnabled, sample.isInside else { return .failed }
        dragStart = (sample.location, CGPoint(x: offset.target.first, y: offset.target.second))
        isDragging = false
        return .possible
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase {
        guard let start = dragStart else { return .failed }
        let dx = axes.contains(.horizontal) ? sample.location.x - start.location.x : 0
        let dy = axes.contains(.vertical) ? sample.location.y - start.location.y : 0
        if !isDragging, hypot(dx, dy) >= 10 { isDragging = true }
        guard isDragging else { return .possible }
        setOffset(CGPoint(x: start.offset.x - dx, y: start.offset.y - dy), transaction: Transaction())
        return .active
    }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        let phase = pointerChanged(sample)
        dragStart = nil
        return phase == .active ? .ended : .failed
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { isDragging ? .active : .possible }

    func pointerCancelled() {
        dragStart = nil
        isDragging = false
    }

    // MARK: Wheel

    func scroll(by delta: CGSize) -> Bool {
        let current = CGPoint(x: offset.target.first, y: offset.target.second)
        let moved = clamp(CGPoint(x: current.x + (axes.contains(.horizontal) ? delta.width : 0),
                                  y: current.y + (axes.contains(.vertical) ? delta.height : 0)))
        guard moved != current else { return false }
        setOffset(moved, transaction: Transaction())
        return true
    }

    // MARK: scrollTo

    /// The frame of the view with explicit identity `id` in the content's coordinates, if it is in this scroll view.
    func contentFrame(ofID id: AnyHashable) -> CGRect? {
        guard let content = children.first, let node = ScrollViewNode.find(id, in: content) else { return nil }
        return frame(of: node)
    }

    /// Scrolls so that the view with `id` is at `anchor` of the view (nil: the least scrolling that
    /// shows it whole, or its top-leading part when it is larger), under the current transaction.
    /// Returns whether the view was found.
    @discardableResult
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let frame = contentFrame(ofID: id) else { return false }
        var target = CGPoint(x: offset.target.first, y: offset.target.second)
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

    private static func find(_ id: AnyHashable, in node: ViewNode) -> ViewNode? {
        if node.key == .id(id), !node.isLeaving { return node }
        for child in node.children where !child.isLeaving {
            if child is ScrollViewNode { continue }
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    /// A descendant's model frame in the content's coordinates.
    private func frame(of node: ViewNode) -> CGRect {
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

/// Lets the node update from a scroll view of any content type.
protocol ScrollViewUpdating {
    func updateScrollNode(_ node: ScrollViewNode, context: UpdateContext)
}

extension ScrollView: ScrollViewUpdating {
    func updateScrollNode(_ node: ScrollViewNode, context: UpdateContext) { node.update(self, context: context) }
}
