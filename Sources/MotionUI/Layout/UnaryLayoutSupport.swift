import Foundation

/// Shared rules of the one-child layouts (frame, flexible frame, padding, fixed size).
///
/// They are written for one subview, the view they modify. Given several, they treat them as a ZStack
/// would: every subview gets the same proposal, the child size is the largest width and the largest
/// height among them, and each is aligned on its own. Given none, the child size is zero.
enum UnaryLayoutSupport {
    /// The largest width and height of the subviews for `proposal` (zero without subviews).
    static func childSize(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    /// Places every subview, sized for `proposal`, aligned by `alignment` inside `bounds`.
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        for subview in subviews {
            let offset = alignment.offset(of: subview.dimensions(in: proposal), in: bounds.size)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                          anchor: .topLeading, proposal: proposal)
        }
    }

    /// The union of the subviews' spacing on all edges, with `reset` edges forgotten.
    static func spacing(_ subviews: LayoutSubviews, resetting reset: Edge.Set) -> ViewSpacing {
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        result.reset(reset)
        return result
    }

    /// A dimension a caller gave: NaN, infinite and negative values are dropped (nil).
    static func validDimension(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// All the space `proposal` offers, for the views that take it (`GeometryReader`,
    /// `.position`): a nil, infinite or invalid dimension counts as 10 points, SwiftUI's default.
    static func offeredSize(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        return ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                                height: proposal.height.flatMap { $0.isFinite ? $0 : nil }).replacingUnspecifiedDimensions()
    }
}
