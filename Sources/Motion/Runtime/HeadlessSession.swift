import Foundation
import MotionSDL

/// A Motion app without a display (`--headless`): frames of the scene, with its chrome, rendered by
/// the ``DisplayListRenderer`` on a software canvas and written as numbered PNGs, on a virtual
/// clock — frame n (from 0) at n / fps seconds — so every run gives the same pixels.
///
/// A script (`--script`) plays on the same clock, through the same input path as in a window. It
/// may outlast the frames: the session then keeps stepping frames of 1/fps without writing them
/// until the script is over (so its screenshots and key presses still happen); `quit` ends the
/// session at once, after writing that frame. `resize` changes the size of later frames; a
/// screenshot renders the current frame to its file (`F12` in a script: the next free
/// `NAME-NNNN.png` in the output folder, NAME being the scene's or the program's, as in a window).
/// With a ``AppTrace`` every step of the clock is a traced frame — rendering and writing its PNG
/// being its render and present parts — and the trace is finished when the run ends, on errors too.
/// Ctrl-C (or `SIGTERM`) stops the run after the frame in progress (``InterruptSignal``), with the
/// files written so far complete, and ``run()`` throws an ``AppFailure`` saying so.
///
/// Recording: with `--record FILE.gif` the frames (`--frames` of them, frame n shown from n / fps
/// on, the last until frames / fps) go into the GIF instead of PNG files; its file is created
/// before the first frame, so an unwritable path fails at once. `key g` in a script starts a
/// recording to the next free `NAME-NNNN.gif` in the output folder, or stops the one that is on;
/// it records every frame stepped while it is on, and ends with the session if still on.
///
/// ```swift
/// var options = CommandLineOptions()
/// options.headless = true
/// options.frames = 30
/// let session = try HeadlessSession(shell: shell, options: options)
/// try session.run()   // out/headless/frame-0001.png … frame-0030.png
/// ```
package final class HeadlessSession {
    /// The command line.
    package let options: CommandLineOptions
    /// The scene, its chrome and clock.
    package let runner: AppRunner
    /// Steps the runner and plays the script.
    package let driver: FrameDriver
    /// Frames written so far.
    package private(set) var framesWritten = 0
    /// Screenshots written so far, in order.
    package private(set) var screenshots: [String] = []
    /// GIF recordings finished so far, in order.
    package private(set) var recordings: [GIFRecorder.Summary] = []

    private let graphics: AppGraphics
    private let frames: HeadlessRenderer
    private let log: (String) -> Void
    private let trace: AppTrace?
    /// The recording that is on, and whether it is `--record`'s (which ends with the frames).
    private var recording: (screen: ScreenRecording, endsWithFrames: Bool)?

    /// A session for `options`, showing `shell` and playing `script` if given, recording into
    /// `trace` if given; `log` gets the lines saying where files went.
    ///
    /// - Throws: what ``HeadlessRenderer/init(size:scale:renderer:)`` throws (a size too large).
    package init(shell: AppShell, options: CommandLineOptions, script: AppScript? = nil, reduceMotion: Bool = false,
                 trace: AppTrace? = nil, log: @escaping (String) -> Void = { print($0) }) throws {
        self.options = options
        self.log = log
        self.trace = trace
        graphics = AppGraphics(density: options.scale)
        runner = AppRunner(shell: shell, size: options.size, scale: CGFloat(options.scale), reduceMotion: reduceMotion,
                           developerKeys: options.developerKeys, textMeasurer: graphics.textMeasurer, imageSizer: graphics.images,
                           startDate: AppRunner.sessionStartDate())
        // No desktop to open a link on: the terminal says which URL a tap asked for.
        let program = shell.program
        runner.host.systemURLOpener = { url in
            log("\(program): headless, not opening \(url.absoluteString)")
            return false
        }
        driver = FrameDriver(runner: runner, script: script)
        frames = try HeadlessRenderer(size: options.size, scale: options.scale, renderer: graphics.makeRenderer())
        trace?.attach(to: runner)
        if let path = options.recordPath {
            recording = (try startRecording(to: path), true)
        }
    }

    /// Renders the frames and plays the script, then says where the frames went.
    ///
    /// - Throws: ``AppFailure`` when a folder cannot be made or the run was interrupted, ``SDLError``
    ///   when a PNG cannot be written, ``GIFError`` when a GIF cannot, ``ScriptError`` when a script
    ///   step cannot run.
    package func run() throws {
        defer { trace?.finish() }
        try InterruptSignal.catching(renderFrames)
    }

    private func renderFrames() throws {
        if options.frames > 0, options.recordPath == nil {
            try ScreenshotNames.makeFolder(for: options.framePath(1))
        }
        let clock = MonotonicClock()
        var index = 0
        var shownUntil = 0.0
        while index < options.frames || driver.hasScriptLeft(at: Double(index) / options.fps) {
            let time = Double(index) / options.fps
            let start = clock.now()
            trace?.beginFrame(at: time)
            var quit = false
            try driver.frame(at: time) { request in
                switch request {
                case .quit:
                    quit = true
                case .resize(let size):
                    runner.resize(to: size)
                    try frames.resize(to: size, scale: options.scale)
                case .screenshot(let path):
                    try writeScreenshot(to: path ?? ScreenshotNames.nextFreePath(folder: options.outputDirectory,
                                                                              prefix: runner.shell.screenshotPrefix))
                case .toggleRecording:
                    try toggleRecording(at: time)
                }
            }
            if let recording, !recording.endsWithFrames || index < options.frames {
                try recording.screen.capture(runner.displayList, size: runner.size, background: runner.background, at: time)
                if recording.endsWithFrames, index + 1 == options.frames {
                    try finishRecording(at: Double(options.frames) / options.fps)
                }
            }
            if index < options.frames, options.recordPath == nil {
                let list = runner.displayList
                trace?.mark(.render, .begin)
                frames.renderer.render(list, on: frames.canvas.canvas, background: runner.background)
                trace?.mark(.render, .end)
                trace?.mark(.present, .begin)
                try frames.canvas.writePNG(to: options.framePath(index + 1))
                trace?.mark(.present, .end)
                framesWritten += 1
            }
            // The overlay (F1) shows the virtual frame interval and the real time spent on the frame.
            runner.recordFrame(interval: index == 0 ? .nan : 1 / options.fps, work: clock.now() - start)
            trace?.endFrame()
            shownUntil = Double(index + 1) / options.fps
            if quit { break }
            if InterruptSignal.isRaised {
                throw AppFailure(description: "interrupted after \(index + 1) frame\(index == 0 ? "" : "s"); the files written so far are complete")
            }
            index += 1
        }
        if recording != nil {
            try finishRecording(at: shownUntil)
        }
        if framesWritten > 0 {
            let last = (options.framePath(framesWritten) as NSString).lastPathComponent
            let range = framesWritten == 1 ? options.framePath(1) : "\(options.framePath(1)) … \(last)"
            log("\(runner.shell.program): wrote \(framesWritten) frame\(framesWritten == 1 ? "" : "s") of '\(runner.shell.screenshotPrefix)' "
                + "(\(frames.canvas.pixelWidth)x\(frames.canvas.pixelHeight) px, \(options.fps.shortText) fps) to \(range)")
        }
    }

    private func startRecording(to path: String) throws -> ScreenRecording {
        try ScreenRecording(path: path, size: runner.size, scale: options.scale, renderer: graphics.makeRenderer())
    }

    private func toggleRecording(at time: TimeInterval) throws {
        if recording != nil {
            try finishRecording(at: time)
            return
        }
        let path = ScreenshotNames.nextFreePath(folder: options.outputDirectory, prefix: runner.shell.screenshotPrefix,
                                                extension: "gif")
        recording = (try startRecording(to: path), false)
        log("\(runner.shell.program): recording \(path)")
    }

    private func finishRecording(at time: TimeInterval) throws {
        guard let screen = recording?.screen else { return }
        recording = nil
        let summary = try screen.finish(at: time)
        recordings.append(summary)
        log("\(runner.shell.program): recorded \(ScreenRecording.line(summary))")
    }

    private func writeScreenshot(to path: String) throws {
        try ScreenshotNames.makeFolder(for: path)
        try frames.writePNG(runner.displayList, background: runner.background, to: path)
        screenshots.append(path)
        log("\(runner.shell.program): screenshot \(path)")
    }
}
