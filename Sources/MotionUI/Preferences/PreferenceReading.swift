import Foundation

/// A node the graph asks, after layout (and after the geometry readers), whether the preference
/// value of its content changed since it last acted on it: `onPreferenceChange`,
/// `overlayPreferenceValue` and `backgroundPreferenceValue`.
protocol PreferenceReading: ViewNode {
    /// Reads the content's value and acts when it differs from the last one acted on (runs the
    /// action, rebuilds the overlay); returns whether it did.
    func refreshPreferences(transaction: Transaction) -> Bool
}

extension UnaryModifierNode {
    /// The value for `key` the modifier's content (not the views the modifier adds) hands up;
    /// `duringUpdate` reads the content just updated in the pass under way.
    func contentPreferenceValue<K: PreferenceKey>(_ key: K.Type, duringUpdate: Bool = false) -> K.Value? {
        ViewNode.preferenceValue(key, combining: (duringUpdate ? orderedChildren : children).lazy.filter { $0.key == .index(0) })
    }
}
