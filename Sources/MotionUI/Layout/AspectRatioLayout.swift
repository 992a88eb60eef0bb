import Foundation

/// The layout of `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`, as SwiftUI's:
/// the child is offered the largest size of the given ratio that fits in (`.fit`), or the smallest
/// that covers (`.fill`), the proposal; the frame is the size the child then takes, and the child is
/// centred in it.
///
/// The rules, from SwiftUI's documented behaviour: a nil ratio is the child's ideal size's
/// (the child asked with an unspecified proposal); a square ratio counts as 1 × 1. The scale on an
/// axis is the proposed length over the ratio's, and infinite where the proposal leaves the axis
/// open (nil); `.fit` takes the smaller scale, `.fill` the larger. A wholly unspecified proposal
/// passes through unchanged (the child takes its ideal size). Where SwiftUI is silent: a scale
/// times a zero ratio side (a zero-width or zero-height ideal size) offers 0 on that axis.
///
/// ```swift
/// // Offered 200 × 200, a 3:4 ratio fits as 150 × 200 and fills as 200 × 266.67.
/// Ellipse().fill(.purple).aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)
/// ```
public struct AspectRatioLayout: Layout, Hashable, Sendable {
    /// Width over height, or nil for the child's own (ideal) ratio.
    public var aspectRatio: CGFloat?
    /// Fit inside or fill the proposal.
    public var contentMode: ContentMode

    /// A layout keeping `aspectRatio` (nil: the child's ideal ratio) by `contentMode`.
    ///
    /// ```swift
    /// AspectRatioLayout(aspectRatio: 16.0 / 9, contentMode: .fit)
    /// ```
    public init(aspectRatio: CGFloat? = nil, contentMode: ContentMode) {
        (self.aspectRatio, self.contentMode) = (aspectRatio, contentMode)
    }

    /// What the child is offered for `proposal`; `idealSize` answers the child's ideal size.
    func childProposal(for proposal: ProposedViewSize, idealSize: () -> CGSize) -> ProposedViewSize {
        let proposal = proposal.sanitized
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var ratio = aspectRatio.map { CGSize(width: $0.isFinite && $0 >= 0 ? $0 : 0, height: 1) } ?? idealSize()
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        func scale(_ offered: CGFloat?, _ side: CGFloat) -> CGFloat {
            guard let offered, side != 0 || offered != 0 else { return .infinity }
            return offered / side
        }
        let scaleX = scale(proposal.width, ratio.width), scaleY = scale(proposal.height, ratio.height)
        let factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        func side(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * factor }
        return ProposedViewSize(width: side(ratio.width), height: side(ratio.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        UnaryLayoutSupport.childSize(subviews, childProposal(for: proposal) {
            UnaryLayoutSupport.childSize(subviews, .unspecified)
        })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let offered = childProposal(for: proposal) { UnaryLayoutSupport.childSize(subviews, .unspecified) }
        UnaryLayoutSupport.place(subviews, in: bounds, proposal: offered, alignment: .center)
    }
}

extension View {
    /// Constrains the view to the aspect ratio `aspectRatio` (width over height; nil keeps the view's
    /// own ideal ratio), fitting inside or filling what it is offered (see ``AspectRatioLayout``).
    ///
    /// ```swift
    /// Ellipse().fill(.purple).aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier(layout: AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    ///
    /// ```swift
    /// Ellipse().fill(.purple).aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit what it is offered, keeping its ideal aspect ratio:
    /// `aspectRatio(nil, contentMode: .fit)`.
    ///
    /// ```swift
    /// Circle().fill(.pink).scaledToFit().frame(width: 300, height: 150)   // a 150-point circle
    /// ```
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill what it is offered, keeping its ideal aspect ratio:
    /// `aspectRatio(nil, contentMode: .fill)`.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFill().frame(width: 200, height: 120).clipped()
    /// ```
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
