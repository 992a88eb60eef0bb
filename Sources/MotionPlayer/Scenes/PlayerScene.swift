import MotionSDL

/// A scene of the player: its name for `--scene`, its title in the scene bar, a one-line summary
/// for `--list-scenes`, the keys it adds, and its view.
///
/// Adding a scene is one file that declares it (`extension PlayerScene { static let … }`) and one
/// line in ``PlayerScene/all``.
///
/// ```swift
/// extension PlayerScene {
///     static let hello = PlayerScene(name: "hello", title: "Hello", summary: "a greeting") {
///         Text("Hello")
///     }
/// }
/// ```
struct PlayerScene {
    let name: String
    let title: String
    let summary: String
    /// Help text for keys the scene handles itself, e.g. `["↑/↓ duration"]`.
    let keys: [String]
    let makeView: () -> AnyView

    init<V: View>(name: String, title: String, summary: String, keys: [String] = [],
                  @ViewBuilder view: @escaping () -> V) {
        self.name = name
        self.title = title
        self.summary = summary
        self.keys = keys
        self.makeView = { AnyView(view()) }
    }
}

private struct SceneTriggerKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// Counts the presses of the player's main trigger (`Space`); a scene reacts with
    /// `.onChange(of: trigger)`.
    var sceneTrigger: Int {
        get { self[SceneTriggerKey.self] }
        set { self[SceneTriggerKey.self] = newValue }
    }
}
