import CSDL2
import Foundation

/// A resizable, HiDPI-aware SDL window with a renderer, drawn through ``canvas`` in points.
///
/// The window is created with `SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI`. Its renderer is
/// accelerated with `SDL_RENDERER_PRESENTVSYNC` when the driver offers one, and SDL's software
/// renderer otherwise (where ``FramePacer`` keeps the frame rate down) — and also when the
/// accelerated one is OpenGL drawing on the CPU (llvmpipe and the like, ``SoftwareGLProbe``;
/// ``passedOverOpenGL`` names it), since the software renderer then does the same work and sends
/// the display only the changed rectangles (``SDLCanvas/presentsRegions``). Setting
/// `SDL_RENDER_DRIVER` leaves the choice to SDL. ``pixelDensity`` is the
/// drawable size divided by the window size (2 on a Retina-style display, 1 on most X11 setups),
/// and ``canvas``'s scale follows it (``updatePixelDensity()``, called by ``FrameLoop`` every frame).
///
/// ```swift
/// let window = try Window(title: "Motion", size: CGSize(width: 800, height: 600))
/// window.canvas.clear(.white)
/// window.canvas.fillCircle(center: CGPoint(x: 400, y: 300), radius: 50, color: .blue)
/// window.canvas.present()
/// ```
public final class Window {
    /// Owns the `SDL_Window`; the canvas keeps it alive until its renderer is destroyed.
    private final class Handle {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { SDL_DestroyWindow(pointer) }
    }

    private let handle: Handle
    /// Draw here, in points; present with ``SDLCanvas/present()``.
    public let canvas: SDLCanvas
    /// Whether the renderer was asked for vsync and is accelerated (the software renderer has none).
    public let requestedVSync: Bool
    /// The OpenGL renderer passed over because it draws on the CPU (``SoftwareGLProbe``), if any:
    /// then the window uses SDL's software renderer, which presents only what changed.
    public let passedOverOpenGL: String?

    /// Opens a window of `size` points, centred, and creates its renderer.
    ///
    /// Starts SDL's video subsystem if needed (honouring `SDL_VIDEODRIVER`). Sizes are clamped to
    /// 1…``SDLError/maximumPixelDimension``; a non-finite size counts as 800×600.
    ///
    /// ```swift
    /// let window = try Window(title: "Loader", size: CGSize(width: 400, height: 400))
    /// ```
    /// - Throws: ``SDLError/noDisplay(sdlMessage:)`` when there is no display,
    ///   ``SDLError/windowCreationFailed(sdlMessage:)``, ``SDLError/rendererCreationFailed(sdlMessage:)``.
    public init(title: String, size: CGSize, vsync: Bool = true) throws {
        let session = try SDLSession.start()
        try session.startVideo()
        let (width, height) = Window.clampedSize(size)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)   // SDL_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw SDLError.windowCreationFailed(sdlMessage: SDLError.lastMessage())
        }
        handle = Handle(window)
        var accelerated = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { accelerated |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        let chosenByUser = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] != nil
        passedOverOpenGL = chosenByUser ? nil : SoftwareGLProbe.openGLRendererOnCPU()
        if passedOverOpenGL == nil, let renderer = SDL_CreateRenderer(window, -1, accelerated) {
            requestedVSync = vsync
            canvas = SDLCanvas(renderer: renderer, scale: 1, target: handle)
        } else {
            // The window's own pixels, sent to the display as they are: not through a texture
            // drawn by OpenGL (SDL's default on X11), which costs what was passed over.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError.rendererCreationFailed(sdlMessage: SDLError.lastMessage())
            }
            requestedVSync = false
            canvas = SDLCanvas(renderer: renderer, scale: 1, target: handle)
        }
        updatePixelDensity()
    }

    private static func clampedSize(_ size: CGSize) -> (Int32, Int32) {
        func clamp(_ value: CGFloat, fallback: Int32) -> Int32 {
            guard value.isFinite else { return fallback }
            return Int32(min(max(value.rounded(), 1), CGFloat(SDLError.maximumPixelDimension)))
        }
        return (clamp(size.width, fallback: 800), clamp(size.height, fallback: 600))
    }

    /// The `SDL_Window*`.
    public var sdlWindow: OpaquePointer { handle.pointer }

    /// SDL's id for this window (events carry it).
    public var id: UInt32 { SDL_GetWindowID(handle.pointer) }

    /// The title bar text.
    ///
    /// ```swift
    /// window.title = "Motion — loader"
    /// ```
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle.pointer)) }
        set { SDL_SetWindowTitle(handle.pointer, newValue) }
    }

    /// The window's size in points (SDL's window coordinates).
    ///
    /// ```swift
    /// let bounds = CGRect(origin: .zero, size: window.size)
    /// ```
    public var size: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(handle.pointer, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }

    /// Resizes the window to `size` points (clamped like ``init(title:size:vsync:)``).
    ///
    /// ```swift
    /// window.setSize(CGSize(width: 1024, height: 768))
    /// ```
    public func setSize(_ size: CGSize) {
        let (width, height) = Window.clampedSize(size)
        SDL_SetWindowSize(handle.pointer, width, height)
        updatePixelDensity()
    }

    /// The drawable size in device pixels.
    ///
    /// ```swift
    /// let (width, height) = window.pixelSize
    /// ```
    public var pixelSize: (width: Int, height: Int) { canvas.pixelSize }

    /// Device pixels per point: drawable width ÷ window width (1 when either is unknown).
    ///
    /// ```swift
    /// window.pixelDensity   // 2.0 on a HiDPI display
    /// ```
    public var pixelDensity: Double {
        let points = size, pixels = pixelSize
        guard points.width > 0, pixels.width > 0 else { return 1 }
        return Double(pixels.width) / Double(points.width)
    }

    /// Sets ``canvas``'s scale to the current ``pixelDensity`` (after a resize or a move to another
    /// display).
    ///
    /// ```swift
    /// window.updatePixelDensity()
    /// ```
    public func updatePixelDensity() {
        canvas.scale = pixelDensity
    }

    /// Turns on text input (`SDL_StartTextInput`), so typed characters arrive as
    /// ``WindowEvent/textInput(_:)`` after keyboard layout and input method. Idempotent.
    ///
    /// ```swift
    /// window.startTextInput()
    /// ```
    public func startTextInput() {
        SDL_StartTextInput()
    }

    /// Whether text input is on (``startTextInput()``).
    public var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    /// Whether the window is minimised or hidden (nothing on screen to draw).
    public var isMinimized: Bool {
        let flags = SDL_GetWindowFlags(handle.pointer)
        return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) != 0
    }

    /// The refresh rate of the window's display in Hz, or `nil` when SDL does not know it.
    ///
    /// ```swift
    /// let pacer = FramePacer(refreshRate: window.refreshRate ?? 60)
    /// ```
    public var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(handle.pointer, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }
}
