import Foundation

/// Where a scroll view will settle, as SwiftUI's `ScrollTarget`: the region of the content to show.
/// A ``ScrollTargetBehavior`` changes it.
///
/// ```swift
/// target.rect.origin.x = (target.rect.minX / 100).rounded() * 100   // settle on 100-pt steps
/// ```
///
/// Rule: with no anchor, the scroll view's top-leading corner goes to `rect`'s origin; with one,
/// the anchor's point of `rect` goes to the same point of the scroll view. The offset is then
/// kept inside the content.
public struct ScrollTarget: Sendable {
    /// The region of the content to show, in the content's coordinates.
    public var rect: CGRect
    /// Which point of `rect` lines up with the same point of the scroll view (nil: top-leading).
    public var anchor: UnitPoint?

    /// A target showing `rect` aligned at `anchor`.
    ///
    /// ```swift
    /// ScrollTarget(rect: CGRect(x: 300, y: 0, width: 300, height: 200))
    /// ```
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// The content offset that shows this target in a scroll view of `viewport` size.
    func contentOffset(viewport: CGSize) -> CGPoint {
        guard let anchor else { return rect.origin }
        return CGPoint(x: rect.minX + anchor.x * (rect.width - viewport.width),
                       y: rect.minY + anchor.y * (rect.height - viewport.height))
    }
}
