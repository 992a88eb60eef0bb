import CSDL2

/// What went wrong talking to SDL, with what to do about it.
///
/// Every case carries SDL's own message (`SDL_GetError()` at the time of failure) and its
/// ``description`` is one line that names the failing call and, where there is one, the fix.
///
/// ```swift
/// do {
///     let window = try Window(title: "Motion", size: CGSize(width: 800, height: 600))
///     _ = window
/// } catch let error as SDLError {
///     print(error)   // "no display: set DISPLAY (or WAYLAND_DISPLAY) or use --headless (SDL: ...)"
/// }
/// ```
public enum SDLError: Error, Equatable, CustomStringConvertible {
    /// SDL's core, SDL_ttf or SDL_image could not start.
    case initializationFailed(library: String, sdlMessage: String)
    /// No video driver could start: there is no display to open a window on.
    case noDisplay(sdlMessage: String)
    /// `SDL_CreateWindow` failed.
    case windowCreationFailed(sdlMessage: String)
    /// Neither an accelerated nor a software renderer could be created.
    case rendererCreationFailed(sdlMessage: String)
    /// An off-screen surface of this size in pixels could not be created.
    case surfaceCreationFailed(width: Int, height: Int, sdlMessage: String)
    /// A size in pixels that SDL cannot hold (zero, negative, or above ``maximumPixelDimension``).
    case invalidSize(width: Int, height: Int)
    /// A PNG could not be written.
    case imageWriteFailed(path: String, sdlMessage: String)
    /// An image could not be read.
    case imageReadFailed(path: String, sdlMessage: String)
    /// A draw call was refused by the renderer.
    case drawFailed(call: String, sdlMessage: String)
    /// A font file is missing or unreadable; the DejaVu fonts come from Debian's `fonts-dejavu-core`.
    case fontUnavailable(path: String, sdlMessage: String)

    /// The largest width or height, in pixels, of a surface or window this module creates.
    public static let maximumPixelDimension = 16_384

    /// SDL's last error message, or `"no details"` when SDL has none.
    static func lastMessage() -> String {
        guard let raw = SDL_GetError() else { return "no details" }
        let text = String(cString: raw)
        return text.isEmpty ? "no details" : text
    }

    public var description: String {
        switch self {
        case let .initializationFailed(library, message):
            return "\(library) could not start; check that its shared library is installed (SDL: \(message))"
        case let .noDisplay(message):
            return "no display: set DISPLAY (or WAYLAND_DISPLAY) or use --headless (SDL: \(message))"
        case let .windowCreationFailed(message):
            return "could not open a window; check the display and SDL_VIDEODRIVER, or use --headless (SDL: \(message))"
        case let .rendererCreationFailed(message):
            return "could not create an accelerated or a software renderer for the window (SDL: \(message))"
        case let .surfaceCreationFailed(width, height, message):
            return "could not create a \(width)x\(height) off-screen surface; try a smaller size (SDL: \(message))"
        case let .invalidSize(width, height):
            return "invalid size \(width)x\(height) pixels: width and height must be between 1 and \(SDLError.maximumPixelDimension)"
        case let .imageWriteFailed(path, message):
            return "could not write PNG '\(path)'; check that the folder exists and is writable (SDL: \(message))"
        case let .imageReadFailed(path, message):
            return "could not read image '\(path)'; check the path and that it is a PNG (SDL: \(message))"
        case let .drawFailed(call, message):
            return "\(call) failed (SDL: \(message))"
        case let .fontUnavailable(path, message):
            return "font '\(path)' is missing or unreadable; install it with `apt-get install fonts-dejavu-core` (SDL: \(message))"
        }
    }
}
