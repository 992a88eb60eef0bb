import Foundation
import MotionSDL

/// What a session records while `--record FILE.gif` or `G` is on: each new display list drawn
/// off-screen (the same renderer as the window, at its pixel density) and handed to a
/// ``GIFRecorder`` with the time on the app's clock. A display list equal to the last one is not
/// drawn again: the recorder holds the last picture until a new one comes.
///
/// Rules: the clock is the app's, so slow motion records the animation at its real speed and a
/// pause records nothing (time does not move); the GIF keeps the size of the first frame (later
/// sizes are cropped or padded with white, ``GIFRecorder``). The folder of the file is made if
/// missing, and the file is created at once, so a path that cannot be written fails at the start.
///
/// ```swift
/// let recording = try ScreenRecording(path: "out/shake.gif", size: runner.size, scale: 1,
///                                     renderer: DisplayListRenderer())
/// try recording.capture(runner.displayList, size: runner.size, at: runner.time)
/// let summary = try recording.finish(at: runner.time)
/// print(ScreenRecording.line(summary))   // "out/shake.gif: 50 frames (49 exact), 1.00 s, 96 KB"
/// ```
package final class ScreenRecording {
    /// The GIF's path.
    package var path: String { recorder.path }
    private let recorder: GIFRecorder
    private let frames: HeadlessRenderer
    private let scale: Double
    private var lastList: DisplayList?
    private var lastSize = CGSize.zero
    private var lastBackground = Color.white

    /// Starts recording `size` points at `scale` pixels per point to `path`.
    ///
    /// - Throws: ``AppFailure`` when the folder cannot be made, ``GIFError`` when the file cannot
    ///   be created, ``SDLError`` when the size is too large to draw.
    package init(path: String, size: CGSize, scale: Double, renderer: DisplayListRenderer) throws {
        try ScreenshotNames.makeFolder(for: path)
        self.scale = scale
        frames = try HeadlessRenderer(size: size, scale: scale, renderer: renderer)
        recorder = try GIFRecorder(path: path, width: frames.canvas.pixelWidth, height: frames.canvas.pixelHeight)
    }

    /// Records `list`, laid out in `size` points over `background`, as shown from `time` on the
    /// app's clock.
    ///
    /// - Throws: ``GIFError`` when a frame cannot be written, ``SDLError`` for a size too large.
    package func capture(_ list: DisplayList, size: CGSize, background: Color = .white, at time: TimeInterval) throws {
        guard list != lastList || size != lastSize || background != lastBackground else { return }
        try frames.resize(to: size, scale: scale)
        try recorder.add(frames.render(list, background: background), at: time)
        lastList = list
        lastSize = size
        lastBackground = background
    }

    /// Ends the recording at `time` on the app's clock and closes the file.
    ///
    /// - Throws: ``GIFError`` when the file cannot be finished (or nothing was captured).
    package func finish(at time: TimeInterval) throws -> GIFRecorder.Summary {
        try recorder.finish(at: time)
    }

    /// One line about a finished recording: `"out/shake.gif: 50 frames (49 exact), 1.00 s, 96 KB"`
    /// (exact: every changed pixel kept its colour; the others are dithered).
    package static func line(_ summary: GIFRecorder.Summary) -> String {
        let kilobytes = (Double(summary.bytes) / 1024).rounded(.up)
        return "\(summary.path): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") (\(summary.exactFrames) exact), "
            + String(format: "%.2f s, %.0f KB", summary.duration, kilobytes)
    }
}
