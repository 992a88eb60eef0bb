import Foundation

/// A node that sets or changes a preference value for the views above it: the nodes of
/// `.preference`, `.transformPreference`, `.anchorPreference` and `.transformAnchorPreference`.
protocol PreferenceContributing: ViewNode {
    /// The value for `key` this node hands up, given what its content set (`content`, nil when
    /// nothing below set one): its own, the content's changed, or the content's untouched.
    func contribution<K: PreferenceKey>(to key: K.Type, content: () -> K.Value?) -> K.Value?
}

extension ViewNode {
    /// The value for `key` this node's subtree hands up: nil when no view in it set one (see
    /// ``PreferenceKey`` for how values combine).
    ///
    /// ```swift
    /// let widest = node.preferenceValue(WidthKey.self) ?? WidthKey.defaultValue
    /// ```
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard !isLeaving, !isDetached else { return nil }
        if let contributor = self as? PreferenceContributing {
            return contributor.contribution(to: key) { childrenPreferenceValue(key) }
        }
        return childrenPreferenceValue(key)
    }

    /// The children's values for `key`, combined in order.
    func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        ViewNode.preferenceValue(key, combining: children)
    }

    /// The values for `key` of `nodes`' subtrees, combined in order.
    static func preferenceValue<K: PreferenceKey>(_ key: K.Type, combining nodes: some Sequence<ViewNode>) -> K.Value? {
        var combined: K.Value?
        for node in nodes {
            guard let next = node.preferenceValue(key) else { continue }
            if var value = combined {
                K.reduce(value: &value) { next }
                combined = value
            } else {
                combined = next
            }
        }
        return combined
    }
}
