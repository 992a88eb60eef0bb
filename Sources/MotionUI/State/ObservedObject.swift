import Foundation

/// An ``ObservableObject`` a view is handed by its parent, as SwiftUI's `ObservedObject`: the view
/// re-evaluates whenever the object will change, and when the parent hands it another object.
///
/// ```swift
/// struct NameField: View {
///     @ObservedObject var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to an object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes `object[keyPath: keyPath]`; writes happen inside the
        /// binding's transaction (so `$model.value.animation()` animates).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        node.observe(wrappedValue)
    }
}

extension Binding {
    /// A binding to a property of a class instance (an `ObservableObject` or an `@Observable`
    /// model): two such bindings are the same when they name the same object and property, and a
    /// view handed one re-evaluates when the value it read when the binding was made changed.
    init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(identity: AnyHashable([AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)]),
                  snapshot: object[keyPath: keyPath],
                  get: { object[keyPath: keyPath] },
                  set: { value, _ in object[keyPath: keyPath] = value })
    }
}
