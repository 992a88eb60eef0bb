@testable import MotionUI

/// A layout whose cache counts its subviews and whose width is that count: shows when a cache was
/// made or updated.
struct CountingLayout: Layout {
    func makeCache(subviews: Subviews) -> Int { subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache), height: 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}
