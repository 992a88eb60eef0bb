import Foundation

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout` (iOS 16).
///
/// Layout runs in two phases. First the parent *proposes* a size and the container answers with
/// ``sizeThatFits(proposal:subviews:cache:)`` (it may be asked several times with different proposals);
/// then the parent gives it a frame and ``placeSubviews(in:proposal:subviews:cache:)`` places every
/// subview in it. The built-in stacks, frames, padding and fixed size of MotionUI are layouts too.
///
/// Only the two methods above are required. ``makeCache(subviews:)`` creates storage shared by both
/// phases (the view graph keeps it and calls ``updateCache(_:subviews:)`` when the subviews change);
/// ``spacing(subviews:cache:)`` reports the container's own spacing preferences;
/// `explicitAlignment` states guides of the container (none by default: the guide's default value).
///
/// ```swift
/// struct Overlap: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
///                           proposal: ProposedViewSize(bounds.size))
///         }
///     }
/// }
/// ```
public protocol Layout: Animatable {
    /// Storage shared by the two phases; `Void` unless the layout declares one.
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of this layout type (its stack orientation). Default: not a stack.
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (the frame the parent gave, in the parent's coordinate space);
    /// `proposal` is the proposal from which the container computed that frame's size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's spacing preferences. Default: the union of all subviews' preferences on all edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache after the subviews changed. Default: replaces it with `makeCache`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The container's explicit x for `guide` placed in `bounds`, or `nil` (default): use the guide's default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's explicit y for `guide` placed in `bounds`, or `nil` (default): use the guide's default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// Default: not a stack (`stackOrientation` nil).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Default: the union of every subview's spacing on every edge (as SwiftUI).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    /// Default: `cache = makeCache(subviews:)`.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Default: no explicit guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Default: no explicit guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// A layout without storage needs no cache.
    public func makeCache(subviews: Subviews) -> Void { () }
}
