/// Reads a value from the environment, as SwiftUI's `Environment`.
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
        var values: EnvironmentValues?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = Link()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value for the view's place in the tree (the default outside a graph).
    public var wrappedValue: Value {
        (link.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        link.values = node.environment
        node.noteEnvironmentRead()
    }
}

extension Environment: GraphComparable {
    /// Environment fields always match; a change of the environment itself re-evaluates readers.
    func isGraphEqual(to other: Any) -> Bool { true }
}
