import Foundation

/// Settles a scroll view with one of the views of its `.scrollTargetLayout()` layout at its
/// leading edge (after the content margin), as SwiftUI's `ViewAlignedScrollTargetBehavior`
/// (`.viewAligned`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(cards) { Card($0).frame(width: 260) } }.scrollTargetLayout()
/// }
/// .contentMargins(.horizontal, 30)
/// .scrollTargetBehavior(.viewAligned)
/// ```
///
/// Rules where SwiftUI is silent: the scroll settles on the view whose leading edge is nearest
/// where the release (with its speed) would carry it, kept inside the content; when the limit
/// applies it moves at most one view from the one the drag started on. Without a target layout
/// the scroll stays where it was released.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Whether one drag may move past more than one view.
    public struct LimitBehavior: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case automatic, always, never }

        private let kind: Kind

        /// Limited for a scroll view that scrolls horizontally, unlimited for a vertical one
        /// (Motion's reading of "limited in compact horizontal size classes").
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most one view a drag.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// Any number of views a drag.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }

        /// Whether the limit applies along `axis`.
        func limits(along axis: Axis) -> Bool {
            switch kind {
            case .automatic: axis == .horizontal
            case .always: true
            case .never: false
            }
        }
    }

    /// Whether a drag moves at most one view.
    public var limitBehavior: LimitBehavior

    /// The view-aligned behaviour with `limitBehavior`.
    ///
    /// ```swift
    /// .scrollTargetBehavior(ViewAlignedScrollTargetBehavior(limitBehavior: .always))
    /// ```
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let horizontal = context.mainAxis == .horizontal
        let edges = context.targetFrames.map { horizontal ? $0.minX - context.margins.leading : $0.minY - context.margins.top }
        context.settle(&target, on: edges, limited: limitBehavior.limits(along: context.mainAxis))
    }
}
