import Foundation
import MotionSDL

/// A Motion app in a window: the ``FrameLoop`` (vsync, sleep-paced where vsync does not wait, the
/// animation clock clamped on stalls, asleep while minimised) driving a ``AppRunner``.
///
/// Points and pixels: the runner lays out in points — the window's size in SDL window
/// coordinates divided by ``zoom`` (`--scale`, 1 by default) — and the canvas draws at the
/// window's pixel density times the zoom. Mouse positions and new window sizes are divided by the
/// zoom on the way in (SDL reports them in window coordinates, which are points with
/// `SDL_WINDOW_ALLOW_HIGHDPI`). A resize lays out again at once.
///
/// Each frame: events first (keys with the held modifiers, so Shift-Tab works), then the runner
/// moves to the frame's time and the script steps due run, then the display list is drawn and
/// presented through a ``WindowFramebuffer``: only its damage since the last frame is repainted
/// and uploaded; `F3` flashes those rectangles. Its timing and the pixels it uploaded go to the
/// `F1` overlay and to the closing line. `F12` (or a script's `screenshot`) renders the
/// current frame again off-screen with the same renderer at the window's pixel density and writes
/// a PNG (by default the next free `out/screenshots/SCENE-NNNN.png`), then prints where. When the
/// loop ends, one line gives the frames presented, their rate and the CPU used (``SessionStats``).
/// With a ``AppTrace`` every turn of the loop is a traced frame at the loop's animation time —
/// drawing and presenting being its render and present parts, and events handled before it
/// counting toward it — and the trace is finished when the loop ends, however it ends.
///
/// Recording (``ScreenRecording``): `--record FILE.gif` records from the first frame until the
/// window closes; `G` starts a recording to the next free `out/recordings/SCENE-NNNN.gif` or
/// stops the one that is on, and prints the file's name either way. Frames are drawn off-screen
/// at the window's pixel density when their display list changes, timed on the app's clock. A
/// recording that fails while the window runs (disk full) is reported and stopped; the window
/// goes on.
///
/// ```swift
/// let session = try WindowSession(shell: WindowGroupShell(title: "Pulse", content: AnyView(Pulse())),
///                                 options: CommandLineOptions())
/// try session.run()   // until Esc or the window is closed
/// ```
package final class WindowSession {
    /// The window.
    package let window: Window
    /// The frame loop.
    package let loop: FrameLoop
    /// The scene, its chrome and clock.
    package let runner: AppRunner
    /// Steps the runner and plays the script.
    package let driver: FrameDriver
    /// The zoom (`--scale`): extra pixels per point on top of the display's density; window
    /// coordinates are layout points × zoom.
    package let zoom: Double
    /// Where `F12` screenshots go.
    package var screenshotFolder = "out/screenshots"
    /// Stop after this many frames (tests); `nil` runs until quit.
    package var frameLimit: Int?
    /// Screenshots written so far.
    package private(set) var screenshots: [String] = []
    /// Where `G` recordings go.
    package var recordingFolder = "out/recordings"
    /// GIF recordings finished so far, in order.
    package private(set) var recordings: [GIFRecorder.Summary] = []
    /// Frames, rate and CPU time so far; logged as one line when ``run()`` ends.
    package private(set) var stats = SessionStats()

    private let graphics: AppGraphics
    /// The picture kept between frames: each frame repaints and uploads only its damage.
    private let framebuffer: WindowFramebuffer
    private let log: (String) -> Void
    private let trace: AppTrace?
    private var scriptError: Error?
    private var lastFrameStart: TimeInterval?
    /// The display list on screen and the canvas scale it was drawn at; an equal next frame is not redrawn.
    private var presented: DisplayList?
    private var presentedScale: CGFloat = 0
    /// Set by every window event: the picture may need drawing even if the display list is the same.
    private var needsRedraw = true
    private var shownTitle = ""
    private var recording: ScreenRecording?

    /// Opens the window (`options.size` points at `options.scale` zoom) showing `shell`,
    /// playing `script` if given, recording into `trace` if given; `log` gets the lines saying
    /// what happened.
    ///
    /// - Throws: ``SDLError`` when there is no display or no window can be made.
    package init(shell: AppShell, options: CommandLineOptions, script: AppScript? = nil, reduceMotion: Bool = false,
                 trace: AppTrace? = nil, log: @escaping (String) -> Void = { print($0) }) throws {
        self.log = log
        self.trace = trace
        zoom = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        window = try Window(title: shell.windowTitle,
                            size: CGSize(width: options.size.width * zoom, height: options.size.height * zoom))
        window.startTextInput()
        let density = window.pixelDensity * zoom
        graphics = AppGraphics(density: density)
        framebuffer = WindowFramebuffer(renderer: graphics.makeRenderer())
        runner = AppRunner(shell: shell, size: WindowSession.points(window.size, zoom: zoom), scale: CGFloat(density),
                           reduceMotion: reduceMotion, developerKeys: options.developerKeys,
                           textMeasurer: graphics.textMeasurer, imageSizer: graphics.images,
                           startDate: AppRunner.sessionStartDate())
        runner.host.systemURLOpener = DesktopURLOpener(program: shell.program, log: log).open
        driver = FrameDriver(runner: runner, script: script)
        loop = FrameLoop(window: window)
        loop.quitsOnEscape = false   // Esc goes to a focused text field first, then the key map
        trace?.attach(to: runner)
        if let path = options.recordPath {
            recording = try ScreenRecording(path: path, size: runner.size, scale: density, renderer: graphics.makeRenderer())
            log("\(runner.shell.program): recording \(path) until the window closes")
        }
    }

    /// A one-line description of the window for the terminal.
    package var summary: String {
        var vsync = window.requestedVSync ? "vsync, sleep-paced if it does not wait" : "no vsync, sleep-paced"
        if window.canvas.presentsRegions { vsync += ", presents changed rectangles" }
        if let passed = window.passedOverOpenGL { vsync += "; OpenGL passed over: \(passed) draws on the CPU" }
        return "\(runner.shell.program): \(Int(runner.size.width))x\(Int(runner.size.height)) pt window, "
            + "\(window.pixelDensity.shortText)x pixel density\(zoom == 1 ? "" : " × \(zoom.shortText) zoom"), "
            + "renderer \(window.canvas.rendererName) (\(vsync))" + (runner.developerKeys == nil ? "" : "; Esc quits")
    }

    /// Runs until Esc, the window's close button, a script's `quit`, or ``frameLimit``.
    ///
    /// - Throws: the ``ScriptError`` of a script step that could not run (the loop stops there).
    package func run() throws {
        defer { trace?.finish() }
        loop.onFrameEnd = { [unowned self] _, _ in
            self.trace?.mark(.present, .end)
            self.trace?.endFrame()
        }
        loop.onEvent = { [unowned self] event in self.handle(event) }
        loop.shouldStop = { [unowned self] frame in
            guard let limit = self.frameLimit else { return false }
            return frame.index + 1 >= limit
        }
        loop.runReportingChanges({ [unowned self] frame in self.draw(frame) })
        finishRecording()
        log(stats.line(program: runner.shell.program))
        if let scriptError { throw scriptError }
    }

    // MARK: Frames and events

    /// Builds the frame and draws it, unless its display list equals the one on screen and no
    /// window event (resize, expose, focus…) arrived since: then nothing is drawn or presented.
    private func draw(_ frame: FrameLoop.Frame) -> FrameLoop.FrameOutcome {
        let start = loop.clock.now()
        let cpuAtStart = SessionStats.processCPUTime()
        trace?.beginFrame(at: frame.time)
        frame.canvas.scale = frame.pixelDensity * zoom
        runner.resize(to: WindowSession.points(frame.size, zoom: zoom))
        do {
            try driver.frame(at: frame.time) { request in perform(request) }
        } catch {
            scriptError = error
            loop.stop()
        }
        let title = runner.windowTitle
        if title != shownTitle {
            window.title = title
            shownTitle = title
        }
        let list = runner.displayList
        do {
            try recording?.capture(list, size: runner.size, background: runner.background, at: runner.time)
        } catch {
            recording = nil
            log("\(runner.shell.program): recording stopped: \(error)")
        }
        defer { needsRedraw = false }
        if !needsRedraw, let presented, presented == list, frame.canvas.scale == presentedScale {
            stats.recordFrame(at: start, work: loop.clock.now() - start, cpuTime: cpuAtStart, redrawn: false)
            lastFrameStart = start
            return .unchanged
        }
        trace?.mark(.render, .begin)
        framebuffer.flashesDamage = runner.flashesDamage
        framebuffer.draw(list, on: frame.canvas, background: runner.background)
        trace?.mark(.render, .end)
        trace?.mark(.present, .begin)
        presented = list
        presentedScale = frame.canvas.scale
        let end = loop.clock.now()
        runner.recordFrame(interval: lastFrameStart.map { start - $0 } ?? .nan, work: end - start,
                           uploadedPixels: framebuffer.uploadedPixels)
        stats.recordFrame(at: start, work: end - start, cpuTime: cpuAtStart, redrawn: true,
                          uploadedPixels: framebuffer.uploadedPixels)
        lastFrameStart = start
        return .drawn
    }

    private func handle(_ event: WindowEvent) {
        needsRedraw = true
        let request: AppRequest?
        switch event {
        case .keyDown:
            request = runner.handle(event, modifiers: Key.heldModifiers)
        case .mouseDown, .mouseWheel:
            // Ctrl + wheel pinches (see PinchTracker).
            request = runner.handle(WindowSession.points(event, zoom: zoom), modifiers: Key.heldModifiers)
        case .quitRequested:
            request = .quit
        default:
            request = runner.handle(WindowSession.points(event, zoom: zoom))
        }
        if let request { perform(request) }
    }

    private func perform(_ request: AppRequest) {
        switch request {
        case .quit:
            loop.stop()
        case .resize(let size):
            window.setSize(CGSize(width: size.width * zoom, height: size.height * zoom))
            runner.resize(to: WindowSession.points(window.size, zoom: zoom))
        case .screenshot(let path):
            let target = path ?? ScreenshotNames.nextFreePath(folder: screenshotFolder, prefix: runner.shell.screenshotPrefix)
            do {
                try ScreenshotNames.makeFolder(for: target)
                let offscreen = try HeadlessRenderer(size: runner.size, scale: window.canvas.scale, renderer: graphics.makeRenderer())
                try offscreen.writePNG(runner.displayList, background: runner.background, to: target)
                screenshots.append(target)
                log("\(runner.shell.program): screenshot \(target)")
            } catch {
                log("\(runner.shell.program): screenshot failed: \(error)")
            }
        case .toggleRecording:
            guard recording == nil else { return finishRecording() }
            let path = ScreenshotNames.nextFreePath(folder: recordingFolder, prefix: runner.shell.screenshotPrefix, extension: "gif")
            do {
                recording = try ScreenRecording(path: path, size: runner.size, scale: window.canvas.scale,
                                                renderer: graphics.makeRenderer())
                log("\(runner.shell.program): recording \(path) (G stops)")
            } catch {
                log("\(runner.shell.program): recording failed: \(error)")
            }
        }
    }

    /// Ends the recording that is on, if any, at the app's time, and prints where it went.
    private func finishRecording() {
        guard let recording else { return }
        self.recording = nil
        do {
            let summary = try recording.finish(at: runner.time)
            recordings.append(summary)
            log("\(runner.shell.program): recorded \(ScreenRecording.line(summary))")
        } catch {
            log("\(runner.shell.program): recording failed: \(error)")
        }
    }

    // MARK: Points

    /// A window size (SDL window coordinates) in layout points.
    package static func points(_ size: CGSize, zoom: Double) -> CGSize {
        CGSize(width: size.width / zoom, height: size.height / zoom)
    }

    /// An event with its positions and sizes in layout points.
    package static func points(_ event: WindowEvent, zoom: Double) -> WindowEvent {
        func scaled(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x / zoom, y: point.y / zoom) }
        switch event {
        case .mouseDown(let point, let button): return .mouseDown(scaled(point), button: button)
        case .mouseUp(let point, let button): return .mouseUp(scaled(point), button: button)
        case .mouseMoved(let point): return .mouseMoved(scaled(point))
        case .resized(let size): return .resized(points(size, zoom: zoom))
        default: return event
        }
    }
}
