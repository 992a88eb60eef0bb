import Foundation

/// Draws a view made from the content's preference value in front of (or behind) the content (see
/// ``View/overlayPreferenceValue(_:alignment:_:)``).
public struct _PreferenceValueOverlayModifier<Key: PreferenceKey, Secondary: View>: PrimitiveModifier {
    public var alignment: Alignment
    public var inFront: Bool
    public var transform: (Key.Value) -> Secondary

    func makeNode(graph: ViewGraph) -> ViewNode { PreferenceValueOverlayNode<Key, Secondary>(graph: graph) }
}

/// Lays out like an overlay (``BackgroundNode``'s rules); the secondary view is rebuilt from the
/// content's value when the modifier updates, and after layout when the value changed (values
/// compared by ``GraphEquality``'s rule).
final class PreferenceValueOverlayNode<Key: PreferenceKey, Secondary: View>:
    UnaryModifierNode<_PreferenceValueOverlayModifier<Key, Secondary>>, PreferenceReading {
    private var builtWith: Key.Value?
    private var isRegistered = false

    override func updateSecondaryChildren(context: UpdateContext) {
        if !isRegistered {
            isRegistered = true
            graph.preferenceReaders.append(self)
        }
        let value = contentPreferenceValue(Key.self, duringUpdate: true) ?? Key.defaultValue
        builtWith = value
        updateChild(key: .secondary(0), view: modifier.transform(value), context: context)
    }

    func refreshPreferences(transaction: Transaction) -> Bool {
        guard !isLeaving else { return false }
        let value = contentPreferenceValue(Key.self) ?? Key.defaultValue
        if let builtWith, GraphEquality.isEqual(builtWith, value) { return false }
        refresh(context: UpdateContext(transaction: transaction, environment: environment, environmentChanged: false,
                                       isInsideInsertion: false))
        return true
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        super.placeChildren(in: size, proposal: proposal, transaction: transaction)
        placeSecondary(in: size, alignment: modifier.alignment, transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawWithSecondary(into: &builder, inFront: modifier.inFront)
    }
}

extension View {
    /// Draws, in front of this view and in its frame, the view `transform` makes from the value
    /// for `key` this view hands up — rebuilt when the value changes, after layout, so anchors
    /// read there are current.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Capsule().frame(width: proxy[anchor].width, height: 3).offset(x: proxy[anchor].minX) }
    ///     }
    /// }
    /// ```
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueOverlayModifier<K, V>(alignment: alignment, inFront: true, transform: transform))
    }

    /// Draws, behind this view and in its frame, the view `transform` makes from the value for
    /// `key` this view hands up (see ``overlayPreferenceValue(_:alignment:_:)``).
    ///
    /// ```swift
    /// list.backgroundPreferenceValue(HighlightKey.self) { anchor in
    ///     GeometryReader { proxy in if let anchor { Color.yellow.frame(height: proxy[anchor].height).offset(y: proxy[anchor].minY) } }
    /// }
    /// ```
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueOverlayModifier<K, V>(alignment: alignment, inFront: false, transform: transform))
    }
}
