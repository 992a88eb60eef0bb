import Foundation

/// Something on screen that takes pointer input: a tap gesture, a button, a text field.
protocol HitTarget: AnyObject {
    /// The pointer went down inside; return false to let regions below take it.
    func pointerDown(at point: CGPoint) -> Bool
    /// The pointer moved while this target holds it; `inside` tells whether it is over the target.
    func pointerMoved(inside: Bool)
    /// The pointer went up; `inside` tells whether it is over the target.
    func pointerUp(inside: Bool)
}

/// Where a hit target was drawn in the last frame: its local rectangle and the transform to the window.
struct HitRegion {
    let target: HitTarget
    let rect: CGRect
    let transform: CGAffineTransform
    let clip: CGRect?

    /// Whether `point` (window points) falls inside the region, through its transform and clip. A
    /// region drawn through a singular transform (scaled to nothing, say) covers no area: it takes
    /// no point.
    func contains(_ point: CGPoint) -> Bool {
        if let clip, !clip.contains(point) { return false }
        let det = transform.determinant
        guard det != 0, det.isFinite else { return false }
        let local = point.applying(transform.inverted())
        return rect.contains(local)
    }

    /// The local point for a window point.
    func localPoint(_ point: CGPoint) -> CGPoint { point.applying(transform.inverted()) }
}
