import Foundation

/// The layout of `safeAreaInset(edge:alignment:spacing:content:)`, as SwiftUI's: the inset content
/// (the last subview) sits on `edge`, the modified view (the other subviews, overlaid) takes the rest.
///
/// With `axis` the edge's axis and `s` the spacing (the given one, else the two views' spacing
/// preferences, 8 by default), for a proposal `P`:
///
/// 1. The inset is proposed `P` with, along the axis, `max(0, P − s − m)`, where `m` is the
///    primary's minimum length (its size proposed 0 along the axis); a nil `P` along the axis stays nil.
/// 2. The primary is proposed `P` with `max(0, P − (inset length + s))` along the axis.
/// 3. The size is `inset + s + primary` along the axis and the larger of the two across.
///
/// Placement: the primary is anchored at the edge opposite `edge` and centred across; the inset is at
/// `edge`, with its `alignment` guide on the primary's. A primary that ignores the container safe
/// area on `edge` (`ignoresSafeArea`) is proposed and drawn that much larger, under the inset.
///
/// ```swift
/// // Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) } in 200 × 300:
/// // blue 200 × 50 at y 250, red 200 × 242 at y 0 (300 − 50 − 8).
/// ```
struct SafeAreaInsetLayout: Layout {
    var edge: Edge
    var spacing: CGFloat?
    var guide: StackGuide
    /// Whether the primary extends under the inset (it ignores the safe area on `edge`).
    var primaryIgnoresInset = false

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private struct Plan {
        var spacing: CGFloat
        var insetProposal: ProposedViewSize
        var insetSize: CGSize
        var primaryProposal: ProposedViewSize
        var primarySize: CGSize
    }

    private func split(_ subviews: Subviews) -> (primary: [LayoutSubview], inset: LayoutSubview?) {
        let all = Array(subviews)
        guard let inset = all.last, all.count > 1 else { return (all, nil) }
        return (Array(all.dropLast()), inset)
    }

    private func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Plan {
        let proposal = proposal.sanitized
        let (primary, inset) = split(subviews)
        let primaries = LayoutSubviews(primary.map(\.proxy))
        var primarySpacing = ViewSpacing()
        for view in primary { primarySpacing.formUnion(view.spacing) }
        let insetSpacing = inset?.spacing ?? ViewSpacing()
        let gap = spacing.flatMap { $0.isFinite ? $0 : nil }
            ?? (edge == .top || edge == .leading ? insetSpacing.distance(to: primarySpacing, along: axis)
                                                 : primarySpacing.distance(to: insetSpacing, along: axis))
        var insetProposal = proposal
        if let length = proposal[axis] {
            let withoutGap = max(0, length - gap)
            var minimumProposal = proposal
            minimumProposal[axis] = 0
            let minimum = UnaryLayoutSupport.childSize(primaries, minimumProposal)[axis]
            insetProposal[axis] = max(0, withoutGap - minimum)
        }
        let insetSize = inset?.sizeThatFits(insetProposal) ?? .zero
        var primaryProposal = proposal
        if let length = proposal[axis] { primaryProposal[axis] = max(0, length - (insetSize[axis] + gap)) }
        let primarySize = UnaryLayoutSupport.childSize(primaries, primaryProposal)
        return Plan(spacing: gap, insetProposal: insetProposal, insetSize: insetSize,
                    primaryProposal: primaryProposal, primarySize: primarySize)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let plan = self.plan(proposal, subviews)
        let along = plan.insetSize[axis] + plan.spacing + plan.primarySize[axis]
        let across = max(plan.insetSize[axis.other], plan.primarySize[axis.other])
        return CGSize(major: along, minor: across, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var proposal = proposal.sanitized
        if proposal[axis.other] == nil { proposal[axis.other] = bounds.size[axis.other] }
        let plan = self.plan(proposal, subviews)
        let (primary, inset) = split(subviews)
        let extra = primaryIgnoresInset ? plan.insetSize[axis] + plan.spacing : 0
        var primaryProposal = plan.primaryProposal
        if extra > 0, let length = primaryProposal[axis] { primaryProposal[axis] = length + extra }
        // The primary hangs from the edge opposite the inset's, centred across.
        let farEdge = edge == .bottom || edge == .trailing
        var primaryGuide: CGFloat = 0
        var primaryCross: CGFloat = 0
        for (index, view) in primary.enumerated() {
            let dims = view.dimensions(in: primaryProposal)
            let alongStart = CGPoint(x: bounds.minX, y: bounds.minY)[axis]
            let alongEnd = CGPoint(x: bounds.maxX, y: bounds.maxY)[axis]
            let along = farEdge ? alongStart : alongEnd - dims.size[axis]
            let cross = CGPoint(x: bounds.minX, y: bounds.minY)[axis.other]
                + (bounds.size[axis.other] - dims.size[axis.other]) / 2
            if index == 0 { (primaryGuide, primaryCross) = (guide.value(in: dims), cross) }
            view.place(at: CGPoint(major: along, minor: cross, axis: axis), anchor: .topLeading, proposal: primaryProposal)
        }
        guard let inset else { return }
        let dims = inset.dimensions(in: plan.insetProposal)
        let along = farEdge ? CGPoint(x: bounds.maxX, y: bounds.maxY)[axis] - dims.size[axis]
                            : CGPoint(x: bounds.minX, y: bounds.minY)[axis]
        let cross = primary.isEmpty
            ? CGPoint(x: bounds.minX, y: bounds.minY)[axis.other] + (bounds.size[axis.other] - dims.size[axis.other]) / 2
            : primaryCross + primaryGuide - guide.value(in: dims)
        inset.place(at: CGPoint(major: along, minor: cross, axis: axis), anchor: .topLeading, proposal: plan.insetProposal)
    }
}
