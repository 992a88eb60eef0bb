/// A view that compares itself with its previous value using its own `==`, and keeps its content
/// from updating when the two are equal, as SwiftUI's `EquatableView`.
///
/// Without it a view is compared by the graph's rule (``GraphEquality``): a view of plain data
/// byte by byte, even when it has its own `==`. With it, `==` alone decides — so a view can say
/// which of its inputs matter.
///
/// ```swift
/// struct Score: View, Equatable {
///     let points: Int
///     let updatedAt: Double                 // shown nowhere: a new time alone is no change
///     static func == (a: Score, b: Score) -> Bool { a.points == b.points }
///     var body: some View { Text("\(points)") }
/// }
/// EquatableView(content: Score(points: 3, updatedAt: now))   // or Score(…).equatable()
/// ```
///
/// Rules where SwiftUI is silent: when `==` says equal, the content keeps its previous value
/// (its body, if evaluated again for its own state or an environment change it reads, sees the
/// old inputs); its own `@State` writes and the environment values it reads still re-evaluate it.
public struct EquatableView<Content: View & Equatable>: PrimitiveView {
    /// The view compared and shown.
    public var content: Content

    /// Shows `content`, updating it only when it is not `==` to the previous one.
    public init(content: Content) {
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { EquatableViewNode<Content>(graph: graph) }
}

extension View where Self: Equatable {
    /// This view, updated only when it is not `==` to its previous value (see ``EquatableView``).
    ///
    /// ```swift
    /// Score(points: points, updatedAt: now).equatable()
    /// ```
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

/// The node of an ``EquatableView``: transparent to layout; its one child is updated only when
/// the new content is not `==` to the last one.
final class EquatableViewNode<Content: View & Equatable>: ViewNode {
    private var content: Content?

    override var isLayoutTransparent: Bool { true }

    override var singleContent: ViewNode? { children.count == 1 ? children[0] : nil }

    override func update(view: Any, context: UpdateContext) {
        let new = (view as! EquatableView<Content>).content
        noteUpdate(context: context, effect: .none)
        if let content, content == new {
            if context.environmentChanged { refreshChildren(context: context) }
            return
        }
        content = new
        beginChildUpdates()
        updateChild(key: .index(0), view: new, context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        noteUpdate(context: context, effect: .none)
        refreshChildren(context: context)
    }
}
