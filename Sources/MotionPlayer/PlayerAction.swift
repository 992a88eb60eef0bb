import MotionScenes

/// What one of the player's own keys does (``PlayerShell/keyMap``); the developer keys every app
/// has (pause, slow motion…) are the runtime's.
///
/// ```swift
/// shell.perform(.selectScene(1))   // the second scene
/// ```
enum PlayerAction: Hashable, Sendable {
    /// Shows scene `index` (0-based) of the scene list; an index past the end does nothing.
    case selectScene(Int)
    /// Bumps the scene trigger (`Space`), which scenes see as `\.sceneTrigger`.
    case trigger
    /// Hands an arrow key to the scene, which sees it as `\.sceneKeyPress`.
    case sceneKey(SceneKeyPress.SceneKey)
}
