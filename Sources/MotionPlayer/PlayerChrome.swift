import Motion
import MotionScenes

/// The player's root view: the ``SceneBar`` on top, the current scene in the remaining space (clipped to it, given the scene trigger and
/// key presses in its environment), and the ``HelpLine`` at the bottom.
///
/// The ``PlayerShell`` makes a new value whenever its state or the runtime's changes; the scene keeps its state as
/// long as ``sceneName`` stays the same (it is the scene's identity).
///
/// ```swift
/// let host = ViewHost(PlayerChrome(...), size: CGSize(width: 800, height: 600))
/// ```
struct PlayerChrome: View {
    /// The titles in the scene bar.
    let titles: [String]
    /// The index of the current scene.
    let current: Int
    /// The current scene's name: its identity.
    let sceneName: String
    /// The current scene's view.
    let scene: AnyView
    /// The scene trigger count (`Space`).
    let trigger: Int
    /// The latest scene key.
    let keyPress: SceneKeyPress?
    /// The scene's keys, for the help line.
    let sceneKeys: String
    /// The player's keys, for the help line.
    let playerKeys: String
    /// The player's state, for the help line (`"paused · slow ×10"`), or `""`.
    let status: String
    /// Called with the index of a clicked scene title.
    let select: (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            // The player's own bars keep the light appearance when the app goes dark (D).
            SceneBar(titles: titles, current: current, select: select)
                .environment(\.colorScheme, .light)
            scene
                .id(sceneName)
                .environment(\.sceneTrigger, trigger)
                .environment(\.sceneKeyPress, keyPress)
                // minWidth/minHeight 0: the scene takes exactly the space left, even when its content
                // would like more (a small window); what does not fit is clipped, and the bars stay.
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .clipped()
            HelpLine(sceneKeys: sceneKeys, playerKeys: playerKeys, status: status)
                .environment(\.colorScheme, .light)
        }
    }
}
