import MotionUI

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
public struct PlayerScene {
    /// The name `--scene` takes: `PlayerScene.all[0].name == "loader"`.
    public let name: String
    /// The title in the scene bar: `PlayerScene.all[0].title == "Loader"`.
    public let title: String
    /// One line for `--list-scenes`.
    public let summary: String
    /// Help text for keys the scene handles itself, e.g. `["↑/↓ duration"]`.
    public let keys: [String]
    /// Makes a new view of the scene, with fresh state:
    /// `ViewHost(PlayerScene.all[0].makeView(), size: CGSize(width: 800, height: 600))`.
    public let makeView: () -> AnyView

    /// A scene called `name` (for `--scene`), shown as `title`, described by `summary`, with the
    /// help text of its own `keys`, drawing `view`.
    ///
    /// ```swift
    /// let hello = PlayerScene(name: "hello", title: "Hello", summary: "a greeting") { Text("Hello") }
    /// ```
    public init<V: View>(name: String, title: String, summary: String, keys: [String] = [],
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
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.sceneTrigger += 1   // what Space does in the player
    /// ```
    public var sceneTrigger: Int {
        get { self[SceneTriggerKey.self] }
        set { self[SceneTriggerKey.self] = newValue }
    }
}
