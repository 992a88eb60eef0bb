import Foundation

/// An ``ObservableObject`` an ancestor put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `EnvironmentObject`. The view re-evaluates whenever the object will change.
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var cart: Cart
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// Badge().environmentObject(Cart())
/// ```
///
/// Reading it when no ancestor provided an object of its type stops the program with a message
/// naming the type, as SwiftUI does: there is no object to return.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Link {
        var object: ObjectType?
    }

    let link = Link()

    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(_:) to an ancestor of this view")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        node.noteEnvironmentRead()
        link.object = node.environment[object: EnvironmentObjectKey<ObjectType>()]
        if let object = link.object { node.observe(object) }
    }
}

extension EnvironmentObject: GraphComparable {
    /// Always matches: a change of the environment itself re-evaluates readers.
    func isGraphEqual(to other: Any) -> Bool { true }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside it, for
    /// ``EnvironmentObject`` properties of its type.
    ///
    /// ```swift
    /// ContentView().environmentObject(Cart())
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\EnvironmentValues.[object: EnvironmentObjectKey<T>()], object)
    }
}
