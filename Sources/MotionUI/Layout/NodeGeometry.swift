import Foundation

/// Where a node is in the window, from the laid-out frames of its ancestors and the transforms of
/// the effects between them (the measurements behind `GeometryReader` and `matchedGeometryEffect`).
extension ViewNode {
    /// The transform from this node's local space (origin at its frame's top-leading corner) to
    /// window points: `presented` uses the values on screen now, otherwise the model (laid-out)
    /// values. Transitions are not included.
    func transformToWindow(presented: Bool) -> CGAffineTransform {
        var frame = presented ? presentedFrame : modelFrame
        var transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        var node = parent
        while let ancestor = node {
            frame = presented ? ancestor.presentedFrame : ancestor.modelFrame
            if let effect = ancestor.contentTransform(presented: presented, size: frame.size) {
                transform = transform.concatenating(effect)
            }
            if frame.origin != .zero {
                transform = transform.concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            }
            node = ancestor.parent
        }
        return transform
    }

    /// The laid-out frame in window points (the bounding box when effects rotate or scale it).
    var modelFrameInWindow: CGRect {
        CGRect(origin: .zero, size: modelFrame.size).applying(transformToWindow(presented: false))
    }
}
