import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`: its content is proposed no limit along the scroll
/// axes (and the view's width or height across them) and shows through the view's bounds, clipped,
/// moved by the content offset.
///
/// Rules: the scroll view takes all the space it is offered (a nil proposal: the content's size);
/// the offset stays between 0 and the content's size less the view's along each scroll axis (0
/// when the content is smaller: it sits at the top-leading corner). Dragging anywhere in the view
/// scrolls it once the pointer has moved 10 points, and cancels the buttons and taps it started on;
/// a drag stops where it is released (Motion adds no momentum), unless a
/// ``View/scrollTargetBehavior(_:)`` settles it (`.paging`, `.viewAligned`). The mouse wheel and
/// trackpads scroll the innermost scroll view under the pointer that scrolls that way. `scrollTo`
/// of a ``ScrollViewReader`` moves the offset under the current transaction (animated inside
/// `withAnimation`). ``View/contentMargins(_:_:for:)`` insets the content,
/// ``View/scrollClipDisabled(_:)`` stops the clipping, ``View/scrollPosition(id:anchor:)`` binds
/// the leading view. Scroll indicators are not drawn.
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

/// The node of a ``ScrollView``: lays its content out unbounded along the axes; scrolling itself
/// (the offset, drags, the wheel) is ``ScrollingNode``'s.
final class ScrollViewNode: ScrollingNode {
    private var view: (any ScrollViewUpdating)?

    func update<Content: View>(_ view: ScrollView<Content>, context: UpdateContext) {
        self.view = view
        axes = view.axes
        noteUpdate(context: context)
        // The position binding is this scroll view's, not its nested ones'.
        var inner = context
        inner.environment.scrollPosition = nil
        beginChildUpdates()
        updateChild(key: .index(0), view: view.content, context: inner)
        endChildUpdates(context: context)
    }

    override var contentMargins: EdgeInsets { environment.scrollContentMargins }

    override func update(view: Any, context: UpdateContext) {
        (view as! any ScrollViewUpdating).updateScrollNode(self, context: context)
    }

    override func refresh(context: UpdateContext) {
        view?.updateScrollNode(self, context: context)
    }

    /// The content's proposal in a view of `size` (nil dimensions: unknown): unlimited along the
    /// scroll axes, the view's length less the margins across them.
    private func contentProposal(for size: (width: CGFloat?, height: CGFloat?)) -> ProposedViewSize {
        let margins = contentMargins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width.map { max($0 - margins.leading - margins.trailing, 0) },
                                height: axes.contains(.vertical) ? nil : size.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The content's size with the margins around it.
    private func marginBox(_ size: CGSize) -> CGSize {
        let margins = contentMargins
        return CGSize(width: size.width + margins.leading + margins.trailing, height: size.height + margins.top + margins.bottom)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = layoutChildren.first.map { marginBox($0.size(for: contentProposal(for: (proposal.width, proposal.height)))) } ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        willLayOut(viewportSize: size)
        guard let content = layoutChildren.first else {
            didLayOut(contentSize: .zero, viewportSize: size)
            return
        }
        let contentProposal = contentProposal(for: (size.width, size.height))
        let margins = contentMargins
        content.place(at: CGPoint(x: margins.leading, y: margins.top), anchor: .topLeading, proposal: contentProposal,
                      transaction: transaction)
        didLayOut(contentSize: marginBox(content.size(for: contentProposal)), viewportSize: size)
        followPositionBinding(transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawScrolled(into: &builder, size: size) { builder in super.drawContent(into: &builder, size: size) }
    }
}

/// Lets the node update from a scroll view of any content type.
protocol ScrollViewUpdating {
    func updateScrollNode(_ node: ScrollViewNode, context: UpdateContext)
}

extension ScrollView: ScrollViewUpdating {
    func updateScrollNode(_ node: ScrollViewNode, context: UpdateContext) { node.update(self, context: context) }
}
