import Foundation

/// Sets (or changes) a preference value made from an anchor of this view (see
/// ``View/anchorPreference(key:value:transform:)``).
public struct _AnchorPreferenceModifier<Value, Key: PreferenceKey>: PrimitiveModifier {
    public var source: Anchor<Value>.Source
    /// Changes the value the content set (`transformAnchorPreference`), or makes one (nil content).
    var apply: (inout Key.Value?, Anchor<Value>) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { AnchorPreferenceNode<Value, Key>(graph: graph) }
}

/// Lays out and draws as its content; hands up, for `Key`, a value made from its anchor in the
/// window, taken from its laid-out geometry when the value is read.
final class AnchorPreferenceNode<Value, Key: PreferenceKey>: UnaryModifierNode<_AnchorPreferenceModifier<Value, Key>>, PreferenceContributing {
    override var modifierChangeEffect: UpdateEffect { .none }

    func contribution<K: PreferenceKey>(to key: K.Type, content: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return content() }
        let geometry = modifier.source.resolve(modelFrame.size).applying(transformToWindow(presented: false))
        var value = content() as! Key.Value?
        modifier.apply(&value, Anchor<Value>(geometry: geometry))
        return value.map { $0 as! K.Value }
    }
}

extension View {
    /// Sets `transform(anchor)` for `key`, where the anchor is `value` taken from this view's
    /// geometry (read it in another view with `proxy[anchor]`); it replaces any value for `key`
    /// set inside this view.
    ///
    /// ```swift
    /// Text(tab).anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab: $0] }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(source: value, apply: { $0 = transform($1) }))
    }

    /// Changes the value for `key` this view hands up with an anchor of its geometry: `callback`
    /// gets what the content set (the key's default when it set nothing) and the anchor.
    ///
    /// ```swift
    /// content.transformAnchorPreference(key: PinsKey.self, value: .center) { $0.append($1) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(source: value, apply: { current, anchor in
            var changed = current ?? K.defaultValue
            transform(&changed, anchor)
            current = changed
        }))
    }
}
