import Foundation

/// Sets the view drawn behind a list row, filling its cell.
public struct _ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
    /// The background view (nil keeps the default).
    public var background: Background?

    func makeNode(graph: ViewGraph) -> ViewNode { ListRowBackgroundNode(graph: graph, update: { node, context in
        guard let background = (node as! ListRowBackgroundNode).modifierValue as? _ListRowBackgroundModifier<Background>,
              let view = background.background else { return }
        node.updateChild(key: .secondary(0), view: view, context: context)
    }) }
}

/// Carries a row background: the list places it in the row's cell and draws it beneath the row.
final class ListRowBackgroundNode: TraitNode<Any>, ListRowTraitNode {
    private let updateBackground: (ViewNode, UpdateContext) -> Void

    init(graph: ViewGraph, update: @escaping (ViewNode, UpdateContext) -> Void) {
        updateBackground = update
        super.init(graph: graph)
    }

    var modifierValue: Any? { modifier }

    override func updateSecondaryChildren(context: UpdateContext) {
        updateBackground(self, context)
    }

    func apply(to traits: inout ListRowTraits) {
        if secondaryNode(0) != nil { traits.background = self }
    }
}

/// Shows or hides a list row's separators.
public struct _ListRowSeparatorModifier: PrimitiveModifier {
    /// Whether the row's separators show.
    public var visibility: Visibility

    func makeNode(graph: ViewGraph) -> ViewNode { ListRowSeparatorNode(graph: graph) }
}

final class ListRowSeparatorNode: TraitNode<_ListRowSeparatorModifier>, ListRowTraitNode {
    func apply(to traits: inout ListRowTraits) {
        traits.separator = modifier.visibility
    }
}

/// Sets a list row's content insets.
public struct _ListRowInsetsModifier: PrimitiveModifier {
    /// The row content's insets (nil keeps the default).
    public var insets: EdgeInsets?

    func makeNode(graph: ViewGraph) -> ViewNode { ListRowInsetsNode(graph: graph) }
}

final class ListRowInsetsNode: TraitNode<_ListRowInsetsModifier>, ListRowTraitNode {
    func apply(to traits: inout ListRowTraits) {
        if let insets = modifier.insets { traits.insets = insets }
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Set by `.scrollContentBackground(_:)`.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Insets this list row's content in its cell: the row is proposed the cell's width less the
    /// leading and trailing insets, its cell at least 44 tall and as tall as the content plus the
    /// top and bottom insets; its separator starts at the leading inset. `nil` keeps the default
    /// (11 above and below, 16 at the sides).
    ///
    /// ```swift
    /// Image("banner").resizable().listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// Hides (`.hidden`) the background of lists inside this view, so what is behind them shows;
    /// their cards and rows still draw.
    ///
    /// ```swift
    /// List { … }.scrollContentBackground(.hidden).background(Color.mint)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Draws `view` behind this list row, filling its whole cell (clipped to the section's rounded
    /// card); `nil` keeps the default. On a `ForEach` it applies to every row.
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Shows or hides this row's separators: `.hidden` removes the lines above and below it.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        modifier(_ListRowSeparatorModifier(visibility: visibility))
    }
}
