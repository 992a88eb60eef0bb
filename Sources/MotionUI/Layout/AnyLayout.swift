import Foundation

/// A type-erased layout, as SwiftUI's `AnyLayout` (iOS 16): the way to change a container's layout
/// without losing its subviews.
///
/// A container made from an `AnyLayout` stays the same container whatever layout it wraps, so
/// switching from one layout to another keeps every subview — its identity and its `@State` — and
/// moves it to its new place; inside `withAnimation` the move is animated, each subview from where
/// it was to where the new layout puts it.
///
/// Rules where SwiftUI is silent: a `Spacer` (or `Divider`) directly inside takes the stack axis of
/// the layout wrapped *now* (`layoutProperties.stackOrientation` of that type), so a spacer in
/// `AnyLayout(HStackLayout())` is horizontal and becomes vertical with `AnyLayout(VStackLayout())`;
/// `AnyLayout(AnyLayout(x))` wraps `x` once; the cache belongs to the wrapped layout and is made
/// anew when the wrapped type changes; the wrapped layout's own `animatableData` is not animated
/// through the eraser (`AnyLayout` has none).
///
/// ```swift
/// struct Badges: View {
///     @State private var isVertical = false
///     var body: some View {
///         let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///         layout {
///             Text("One"); Text("Two"); Text("Three")
///         }
///         .onTapGesture { withAnimation(.spring) { isVertical.toggle() } }
///     }
/// }
/// ```
public struct AnyLayout: Layout, StackOrientationProviding {
    /// The wrapped layout's storage; opaque, made by ``makeCache(subviews:)``.
    public struct Cache {
        fileprivate var value: Any
    }

    private let storage: any AnyLayoutStorage

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = LayoutStorage(layout: layout)
        }
    }

    /// The stack axis of the wrapped layout's type, for the spacers directly inside.
    var stackOrientation: Axis? { storage.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}
