import Foundation

/// SwiftUI's `HStackLayout`: subviews side by side, left to right, aligned vertically.
///
/// SwiftUI's stack algorithm: the gaps are taken off the proposed length; subviews are served by
/// layout priority, highest first (spacers, at −∞, last), and within a priority least flexible first
/// (flexibility = length when proposed ∞ − length when proposed 0); before a priority group is served
/// the minimum lengths of lower-priority subviews are set aside; each subview is offered an equal share
/// of what remains and takes what it answers. Across the axis every subview gets the stack's proposal
/// and they line up on `alignment`. A nil proposal gives every subview's ideal length.
/// `spacing` nil uses each pair's preferences: 8 points between ordinary views, 0 next to a spacer.
/// A NaN or infinite spacing reads as nil; a negative one overlaps the subviews.
///
/// ```swift
/// // Two 50 × 20 views in an HStack proposed 300 × 100:
/// // width 50 + 8 + 50 = 108, height 20; the second starts at x = 58.
/// let stack = HStackLayout(alignment: .top, spacing: nil)
/// ```
public struct HStackLayout: Layout, Hashable, Sendable {
    /// The guide the subviews share across the axis.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or nil for their preferences.
    public var spacing: CGFloat?

    /// A horizontal stack.
    ///
    /// ```swift
    /// HStackLayout(alignment: .firstTextBaseline, spacing: 4)
    /// ```
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    /// A stack along x: spacers inside expand horizontally.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    var engine: StackLayoutEngine { StackLayoutEngine(axis: .horizontal, spacing: spacing, guide: .vertical(alignment)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        engine.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        engine.placeSubviews(in: bounds, proposal, subviews)
    }

    /// Top and bottom: the union of all subviews; leading: the first subview's; trailing: the last one's.
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        engine.spacing(subviews)
    }

    /// The first (last) text baseline of the first (last) subview that has one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        engine.explicitAlignment(of: guide, in: bounds, proposal, subviews)
    }
}
