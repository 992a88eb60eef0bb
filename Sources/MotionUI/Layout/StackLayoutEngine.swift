import Foundation

/// The guide a stack aligns its subviews by across its axis.
enum StackGuide {
    case horizontal(HorizontalAlignment)   // a VStack's
    case vertical(VerticalAlignment)       // an HStack's

    func value(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let guide): return dimensions[guide]
        case .vertical(let guide): return dimensions[guide]
        }
    }

    /// Where the guide sits in a free band of `length` (0 at the top/leading end): how far the stacked
    /// content moves across when its frame is wider than the content.
    func offset(inExtra length: CGFloat) -> CGFloat {
        guard length.isFinite, length != 0 else { return 0 }
        let band = ViewDimensions(width: length, height: length)
        switch self {
        case .horizontal(let guide): return guide.id.defaultValue(in: band)
        case .vertical(let guide): return guide.id.defaultValue(in: band)
        }
    }
}

/// SwiftUI's HStack / VStack algorithm, written once for either axis.
///
/// Sizing for a proposal `P` along the stack's (major) axis:
///
/// 1. Gaps: the explicit spacing, or between neighbours `a.spacing.distance(to: b.spacing, along: axis)`.
/// 2. `P` major unspecified (nil): every subview is proposed nil along the axis (its ideal).
/// 3. Otherwise the available length is `P.major − Σ gaps`. Every subview is probed with 0 and ∞ along
///    the axis (`P.minor` across) to learn its minimum and its flexibility (max − min). Subviews are
///    served by layout priority, highest first; within a priority, least flexible first (ties in
///    order). Before a priority group is served, the minimum lengths of all lower-priority subviews are
///    set aside. Each subview in turn is offered `remaining / subviews left in its group` (never below
///    0) and takes the length it answers; that is subtracted from what remains.
/// 4. Across the axis every subview is proposed `P.minor`. The stack's length is Σ lengths + Σ gaps;
///    its breadth is the extent of the subviews aligned by their guide
///    (`max(guide) + max(size − guide)`, which is the largest breadth for the standard guides).
///
/// Placement replays the sizing for the proposal it is given; each subview is proposed its chosen
/// length along the axis and `P.minor` across, and placed top-leading at its running offset along the
/// axis; across, its guide goes on the common guide line. When the frame is broader than the content,
/// the whole column moves by the guide's default position in the spare band (centre: half of it).
///
/// Infinite proposals: offers stay infinite, a flexible subview answers ∞ and so does the stack.
struct StackLayoutEngine {
    let axis: Axis
    let explicitSpacing: CGFloat?
    let guide: StackGuide

    init(axis: Axis, spacing: CGFloat?, guide: StackGuide) {
        self.axis = axis
        self.explicitSpacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        self.guide = guide
    }

    /// The result of sizing: per subview its proposal and dimensions, and the stack's size.
    struct Plan {
        var proposals: [ProposedViewSize]
        var dimensions: [ViewDimensions]
        var lengths: [CGFloat]
        var gaps: [CGFloat]
        /// The guide line across the axis, from the content's top / leading edge.
        var guideLine: CGFloat
        var size: CGSize
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        let views = Array(subviews)
        return (0..<views.count - 1).map { i in
            explicitSpacing ?? views[i].spacing.distance(to: views[i + 1].spacing, along: axis)
        }
    }

    /// Step 2–3: the length each subview takes along the axis.
    func lengths(_ proposal: ProposedViewSize, _ views: [LayoutSubview], gaps: [CGFloat]) -> [CGFloat] {
        let minor = proposal[axis.other]
        func propose(_ major: CGFloat?) -> ProposedViewSize { ProposedViewSize(major: major, minor: minor, axis: axis) }
        guard let major = proposal[axis] else {
            return views.map { $0.sizeThatFits(propose(nil))[axis] }
        }
        let count = views.count
        let priorities = views.map(\.priority)
        // Probes are made only where they matter: a subview's minimum when a higher-priority group must
        // set it aside, its flexibility when it shares its group with others. An infinite proposal needs
        // neither: every offer is ∞.
        var minima = [CGFloat?](repeating: nil, count: count)
        func minimum(_ i: Int) -> CGFloat {
            if let known = minima[i] { return known }
            let low = views[i].sizeThatFits(propose(0))[axis]
            minima[i] = low
            return low
        }
        func flexibility(_ i: Int) -> CGFloat {
            let flex = views[i].sizeThatFits(propose(.infinity))[axis] - minimum(i)
            return flex.isNaN ? .infinity : flex
        }
        var remaining = major - gaps.reduce(0, +)
        var chosen = [CGFloat](repeating: 0, count: count)
        for level in Set(priorities).sorted(by: >) {
            var members = (0..<count).filter { priorities[$0] == level }
            if members.count > 1, major.isFinite {
                var flex: [Int: CGFloat] = [:]
                for i in members { flex[i] = flexibility(i) }
                members.sort { (flex[$0]!, $0) < (flex[$1]!, $1) }
            }
            let lower = (0..<count).filter { priorities[$0] < level }
            let reserved = major.isFinite ? lower.reduce(CGFloat(0)) { $0 + minimum($1) } : 0
            var groupRemaining = remaining - reserved
            var left = members.count
            for i in members {
                let offer: CGFloat
                if groupRemaining.isNaN {
                    offer = 0
                } else if groupRemaining.isInfinite {
                    offer = groupRemaining > 0 ? .infinity : 0
                } else {
                    offer = max(0, groupRemaining / CGFloat(left))
                }
                let length = views[i].sizeThatFits(propose(offer))[axis]
                chosen[i] = length
                if groupRemaining.isFinite { groupRemaining -= length }
                if remaining.isFinite { remaining -= length }
                left -= 1
            }
        }
        return chosen
    }

    func plan(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Plan {
        let proposal = proposal.sanitized
        let views = Array(subviews)
        let gaps = self.gaps(subviews)
        let lengths = self.lengths(proposal, views, gaps: gaps)
        let minor = proposal[axis.other]
        let proposals = lengths.map { ProposedViewSize(major: $0, minor: minor, axis: axis) }
        let dimensions = zip(views, proposals).map { $0.dimensions(in: $1) }
        var above: CGFloat = 0, below: CGFloat = 0, infinite = false
        for dims in dimensions {
            let breadth = dims.size[axis.other]
            if !breadth.isFinite { infinite = true; continue }
            let line = guide.value(in: dims)
            above = max(above, line)
            below = max(below, breadth - line)
        }
        let breadth = dimensions.isEmpty ? 0 : (infinite ? .infinity : above + below)
        let length = lengths.reduce(0, +) + gaps.reduce(0, +)
        return Plan(proposals: proposals, dimensions: dimensions, lengths: lengths, gaps: gaps,
                    guideLine: above, size: CGSize(major: views.isEmpty ? 0 : length, minor: breadth, axis: axis))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        plan(proposal, subviews).size
    }

    /// The frames of the subviews for a stack placed in `bounds` (also what `placeSubviews` uses).
    func frames(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (Plan, [CGRect]) {
        let plan = self.plan(proposal, subviews)
        let extra = bounds.size[axis.other] - plan.size[axis.other]
        let crossOrigin = CGPoint(x: bounds.minX, y: bounds.minY)[axis.other] + guide.offset(inExtra: extra)
        var cursor = CGPoint(x: bounds.minX, y: bounds.minY)[axis]
        var frames: [CGRect] = []
        for (i, dims) in plan.dimensions.enumerated() {
            let across = crossOrigin + plan.guideLine - guide.value(in: dims)
            frames.append(CGRect(origin: CGPoint(major: cursor, minor: across, axis: axis), size: dims.size))
            cursor += plan.lengths[i] + (i < plan.gaps.count ? plan.gaps[i] : 0)
        }
        return (plan, frames)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let (plan, frames) = self.frames(in: bounds, proposal, subviews)
        for (i, view) in subviews.enumerated() {
            view.place(at: frames[i].origin, anchor: .topLeading, proposal: plan.proposals[i])
        }
    }

    /// The stack's spacing: across the axis the union of all subviews; along it, the first subview's
    /// leading (top) preference and the last one's trailing (bottom) preference.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var result = ViewSpacing()
        let acrossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for view in subviews { result.formUnion(view.spacing, edges: acrossEdges) }
        if let first = subviews.first {
            result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        }
        if let last = subviews.last {
            result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        }
        return result
    }

    /// Text baselines pass up: `firstTextBaseline` from the first subview stating one, `lastTextBaseline`
    /// from the last, in the coordinate space of `bounds`. Other guides: nil.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat? {
        let first = guide == .firstTextBaseline
        guard first || guide == .lastTextBaseline else { return nil }
        let (plan, frames) = self.frames(in: bounds, proposal, subviews)
        let order = first ? Array(plan.dimensions.indices) : plan.dimensions.indices.reversed()
        for i in order {
            if let value = plan.dimensions[i][explicit: guide] { return frames[i].minY + value }
        }
        return nil
    }
}
