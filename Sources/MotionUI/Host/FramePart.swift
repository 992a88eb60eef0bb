/// A part of making one frame, in the order a frame goes through them: the update (timers,
/// main-queue work, state writes applied, bodies re-evaluated, animation values at the frame's
/// time), layout, building the display list, rendering it, and presenting the picture.
///
/// ``ViewHost`` reports the first three to its ``ViewHost/framePartObserver`` as they begin and
/// end; a backend measures the last two itself. MotionUI never reads a clock: whoever observes the
/// parts (the app runtime's trace, say) reads its own.
///
/// ```swift
/// host.framePartObserver = { part, edge in print(part.title, edge) }   // "layout begin" …
/// host.advance(by: 1.0 / 60)
/// ```
public enum FramePart: Int, CaseIterable, Sendable {
    /// Timers, main-queue work, state writes applied, bodies re-evaluated, animation values.
    case update
    /// Sizes proposed and views placed.
    case layout
    /// The flat drawing commands built from the laid-out tree.
    case displayList
    /// The display list drawn into pixels (a backend's part).
    case render
    /// The picture shown or written (a backend's part: the window's present, a PNG written).
    case present

    /// Where a part is when it is reported.
    public enum Edge: Sendable {
        /// The part starts.
        case begin
        /// The part is over.
        case end
    }

    /// The part's name for people and traces: `"update"`, `"layout"`, `"display list"`, `"render"`, `"present"`.
    public var title: String {
        switch self {
        case .update: return "update"
        case .layout: return "layout"
        case .displayList: return "display list"
        case .render: return "render"
        case .present: return "present"
        }
    }
}
