import Foundation

/// Runs an action when the preference value of the content changes (see
/// ``View/onPreferenceChange(_:perform:)``).
public struct _PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    public var action: (Key.Value) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { PreferenceChangeNode<Key>(graph: graph) }
}

/// Lays out and draws as its content; after each layout, runs the action when the content's value
/// differs from the one it last delivered (and, first, with the value it appears with).
final class PreferenceChangeNode<Key: PreferenceKey>: UnaryModifierNode<_PreferenceChangeModifier<Key>>, PreferenceReading
where Key.Value: Equatable {
    private var delivered: Key.Value?
    private var isRegistered = false

    override var modifierChangeEffect: UpdateEffect { .none }

    override func modifierDidChange(context: UpdateContext) {
        guard !isRegistered else { return }
        isRegistered = true
        graph.preferenceReaders.append(self)
    }

    func refreshPreferences(transaction: Transaction) -> Bool {
        guard !isLeaving else { return false }
        let value = contentPreferenceValue(Key.self) ?? Key.defaultValue
        if let delivered, delivered == value { return false }
        delivered = value
        modifier.action(value)
        return true
    }
}

extension View {
    /// Runs `action` with the value for `key` this view's content hands up: once with the value it
    /// appears with, then whenever it changes (compared with `==`), after the frame's layout — so
    /// values read from geometry are current. State the action writes is applied, and laid out,
    /// in the same frame (at most 16 rounds a frame, shared with geometry readers; the rest waits
    /// for the next frame, so a value that never settles cannot hang a frame).
    ///
    /// ```swift
    /// ScrollView { content.background(GeometryReader { proxy in
    ///     Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
    /// }) }
    /// .coordinateSpace(name: "scroll")
    /// .onPreferenceChange(OffsetKey.self) { offset = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }
}
