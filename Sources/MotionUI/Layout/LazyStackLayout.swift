import Foundation

/// The layout of ``LazyVStack`` and ``LazyHStack``: SwiftUI's stack along the axis, but across it
/// the stack takes the whole proposed length when that is finite (a `LazyVStack` in a scroll view
/// is as wide as the scroll view, where a `VStack` is as wide as its widest subview), its subviews
/// aligned in that length; with no finite proposal across, it is as wide as its content.
struct LazyStackLayout: Layout, StackOrientationProviding {
    let axis: Axis
    let spacing: CGFloat?
    let guide: StackGuide

    var engine: StackLayoutEngine { StackLayoutEngine(axis: axis, spacing: spacing, guide: guide) }

    /// Spacers directly inside expand along the stack's axis.
    var stackOrientation: Axis? { axis }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var size = engine.sizeThatFits(proposal, subviews)
        let across = axis == .vertical ? proposal.width : proposal.height
        if let across, across.isFinite, across >= 0 {
            if axis == .vertical { size.width = across } else { size.height = across }
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        engine.placeSubviews(in: bounds, proposal, subviews)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        engine.spacing(subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        engine.explicitAlignment(of: guide, in: bounds, proposal, subviews)
    }
}
