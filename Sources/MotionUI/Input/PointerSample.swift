import Foundation

/// One moment of a pointer sequence, as a gesture sees it: where the pointer is in the window and
/// in the gesture's view, whether it is over the view's hit area, and when (host clock).
struct PointerSample {
    /// Window points.
    var location: CGPoint
    /// The gesture's view's own coordinates (its top-leading corner is the origin), through every
    /// transform it is drawn with.
    var localLocation: CGPoint
    /// Whether the pointer is over the view's hit area.
    var isInside: Bool
    /// Host time, seconds.
    var time: TimeInterval

    /// The location in `space`: the view's own (`.local`) or the window's (anything else: named
    /// spaces resolve to the window here).
    func location(in space: CoordinateSpace) -> CGPoint {
        space == .local ? localLocation : location
    }
}

/// Where a gesture stands in a pointer sequence.
enum GesturePhase: Equatable {
    /// It may still recognize.
    case possible
    /// It recognized and is running (a drag past its minimum distance).
    case active
    /// It finished: it recognized and is over.
    case ended
    /// It will not recognize in this sequence (or another gesture won).
    case failed

    /// Whether the gesture has recognized (running or finished).
    var hasRecognized: Bool { self == .active || self == .ended }
    /// Whether the gesture is done with this sequence.
    var isDone: Bool { self == .ended || self == .failed }
}
