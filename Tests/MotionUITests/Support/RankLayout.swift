import Foundation
@testable import MotionUI

/// A layout value for tests: a subview's rank (0 when unset).
enum Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A 100 × 100 layout that puts each subview `rank × 20` points from its left edge, at the top,
/// proposed 10 × 10: where a subview lands tells the rank it carries.
struct RankLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Rank.self]) * 20, y: bounds.minY),
                          proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}
