import MotionScenes

/// What a key of the player's ``KeyMap`` does, carried out by ``SceneRunner/perform(_:)``.
///
/// ```swift
/// runner.perform(.togglePause)
/// runner.perform(.selectScene(1))   // the second scene
/// ```
enum PlayerAction: Hashable, Sendable {
    /// Shows scene `index` (0-based) of the scene list; an index past the end does nothing.
    case selectScene(Int)
    /// Bumps the scene trigger (`Space`), which scenes see as `\.sceneTrigger`.
    case trigger
    /// Hands an arrow key to the scene, which sees it as `\.sceneKeyPress`.
    case sceneKey(SceneKeyPress.SceneKey)
    /// Runs the scene's clock at 1/10 speed, or back at full speed.
    case toggleSlowMotion
    /// Stops the scene's clock, or starts it again.
    case togglePause
    /// While paused, advances the scene's clock by one frame.
    case stepFrame
    /// Turns Reduce Motion on or off in the scene's environment.
    case toggleReduceMotion
    /// Shows or hides the frame-time overlay.
    case toggleFrameStats
    /// Writes a PNG of the current frame.
    case screenshot
    /// Ends the session.
    case quit
}
