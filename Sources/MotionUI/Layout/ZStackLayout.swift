import Foundation

/// SwiftUI's `ZStackLayout`: subviews on top of each other, aligned in both axes.
///
/// Every subview is proposed the stack's proposal. The stack's size is the extent of its subviews
/// aligned by `alignment` (for the standard guides: the largest width and the largest height). When
/// subviews differ in layout priority, as in SwiftUI, only the highest-priority ones are proposed the
/// stack's proposal and decide its size; the others are then proposed that size (this is how a
/// background takes the size of its content). Subviews are placed so their guides coincide; a stack
/// framed larger than its content moves the content by the guide's default position in the spare room.
///
/// ```swift
/// // A 100 × 50 and a 20 × 80 subview, centred: the stack is 100 × 80;
/// // the first is at (0, 15), the second at (40, 0).
/// let stack = ZStackLayout(alignment: .center)
/// ```
public struct ZStackLayout: Layout, Hashable, Sendable {
    /// How the subviews line up.
    public var alignment: Alignment

    /// A stack aligning its subviews by `alignment`.
    ///
    /// ```swift
    /// ZStackLayout(alignment: .bottomTrailing)
    /// ```
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private struct Plan {
        var proposals: [ProposedViewSize]
        var dimensions: [ViewDimensions]
        var guide: CGPoint
        var size: CGSize
    }

    /// Extent of aligned dimensions: the guide point from the top-leading corner, and the size.
    private func extent(_ dims: [ViewDimensions]) -> (CGPoint, CGSize) {
        var left: CGFloat = 0, right: CGFloat = 0, up: CGFloat = 0, down: CGFloat = 0
        var infiniteWidth = false, infiniteHeight = false
        for d in dims {
            if d.width.isFinite {
                left = max(left, d[alignment.horizontal]); right = max(right, d.width - d[alignment.horizontal])
            } else { infiniteWidth = true }
            if d.height.isFinite {
                up = max(up, d[alignment.vertical]); down = max(down, d.height - d[alignment.vertical])
            } else { infiniteHeight = true }
        }
        guard !dims.isEmpty else { return (.zero, .zero) }
        return (CGPoint(x: left, y: up),
                CGSize(width: infiniteWidth ? .infinity : left + right, height: infiniteHeight ? .infinity : up + down))
    }

    private func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Plan {
        let proposal = proposal.sanitized
        let views = Array(subviews)
        let top = views.map(\.priority).max() ?? 0
        var proposals = [ProposedViewSize](repeating: proposal, count: views.count)
        var dimensions = [ViewDimensions?](repeating: nil, count: views.count)
        for (i, view) in views.enumerated() where view.priority == top {
            dimensions[i] = view.dimensions(in: proposal)
        }
        let (guide, size) = extent(dimensions.compactMap { $0 })
        for (i, view) in views.enumerated() where dimensions[i] == nil {
            proposals[i] = ProposedViewSize(size)
            dimensions[i] = view.dimensions(in: proposals[i])
        }
        return Plan(proposals: proposals, dimensions: dimensions.map { $0! }, guide: guide, size: size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        plan(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let plan = self.plan(proposal, subviews)
        let spare = ViewDimensions(width: bounds.width - plan.size.width, height: bounds.height - plan.size.height)
        let shiftX = spare.width.isFinite && spare.width != 0 ? alignment.horizontal.id.defaultValue(in: spare) : 0
        let shiftY = spare.height.isFinite && spare.height != 0 ? alignment.vertical.id.defaultValue(in: spare) : 0
        for (i, view) in subviews.enumerated() {
            let d = plan.dimensions[i]
            let origin = CGPoint(x: bounds.minX + shiftX + plan.guide.x - d[alignment.horizontal],
                                 y: bounds.minY + shiftY + plan.guide.y - d[alignment.vertical])
            view.place(at: origin, anchor: .topLeading, proposal: plan.proposals[i])
        }
    }
}
