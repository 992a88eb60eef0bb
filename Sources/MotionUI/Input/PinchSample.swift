import Foundation

/// One moment of a pinch sequence (``InputEvent/pinchBegan(_:)`` and the events after it), as a
/// gesture sees it: its centre as a pointer sample (in the window and in the gesture's view, when)
/// and what the pinch did since its previous event.
struct PinchSample {
    /// The pinch's centre: window and local points, whether it is over the view, host time.
    var centre: PointerSample
    /// The factor the pinch scaled by since its previous event (1 in its first sample).
    var scale: CGFloat
    /// The angle it turned by since its previous event, positive clockwise on screen (zero in its
    /// first sample).
    var rotation: Angle
    /// The size the gesture's view was last drawn at, for unit anchors (zero until it is drawn);
    /// its gesture node sets it.
    var viewSize: CGSize = .zero
}
