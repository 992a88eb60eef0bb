import Foundation

/// How a pointer responder competes with the others under the pointer (``PointerArena``).
enum PointerPriority {
    /// The deepest, topmost one that recognizes first takes the pointer (`.gesture`).
    case normal
    /// Offered the pointer before the gestures of its subviews (`.highPriorityGesture`).
    case high
    /// Runs beside the others, never taking the pointer from them or losing it (`.simultaneousGesture`).
    case simultaneous
}

/// Something on screen that takes part in pointer sequences: a gesture, a button's press, a text
/// field. Each event returns where the responder stands.
protocol PointerResponder: AnyObject {
    /// How it competes.
    var pointerPriority: PointerPriority { get }
    /// Which of its own and its subviews' gestures take part (``GestureMask``).
    var gestureMask: GestureMask { get }
    /// Whether it is modal: the responders below it (later in arena order) take no part.
    var blocksPointerBelow: Bool { get }
    /// The pointer went down over it.
    func pointerBegan(_ sample: PointerSample) -> GesturePhase
    /// The pointer moved.
    func pointerChanged(_ sample: PointerSample) -> GesturePhase
    /// The pointer went up.
    func pointerEnded(_ sample: PointerSample) -> GesturePhase
    /// Host time passed while the pointer is down.
    func pointerTick(_ time: TimeInterval) -> GesturePhase
    /// Another responder took the pointer, or the sequence was abandoned: stop without acting.
    func pointerCancelled()
    /// A pinch began with its centre over it (see ``InputEvent/pinchBegan(_:)``).
    func pinchBegan(_ sample: PinchSample) -> GesturePhase
    /// The pinch scaled or turned.
    func pinchChanged(_ sample: PinchSample) -> GesturePhase
    /// The pinch ended.
    func pinchEnded(_ sample: PinchSample) -> GesturePhase
}

extension PointerResponder {
    var pointerPriority: PointerPriority { .normal }
    var gestureMask: GestureMask { .all }
    var blocksPointerBelow: Bool { false }
    /// Only gestures follow pinches: a button, a field or a scroll view under one drops out.
    func pinchBegan(_ sample: PinchSample) -> GesturePhase { .failed }
    func pinchChanged(_ sample: PinchSample) -> GesturePhase { .failed }
    func pinchEnded(_ sample: PinchSample) -> GesturePhase { .failed }
}
