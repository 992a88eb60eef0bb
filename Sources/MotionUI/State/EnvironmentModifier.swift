import Foundation

/// Sets one environment value for a subtree.
public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentModifierNode<Value>(graph: graph) }
}

/// Writes the modifier's value into the environment handed to the content; a changed value makes
/// the views below that read the environment re-evaluate.
final class EnvironmentModifierNode<Value>: UnaryModifierNode<_EnvironmentKeyWritingModifier<Value>> {
    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        let previous = previousModifier
        var inner = context
        inner.environment[keyPath: modifier.keyPath] = modifier.value
        if let previous, !GraphEquality.isEqual(previous.value, modifier.value) {
            inner.environmentChanged = true
        }
        return inner
    }
}

/// Transforms one environment value for a subtree (`disabled` combines with the value above).
public struct _EnvironmentTransformModifier<Value>: PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void
    var token: AnyHashable

    func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentTransformNode<Value>(graph: graph) }
}

final class EnvironmentTransformNode<Value>: UnaryModifierNode<_EnvironmentTransformModifier<Value>> {
    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        let previous = previousModifier
        var inner = context
        modifier.transform(&inner.environment[keyPath: modifier.keyPath])
        if let previous, previous.token != modifier.token { inner.environmentChanged = true }
        return inner
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// Clock().environment(\.accessibilityReduceMotion, true)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets the font of text inside this view.
    ///
    /// ```swift
    /// VStack { Text("Title") }.font(.title)
    /// ```
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the colour of text and shapes inside this view.
    ///
    /// ```swift
    /// Text("Login").foregroundColor(.white)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the colour of text and shapes inside this view (the generic `foregroundStyle(_:)` for
    /// styles is preferred when both apply).
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Disables controls inside this view when `disabled` is true; they ignore input and look
    /// disabled. A disabled ancestor cannot be re-enabled below.
    ///
    /// ```swift
    /// Button("Sign up") {}.disabled(!formIsValid)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.isEnabled, transform: { $0 = $0 && !disabled },
                                               token: AnyHashable(disabled)))
    }
}
