import Foundation

/// A modifier that lays its content out with a ``Layout`` (padding, frames, fixed size).
public struct _LayoutModifier<L: Layout>: PrimitiveModifier {
    public var layout: L

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutModifierNode<L>(graph: graph) }
}

final class LayoutModifierNode<L: Layout>: UnaryModifierNode<_LayoutModifier<L>> {
    /// It draws its content only.
    override var drawingKeepsState: Bool { true }

    /// It draws its children only.
    override func contentInk(size: CGSize) -> CGRect? { childrenInk }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        NodeLayout.size(modifier.layout, of: contentNodes, proposal: proposal, axis: nil)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.place(modifier.layout, contentNodes, in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: nil, transaction: transaction)
    }
}

/// Sets the priority stacks give the view when sharing space.
public struct _LayoutPriorityModifier: PrimitiveModifier {
    public var priority: Double

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutPriorityNode(graph: graph) }
}

final class LayoutPriorityNode: UnaryModifierNode<_LayoutPriorityModifier> {
    override var isLayoutTransparent: Bool { false }
    override var layoutPriority: Double { modifier.priority }
}

extension View {
    /// Adds `length` points (16 by default, SwiftUI's standard padding) on `edges`.
    ///
    /// ```swift
    /// Text("Login").padding()            // 16 on every side
    /// Text("Login").padding(.bottom, 60)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_LayoutModifier(layout: PaddingLayout(edges, length)))
    }

    /// Adds `length` points on every side.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(layout: PaddingLayout(edges: .all, insets: insets)))
    }

    /// Gives the view a fixed width and/or height; the content is aligned inside.
    ///
    /// ```swift
    /// Rectangle().fill(Color.pink).frame(width: 200, height: 100)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(layout: FrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Bounds the view's size; `.infinity` as a maximum makes it take all the space offered.
    ///
    /// ```swift
    /// Text("Login").frame(maxWidth: .infinity)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(layout: FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// Keeps the view at its ideal size on the given axes, whatever is proposed.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(_LayoutModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// How stacks share space: higher priorities are sized first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}
