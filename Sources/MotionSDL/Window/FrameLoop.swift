import CSDL2
import Foundation

/// Runs a window: poll events, draw a frame at the current animation time, present, pace, repeat.
///
/// Each turn polls every pending SDL event (passing them to ``onEvent``), advances the
/// ``FrameTimeline`` to the ``MonotonicClock`` (so one stalled frame moves animations by at most
/// 1/15 s), updates the canvas scale to the window's pixel density, calls the frame closure,
/// presents, and sleeps the rest of the refresh interval when vsync did not wait
/// (``FramePacer``, counting from the frame's place on its schedule, with a sleep to the
/// microsecond rather than SDL_Delay's whole milliseconds). While the window is minimised nothing is drawn and the loop blocks in
/// `SDL_WaitEventTimeout` (100 ms at a time) instead of spinning. Esc (when ``quitsOnEscape``)
/// and closing the window end the loop, as do ``stop()`` and ``shouldStop``.
///
/// ```swift
/// let window = try Window(title: "Motion", size: CGSize(width: 800, height: 600))
/// let loop = FrameLoop(window: window)
/// loop.onEvent = { event in if case .mouseDown = event { pulse() } }
/// loop.run { frame in
///     frame.canvas.clear(.white)
///     let x = 100 + 50 * sin(frame.time)
///     frame.canvas.fillCircle(center: CGPoint(x: x, y: 100), radius: 20, color: .blue)
/// }
/// ```
public final class FrameLoop {
    /// What the frame closure gets.
    public struct Frame {
        /// Animation time in seconds: 0 at the first frame, following the monotonic clock with
        /// each step clamped to ``FrameTimeline/maximumStep``.
        public let time: TimeInterval
        /// 0 for the first frame drawn, then 1, 2, …
        public let index: Int
        /// The window's canvas, its scale already set to the pixel density.
        public let canvas: SDLCanvas
        /// The window's size in points.
        public let size: CGSize
        /// Device pixels per point.
        public let pixelDensity: Double
    }

    /// The window drawn into.
    public let window: Window
    /// The clock frames are timed by.
    public let clock: MonotonicClock
    /// The animation clock (clamps stalls).
    public var timeline: FrameTimeline
    /// Sleeps when vsync does not (its interval comes from the display's refresh rate).
    public var pacer: FramePacer
    /// Whether Esc ends the loop (default `true`).
    public var quitsOnEscape = true
    /// Called for every window event, before the frame that follows it is drawn.
    public var onEvent: ((WindowEvent) -> Void)?
    /// Called after every frame, once its picture is presented (or found unchanged), before
    /// ``shouldStop``: a trace ends its frame here, so the present is part of it.
    ///
    /// ```swift
    /// loop.onFrameEnd = { frame, outcome in print(frame.index, outcome) }
    /// ```
    public var onFrameEnd: ((Frame, FrameOutcome) -> Void)?
    /// Checked after every presented frame; returning `true` ends the loop (tests, scripted runs).
    public var shouldStop: ((Frame) -> Bool)?
    /// How many frames have been presented.
    public private(set) var frameCount = 0
    /// How many times the pacer slept (a measure of whether vsync works).
    public private(set) var pacingSleeps = 0

    private var running = false

    /// A loop for `window`, timed by `clock`.
    ///
    /// ```swift
    /// let loop = FrameLoop(window: window)
    /// ```
    public init(window: Window, clock: MonotonicClock = MonotonicClock(),
                timeline: FrameTimeline = FrameTimeline()) {
        self.window = window
        self.clock = clock
        self.timeline = timeline
        self.pacer = FramePacer(refreshRate: window.refreshRate ?? 60)
    }

    /// Ends the loop after the current frame (callable from the frame closure or ``onEvent``).
    ///
    /// ```swift
    /// loop.onEvent = { if case .keyDown(Key("q"), _) = $0 { loop.stop() } }
    /// ```
    public func stop() {
        running = false
    }

    /// Whether ``run(_:)`` is looping.
    public var isRunning: Bool { running }

    /// What a frame closure did: drew a new picture to present, or found nothing changed since the
    /// last one (then the loop presents nothing and only paces, so an idle scene costs little).
    public enum FrameOutcome: Sendable {
        case drawn
        case unchanged
    }

    /// The number of frames whose picture was unchanged and so not presented.
    public private(set) var unchangedFrames = 0
    /// Whether the display asked for the window's picture again since the last frame.
    private var exposed = false

    /// Loops until Esc, the window's close button, ``stop()`` or ``shouldStop``, presenting every frame.
    ///
    /// ```swift
    /// loop.run { frame in frame.canvas.clear(.black) }
    /// ```
    public func run(_ draw: (Frame) -> Void) {
        runReportingChanges({ frame in
            draw(frame)
            return .drawn
        })
    }

    /// Loops like ``run(_:)``, but presents only the frames the closure says it drew.
    ///
    /// ```swift
    /// loop.runReportingChanges({ frame in sceneChanged ? drawScene(frame) : .unchanged })
    /// ```
    public func runReportingChanges(_ draw: (Frame) -> FrameOutcome) {
        running = true
        var event = SDL_Event()
        var scheduledStart: TimeInterval?
        while running {
            let frameStart = clock.now()
            let paceStart = pacer.scheduledStart(frameStart: frameStart, previousStart: scheduledStart)
            while SDL_PollEvent(&event) != 0 { handle(event) }
            guard running else { break }

            if window.isMinimized {
                // Nothing to show: block until something happens, without a busy loop.
                if SDL_WaitEventTimeout(&event, 100) != 0 { handle(event) }
                scheduledStart = nil
                continue
            }

            window.updatePixelDensity()
            let frame = Frame(time: timeline.advance(toWallTime: clock.now()), index: frameCount,
                              canvas: window.canvas, size: window.size, pixelDensity: window.pixelDensity)
            let outcome = draw(frame)
            switch outcome {
            case .drawn: window.canvas.present()
            case .unchanged:
                unchangedFrames += 1
                // A window drawn into its own pixels keeps its picture: show it again where
                // the display lost it.
                if exposed, window.canvas.presentsRegions { window.canvas.present() }
            }
            exposed = false
            onFrameEnd?(frame, outcome)
            frameCount += 1
            if shouldStop?(frame) == true { running = false }
            guard running else { break }

            let pause = pacer.sleepDuration(frameStart: paceStart, now: clock.now())
            if pause > 0 {
                pacingSleeps += 1
                Thread.sleep(forTimeInterval: pause)
            }
            scheduledStart = paceStart
        }
        running = false
    }

    private func handle(_ raw: SDL_Event) {
        if raw.type == SDL_WINDOWEVENT.rawValue, raw.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
            exposed = true
            window.canvas.presentWholeNext()
        }
        guard let event = WindowEvent(raw) else { return }
        switch event {
        case .quitRequested:
            running = false
        case .keyDown(.escape, _) where quitsOnEscape:
            running = false
        case .resized:
            window.updatePixelDensity()
        default:
            break
        }
        onEvent?(event)
    }
}
