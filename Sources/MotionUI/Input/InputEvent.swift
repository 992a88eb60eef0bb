import Foundation

/// Input in window points, as the backend delivers it to ``ViewHost/send(_:)``.
///
/// ```swift
/// host.send(.pointerDown(CGPoint(x: 40, y: 300)))
/// host.send(.pointerUp(CGPoint(x: 40, y: 300)))
/// host.send(.text("é"))
/// host.send(.key(.backspace))
/// host.send(.pinchBegan(CGPoint(x: 150, y: 150)))
/// host.send(.pinchChanged(scale: 1.1, rotation: .degrees(5), at: CGPoint(x: 150, y: 150)))
/// host.send(.pinchEnded(CGPoint(x: 150, y: 150)))
/// ```
public enum InputEvent: Hashable, Sendable {
    case pointerDown(CGPoint)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint)
    /// The pointer moved with no button down (hover).
    case hover(CGPoint)
    /// The pointer left the window: nothing is hovered.
    case hoverEnded
    /// Scroll the content under `at` by this many points (positive `height`: towards later content).
    case scroll(CGSize, at: CGPoint)
    /// A key press (editing and navigation keys; characters arrive as `.text`).
    case key(Key, modifiers: KeyModifiers = [])
    /// Text typed (one or more characters, UTF-8 already decoded).
    case text(String)
    /// A pinch began around a centre point: a touchpad's two fingers, or Ctrl + wheel in the
    /// runner. It goes to the gestures under the centre (``MagnifyGesture``, ``RotateGesture``), as
    /// a press goes to those under the pointer, and cancels a pointer sequence that is running.
    case pinchBegan(CGPoint)
    /// The pinch scaled by `scale` (a factor: 1.1 is 10 % larger, 1 is no change) and turned by
    /// `rotation` (positive: clockwise on screen) since its previous event, around `at`. With no
    /// pinch running it is ignored.
    case pinchChanged(scale: CGFloat, rotation: Angle, at: CGPoint)
    /// The pinch ended at a centre point (the fingers lifted, or the wheel went quiet).
    case pinchEnded(CGPoint)

    /// Keys that text fields and focus handle.
    public enum Key: Hashable, Sendable {
        case tab, backspace, delete, left, right, home, end, enter, escape, space, up, down
    }

    /// Modifier keys held during a key press.
    public struct KeyModifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = KeyModifiers(rawValue: 1)
        public static let control = KeyModifiers(rawValue: 2)
        public static let alt = KeyModifiers(rawValue: 4)
    }
}
