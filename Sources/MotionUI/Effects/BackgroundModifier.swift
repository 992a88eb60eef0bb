import Foundation

/// Draws a view behind (or in front of) the content, sized to the content's frame.
public struct _BackgroundModifier<Secondary: View>: PrimitiveModifier {
    public var secondary: Secondary
    public var alignment: Alignment
    public var inFront: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { BackgroundNode<Secondary>(graph: graph) }
}

/// Lays the content out alone; the secondary view gets the content's size as its proposal and is
/// aligned in the content's frame. Layout never sees the secondary view.
final class BackgroundNode<Secondary: View>: UnaryModifierNode<_BackgroundModifier<Secondary>> {
    override func updateSecondaryChildren(context: UpdateContext) {
        updateChild(key: .secondary(0), view: modifier.secondary, context: context)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        super.placeChildren(in: size, proposal: proposal, transaction: transaction)
        placeSecondary(in: size, alignment: modifier.alignment, transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawWithSecondary(into: &builder, inFront: modifier.inFront)
    }
}

extension UnaryModifierNode {
    /// Places the view the modifier adds (key `.secondary(0)`) in the content's frame: proposed
    /// the content's size, aligned by `alignment`. Layout never sees it.
    func placeSecondary(in size: CGSize, alignment: Alignment, transaction: Transaction) {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == .secondary(0) { child.appendLayoutNodes(to: &nodes) }
        NodeLayout.place(nodes, in: CGRect(origin: .zero, size: size), alignment: alignment, transaction: transaction)
    }

    /// Draws the content and the view the modifier adds, that one in front or behind.
    func drawWithSecondary(into builder: inout DisplayListBuilder, inFront: Bool) {
        let secondary = children.filter { $0.key == .secondary(0) }
        let content = children.filter { $0.key != .secondary(0) }
        let ordered = inFront ? content + secondary : secondary + content
        for child in ordered { child.draw(into: &builder) }
    }
}

extension View {
    /// Draws `background` behind this view, in this view's frame.
    ///
    /// ```swift
    /// Text("Login").padding().background(Color.orange)
    /// ```
    /// A colour, also a style, picks `background(_:ignoresSafeAreaEdges:)`, which draws the same.
    @_disfavoredOverload
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(secondary: background, alignment: alignment, inFront: false))
    }

    /// Draws the views of `content` behind this view, in this view's frame.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> some View {
        background(content(), alignment: alignment)
    }

    /// Draws `overlay` in front of this view, in this view's frame.
    ///
    /// ```swift
    /// Circle().overlay(Text("1"))
    /// ```
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(secondary: overlay, alignment: alignment, inFront: true))
    }

    /// Draws the views of `content` in front of this view, in this view's frame.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> some View {
        overlay(content(), alignment: alignment)
    }
}
