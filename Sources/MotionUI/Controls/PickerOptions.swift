import Foundation

/// A picker's options drawn in one of the looks of ``PickerStyleKind`` (see ``PickerNode``): what
/// a ``Picker``'s body is made of.
struct PickerOptions<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let kind: PickerStyleKind
    let selection: Binding<SelectionValue>
    let content: Content

    func makeNode(graph: ViewGraph) -> ViewNode { PickerNode(graph: graph) }
}

/// An option's tag: its value, and the selection types it matches (nil for a `ForEach` row's id,
/// which matches any selection its value can be cast to).
struct PickerTag {
    var value: AnyHashable
    var selectionTypes: [ObjectIdentifier]?

    init(value: AnyHashable, selectionTypes: [ObjectIdentifier]?) {
        self.value = value
        self.selectionTypes = selectionTypes
    }

    init(_ modifier: _TagModifier) {
        self.init(value: modifier.tag, selectionTypes: modifier.selectionTypes)
    }

    /// Whether an explicit `.tag` set it (not a `ForEach` row's id).
    var isExplicit: Bool { selectionTypes != nil }
}

/// What a ``PickerNode`` reads from its view.
protocol PickerOptionsView {
    var kind: PickerStyleKind { get }
    /// Whether `tag` is the selection's value.
    func isSelected(_ tag: PickerTag) -> Bool
    /// Writes `tag` to the selection when it matches the selection's type; returns whether it did.
    func select(_ tag: PickerTag) -> Bool
    func updateContent(of node: ViewNode, context: UpdateContext)
}

extension PickerOptions: PickerOptionsView {
    private func value(of tag: PickerTag) -> SelectionValue? {
        if let types = tag.selectionTypes, !types.contains(ObjectIdentifier(SelectionValue.self)) { return nil }
        return tag.value.base as? SelectionValue
    }

    func isSelected(_ tag: PickerTag) -> Bool {
        value(of: tag).map { $0 == selection.wrappedValue } ?? false
    }

    func select(_ tag: PickerTag) -> Bool {
        guard let value = value(of: tag) else { return false }
        selection.wrappedValue = value
        return true
    }

    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

/// A view whose node gives the rows it makes their ids as implicit tags (a `ForEach`).
protocol ImplicitlyTaggingRows {}

extension ForEach: ImplicitlyTaggingRows {}

/// The node of a `ForEach` (or any container of such a view).
protocol ImplicitlyTaggingNode {}

extension ContainerNode: ImplicitlyTaggingNode where V: ImplicitlyTaggingRows {}
