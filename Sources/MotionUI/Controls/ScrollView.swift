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

/// The node of a ``ScrollView``: lays its content out unbounded along the axes; scrolling itself
/// (the offset, drags, the wheel) is ``ScrollingNode``'s.
final class ScrollViewNode: ScrollingNode {
    private var view: (any ScrollViewUpdating)?

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
        guard let content = layoutChildren.first else {
            didLayOut(contentSize: .zero, viewportSize: size)
            return
        }
        let contentProposal = contentProposal(for: size)
        content.place(at: .zero, anchor: .topLeading, proposal: contentProposal, transaction: transaction)
        didLayOut(contentSize: content.size(for: contentProposal), viewportSize: size)
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
