import Foundation

/// What a ``ScrollTargetBehavior`` knows when a drag ends, as SwiftUI's
/// `ScrollTargetBehaviorContext`.
///
/// ```swift
/// func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///     if context.velocity.dx > 0 { target.rect.origin.x = context.contentSize.width - context.containerSize.width }
/// }
/// ```
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would stop on its own: where the drag was released plus how far the
    /// release speed carries it (`velocity × 0.499 s`, UIKit's normal deceleration).
    public var originalTarget: ScrollTarget
    /// How fast the content offset moved at release, points per second (positive: the offset grows).
    public var velocity: CGVector
    /// The size of the content, margins included.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set

    /// The content offset when the drag began.
    var startOffset: CGPoint
    /// The frames of the views of `.scrollTargetLayout()` layouts, in the content's coordinates.
    var targetFrames: [CGRect]
    /// The content margins of the scroll view.
    var margins: EdgeInsets

    /// The axis a behaviour settles along: horizontal for a scroll view that scrolls horizontally
    /// alone, vertical otherwise.
    var mainAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    /// The largest content offset along the main axis.
    var maximumOffset: CGFloat {
        mainAxis == .horizontal ? max(contentSize.width - containerSize.width, 0) : max(contentSize.height - containerSize.height, 0)
    }
}

extension ScrollTargetBehaviorContext {
    /// Moves `target` along the main axis to the candidate offset nearest the original target —
    /// with `limited`, no further than the candidates just before and after the one nearest the
    /// drag's start. Candidates are kept inside the content; with none the target stays.
    func settle(_ target: inout ScrollTarget, on candidates: [CGFloat], limited: Bool) {
        let horizontal = mainAxis == .horizontal
        let stops = Set(candidates.filter(\.isFinite).map { min(max($0, 0), maximumOffset) }).sorted()
        guard !stops.isEmpty else { return }
        func nearest(to value: CGFloat, in range: ClosedRange<Int>) -> Int {
            range.min { abs(stops[$0] - value) < abs(stops[$1] - value) } ?? range.lowerBound
        }
        let projected = horizontal ? originalTarget.rect.minX : originalTarget.rect.minY
        var range = 0...(stops.count - 1)
        if limited {
            let start = nearest(to: horizontal ? startOffset.x : startOffset.y, in: range)
            range = max(start - 1, 0)...min(start + 1, stops.count - 1)
        }
        let stop = stops[nearest(to: projected, in: range)]
        target.anchor = nil
        if horizontal { target.rect.origin.x = stop } else { target.rect.origin.y = stop }
    }
}
