import MotionSDL

/// What the ``AppRunner`` asks of the session around it — a window or a headless run — for the
/// things only the session can do.
///
/// ```swift
/// if let request = runner.handle(.keyDown(.escape, isRepeat: false)) {
///     print(request)   // quit
/// }
/// ```
package enum AppRequest: Equatable {
    /// End the session.
    case quit
    /// Write a PNG of the current frame to `path`, or, when `nil`, to the next free numbered file
    /// of the session's screenshot folder.
    case screenshot(path: String?)
    /// Make the window (or the headless image) this many points.
    case resize(CGSize)
    /// Start recording a GIF to the next free numbered file of the session's output folder, or
    /// stop the recording that is on (`G`).
    case toggleRecording
}
