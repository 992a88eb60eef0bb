import Foundation

/// Settles a scroll view on pages as long as the scroll view, as SwiftUI's
/// `PagingScrollTargetBehavior` (`.paging`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     HStack(spacing: 0) { ForEach(photos) { Photo($0).containerRelativeFrame(.horizontal) } }
/// }
/// .scrollTargetBehavior(.paging)
/// ```
///
/// Rules where SwiftUI is silent: pages start at whole multiples of the scroll view's length along
/// its axis, and the last one at the end of the content; the scroll settles on the page nearest
/// where the release (with its speed) would carry it, but never more than one page from the page
/// the drag started on.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    ///
    /// ```swift
    /// .scrollTargetBehavior(PagingScrollTargetBehavior())
    /// ```
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.mainAxis == .horizontal ? context.containerSize.width : context.containerSize.height
        guard page > 0, page.isFinite else { return }
        let pages = Int((context.maximumOffset / page).rounded(.up))
        context.settle(&target, on: (0...max(pages, 0)).map { CGFloat($0) * page }, limited: true)
    }
}
