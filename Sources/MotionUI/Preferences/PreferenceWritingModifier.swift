import Foundation

/// Sets a preference value for the views above (see ``View/preference(key:value:)``).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
    public var value: Key.Value

    func makeNode(graph: ViewGraph) -> ViewNode { PreferenceWriterNode<Key>(graph: graph) }
}

/// Lays out and draws as its content; hands up its value for `Key` in place of the content's.
final class PreferenceWriterNode<Key: PreferenceKey>: UnaryModifierNode<_PreferenceWritingModifier<Key>>, PreferenceContributing {
    override var modifierChangeEffect: UpdateEffect { .none }

    override func modifierDidChange(context: UpdateContext) {
        // The window's appearance is asked for through this key: the host finds the askers here.
        if Key.self == PreferredColorSchemeKey.self, !graph.colorSchemeRequests.contains(where: { $0 === self }) {
            graph.colorSchemeRequests.append(self)
        }
    }

    func contribution<K: PreferenceKey>(to key: K.Type, content: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return content() }
        return (modifier.value as! K.Value)
    }
}

extension View {
    /// Sets `value` for `key`, handed up to the views above (see ``PreferenceKey``); it replaces
    /// any value for `key` set inside this view.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
}
