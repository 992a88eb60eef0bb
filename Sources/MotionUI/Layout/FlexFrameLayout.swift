import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// as SwiftUI's `_FlexFrameLayout`. Each axis follows SwiftUI's documented rules:
///
/// - The child is proposed the frame's proposal clamped to `[min, max]`; an unspecified (nil)
///   proposal becomes the ideal dimension when there is one (else stays nil).
/// - Without min and max the frame takes the child's size in that axis.
/// - With a min: `size = max(min, min(child, proposed))` — at least `min`, and a proposal smaller than
///   the child wins over the child.
/// - With a max: then `size = min(max, max(size, proposed))` — a proposal larger than the child wins,
///   up to `max`. With both, this is the proposal clamped to `[min, max]`, as SwiftUI documents.
/// - "Proposed" for an unspecified proposal is the ideal dimension if given, else the child's size —
///   so `frame(maxWidth: .infinity)` asked for its ideal size is its child's ideal width, not ∞.
///
/// `maxWidth: .infinity` makes a view as wide as offered: Text 102 wide proposed 300 becomes a
/// 300-wide frame with the text centred at x = 99.
///
/// Bad values: NaN or negative bounds read as nil / 0 (NaN → nil, negative → 0); an infinite min or
/// ideal reads as nil (only max may be infinite); a min above the max raises the max to the min.
///
/// ```swift
/// // The seed's `Text("Login").frame(maxWidth: .infinity)` in a 300-wide column: 300 wide.
/// let wide = FlexFrameLayout(maxWidth: .infinity)
/// ```
public struct FlexFrameLayout: Layout, Hashable, Sendable {
    /// Width bounds (nil: none): at least `minWidth`, `idealWidth` when unspecified, at most `maxWidth`.
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    /// Height bounds (nil: none), as the width's.
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    /// Where the child goes inside the frame.
    public var alignment: Alignment

    /// A flexible frame; every bound is optional.
    ///
    /// ```swift
    /// FlexFrameLayout(minWidth: 100, maxWidth: 200, alignment: .leading)
    /// ```
    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) {
        func low(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN else { return nil }
            return v.isInfinite ? (v > 0 ? nil : 0) : max(0, v)
        }
        func high(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN else { return nil }
            return max(0, v)
        }
        (self.minWidth, self.idealWidth, self.maxWidth) = (low(minWidth), low(idealWidth), high(maxWidth))
        (self.minHeight, self.idealHeight, self.maxHeight) = (low(minHeight), low(idealHeight), high(maxHeight))
        if let lo = self.minWidth, let hi = self.maxWidth, hi < lo { self.maxWidth = lo }
        if let lo = self.minHeight, let hi = self.maxHeight, hi < lo { self.maxHeight = lo }
        self.alignment = alignment
    }

    private static func childDimension(_ proposed: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat? {
        guard var value = proposed else { return ideal }
        if let lo { value = Swift.max(value, lo) }
        if let hi { value = Swift.min(value, hi) }
        return value
    }

    private static func dimension(_ proposed: CGFloat?, child: CGFloat, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat {
        guard lo != nil || hi != nil else { return child }
        let offered = proposed ?? ideal ?? child
        var size = child
        if let lo { size = Swift.max(lo, Swift.min(size, offered)) }
        if let hi { size = Swift.min(hi, Swift.max(size, offered)) }
        return size
    }

    /// The proposal the child gets (see the type's rules).
    ///
    /// ```swift
    /// FlexFrameLayout(maxWidth: 100).childProposal(for: ProposedViewSize(width: 300, height: 50))  // 100 × 50
    /// ```
    public func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let p = proposal.sanitized
        return ProposedViewSize(width: Self.childDimension(p.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                                height: Self.childDimension(p.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let p = proposal.sanitized
        let child = UnaryLayoutSupport.childSize(subviews, childProposal(for: p))
        return CGSize(width: Self.dimension(p.width, child: child.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                      height: Self.dimension(p.height, child: child.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        UnaryLayoutSupport.place(subviews, in: bounds, proposal: childProposal(for: proposal), alignment: alignment)
    }
}
