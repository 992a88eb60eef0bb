import Foundation

/// One item of a `.toolbar`, as SwiftUI's `ToolbarItem`: its content goes in the bar at `placement`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Edit") { editing.toggle() } }
///     ToolbarItem(placement: .principal) { Text("Inbox").bold() }
/// }
/// ```
///
/// In Motion toolbar items are views, so they also compose with `if`, `ForEach` and groups.
public struct ToolbarItem<ID, Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    func makeNode(graph: ViewGraph) -> ViewNode { ToolbarItemNode(graph: graph) }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (trailing by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (Motion does not customise toolbars; the id is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`: laid out in a row
/// (a `Spacer` inside spreads them, in the bottom bar say).
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Back") {}
///         Spacer()
///         Button("Next") {}
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items at `placement` (trailing by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ToolbarItemNode(graph: graph) }
}

/// What a ``ToolbarItemNode`` reads from ``ToolbarItem`` and ``ToolbarItemGroup``.
protocol ToolbarItemView {
    var placement: ToolbarItemPlacement { get }
    func updateContent(of node: ViewNode, context: UpdateContext)
}

extension ToolbarItem: ToolbarItemView {
    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

extension ToolbarItemGroup: ToolbarItemView {
    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

/// A toolbar item: transparent to layout; the bar reads its placement and lays out its views.
final class ToolbarItemNode: ViewNode {
    private var view: ToolbarItemView?
    var placement: ToolbarItemPlacement { view?.placement ?? .automatic }

    override var isLayoutTransparent: Bool { true }

    override func update(view: Any, context: UpdateContext) {
        let item = view as! ToolbarItemView
        self.view = item
        noteUpdate(context: context)
        beginChildUpdates()
        item.updateContent(of: self, context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }
}
