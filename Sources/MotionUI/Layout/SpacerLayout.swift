import Foundation

/// The sizing of a `Spacer`, as SwiftUI's: flexible along the axis of the stack it is in, zero across;
/// flexible on both axes outside a stack.
///
/// - Along the stack axis the spacer takes what it is proposed, but never less than its minimum
///   length (``ViewSpacing/defaultSpacing``, 8 points, when `minLength` is nil). Proposed nothing
///   (`nil`, ideal size), it is its minimum length.
/// - Its layout priority is −∞ (``layoutPriority``): a stack serves every other view first, keeping
///   only the spacers' minimum lengths back, then gives the spacers what is left.
/// - Its spacing preference is 0 on the edges along the stack axis (all edges outside a stack), so
///   a stack adds no gap next to it.
///
/// Bad values: a NaN or infinite `minLength` reads as nil (the default 8), a negative one as 0.
///
/// ```swift
/// let spacer = SpacerLayout()
/// spacer.sizeThatFits(ProposedViewSize(width: 300, height: 400), axis: .vertical)  // 0 × 400
/// spacer.sizeThatFits(.unspecified, axis: .vertical)                              // 0 × 8
/// spacer.sizeThatFits(.zero, axis: nil)                                           // 8 × 8
/// ```
public struct SpacerLayout: Hashable, Sendable {
    /// The least length along the expansion axis; nil means the default spacing (8).
    public var minLength: CGFloat?

    /// A spacer with an optional minimum length.
    ///
    /// ```swift
    /// SpacerLayout(minLength: 0)
    /// ```
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A spacer's layout priority: −∞, below every other view.
    public static let layoutPriority: Double = -.infinity

    /// The minimum length in use: `minLength`, or 8 when nil (see the type's bad-value rules).
    ///
    /// ```swift
    /// SpacerLayout().resolvedMinLength   // 8
    /// ```
    public var resolvedMinLength: CGFloat {
        guard let length = minLength, length.isFinite else { return ViewSpacing.defaultSpacing }
        return max(0, length)
    }

    /// The spacer's size for `proposal` inside a stack along `axis` (`nil`: not in a stack).
    ///
    /// ```swift
    /// SpacerLayout(minLength: 20).sizeThatFits(ProposedViewSize(width: 5, height: 5), axis: .horizontal)  // 20 × 0
    /// ```
    public func sizeThatFits(_ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let proposal = proposal.sanitized
        let length = resolvedMinLength
        func along(_ value: CGFloat?) -> CGFloat { value.map { max($0, length) } ?? length }
        switch axis {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    /// The spacer's spacing preferences in a stack along `axis`: 0 on the edges along the axis
    /// (all four edges outside a stack), no preference on the others.
    ///
    /// ```swift
    /// SpacerLayout().spacing(axis: .vertical)   // top 0, bottom 0, leading/trailing default
    /// ```
    public func spacing(axis: Axis?) -> ViewSpacing {
        switch axis {
        case .horizontal?: return ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical?: return ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: return .zero
        }
    }
}
