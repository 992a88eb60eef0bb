import Foundation

/// A value owned by a view and kept by Motion across body evaluations, as SwiftUI's `State`.
///
/// Writing it re-evaluates the view's body on the next frame; writing inside `withAnimation`
/// animates every change that follows from it.
///
/// ```swift
/// struct Toggle: View {
///     @State private var on = false
///     var body: some View {
///         Circle().fill(on ? Color.green : Color.gray)
///             .onTapGesture { withAnimation { on.toggle() } }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The link to the graph's storage, filled when the view is in a graph.
    final class Link {
        var initial: Value
        var storage: StateStorage<Value>?
        init(_ initial: Value) { self.initial = initial }
    }

    let link: Link

    public init(wrappedValue value: Value) {
        link = Link(value)
    }

    public init(initialValue value: Value) {
        link = Link(value)
    }

    /// The current value. Outside a graph (in a unit test of a view value, say) it reads and writes
    /// the initial value.
    public var wrappedValue: Value {
        get { link.storage?.value ?? link.initial }
        nonmutating set {
            if let storage = link.storage {
                storage.write(newValue, transaction: Transaction.current)
            } else {
                link.initial = newValue
            }
        }
    }

    /// A binding to the value, for a child view to read and write.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(identity: ObjectIdentifier(link.storage ?? link as AnyObject),
                       snapshot: link.storage?.value ?? link.initial,
                       get: { link.storage?.value ?? link.initial },
                       set: { value, transaction in
                           if let storage = link.storage {
                               storage.write(value, transaction: transaction)
                           } else {
                               link.initial = value
                           }
                       })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        let initial = link.initial
        link.storage = node.storage(slot: slot) { initial }
        slot += 1
    }
}

extension State: GraphComparable {
    /// State fields always match: their values live in the graph, not in the view value.
    func isGraphEqual(to other: Any) -> Bool { true }
}
