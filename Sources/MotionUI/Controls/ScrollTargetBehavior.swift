import Foundation

/// How a scroll view settles when a drag ends, as SwiftUI's (iOS 17) `ScrollTargetBehavior`:
/// `updateTarget` moves the target the drag would reach to where the view should stop, and the
/// scroll view animates there. Motion ships ``PagingScrollTargetBehavior`` (`.paging`) and
/// ``ViewAlignedScrollTargetBehavior`` (`.viewAligned`); write your own to snap your way.
///
/// ```swift
/// struct Steps: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.y = (target.rect.minY / 80).rounded() * 80
///     }
/// }
/// ScrollView { rows }.scrollTargetBehavior(Steps())
/// ```
///
/// Rules where SwiftUI is silent: a behaviour runs when a drag that scrolled is released (Motion
/// adds no momentum of its own, and the wheel scrolls freely); the scroll view moves to the
/// updated target, kept inside the content, with `.smooth` (a spring of 0.5 s, no bounce).
public protocol ScrollTargetBehavior {
    /// The context `updateTarget` gets.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target` to where the scroll view should settle.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view of the `.scrollTargetLayout()` layout at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view at the leading edge, moving at most one view a drag when `limitBehavior` says so.
    ///
    /// ```swift
    /// .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
    /// ```
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets how scroll views inside settle when a drag ends.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { pages } }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}
