import Foundation

/// Places `content` on an edge of the modified view and insets the view by its size (see
/// ``SafeAreaInsetLayout``).
public struct _SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    var inset: Inset
    var edge: Edge
    var spacing: CGFloat?
    var guide: StackGuide

    func makeNode(graph: ViewGraph) -> ViewNode { SafeAreaInsetNode<Inset>(graph: graph) }
}

/// The content and the inset view laid out together by a ``SafeAreaInsetLayout``.
final class SafeAreaInsetNode<Inset: View>: UnaryModifierNode<_SafeAreaInsetModifier<Inset>> {
    override func updateSecondaryChildren(context: UpdateContext) {
        // Several inset views are overlaid, as SwiftUI does (its inset content is a ZStack).
        updateChild(key: .secondary(0), view: ZStack { modifier.inset }, context: context)
    }

    private var insetNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == .secondary(0) { child.appendLayoutNodes(to: &nodes) }
        return nodes
    }

    private var layout: SafeAreaInsetLayout {
        let content = contentNodes
        let ignores = !content.isEmpty && content.allSatisfy { $0.ignoredSafeAreaEdges.contains(Edge.Set(modifier.edge)) }
        return SafeAreaInsetLayout(edge: modifier.edge, spacing: modifier.spacing, guide: modifier.guide,
                                   primaryIgnoresInset: ignores)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        NodeLayout.size(layout, of: contentNodes + insetNodes, proposal: proposal, axis: nil)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.place(layout, contentNodes + insetNodes, in: CGRect(origin: .zero, size: size), proposal: proposal,
                         axis: nil, transaction: transaction)
    }
}

/// Marks the content as extending into the container safe area on some edges.
public struct _SafeAreaIgnoringModifier: PrimitiveModifier {
    var regions: SafeAreaRegions
    var edges: Edge.Set

    func makeNode(graph: ViewGraph) -> ViewNode { SafeAreaIgnoringNode(graph: graph) }
}

/// Lays out and draws exactly as its content; an enclosing `safeAreaInset` reads its edges.
final class SafeAreaIgnoringNode: UnaryModifierNode<_SafeAreaIgnoringModifier> {
    /// The edges on which the container safe area is ignored.
    var ownIgnoredEdges: Edge.Set { modifier.regions.contains(.container) ? modifier.edges : [] }
}

extension ViewNode {
    /// The container safe-area edges this view ignores: those of the first `ignoresSafeArea` found on
    /// the node or through its single content (so it works through effects and composite views).
    var ignoredSafeAreaEdges: Edge.Set {
        var node: ViewNode? = self
        while let current = node {
            if let ignoring = current as? SafeAreaIgnoringNode { return ignoring.ownIgnoredEdges }
            node = current.singleContent
        }
        return []
    }
}

/// Adds insets to the safe area as SwiftUI's `safeAreaPadding` does: one empty inset view of the
/// length on each edge, with no spacing. NaN, infinite and negative insets read as 0.
struct SafeAreaPaddingModifier: ViewModifier {
    var insets: EdgeInsets

    init(insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                 bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }

    func body(content: Content) -> some View {
        content
            .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(width: 0, height: insets.top) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(width: 0, height: insets.bottom) }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: insets.leading, height: 0) }
            .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: insets.trailing, height: 0) }
    }
}

extension View {
    /// Lets the view extend into the safe area, as SwiftUI's `ignoresSafeArea(_:edges:)`.
    ///
    /// Motion's window has no safe area (no notch, bars or keyboard), so at the top of a window this
    /// changes nothing. Inside `safeAreaInset(edge:…)` or `safeAreaPadding`, a view that ignores the
    /// `.container` region on that edge is laid out under the inset content, as in SwiftUI.
    ///
    /// ```swift
    /// Color.black.ignoresSafeArea()
    /// LinearBackdrop().ignoresSafeArea(.container, edges: .bottom)
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// The older spelling of ``ignoresSafeArea(_:edges:)``: ignores every region on `edges`.
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Shows `content` above or below the view and insets the view by its height plus `spacing`
    /// (nil: the views' spacing, 8 by default), as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
    /// The content is aligned with the view by `alignment`. See ``SafeAreaInsetLayout`` for the numbers.
    ///
    /// ```swift
    /// Color.orange
    ///     .safeAreaInset(edge: .bottom, spacing: 0) {
    ///         Text("Bottom bar").frame(maxWidth: .infinity).padding().background(.ultraThinMaterial)
    ///     }
    /// ```
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: Edge(edge), spacing: spacing, guide: .horizontal(alignment)))
    }

    /// Shows `content` beside the view and insets the view by its width plus `spacing`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a horizontal edge.
    ///
    /// ```swift
    /// Color.gray.safeAreaInset(edge: .leading) { Color.blue.frame(width: 60) }
    /// ```
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: Edge(edge), spacing: spacing, guide: .vertical(alignment)))
    }

    /// Adds `insets` to the view's safe area, as SwiftUI's `safeAreaPadding(_:)`. Motion's window has
    /// no safe area, so the view is inset exactly as by `padding(_:)` — except that a view inside
    /// that ignores the safe area extends into the padding.
    ///
    /// ```swift
    /// Color.blue.safeAreaPadding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 when nil, SwiftUI's default padding) to the safe area on `edges`, as SwiftUI's
    /// `safeAreaPadding(_:_:)`. Bad lengths (NaN, infinite, negative) read as 0. Unlike SwiftUI's
    /// `defaultPadding` environment value, the default is fixed at 16.
    ///
    /// ```swift
    /// ScrollContent().safeAreaPadding(.horizontal, 20)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        func pick(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? value : 0 }
        return safeAreaPadding(EdgeInsets(top: pick(.top), leading: pick(.leading), bottom: pick(.bottom),
                                          trailing: pick(.trailing)))
    }

    /// Adds `length` to the safe area on every edge, as SwiftUI's `safeAreaPadding(_:)`.
    ///
    /// ```swift
    /// Color.mint.safeAreaPadding(12)
    /// ```
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
