import Foundation

/// Tags a view with a value (a tab's identity in a ``TabView``, an option's in a ``Picker``).
public struct _TagModifier: PrimitiveModifier {
    var tag: AnyHashable
    /// The selection types the tag matches in a picker: its own, and its optional unless excluded.
    var selectionTypes: [ObjectIdentifier]

    func makeNode(graph: ViewGraph) -> ViewNode { TagNode(graph: graph) }
}

final class TagNode: TraitNode<_TagModifier> {}

/// Sets the item a view shows in a tab bar.
public struct _TabItemModifier: PrimitiveModifier {
    var label: AnyView

    func makeNode(graph: ViewGraph) -> ViewNode { TabItemNode(graph: graph) }
}

/// Carries a tab's item; its label view is a node of its own (not a child), updated with the
/// selected or unselected look whenever the tab view's selection changes.
final class TabItemNode: TraitNode<_TabItemModifier> {
    private(set) var labelNode: ViewNode?
    private var isSelected = false
    private var labelContext: UpdateContext?

    deinit { labelNode?.parent = nil }

    override func modifierDidChange(context: UpdateContext) {
        labelContext = context
        if labelNode != nil { updateLabel(isSelected: isSelected, context: context) }
    }

    /// Updates the label in the selected (accent) or unselected (grey) look.
    func updateLabel(isSelected: Bool, context: UpdateContext) {
        let changed = self.isSelected != isSelected
        self.isSelected = isSelected
        var inner = labelContext ?? context
        inner.transaction = context.transaction
        inner.environment.font = .system(size: 10, weight: .medium)
        inner.environment.foregroundColor = isSelected ? .accentColor : StructureColors.unselectedTab
        inner.environmentChanged = inner.environmentChanged || changed
        labelNode = updateOwnedNode(labelNode, key: .secondary(0), view: VStack(spacing: 2) { modifier.label }, context: inner)
    }

    override func detach() {
        labelNode?.detach()
        super.detach()
    }

    /// The frame of the label's views (in the tab view's space), once laid out.
    var labelFrame: CGRect? {
        var nodes: [ViewNode] = []
        labelNode?.appendLayoutNodes(to: &nodes)
        let frame = nodes.reduce(CGRect.null) { $0.union($1.modelFrame) }
        return frame.isNull ? nil : frame
    }
}

/// Sets the badge of a tab item.
public struct _BadgeModifier: PrimitiveModifier {
    /// The badge's text (nil: no badge).
    var label: String?

    func makeNode(graph: ViewGraph) -> ViewNode { BadgeNode(graph: graph) }
}

final class BadgeNode: TraitNode<_BadgeModifier> {}

extension View {
    /// Tags this view with `tag`: in a ``TabView`` with a selection, the tab whose tag equals the
    /// selection is shown; in a ``Picker``, the option is selected when the selection equals the
    /// tag — a selection of type `V`, or of `V?` unless `includeOptional` is false.
    ///
    /// ```swift
    /// Feed().tabItem { Text("Feed") }.tag(Tab.feed)
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        let types = includeOptional ? [ObjectIdentifier(V.self), ObjectIdentifier(V?.self)] : [ObjectIdentifier(V.self)]
        return modifier(_TagModifier(tag: AnyHashable(tag), selectionTypes: types))
    }

    /// A badge on this tab's item: `count` in a red capsule (none for 0). Motion draws badges on
    /// tab items only (not on list rows).
    ///
    /// ```swift
    /// Inbox().tabItem { Text("Inbox") }.badge(unread)
    /// ```
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : String(count)))
    }

    /// A badge with a text (none for nil).
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label?.content))
    }

    /// A badge with a string (none for nil).
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { String($0) }))
    }

    /// The item this view shows in a ``TabView``'s bar: its views stacked (an image above a text).
    ///
    /// ```swift
    /// Settings().tabItem { Text("Settings") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}
