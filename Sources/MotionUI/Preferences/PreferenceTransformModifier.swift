import Foundation

/// Changes the preference value this view's content hands up (see
/// ``View/transformPreference(_:_:)``).
public struct _PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier {
    public var transform: (inout Key.Value) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { PreferenceTransformNode<Key>(graph: graph) }
}

/// Lays out and draws as its content; hands up the content's value for `Key` (its default when
/// the content set none) changed by the closure.
final class PreferenceTransformNode<Key: PreferenceKey>: UnaryModifierNode<_PreferenceTransformModifier<Key>>, PreferenceContributing {
    override var modifierChangeEffect: UpdateEffect { .none }

    func contribution<K: PreferenceKey>(to key: K.Type, content: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return content() }
        var value = (content() as! Key.Value?) ?? Key.defaultValue
        modifier.transform(&value)
        return (value as! K.Value)
    }
}

extension View {
    /// Changes the value for `key` this view hands up: `callback` gets what the content set (the
    /// key's default when it set nothing) and may change it.
    ///
    /// ```swift
    /// content.transformPreference(BadgeCountKey.self) { $0 += 1 }
    /// ```
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
}
