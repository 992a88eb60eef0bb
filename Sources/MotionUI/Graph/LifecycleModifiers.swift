import Foundation

/// Runs actions when the view appears in or leaves the graph.
public struct _AppearanceActionModifier: PrimitiveModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?

    func makeNode(graph: ViewGraph) -> ViewNode { AppearanceActionNode(graph: graph) }
}

final class AppearanceActionNode: UnaryModifierNode<_AppearanceActionModifier>, LifecycleObserver {
    func didAppear() { modifier.appear?() }
    func didDisappear() { modifier.disappear?() }
}

/// Runs an action after an update in which `value` changed.
public struct _ValueActionModifier<Value: Equatable>: PrimitiveModifier {
    public var value: Value
    public var initial: Bool
    public var action: (Value, Value) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { ValueActionNode<Value>(graph: graph) }
}

final class ValueActionNode<Value: Equatable>: UnaryModifierNode<_ValueActionModifier<Value>> {
    override func modifierDidChange(context: UpdateContext) {
        let old = previousModifier
        let modifier = self.modifier
        if let old {
            guard old.value != modifier.value else { return }
            graph.enqueue { modifier.action(old.value, modifier.value) }
        } else if modifier.initial {
            graph.enqueue { modifier.action(modifier.value, modifier.value) }
        }
    }
}

extension View {
    /// Runs `action` when the view appears (after the update that inserted it).
    ///
    /// ```swift
    /// Circle().onAppear { withAnimation(.linear(duration: 2).repeatForever()) { spinning = true } }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when the view has left the graph (after its removal transition).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value after an update in which `value` changed; with
    /// `initial`, also once when the view appears.
    ///
    /// ```swift
    /// TextField("Name", text: $name).onChange(of: name) { old, new in print(old, new) }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed; with `initial`, also once when the
    /// view appears (the iOS 17 form without parameters).
    ///
    /// ```swift
    /// Circle().onChange(of: selection) { count += 1 }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
