/// A stored property whose value lives in the view graph (``State``, ``Environment``), or a wrapper of
/// your own built from them. Motion finds them recursively, so a user's property wrapper that holds a
/// `State` keeps its storage across body evaluations.
///
/// ```swift
/// @propertyWrapper struct Counter: DynamicProperty {
///     @State private var count = 0
///     var wrappedValue: Int { count }
/// }
/// ```
public protocol DynamicProperty {
    /// Called before each body evaluation, after the graph has linked the property's storage.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph links to storage itself (State, Environment).
protocol GraphLinkedProperty {
    /// Links the property to `node`'s storage; `slot` numbers the graph-stored properties of a view
    /// in declaration order.
    func link(to node: StorageNode, slot: inout Int)
}

/// A node that holds state and environment for the properties of its view.
protocol StorageNode: AnyObject {
    func storage<Value>(slot: Int, initial: () -> Value) -> StateStorage<Value>
    var environment: EnvironmentValues { get }
    func noteEnvironmentRead()
    /// Re-evaluates the node whenever `object` will change (`@StateObject`, `@ObservedObject`, …).
    func observe<Object: ObservableObject>(_ object: Object)
}

/// Finds the graph-linked properties of a view or modifier value, recursively through dynamic
/// properties of the user's own, and links them to a node.
enum DynamicPropertyLinker {
    /// Links every property of `value`; returns whether it has any.
    @discardableResult
    static func link(_ value: Any, to node: StorageNode) -> Bool {
        var slot = 0
        visit(value, node: node, slot: &slot, depth: 0)
        return slot > 0
    }

    private static func visit(_ value: Any, node: StorageNode, slot: inout Int, depth: Int) {
        guard depth < 8 else { return }
        for child in Mirror(reflecting: value).children {
            if let linked = child.value as? GraphLinkedProperty {
                linked.link(to: node, slot: &slot)
            } else if child.value is DynamicProperty {
                visit(child.value, node: node, slot: &slot, depth: depth + 1)
            }
        }
    }
}
