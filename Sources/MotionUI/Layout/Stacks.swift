import Foundation

/// A view laid out by a ``Layout``: the layout's children are the views of `content`.
final class LayoutNode<L: Layout>: ViewNode {
    private var view: (layout: L, update: (ViewNode, UpdateContext) -> Void)?
    /// The stack axis of the spacers directly inside (a container of ``AnyLayout`` changes it with
    /// the layout it wraps).
    var axis: Axis?
    /// How values of the layout compare (``GraphEquality``'s rule), looked up once.
    private lazy var comparison = ValueComparison.of(L.self)

    init(graph: ViewGraph, axis: Axis?) {
        self.axis = axis
        super.init(graph: graph)
    }

    /// It draws its children only.
    override func contentInk(size: CGSize) -> CGRect? { childrenInk }

    func update(layout: L, context: UpdateContext, content: @escaping (ViewNode, UpdateContext) -> Void) {
        let same = view.map { comparison.equals($0.layout, layout) } ?? false
        view = (layout, content)
        // The same layout lays out anew only when a child changed (the children say so).
        noteUpdate(context: context, effect: same ? .none : .layout)
        beginChildUpdates()
        content(self, context)
        endChildUpdates(context: context)
    }

    /// Updates with `layout` and the views of `content` as the children (what every stack and
    /// custom layout container does).
    func update<Content: View>(layout: L, content: Content, context: UpdateContext) {
        update(layout: layout, context: context) { node, context in
            node.updateChild(key: .index(0), view: content, context: context)
        }
    }

    override func update(view: Any, context: UpdateContext) {
        let stack = view as! any LayoutView
        stack.update(node: self, context: context)
    }

    override func refresh(context: UpdateContext) {
        guard let view else { return }
        update(layout: view.layout, context: context, content: view.update)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let view else { return .zero }
        return NodeLayout.size(view.layout, of: layoutChildren, proposal: proposal, axis: axis)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        guard let view else { return }
        NodeLayout.place(view.layout, layoutChildren, in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: axis, transaction: transaction)
    }
}

extension LayoutNode: ExplicitGuideNode {
    /// A container's guides: what its layout states, else the mean of its subviews' custom guides.
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let view else { return nil }
        return NodeLayout.explicitGuide(view.layout, of: layoutChildren, guide, in: size, proposal: proposal,
                                        axis: axis, propagatesBuiltInGuides: false)
    }
}

/// A primitive view whose node is a ``LayoutNode``.
protocol LayoutView {
    func update(node: ViewNode, context: UpdateContext)
}

/// Views in a vertical line, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///     Text("Username")
///     Divider()
/// }
/// ```
public struct VStack<Content: View>: PrimitiveView, LayoutView {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode<VStackLayout>(graph: graph, axis: .vertical) }

    func update(node: ViewNode, context: UpdateContext) {
        (node as! LayoutNode<VStackLayout>).update(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content, context: context)
    }
}

/// Views in a horizontal line, as SwiftUI's `HStack`.
///
/// ```swift
/// HStack { Text("I accept"); Spacer(); Image("checkmark-false") }
/// ```
public struct HStack<Content: View>: PrimitiveView, LayoutView {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode<HStackLayout>(graph: graph, axis: .horizontal) }

    func update(node: ViewNode, context: UpdateContext) {
        (node as! LayoutNode<HStackLayout>).update(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content, context: context)
    }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
///
/// ```swift
/// ZStack(alignment: .bottom) { Color.gray; Text("Tray") }
/// ```
public struct ZStack<Content: View>: PrimitiveView, LayoutView {
    public var alignment: Alignment
    public var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode<ZStackLayout>(graph: graph, axis: nil) }

    func update(node: ViewNode, context: UpdateContext) {
        (node as! LayoutNode<ZStackLayout>).update(layout: ZStackLayout(alignment: alignment), content: content, context: context)
    }
}
