import Foundation

/// A proxy for one subview of a layout container, as SwiftUI's `LayoutSubview`.
///
/// A layout measures a subview with ``sizeThatFits(_:)`` or ``dimensions(in:)`` (any number of times)
/// and places it with ``place(at:anchor:proposal:)`` (once per pass, from `placeSubviews`). The view graph
/// creates these; two subviews are equal when they stand for the same view.
///
/// Bad values: a size that comes back NaN or negative reads as 0 (infinite sizes are kept, as a view
/// proposed infinity may legitimately answer infinity).
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { size, subview in
///             let s = subview.sizeThatFits(.unspecified)
///             return CGSize(width: max(size.width, s.width), height: size.height + s.height)
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
public struct LayoutSubview: Equatable {
    let proxy: any LayoutSubviewProxy

    /// Wraps the graph's (or a test's) proxy object.
    init(_ proxy: any LayoutSubviewProxy) { self.proxy = proxy }

    /// The subview's size for `proposal` (NaN and negative dimensions read as 0).
    ///
    /// ```swift
    /// let ideal = subview.sizeThatFits(.unspecified)
    /// ```
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal)
        return CGSize(width: ProposedViewSize.clean(size.width), height: ProposedViewSize.clean(size.height))
    }

    /// The subview's size and alignment guides for `proposal`.
    ///
    /// ```swift
    /// let d = subview.dimensions(in: ProposedViewSize(width: 100, height: nil))
    /// d[VerticalAlignment.firstTextBaseline]
    /// ```
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let proxy = self.proxy
        return ViewDimensions(
            size: size,
            horizontal: { proxy.explicitAlignment(of: $0, in: size, proposal: proposal) },
            vertical: { proxy.explicitAlignment(of: $0, in: size, proposal: proposal) })
    }

    /// The subview's layout priority: stacks serve higher priorities first. NaN reads as 0.
    public var priority: Double {
        let value = proxy.priority
        return value.isNaN ? 0 : value
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { proxy.spacing }

    /// Places the subview: its `anchor` point goes to `position` (in the container's coordinate space,
    /// the space of `bounds`) and it is sized for `proposal`. Non-finite coordinates read as 0.
    ///
    /// ```swift
    /// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    /// ```
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let clean = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        proxy.place(at: clean, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.proxy === b.proxy }
}
