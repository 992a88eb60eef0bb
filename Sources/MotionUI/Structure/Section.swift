import Foundation

/// A group of rows with a header and a footer, as SwiftUI's `Section`: in a ``List`` or ``Form``,
/// its rows share one card; elsewhere its header, content and footer simply follow each other.
///
/// ```swift
/// Form {
///     Section("Account") { Text("Name") }
///     Section {
///         Toggle("Wi-Fi", isOn: $wifi)
///     } header: {
///         Text("Network")
///     } footer: {
///         Text("Networks you joined before are joined automatically.")
///     }
/// }
/// ```
///
/// Headers and footers are `.footnote` in the secondary label colour; the title of
/// `Section("Title")` is upper-cased in grouped list styles, as iOS 17 does.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: (ListStyleKind) -> Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        let header = header()
        self.header = { _ in header }
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = { _ in header }
        self.content = content()
        self.footer = footer
    }

    func makeNode(graph: ViewGraph) -> ViewNode { SectionNode(graph: graph) }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title` (upper-cased in grouped styles).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.header = { style in Text(style.isGrouped ? title.uppercased() : title) }
        self.content = content()
        self.footer = EmptyView()
    }
}

/// What a ``SectionNode`` reads from its view.
protocol SectionView {
    func updateParts(of node: ViewNode, context: UpdateContext, decorations: UpdateContext)
}

extension Section: SectionView {
    func updateParts(of node: ViewNode, context: UpdateContext, decorations: UpdateContext) {
        node.updateChild(key: .secondary(0), view: header(context.environment.listStyleKind), context: decorations)
        node.updateChild(key: .index(0), view: content, context: context)
        node.updateChild(key: .secondary(1), view: footer, context: decorations)
    }
}

/// A section: transparent to layout (its header, rows and footer are laid out by the list, or
/// follow each other in any other container).
final class SectionNode: ViewNode {
    private var view: SectionView?

    override var isLayoutTransparent: Bool { true }

    override func update(view: Any, context: UpdateContext) {
        let section = view as! SectionView
        self.view = section
        noteUpdate(context: context)
        var decorations = context
        decorations.environment.font = .footnote
        decorations.environment.foregroundColor = StructureColors.secondaryLabel
        beginChildUpdates()
        section.updateParts(of: self, context: context, decorations: decorations)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    private func layoutNodes(_ key: ChildKey) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == key { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    /// The section as a list lays it out, its rows carrying `traits` from above.
    func group(traits: ListRowTraits) -> ListGroup {
        var rows: [ListRow] = []
        for child in children where !child.isLeaving && child.key == .index(0) {
            if child.isLayoutTransparent {
                rows += ListNode.rows(under: child, traits: traits)
            } else {
                rows.append(ListRow(node: child, traits: traits))
            }
        }
        return ListGroup(id: AnyHashable(ObjectIdentifier(self)), header: layoutNodes(.secondary(0)), rows: rows,
                         footer: layoutNodes(.secondary(1)))
    }
}
