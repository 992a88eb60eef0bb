import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`.
///
/// A parent proposes a size to a child, which answers with the size it wants. Each dimension is either a
/// number or `nil` ("unspecified": answer with your ideal size). Two special values probe a view:
/// ``zero`` asks for its minimum and ``infinity`` for its maximum.
///
/// Bad values: a NaN or negative dimension reads as `0` through ``sanitized`` (every layout in MotionUI
/// reads proposals that way), `+infinity` stays infinite.
///
/// ```swift
/// let p = ProposedViewSize(width: 300, height: nil)
/// p.replacingUnspecifiedDimensions()          // 300 × 10
/// ProposedViewSize.unspecified.width          // nil
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "unspecified".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "unspecified".
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    ///
    /// ```swift
    /// ProposedViewSize(width: 100, height: nil)
    /// ```
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }

    /// Creates a proposal with both dimensions of `size`.
    ///
    /// ```swift
    /// ProposedViewSize(CGSize(width: 10, height: 20))   // 10 × 20
    /// ```
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal 0 × 0: asks a view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposal nil × nil: asks a view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal ∞ × ∞: asks a view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The size with every unspecified dimension replaced by the matching one of `size`
    /// (10 × 10 by default, as SwiftUI).
    ///
    /// ```swift
    /// ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions()   // 10 × 5
    /// ```
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    ///
    /// ```swift
    /// ProposedViewSize(width: 1, height: 2)[.vertical]   // 2
    /// ```
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a dimension along `axis` and one across it.
    ///
    /// ```swift
    /// ProposedViewSize(major: 10, minor: nil, axis: .vertical)   // width nil, height 10
    /// ```
    public init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                                   : ProposedViewSize(width: minor, height: major)
    }

    /// The same proposal with NaN and negative dimensions replaced by `0`; `nil` and `+infinity` are kept.
    ///
    /// ```swift
    /// ProposedViewSize(width: -4, height: .nan).sanitized   // 0 × 0
    /// ```
    public var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.map(Self.clean), height: height.map(Self.clean))
    }

    static func clean(_ value: CGFloat) -> CGFloat {
        value.isNaN || value < 0 ? 0 : value
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        return "\(text(width)) × \(text(height))"
    }
}
