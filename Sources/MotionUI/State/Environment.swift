/// Reads a value from the environment, as SwiftUI's `Environment`.
///
/// The graph resolves the value for the view's place in the tree before each body evaluation and
/// the property keeps that value only, not the whole environment (as SwiftUI's, which stores the
/// resolved value in the view): a closure in the environment that captures a view holding this
/// property (a menu's dismiss action, say) then makes no reference cycle through the rest of the
/// environment.
///
/// ```swift
/// struct Clock: View {
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     var body: some View { reduceMotion ? AnyView(StaticClock()) : AnyView(AnimatedClock()) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Link {
        /// The resolved value; nil outside a graph, or for a required object no ancestor provided.
        var value: Value?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    /// For `@Environment(Model.self)`: the object, or nil when there is none (reading the property
    /// then stops the program, as SwiftUI; declaring it does not).
    let requiredObject: KeyPath<EnvironmentValues, Value?>?
    let link = Link()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.requiredObject = nil
    }

    init(_ keyPath: KeyPath<EnvironmentValues, Value>, requiredObject: KeyPath<EnvironmentValues, Value?>) {
        self.keyPath = keyPath
        self.requiredObject = requiredObject
    }

    /// The value for the view's place in the tree (the default outside a graph).
    public var wrappedValue: Value {
        if let value = link.value { return value }
        // The default; for a required object it stops the program with a message naming the type.
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        let environment = node.environment
        link.value = requiredObject.map { environment[keyPath: $0] } ?? environment[keyPath: keyPath]
        node.noteEnvironmentRead()
    }
}

extension Environment: GraphComparable {
    /// Environment fields always match; a change of the environment itself re-evaluates readers.
    func isGraphEqual(to other: Any) -> Bool { true }
}
