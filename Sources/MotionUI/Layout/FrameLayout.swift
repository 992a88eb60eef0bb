import Foundation

/// The layout of `frame(width:height:alignment:)`, as SwiftUI's `_FrameLayout`: an invisible frame with
/// one or two fixed dimensions, the child placed inside by `alignment`.
///
/// - A fixed dimension replaces the proposal in that dimension for the child, and is the frame's size
///   in that dimension whatever the child answers. With both fixed, the child is not even asked.
/// - An unfixed (nil) dimension passes the proposal through and takes the child's size.
/// - The child is placed so its alignment guide meets the frame's: a child larger than the frame
///   overflows it, equally on both sides when centred.
/// - Spacing: the child's, with the fixed dimensions' edges reset to the default.
///
/// Bad values: a NaN, infinite or negative width or height is ignored (nil), as SwiftUI does.
///
/// ```swift
/// // Text 102 × 20.4 in frame(width: 80, height: 50): the frame is 80 × 50,
/// // the text is proposed 80 × 50 and wraps; a 120-wide child would sit at x = (80 − 120) / 2 = −20.
/// let frame = FrameLayout(width: 80, height: 50)
/// ```
public struct FrameLayout: Layout, Hashable, Sendable {
    /// The fixed width, or nil.
    public var width: CGFloat?
    /// The fixed height, or nil.
    public var height: CGFloat?
    /// Where the child goes inside the frame.
    public var alignment: Alignment

    /// A frame with optional fixed dimensions.
    ///
    /// ```swift
    /// FrameLayout(height: 40)    // the seed's Login button
    /// ```
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = UnaryLayoutSupport.validDimension(width)
        self.height = UnaryLayoutSupport.validDimension(height)
        self.alignment = alignment
    }

    /// The proposal the child gets: the frame's, with the fixed dimensions put in.
    public func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let proposal = proposal.sanitized
        return ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = UnaryLayoutSupport.childSize(subviews, childProposal(for: proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        UnaryLayoutSupport.place(subviews, in: bounds, proposal: childProposal(for: proposal), alignment: alignment)
    }

    /// The child's spacing with the edges of the fixed dimensions reset.
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var reset: Edge.Set = []
        if width != nil { reset.formUnion(.horizontal) }
        if height != nil { reset.formUnion(.vertical) }
        return UnaryLayoutSupport.spacing(subviews, resetting: reset)
    }
}
