import Foundation

/// The name a scroll view's coordinate space answers to: any scroll view (`axis` nil) or one that
/// scrolls along `axis`.
struct ScrollViewSpaceName: Hashable {
    var axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest enclosing scroll view, as SwiftUI's (iOS 17)
    /// `.scrollView`: its origin is the scroll view's top-leading corner (its visible region, not
    /// its content), so a view's `minY` in it falls as the content scrolls up. Outside any scroll
    /// view it measures in the window (as any name no ancestor carries).
    ///
    /// ```swift
    /// Photo().visualEffect { content, proxy in
    ///     content.offset(y: -proxy.frame(in: .scrollView).minY * 0.3)
    /// }
    /// ```
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The coordinate space of the nearest enclosing scroll view that scrolls along `axis`.
    ///
    /// ```swift
    /// proxy.frame(in: .scrollView(axis: .horizontal)).minX
    /// ```
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}
