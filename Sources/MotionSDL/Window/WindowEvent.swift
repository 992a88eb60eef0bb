import CSDL2
import Foundation

/// What happened to a window, in points: the SDL events the frame loop passes on.
///
/// Positions are window coordinates in points (SDL reports mouse positions in window
/// coordinates, which are points on HiDPI displays), so they match what was drawn.
///
/// ```swift
/// loop.onEvent = { event in
///     switch event {
///     case .mouseDown(let point, _): print("click at", point)
///     case .keyDown(.space, _): print("space")
///     default: break
///     }
/// }
/// ```
public enum WindowEvent: Equatable, Sendable {
    /// The window's close button, or the application was asked to quit.
    case quitRequested
    /// A key went down; `isRepeat` when it is auto-repeat of a held key.
    case keyDown(Key, isRepeat: Bool)
    /// A key went up.
    case keyUp(Key)
    /// Text was typed (after keyboard layout and input method), UTF-8.
    case textInput(String)
    /// A mouse button went down at a point; button 1 is the left, 2 the middle, 3 the right.
    case mouseDown(CGPoint, button: Int)
    /// A mouse button went up.
    case mouseUp(CGPoint, button: Int)
    /// The mouse moved to a point.
    case mouseMoved(CGPoint)
    /// The mouse wheel or a trackpad scrolled, in points of content to scroll: positive `height`
    /// scrolls down (towards later content), positive `width` right. One wheel notch is
    /// ``wheelNotch`` points; SDL's precise values (trackpads) scale the same way; "natural"
    /// (flipped) scrolling is undone so the content follows the fingers as the system says.
    case mouseWheel(CGSize)
    /// Two fingers pinched or turned on a touchpad or touch screen (`SDL_MULTIGESTURE`): the
    /// factor they scaled by and the angle they turned by (positive clockwise on screen) since the
    /// previous such event. The distance change SDL reports is a fraction of the touch surface:
    /// fingers that spread by a quarter of it double the size (``pinchScale(forDistanceChange:)``).
    case pinch(scale: CGFloat, rotation: Angle)
    /// The pointer left the window.
    case mouseLeft
    /// The window's size changed, to this many points.
    case resized(CGSize)
    /// The window was minimised (hidden): nothing is drawn until it is restored.
    case minimized
    /// The window came back from being minimised.
    case restored

    /// Points of content one wheel notch scrolls.
    public static let wheelNotch: CGFloat = 40

    /// The scale factor of fingers whose distance changed by `change` (a fraction of the touch
    /// surface, as `SDL_MULTIGESTURE`'s `dDist`): `2^(4 × change)`, so a quarter of the surface
    /// doubles or halves, and opposite changes undo each other.
    ///
    /// ```swift
    /// WindowEvent.pinchScale(forDistanceChange: 0.25)   // 2
    /// ```
    public static func pinchScale(forDistanceChange change: CGFloat) -> CGFloat {
        pow(2, 4 * change)
    }

    /// The event for an SDL event, or `nil` for events Motion does not use.
    init?(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            self = .quitRequested
        case SDL_KEYDOWN.rawValue:
            self = .keyDown(Key(code: event.key.keysym.sym), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP.rawValue:
            self = .keyUp(Key(code: event.key.keysym.sym))
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            self = .textInput(string)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            self = .mouseDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: Int(event.button.button))
        case SDL_MOUSEBUTTONUP.rawValue:
            self = .mouseUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: Int(event.button.button))
        case SDL_MOUSEMOTION.rawValue:
            self = .mouseMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
        case SDL_MOUSEWHEEL.rawValue:
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            self = .mouseWheel(CGSize(width: CGFloat(event.wheel.preciseX) * flip * WindowEvent.wheelNotch,
                                      height: -CGFloat(event.wheel.preciseY) * flip * WindowEvent.wheelNotch))
        case SDL_MULTIGESTURE.rawValue:
            // SDL's touch coordinates run y down, so its positive angle turns clockwise on screen.
            self = .pinch(scale: WindowEvent.pinchScale(forDistanceChange: CGFloat(event.mgesture.dDist)),
                          rotation: .radians(Double(event.mgesture.dTheta)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                self = .mouseLeft
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                self = .quitRequested
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                self = .resized(CGSize(width: Int(event.window.data1), height: Int(event.window.data2)))
            case SDL_WINDOWEVENT_MINIMIZED.rawValue:
                self = .minimized
            case SDL_WINDOWEVENT_RESTORED.rawValue:
                self = .restored
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
