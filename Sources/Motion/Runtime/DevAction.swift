/// What a developer key does (``KeyMap/developer``), carried out by ``AppRunner/perform(_:)``.
///
/// ```swift
/// runner.perform(.togglePause)
/// ```
package enum DevAction: Hashable, Sendable {
    /// Runs the app's clock at 1/10 speed, or back at full speed.
    case toggleSlowMotion
    /// Stops the app's clock, or starts it again.
    case togglePause
    /// While paused, advances the app's clock by one frame.
    case stepFrame
    /// Turns Reduce Motion on or off in the app's environment.
    case toggleReduceMotion
    /// Switches the app between the light and the dark appearance.
    case toggleColorScheme
    /// Shows or hides the frame-time strip.
    case toggleFrameStats
    /// Shows or hides the animation inspector (``AnimationInspector``).
    case toggleInspector
    /// Starts or stops flashing the rectangles each frame repaints (a window's damage).
    case toggleDamageFlash
    /// Writes a PNG of the current frame.
    case screenshot
    /// Starts or stops recording a GIF.
    case toggleRecording
    /// Ends the session.
    case quit
}
