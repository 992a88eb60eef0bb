import Foundation

/// Sizes its content relative to the nearest container (see
/// ``View/containerRelativeFrame(_:alignment:_:)``).
public struct _ContainerRelativeFrameModifier: PrimitiveModifier {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerRelativeFrameNode(graph: graph) }
}

/// The node of a container-relative frame: a ``FrameLayout`` whose fixed dimensions come from the
/// container's size when it is laid out.
final class ContainerRelativeFrameNode: UnaryModifierNode<_ContainerRelativeFrameModifier> {
    /// The frame for the container's current size.
    private var frameLayout: FrameLayout {
        let container = containerSize
        let modifier = modifier
        func length(_ axis: Axis, _ size: CGFloat) -> CGFloat? {
            guard modifier.axes.contains(Axis.Set(axis)) else { return nil }
            let length = modifier.length(size, axis)
            return length.isFinite ? max(length, 0) : 0
        }
        return FrameLayout(width: length(.horizontal, container.width), height: length(.vertical, container.height),
                           alignment: modifier.alignment)
    }

    /// The size of the nearest container: the visible region of the nearest scroll view less its
    /// content margins, or the window.
    private var containerSize: CGSize {
        guard let scroller = enclosingScroller else { return HostScheduler.currentHostSize }
        return scroller.visibleContentSize
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        NodeLayout.size(frameLayout, of: contentNodes, proposal: proposal, axis: stackAxis)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.place(frameLayout, contentNodes, in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: stackAxis, transaction: transaction)
    }
}

extension View {
    /// Gives the view a frame as long as its nearest container along `axes`, the view placed in
    /// it by `alignment`, as SwiftUI's (iOS 17) `containerRelativeFrame`. The container is the
    /// nearest scroll view's visible region less its content margins, or else the window.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(photos) { Photo($0).containerRelativeFrame(.horizontal) } }   // one a page
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Gives the view a frame `span` of `count` columns (or rows) long, the columns dividing the
    /// container's length with `spacing` between them:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    ///
    /// ```swift
    /// // Three cards a screen with 10 points between them, in a 320-wide scroll view: 100 wide each.
    /// Card().containerRelativeFrame(.horizontal, count: 3, spacing: 10)
    /// ```
    ///
    /// Rules where SwiftUI is silent: a count or span below 1 counts as 1 (a span above the count
    /// is allowed and reaches past the container); a NaN or infinite spacing counts as 0; a
    /// negative result is 0.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        let spacing = spacing.isFinite ? spacing : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }

    /// Gives the view a frame whose length along each of `axes` is `length(containerLength, axis)`.
    ///
    /// ```swift
    /// Poster().containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    ///
    /// Rule where SwiftUI is silent: a NaN, infinite or negative length is 0.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
