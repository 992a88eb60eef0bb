import Foundation

/// A container that takes all the space it is offered and builds its content from its own size
/// and position, as SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(Color.blue)
///         .frame(width: proxy.size.width * progress, height: 8)
/// }
/// .frame(height: 8)
/// ```
///
/// Layout: the reader's size is the proposal, with an unspecified (or infinite) dimension taken
/// as 10 points (SwiftUI's default); its content is proposed that size and placed at its top-leading corner.
///
/// Updates: a new reader first builds its content right after its first layout, from its real
/// size (never from a zero size). Then the content closure runs when the reader's parent updates,
/// and again after layout whenever the size or any frame the proxy reports changed (its position
/// in the window or in a named space), with the transaction of the change that moved the reader.
/// What that run changes (readers inside the content, state its `onAppear` / `onChange` writes)
/// is applied and laid out in the same frame. A reader runs at most once per frame after layout:
/// a reader whose geometry changes again in that frame (because of its own state writes, say)
/// catches up in the next frame, so a reader can never hang a frame. During an animation the proxy
/// reports the laid-out (model) values, not the positions on screen, as in SwiftUI.
public struct GeometryReader<Content: View>: PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { GeometryReaderNode<Content>(graph: graph) }
}

/// A node the graph asks, after layout, whether its geometry changed since its content last ran.
protocol GeometryReading: ViewNode {
    /// Re-runs the content with the current geometry when it differs from the last run's; returns
    /// whether it ran.
    func refreshGeometry(transaction: Transaction) -> Bool
}

/// The node of a ``GeometryReader``: evaluates the content closure with a proxy of its geometry.
final class GeometryReaderNode<Content: View>: ViewNode, GeometryReading {
    private var content: ((GeometryProxy) -> Content)?
    private var evaluatedWith: GeometryProxy?

    /// A new reader builds its content after its first layout, from its real geometry.
    override func update(view: Any, context: UpdateContext) {
        let isNew = content == nil
        if isNew { graph.geometryReaders.append(self) }
        content = (view as! GeometryReader<Content>).content
        noteUpdate(context: context)
        if !isNew { evaluate(context: context) }
    }

    override func refresh(context: UpdateContext) {
        noteUpdate(context: context)
        evaluate(context: context)
    }

    private func evaluate(context: UpdateContext) {
        guard let content else { return }
        let proxy = currentProxy()
        evaluatedWith = proxy
        graph.bodyEvaluations += 1
        beginChildUpdates()
        updateChild(key: .index(0), view: content(proxy), context: context)
        endChildUpdates(context: context)
    }

    func refreshGeometry(transaction: Transaction) -> Bool {
        guard !isLeaving else { return false }
        let first = evaluatedWith == nil
        if let evaluatedWith, currentProxy().hasSameGeometry(as: evaluatedWith) { return false }
        // The first content is part of the reader's insertion: no transitions of its own.
        let context = UpdateContext(transaction: transaction, environment: environment, environmentChanged: false,
                                    isInsideInsertion: first)
        noteUpdate(context: context)
        evaluate(context: context)
        return true
    }

    /// The proxy for the current model geometry.
    private func currentProxy() -> GeometryProxy { geometryProxy(presented: false) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        UnaryLayoutSupport.offeredSize(proposal)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.place(layoutChildren, in: CGRect(origin: .zero, size: size), alignment: .topLeading,
                         transaction: transaction)
    }
}
