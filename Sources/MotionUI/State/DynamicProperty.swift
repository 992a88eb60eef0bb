import Foundation

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
///
/// Where they sit is worked out once per type from its stored fields (see ``StoredFields``); a
/// value whose type the runtime does not lay out as a struct (a class, an enum) is searched with
/// a `Mirror` each time.
enum DynamicPropertyLinker {
    /// Links every property of `value`; returns whether it has any.
    @discardableResult
    static func link<Value>(_ value: Value, to node: StorageNode) -> Bool {
        let plan = LinkPlan.of(Value.self)
        guard !plan.steps.isEmpty else { return false }
        var slot = 0
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for step in plan.steps { step.link(base + step.offset, node, &slot) }
        }
        return slot > 0
    }

    /// One linking step of a plan: the field at `offset` links itself.
    private struct Step {
        let offset: Int
        let link: (UnsafeRawPointer, StorageNode, inout Int) -> Void
    }

    /// The steps that link a type's properties, in declaration order.
    private final class LinkPlan {
        let steps: [Step]

        private init(steps: [Step]) { self.steps = steps }

        private static var plans: [ObjectIdentifier: LinkPlan] = [:]
        private static let lock = NSLock()

        static func of(_ type: Any.Type) -> LinkPlan {
            let key = ObjectIdentifier(type)
            lock.lock()
            defer { lock.unlock() }
            if let plan = plans[key] { return plan }
            var steps: [Step] = []
            if let fields = StoredFields.of(type) {
                collect(fields, at: 0, into: &steps, depth: 0)
            } else {
                steps.append(Step(offset: 0, link: reflectingLinker(type, depth: 0)))
            }
            let plan = LinkPlan(steps: steps)
            plans[key] = plan
            return plan
        }

        private static func collect(_ fields: [(offset: Int, type: Any.Type)], at offset: Int, into steps: inout [Step], depth: Int) {
            for field in fields {
                if let linked = field.type as? any GraphLinkedProperty.Type {
                    steps.append(Step(offset: offset + field.offset, link: linker(linked)))
                } else if field.type is DynamicProperty.Type, depth + 1 < 8 {
                    if let inner = StoredFields.of(field.type) {
                        collect(inner, at: offset + field.offset, into: &steps, depth: depth + 1)
                    } else {
                        steps.append(Step(offset: offset + field.offset, link: reflectingLinker(field.type, depth: depth + 1)))
                    }
                }
            }
        }

        private static func linker<P: GraphLinkedProperty>(_: P.Type) -> (UnsafeRawPointer, StorageNode, inout Int) -> Void {
            { field, node, slot in field.assumingMemoryBound(to: P.self).pointee.link(to: node, slot: &slot) }
        }

        private static func reflectingLinker(_ type: Any.Type, depth: Int) -> (UnsafeRawPointer, StorageNode, inout Int) -> Void {
            func make<T>(_: T.Type) -> (UnsafeRawPointer, StorageNode, inout Int) -> Void {
                { field, node, slot in visit(field.assumingMemoryBound(to: T.self).pointee, node: node, slot: &slot, depth: depth) }
            }
            return _openExistential(type, do: make)
        }
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
