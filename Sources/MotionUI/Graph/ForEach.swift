/// Views made from a collection, each identified by an id so that inserting, removing or moving
/// elements keeps every other view's state.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<3, id: \.self) { i in Text("\(i)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ContainerView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }

    /// Builds every row first, in one tracking of what the rows read (see
    /// ``ViewNode/buildTrackingReads(site:_:)``), then updates the children row by row.
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        var seen = Set<ID>(minimumCapacity: data.count)
        let rows = node.buildTrackingReads(site: "rows") {
            data.compactMap { element -> (key: ID, row: Content)? in
                let key = id(element)
                guard seen.insert(key).inserted else {
                    graphWarning("ForEach: the id \(key) is used more than once; later duplicates are not shown")
                    return nil
                }
                return (key, content(element))
            }
        }
        for (key, row) in rows {
            node.updateChild(key: .id(AnyHashable(key)), view: row, context: context)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by their index.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
