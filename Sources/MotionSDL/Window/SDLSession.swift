import CSDL2
import Foundation

/// The process-wide SDL libraries: SDL's core, SDL_ttf and SDL_image, started once and shared.
///
/// ``start()`` is idempotent: the first call starts SDL (timer and events), SDL_ttf and SDL_image
/// (PNG); later calls return the same session, so every test and every canvas can call it freely.
/// Video is separate (``startVideo()``) because it needs a display, which headless rendering does
/// not. ``shutdown()`` quits all three and is idempotent too; a later ``start()`` starts them again,
/// but windows, canvases and textures made before the shutdown must not be used after it.
///
/// ```swift
/// let session = try SDLSession.start()
/// try session.startVideo()          // only when a window is wanted
/// // ... draw ...
/// SDLSession.shutdown()             // optional, at exit
/// ```
public final class SDLSession: @unchecked Sendable {
    private static let lock = NSLock()
    private static var current: SDLSession?

    private var videoRunning = false

    /// Video drivers that open windows nobody can see.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy"]

    private init() {}

    /// Starts SDL's core, SDL_ttf and SDL_image if they are not running, and returns the session.
    ///
    /// ```swift
    /// let session = try SDLSession.start()
    /// ```
    /// - Throws: ``SDLError/initializationFailed(library:sdlMessage:)`` naming the library that failed.
    @discardableResult
    public static func start() throws -> SDLSession {
        lock.lock()
        defer { lock.unlock() }
        if let session = current { return session }
        if SDL_Init(UInt32(SDL_INIT_TIMER) | UInt32(SDL_INIT_EVENTS)) != 0 {
            throw SDLError.initializationFailed(library: "SDL2", sdlMessage: SDLError.lastMessage())
        }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            let message = SDLError.lastMessage()
            SDL_Quit()
            throw SDLError.initializationFailed(library: "SDL2_ttf", sdlMessage: message)
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 {
            let message = SDLError.lastMessage()
            TTF_Quit()
            SDL_Quit()
            throw SDLError.initializationFailed(library: "SDL2_image (PNG)", sdlMessage: message)
        }
        let session = SDLSession()
        current = session
        return session
    }

    /// Whether a session is running (between ``start()`` and ``shutdown()``).
    ///
    /// ```swift
    /// if !SDLSession.isRunning { try SDLSession.start() }
    /// ```
    public static var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return current != nil
    }

    /// Starts SDL's video subsystem (needed for windows, not for headless canvases). Idempotent.
    ///
    /// Honours `SDL_VIDEODRIVER` (for example `dummy` in tests). When it is not set and SDL can only
    /// start a driver that shows nothing (`offscreen`, `dummy` — what happens with no display),
    /// this throws ``SDLError/noDisplay(sdlMessage:)`` rather than open an invisible window.
    ///
    /// ```swift
    /// try SDLSession.start().startVideo()
    /// ```
    /// - Throws: ``SDLError/noDisplay(sdlMessage:)`` when no video driver can start.
    public func startVideo() throws {
        SDLSession.lock.lock()
        defer { SDLSession.lock.unlock() }
        if videoRunning { return }
        if SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) != 0 {
            throw SDLError.noDisplay(sdlMessage: SDLError.lastMessage())
        }
        // With no display SDL falls back to drivers that show nothing (offscreen, dummy). That is
        // fine when asked for (tests set SDL_VIDEODRIVER=dummy), but a window nobody can see is not.
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if requested.isEmpty, let raw = SDL_GetCurrentVideoDriver(),
           SDLSession.invisibleDrivers.contains(String(cString: raw)) {
            let driver = String(cString: raw)
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw SDLError.noDisplay(sdlMessage: "only the '\(driver)' video driver started, which shows nothing")
        }
        videoRunning = true
    }

    /// Whether ``startVideo()`` has succeeded in this session.
    ///
    /// ```swift
    /// let session = try SDLSession.start()
    /// session.isVideoRunning   // false until startVideo()
    /// ```
    public var isVideoRunning: Bool {
        SDLSession.lock.lock()
        defer { SDLSession.lock.unlock() }
        return videoRunning
    }

    /// The name of the running video driver (`"x11"`, `"wayland"`, `"dummy"` …), or `nil` before
    /// ``startVideo()``.
    ///
    /// ```swift
    /// print(SDLSession.start().videoDriver ?? "no video")
    /// ```
    public var videoDriver: String? {
        guard isVideoRunning, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    /// Quits SDL_image, SDL_ttf and SDL, if running. Idempotent.
    ///
    /// ```swift
    /// SDLSession.shutdown()
    /// SDLSession.shutdown()   // does nothing
    /// ```
    public static func shutdown() {
        lock.lock()
        defer { lock.unlock() }
        guard current != nil else { return }
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
        current = nil
    }
}
