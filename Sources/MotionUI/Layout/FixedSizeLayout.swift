import Foundation

/// The layout of `fixedSize(horizontal:vertical:)`, as SwiftUI's: the child is proposed nil
/// ("your ideal size") in the fixed dimensions, so it takes its ideal size there whatever the parent
/// offers; the other dimensions pass the proposal through. The child is centred in the frame it gets.
///
/// ```swift
/// // Text "Welcome back" (12 chars @17pt) proposed 100 wide would wrap;
/// // with FixedSizeLayout() it stays one line: 12 × 10.2 = 122.4 wide, 20.4 high.
/// let fixed = FixedSizeLayout(horizontal: true, vertical: true)
/// ```
public struct FixedSizeLayout: Layout, Hashable, Sendable {
    /// Whether the width is the child's ideal width.
    public var horizontal: Bool
    /// Whether the height is the child's ideal height.
    public var vertical: Bool

    /// A fixed-size layout on the chosen axes (both by default).
    ///
    /// ```swift
    /// FixedSizeLayout(horizontal: false, vertical: true)   // wrap freely, never truncate
    /// ```
    public init(horizontal: Bool = true, vertical: Bool = true) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// The proposal the child gets: nil on the fixed axes.
    public func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let proposal = proposal.sanitized
        return ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        UnaryLayoutSupport.childSize(subviews, childProposal(for: proposal))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        UnaryLayoutSupport.place(subviews, in: bounds, proposal: childProposal(for: proposal), alignment: .center)
    }
}
