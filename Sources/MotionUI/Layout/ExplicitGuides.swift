import Foundation

/// A node that states explicit alignment guides of its own (text baselines, `alignmentGuide`,
/// layout containers) instead of passing its content's through.
protocol ExplicitGuideNode: AnyObject {
    /// The node's explicit value for `guide` when it has `size` (from `proposal`), or nil.
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
}

extension StackGuide {
    /// The axis the guide positions along (x for a horizontal guide).
    var axis: Axis {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        }
    }

    /// The guide's identity (its `AlignmentID` type).
    var key: ObjectIdentifier {
        switch self {
        case .horizontal(let guide): return ObjectIdentifier(guide.id)
        case .vertical(let guide): return ObjectIdentifier(guide.id)
        }
    }

    /// Whether the guide is a text baseline.
    var isBaseline: Bool {
        if case .vertical(let guide) = self { return guide == .firstTextBaseline || guide == .lastTextBaseline }
        return false
    }

    /// Whether the guide is one of SwiftUI's own (edges, centres, baselines) rather than a custom one.
    var isBuiltIn: Bool {
        switch self {
        case .horizontal(let g): return g == .leading || g == .center || g == .trailing
        case .vertical(let g): return g == .top || g == .center || g == .bottom || isBaseline
        }
    }

    /// The explicit value of the guide in `dimensions`, or nil.
    func explicitValue(in dimensions: ViewDimensions) -> CGFloat? {
        switch self {
        case .horizontal(let guide): return dimensions[explicit: guide]
        case .vertical(let guide): return dimensions[explicit: guide]
        }
    }
}

extension ViewNode {
    /// This view's explicit value for `guide` at `size` (from `proposal`), as a layout subview, or nil.
    ///
    /// Rules, as SwiftUI's:
    /// - Text states its baselines; `alignmentGuide(_:computeValue:)` states its guide.
    /// - Modifiers that do not lay out (effects, backgrounds, environment) and composite views pass
    ///   their content's guides through; so do frames, padding and fixed size, offset by where they
    ///   put the content — every guide, built-in ones too.
    /// - Stacks and other containers state what their layout states (text baselines for stacks) and,
    ///   for custom guides only, the mean of their subviews' explicit values (SwiftUI's
    ///   `combineExplicit`); built-in guides stop at the first container.
    /// - Only guides that some `alignmentGuide` in the graph sets, and text baselines, are looked for.
    func explicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard guide.isBaseline || graph.alignmentGuideUses[guide.key, default: 0] > 0 else { return nil }
        if let stating = self as? ExplicitGuideNode {
            return stating.ownExplicitGuide(guide, size: size, proposal: proposal)
        }
        guard let content = singleContent else { return nil }
        var nodes: [ViewNode] = []
        content.appendLayoutNodes(to: &nodes)
        if nodes.count == 1 {
            // Laid out centred with the same proposal (unary modifiers, composite views).
            let node = nodes[0]
            node.stackAxis = stackAxis
            let childSize = node.size(for: proposal)
            guard let value = node.explicitGuide(guide, size: childSize, proposal: proposal) else { return nil }
            return value + (size[guide.axis] - childSize[guide.axis]) / 2
        }
        return NodeLayout.explicitGuide(ZStackLayout(), of: nodes, guide, in: size, proposal: proposal,
                                        axis: stackAxis, propagatesBuiltInGuides: true)
    }
}

extension NodeLayout {
    /// The explicit value of `guide` for `nodes` laid out by `layout` in a frame of `size`: what the
    /// layout's `explicitAlignment` states, else the mean of the subviews' explicit values at the
    /// places the layout gives them (built-in guides only when `propagatesBuiltInGuides`).
    static func explicitGuide<L: Layout>(_ layout: L, of nodes: [ViewNode], _ guide: StackGuide, in size: CGSize,
                                         proposal: ProposedViewSize, axis: Axis?,
                                         propagatesBuiltInGuides: Bool) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let recorders = nodes.map { PlacementRecorder(NodeSubview(node: $0, axis: axis, transaction: Transaction())) }
        let subviews = LayoutSubviews(recorders)
        var cache = layout.makeCache(subviews: subviews)
        let stated: CGFloat?
        switch guide {
        case .horizontal(let g):
            stated = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let g):
            stated = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        if let stated { return stated }
        guard propagatesBuiltInGuides || !guide.isBuiltIn else { return nil }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        var values: [CGFloat] = []
        for (recorder, subview) in zip(recorders, subviews) {
            guard let placed = recorder.placement else { continue }
            let dims = subview.dimensions(in: placed.proposal)
            guard let value = guide.explicitValue(in: dims) else { continue }
            let anchor = guide.axis == .horizontal ? placed.anchor.x : placed.anchor.y
            let origin = placed.position[guide.axis] - anchor * dims.size[guide.axis]
            values.append(origin + value)
        }
        return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
    }
}

/// A layout subview that measures like the real one but only records where it would be placed.
final class PlacementRecorder: LayoutSubviewProxy {
    let subview: NodeSubview
    private(set) var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

    init(_ subview: NodeSubview) { self.subview = subview }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { subview.sizeThatFits(proposal) }
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placement = (position, anchor, proposal)
    }
    var priority: Double { subview.priority }
    var spacing: ViewSpacing { subview.spacing }
    func explicitAlignment(of guide: HorizontalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        subview.explicitAlignment(of: guide, in: size, proposal: proposal)
    }
    func explicitAlignment(of guide: VerticalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        subview.explicitAlignment(of: guide, in: size, proposal: proposal)
    }
}

extension LayoutModifierNode: ExplicitGuideNode {
    /// Frames, padding and fixed size pass every guide of their content through, moved to where they
    /// place it.
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        NodeLayout.explicitGuide(modifier.layout, of: contentNodes, guide, in: size, proposal: proposal,
                                 axis: nil, propagatesBuiltInGuides: true)
    }
}

extension SafeAreaInsetNode: ExplicitGuideNode {
    /// Motion's rule: a view with a safe-area inset states no guides (its content is not centred in
    /// it, so passing the content's through unmoved would be wrong).
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}
