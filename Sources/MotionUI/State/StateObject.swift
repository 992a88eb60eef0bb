import Foundation

/// An ``ObservableObject`` a view creates and owns, as SwiftUI's `StateObject`: made once, the
/// first time the view's node is built, and kept across every re-evaluation of the view and of
/// its parents until the view leaves. The view re-evaluates whenever the object will change.
///
/// ```swift
/// struct Stopwatch: View {
///     @StateObject private var clock = ClockModel()   // made once; a parent's update keeps it
///     var body: some View { Text("\(clock.seconds)") }
/// }
/// ```
///
/// Outside a graph (a view value in a unit test) the object is made on first read and kept by the
/// view value. The graph lets go of the object once the view has left (after its `onDisappear`
/// actions ran); a closure that outlives the view and reads the property then gets such a detached
/// object, as SwiftUI warns it makes for a `StateObject` that is not installed in a view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Link {
        let make: () -> ObjectType
        var storage: StateStorage<ObjectType>?
        lazy var detached: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    let link: Link

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = Link(thunk)
    }

    /// The object (made when first needed).
    public var wrappedValue: ObjectType {
        link.storage?.value ?? link.detached
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        let make = link.make
        let storage = node.storage(slot: slot) { make() }
        link.storage = storage
        if let object = storage.value { node.observe(object) }
        slot += 1
    }
}

extension StateObject: GraphComparable {
    /// Always matches: the object lives in the graph, not in the view value.
    func isGraphEqual(to other: Any) -> Bool { true }
}
