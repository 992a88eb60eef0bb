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
    /// Whether the ids are the elements of a range (`ForEach(0..<n)`), which cannot repeat: no
    /// row is then checked for a repeated id.
    private let idsAreDistinct: Bool

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        // `\.self` (the ids of a range, say) is the element itself: no key path is projected per row.
        if id == \Data.Element.self as AnyKeyPath {
            self.id = { unsafeBitCast($0, to: ID.self) }
            idsAreDistinct = Data.self == Range<Int>.self || Data.self == ClosedRange<Int>.self
        } else {
            self.id = { $0[keyPath: id] }
            idsAreDistinct = false
        }
        self.content = content
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }

    /// Builds every row first, in one tracking of what the rows read (see
    /// ``ViewNode/buildTrackingReads(site:_:)``), then updates the children row by row. Keys and
    /// rows are kept in two arrays (an array of pairs would look up the pair's metadata per row).
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        var keys: [ChildKey] = []
        var rows: [Content] = []
        keys.reserveCapacity(data.count)
        rows.reserveCapacity(data.count)
        var seen = Set<ID>(minimumCapacity: idsAreDistinct ? 0 : data.count)
        node.buildTrackingReads(site: "rows") {
            forEachElement { element in
                let id = id(element)
                guard idsAreDistinct || seen.insert(id).inserted else {
                    graphWarning("ForEach: the id \(id) is used more than once; later duplicates are not shown")
                    return
                }
                keys.append(.id(AnyHashable(id)))
                rows.append(content(element))
            }
        }
        for index in keys.indices {
            node.updateChild(key: keys[index], view: rows[index], context: context)
        }
    }

    /// Calls `body` with each element of `data` in order. An integer range (`ForEach(0..<n)`, the
    /// most common data) is walked as one: this generic code walks any other collection through
    /// its protocol witnesses, about 1,600 instructions an element for a range's iterator.
    private func forEachElement(_ body: (Data.Element) -> Void) {
        if Data.self == Range<Int>.self {
            for element in unsafeBitCast(data, to: Range<Int>.self) { body(unsafeBitCast(element, to: Data.Element.self)) }
            return
        }
        for element in data { body(element) }
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
