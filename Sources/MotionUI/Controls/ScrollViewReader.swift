import Foundation

/// Gives its content a ``ScrollViewProxy`` to scroll the scroll views inside it, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { VStack { ForEach(0..<50) { Text("Row \($0)").id($0) } } }
///     Button("Bottom") { withAnimation { proxy.scrollTo(49, anchor: .bottom) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewReaderNode<Content>(graph: graph) }
}

/// Scrolls the scroll views of a ``ScrollViewReader``.
public struct ScrollViewProxy {
    weak var node: ViewNode?

    /// Scrolls the first scroll view (or scrolling `List`) inside the reader that holds the view with identity `id`
    /// (`.id(_:)` or a `ForEach` element's id) so that the view sits at `anchor` of the scroll
    /// view — or, with no anchor, scrolls as little as shows it. Inside `withAnimation` the scroll
    /// animates. An id no scroll view holds does nothing.
    ///
    /// ```swift
    /// withAnimation(.easeInOut) { proxy.scrollTo(item.id, anchor: .center) }
    /// ```
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node else { return }
        _ = ScrollViewProxy.scrollViews(in: node).first { $0.scrollTo(AnyHashable(id), anchor: anchor) }
    }

    private static func scrollViews(in node: ViewNode) -> [ScrollingNode] {
        var found: [ScrollingNode] = []
        for child in node.children where !child.isLeaving {
            if let scroll = child as? ScrollingNode { found.append(scroll) }
            found += scrollViews(in: child)
        }
        return found
    }
}

final class ScrollViewReaderNode<Content: View>: ViewNode {
    private var reader: ScrollViewReader<Content>?

    override var isLayoutTransparent: Bool { true }

    override func update(view: Any, context: UpdateContext) {
        let reader = view as! ScrollViewReader<Content>
        self.reader = reader
        noteUpdate(context: context)
        beginChildUpdates()
        updateChild(key: .index(0), view: reader.content(ScrollViewProxy(node: self)), context: context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let reader { update(view: reader, context: context) }
    }
}
