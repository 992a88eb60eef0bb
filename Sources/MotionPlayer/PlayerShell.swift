import Motion
import MotionSDL
import MotionScenes

/// The player as an app on Motion's runtime: its root view is the ``PlayerChrome`` (scene bar,
/// the current scene, help line); its own keys are `1`–`9` (scenes), `Space` (the scene trigger)
/// and the arrows (the scene's keys); its own flags are `--scene NAME` and `--list-scenes`; a
/// script's `scene NAME` shows a scene. Everything else — the clock, the developer keys, the
/// window, headless frames — is the runtime's, as for every Motion app.
///
/// ```swift
/// let shell = PlayerShell()
/// let runner = AppRunner(shell: shell, size: CGSize(width: 800, height: 600))
/// shell.perform(.selectScene(1))                        // the shake scene
/// runner.handle(.keyDown(.space, isRepeat: false))      // both Login buttons
/// ```
final class PlayerShell: AppShell {
    /// The scenes, in scene-bar order.
    let scenes: [PlayerScene]
    /// The player's own keys.
    let keyMap: KeyMap<PlayerAction>
    /// The index of the current scene in ``scenes``.
    private(set) var sceneIndex: Int
    /// How many times the scene trigger (`Space`) was pressed.
    private(set) var trigger = 0
    /// The latest scene key.
    private(set) var keyPress: SceneKeyPress?
    var requestRefresh: () -> Void = {}

    private var sceneView: AnyView

    /// A shell showing `scenes[sceneIndex]` (clamped to the list).
    init(scenes: [PlayerScene] = PlayerScene.all, sceneIndex: Int = 0, keyMap: KeyMap<PlayerAction> = .player) {
        self.scenes = scenes
        self.keyMap = keyMap
        let index = scenes.isEmpty ? 0 : min(max(sceneIndex, 0), scenes.count - 1)
        self.sceneIndex = index
        sceneView = scenes.isEmpty ? AnyView(Text("No scenes")) : scenes[index].makeView()
    }

    /// The current scene (`nil` only when there are no scenes).
    var currentScene: PlayerScene? { scenes.isEmpty ? nil : scenes[sceneIndex] }

    // MARK: AppShell

    var program: String { "motion-player" }
    var windowTitle: String { "motion-player: \(currentScene?.title ?? "no scenes")" }
    var screenshotPrefix: String { currentScene?.name ?? "screenshot" }
    var sceneNames: [String] { scenes.map(\.name) }
    var keyHelp: String { keyMap.helpLine }
    var extraFlags: [CommandLineOptions.ExtraFlag] {
        [.init("--scene", value: "NAME", help: "the scene to show (see --list-scenes), default the first"),
         .init("--list-scenes", help: "list the scenes and exit", isCommand: true)]
    }

    /// Shows the scene `--scene` names.
    ///
    /// - Throws: ``AppFailure`` for a name that is not a scene's.
    func configure(with options: CommandLineOptions) throws {
        guard let name = options.appValues["--scene"] else { return }
        guard selectScene(named: name) else {
            throw AppFailure(description: "motion-player: unknown scene '\(name)' (scenes: \(sceneNames.joined(separator: ", ")))")
        }
    }

    /// What `--list-scenes` prints: one line a scene, `N  name  Title — summary`.
    func output(ofCommand flag: String) -> String {
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.enumerated().map { index, scene in
            let padded = scene.name + String(repeating: " ", count: width - scene.name.count)
            return "\(index + 1)  \(padded)  \(scene.title) — \(scene.summary)"
        }.joined(separator: "\n")
    }

    func rootView(_ status: AppStatus) -> AnyView {
        let scene = currentScene
        let playerKeys = [keyMap.helpLine, status.keyHelp].filter { !$0.isEmpty }.joined(separator: " · ")
        return AnyView(PlayerChrome(titles: scenes.map(\.title), current: sceneIndex, sceneName: scene?.name ?? "",
                                    scene: sceneView, trigger: trigger, keyPress: keyPress,
                                    sceneKeys: scene?.keys.joined(separator: " · ") ?? "",
                                    playerKeys: playerKeys, status: status.words,
                                    select: { [weak self] in self?.perform(.selectScene($0)) }))
    }

    func handleKey(_ key: Key, isRepeat: Bool) -> Bool {
        guard let action = keyMap.action(for: key, isRepeat: isRepeat) else { return false }
        perform(action)
        return true
    }

    @discardableResult
    func selectScene(named name: String) -> Bool {
        guard let index = scenes.firstIndex(where: { $0.name == name }) else { return false }
        perform(.selectScene(index))
        return true
    }

    // MARK: Actions

    /// Carries out one of the player's own actions and shows the result.
    func perform(_ action: PlayerAction) {
        switch action {
        case .selectScene(let index):
            guard scenes.indices.contains(index), index != sceneIndex else { return }
            sceneIndex = index
            sceneView = scenes[index].makeView()
        case .trigger:
            trigger += 1
        case .sceneKey(let key):
            keyPress = SceneKeyPress(key: key, count: (keyPress?.count ?? 0) + 1)
        }
        requestRefresh()
    }
}

extension KeyMap where Action == PlayerAction {
    /// The player's own keys: `1`–`9` scenes, `Space` trigger, arrows to the scene. The developer
    /// keys (``KeyMap/developer``) follow them in the help line.
    static let player = KeyMap(entries: [
        Entry("1–9", "scene", (1...9).map { (key: Key(Unicode.Scalar(UInt8(48 + $0))), action: .selectScene($0 - 1)) }),
        Entry("Space", nil, [(.space, .trigger)]),
        Entry("↑↓←→", nil, repeats: true, [(.up, .sceneKey(.up)), (.down, .sceneKey(.down)),
                                             (.left, .sceneKey(.left)), (.right, .sceneKey(.right))]),
    ])
}
