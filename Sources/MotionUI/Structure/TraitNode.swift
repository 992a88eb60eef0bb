import Foundation

/// The node of a modifier that only tags its content for a container above (a list row's
/// background, a tab's item, a navigation title): transparent to layout, so a trait on a `ForEach`
/// tags every view it makes. Views the modifier carries beside its content (secondary children) are
/// laid out and drawn by the container that reads the trait, never by this node.
class TraitNode<Modifier>: UnaryModifierNode<Modifier> {
    override var isLayoutTransparent: Bool { true }

    /// The secondary child at `index`, if it is shown.
    func secondaryNode(_ index: Int) -> ViewNode? {
        children.first { !$0.isLeaving && $0.key == .secondary(index) }
    }

    override func appendLayoutNodes(to nodes: inout [ViewNode]) {
        for child in children where !child.isLeaving && child.key == .index(0) { child.appendLayoutNodes(to: &nodes) }
    }

    override func drawNode(into builder: inout DisplayListBuilder) {
        for child in children where child.key == .index(0) { child.draw(into: &builder) }
    }
}

/// Walks the laid-out views under a container, through layout-transparent nodes (groups, `ForEach`,
/// composite views, traits), handing each transparent node to `enter` (which may stop the walk
/// there by returning false) and each layout node to `visit`.
enum NodeWalk {
    static func walk(_ node: ViewNode, enter: (ViewNode) -> Bool, visit: (ViewNode) -> Void) {
        guard node.isLayoutTransparent else { return visit(node) }
        guard enter(node) else { return }
        for child in walkChildren(of: node) { walk(child, enter: enter, visit: visit) }
    }

    /// The children a walk goes through: a trait's content only, else every child still shown.
    static func walkChildren(of node: ViewNode) -> [ViewNode] {
        if let trait = node as? SecondaryCarrying { return trait.walkedChildren }
        return node.children.filter { !$0.isLeaving }
    }

    /// Every node of `node`'s subtree, depth first, not going below nodes for which `descend` is false.
    static func forEachNode(under node: ViewNode, descend: (ViewNode) -> Bool, _ body: (ViewNode) -> Void) {
        for child in node.children where !child.isLeaving {
            body(child)
            if descend(child) { forEachNode(under: child, descend: descend, body) }
        }
    }
}

/// A node whose walk skips its secondary children.
protocol SecondaryCarrying: AnyObject {
    var walkedChildren: [ViewNode] { get }
}

extension TraitNode: SecondaryCarrying {
    var walkedChildren: [ViewNode] { children.filter { !$0.isLeaving && $0.key == .index(0) } }
}

extension ViewNode {
    /// Updates (creating it the first time) a node this node owns beside its children — a bar, a
    /// tab item's label — so that it can be updated outside the children's pass. The owner draws
    /// it and must detach it when it is detached itself.
    func updateOwnedNode<V: View>(_ node: ViewNode?, key: ChildKey, view: V, context: UpdateContext) -> ViewNode {
        if let node {
            node.update(view: view, context: context)
            return node
        }
        let created = graph.makeNode(for: view)
        created.key = key
        created.viewType = ObjectIdentifier(V.self)
        created.parent = self
        created.depth = depth + 1
        graph.nodeDidAppear(created)
        var inner = context
        inner.isInsideInsertion = true
        created.update(view: view, context: inner)
        return created
    }
}
