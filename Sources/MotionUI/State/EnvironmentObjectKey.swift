import Foundation

/// Names the environment slot of one class type: `.environment(model)` and
/// `.environmentObject(model)` store the object under its type, and `@Environment(Model.self)` and
/// `@EnvironmentObject` read it back.
struct EnvironmentObjectKey<Object: AnyObject>: Hashable, EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The object of type `Object` that an ancestor put in the environment, or nil.
    subscript<Object: AnyObject>(object key: EnvironmentObjectKey<Object>) -> Object? {
        get { self[EnvironmentObjectKey<Object>.self] }
        set { self[EnvironmentObjectKey<Object>.self] = newValue }
    }

    /// The object of type `Object` in the environment; reading it when there is none stops the
    /// program with a message naming the type, as SwiftUI does.
    subscript<Object: AnyObject>(requiredObject key: EnvironmentObjectKey<Object>) -> Object {
        guard let object = self[object: key] else {
            fatalError("No Observable object of type \(Object.self) found: add .environment(_:) with one to an ancestor of this view")
        }
        return object
    }
}
