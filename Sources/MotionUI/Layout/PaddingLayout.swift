import Foundation

/// The layout of `padding(_:_:)` and `padding(_ insets:)`, as SwiftUI's `_PaddingLayout`.
///
/// The child is proposed the padding's proposal minus the insets (never below 0; unspecified and
/// infinite dimensions stay so), and the padding's size is the child's plus the insets. The child is
/// placed at the top-leading corner moved in by the leading and top insets. With `insets` nil every
/// chosen edge gets ``defaultPadding`` (16 points, SwiftUI's default on iOS). Edges with a non-zero
/// inset have their spacing preference reset to the default.
///
/// Bad values: non-finite insets read as 0 (as `EdgeInsets` stores them); negative insets shrink
/// the view, but its size never goes below 0.
///
/// ```swift
/// // A 100 × 20 child with PaddingLayout() is 132 × 52, its child at (16, 16).
/// // PaddingLayout(edges: .bottom, insets: EdgeInsets(60)) adds 60 below only.
/// let padding = PaddingLayout()
/// ```
public struct PaddingLayout: Layout, Hashable, Sendable {
    /// SwiftUI's default padding: 16 points.
    public static let defaultPadding: CGFloat = 16

    /// The edges that are padded.
    public var edges: Edge.Set
    /// The amount per edge, or nil for ``defaultPadding`` on every padded edge.
    public var insets: EdgeInsets?

    /// Padding of `insets` (default 16 all round) on `edges`.
    ///
    /// ```swift
    /// PaddingLayout(edges: .bottom, insets: EdgeInsets(60))   // .padding(.bottom, 60)
    /// PaddingLayout()                                         // .padding()
    /// ```
    public init(edges: Edge.Set = .all, insets: EdgeInsets? = nil) {
        (self.edges, self.insets) = (edges, insets)
    }

    /// Padding of `length` on `edges` (nil: the default 16), as `.padding(edges, length)`.
    ///
    /// ```swift
    /// PaddingLayout(.horizontal, 20)
    /// ```
    public init(_ edges: Edge.Set = .all, _ length: CGFloat?) {
        self.init(edges: edges, insets: length.map { EdgeInsets($0) })
    }

    /// The insets in effect: the chosen edges of `insets` (or of 16 all round), 0 elsewhere.
    ///
    /// ```swift
    /// PaddingLayout(.vertical, nil).effectiveInsets   // top 16, bottom 16, leading 0, trailing 0
    /// ```
    public var effectiveInsets: EdgeInsets {
        let all = insets ?? EdgeInsets(Self.defaultPadding)
        func pick(_ edge: Edge.Set, _ value: CGFloat) -> CGFloat { edges.contains(edge) && value.isFinite ? value : 0 }
        return EdgeInsets(top: pick(.top, all.top), leading: pick(.leading, all.leading),
                          bottom: pick(.bottom, all.bottom), trailing: pick(.trailing, all.trailing))
    }

    /// The proposal the child gets: the padding's minus the insets, never below 0.
    public func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let proposal = proposal.sanitized
        let insets = effectiveInsets
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let insets = effectiveInsets
        let child = UnaryLayoutSupport.childSize(subviews, childProposal(for: proposal))
        return CGSize(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let insets = effectiveInsets
        let childProposal = self.childProposal(for: proposal)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          anchor: .topLeading, proposal: childProposal)
        }
    }

    /// The child's spacing with every padded (non-zero) edge reset to the default.
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        let insets = effectiveInsets
        var reset: Edge.Set = []
        if insets.top != 0 { reset.insert(.top) }
        if insets.leading != 0 { reset.insert(.leading) }
        if insets.bottom != 0 { reset.insert(.bottom) }
        if insets.trailing != 0 { reset.insert(.trailing) }
        return UnaryLayoutSupport.spacing(subviews, resetting: reset)
    }
}
