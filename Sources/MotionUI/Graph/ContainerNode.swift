/// A view made only of other views, laid out by its parent: tuples, groups, `ForEach`, branches.
protocol ContainerView: View {
    /// Updates `node`'s children from this view, one `updateChild` call per child in order.
    func updateChildren(of node: ViewNode, context: UpdateContext)
}

/// The node of a ``ContainerView``: transparent to layout, it only keeps its children's identities.
final class ContainerNode<V: ContainerView>: ViewNode {
    private var view: V?

    override var isLayoutTransparent: Bool { true }

    /// It draws its children only.
    override func contentInk(size: CGSize) -> CGRect? { childrenInk }

    override var singleContent: ViewNode? { children.count == 1 ? children[0] : nil }

    override func update(view: Any, context: UpdateContext) {
        let view = view as! V
        self.view = view
        noteUpdate(context: context, effect: .none)   // its children say what changed
        beginChildUpdates()
        view.updateChildren(of: self, context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }
}
