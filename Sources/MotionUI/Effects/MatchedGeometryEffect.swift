import Foundation

/// Matches the geometry of views sharing an id in a namespace (see
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``).
public struct _MatchedGeometryEffect: PrimitiveModifier {
    public var id: AnyHashable
    public var namespace: Namespace.ID
    public var properties: MatchedGeometryProperties
    public var anchor: UnitPoint
    public var isSource: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { MatchedGeometryNode(graph: graph) }
}

extension View {
    /// Shares this view's geometry with every view that has the same `id` in `namespace`, as
    /// SwiftUI's `matchedGeometryEffect`.
    ///
    /// - A view leaving and a view arriving with the same id in one animated change both travel
    ///   between the two frames (position and size) while their transitions (`.opacity` by
    ///   default) cross-fade.
    /// - A view with `isSource: false` is drawn at the source's frame (the chosen `properties`,
    ///   aligned at `anchor`), and follows it, animated, when the source changes.
    ///
    /// ```swift
    /// @Namespace private var ns
    /// HStack {
    ///     ForEach(tabs, id: \.self) { tab in
    ///         Text(tab).padding(8).overlay(alignment: .bottom) {
    ///             if tab == selected {
    ///                 Capsule().frame(height: 3).matchedGeometryEffect(id: "underline", in: ns)
    ///             }
    ///         }
    ///         .onTapGesture { withAnimation { selected = tab } }
    ///     }
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: the effect draws the view displaced and re-proposes it the
    /// matched size, but the layout around it sees the view's own size and place (it is an effect);
    /// frames are compared in window points at their laid-out (model) values; when a group has
    /// several sources, the one that appeared last wins; with no source, a view with `isSource: false`
    /// keeps its own frame; a view arriving animates from the group's source frame only when
    /// another view of the group is still there (leaving, or present) in that change; a
    /// `GeometryReader` inside a displaced view measures the view's laid-out place.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                     properties: MatchedGeometryProperties = .frame,
                                                     anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(id: AnyHashable(id), namespace: namespace, properties: properties,
                                        anchor: anchor, isSource: isSource))
    }
}
