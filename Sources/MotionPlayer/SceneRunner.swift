import Foundation
import MotionSDL
import MotionScenes

/// The player without its window: the ``ViewHost`` of the current scene inside the player's chrome
/// (``PlayerChrome``), the scene clock (pause, frame step, slow motion), the key map, and the input
/// path from ``WindowEvent``s (already in points) to the host. A window session and a headless
/// session both drive one, and so do the tests, through exactly the same calls.
///
/// Input rules:
/// - The left mouse button becomes `pointerDown` / `pointerUp`; motion becomes `pointerMoved` while
///   the button is down (MotionUI has no hover). Other buttons are ignored.
/// - Typed text (`textInput`) goes to the host, for the focused text field.
/// - A key goes first to the focused field when it is an editing key (Tab, Backspace, Delete, the
///   arrows, Home, End, Enter, Esc); if the host handles it, that is all. While a field has focus,
///   printable keys do nothing more (their characters arrive as text). Otherwise the ``KeyMap``
///   decides.
///
/// Clock rules: ``advance(toWallTime:)`` moves the scene clock by the wall step times the speed
/// (1, or ``slowMotionFactor`` in slow motion), and not at all while paused; ``step()`` moves a
/// paused clock by one frame (the host's `frameInterval` times the speed). The clock never runs
/// backwards and ignores non-finite times.
///
/// ```swift
/// let runner = SceneRunner(size: CGSize(width: 800, height: 600))
/// runner.perform(.selectScene(1))                       // the shake scene
/// runner.handle(.keyDown(.space, isRepeat: false))      // both Login buttons
/// runner.advance(toWallTime: 0.1)
/// let list = runner.displayList                         // draw it
/// ```
final class SceneRunner {
    /// How fast the scene clock runs in slow motion: a tenth of real time.
    static let slowMotionFactor = 0.1
    /// How often the frame-time overlay's text changes, in wall seconds (so it can be read).
    static let frameStatsRefreshInterval = 0.25

    /// The scenes, in scene-bar order.
    let scenes: [PlayerScene]
    /// The keys.
    let keyMap: KeyMap
    /// The host of the chrome and the current scene.
    let host: ViewHost<PlayerChrome>

    /// The index of the current scene in ``scenes``.
    private(set) var sceneIndex: Int
    /// Whether the scene clock is stopped (`P`).
    private(set) var isPaused = false
    /// Whether the scene clock runs at ``slowMotionFactor`` (`S`).
    private(set) var isSlowMotion = false
    /// Whether the frame-time overlay is shown (`F1`).
    private(set) var showsFrameStats = false
    /// How many times the scene trigger (`Space`) was pressed.
    private(set) var trigger = 0
    /// The latest scene key.
    private(set) var keyPress: SceneKeyPress?
    /// The frame times recorded so far.
    private(set) var frameStats = FrameStats()

    private var sceneView: AnyView
    private let pendingSelection = PendingSelection()
    private var lastWallTime: TimeInterval?
    private var pointerIsDown = false
    private var statsAge: TimeInterval = 0

    /// Where a click on a scene title is kept until the host has finished delivering the event.
    private final class PendingSelection {
        var index: Int?
    }

    /// A runner showing `scenes[sceneIndex]` (clamped to the list) in `size` points at `scale`
    /// pixels per point.
    ///
    /// ```swift
    /// let runner = SceneRunner(scenes: PlayerScene.all, sceneIndex: 0, size: CGSize(width: 800, height: 600))
    /// ```
    init(scenes: [PlayerScene] = PlayerScene.all, sceneIndex: Int = 0, size: CGSize, scale: CGFloat = 1,
         reduceMotion: Bool = false, keyMap: KeyMap = .player,
         textMeasurer: TextMeasurer = MonospaceTextMeasurer(), imageSizer: ImageSizer? = nil) {
        self.scenes = scenes
        self.keyMap = keyMap
        let index = scenes.isEmpty ? 0 : min(max(sceneIndex, 0), scenes.count - 1)
        self.sceneIndex = index
        sceneView = scenes.isEmpty ? AnyView(Text("No scenes")) : scenes[index].makeView()
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let pending = pendingSelection
        let chrome = SceneRunner.chrome(scenes: scenes, index: index, view: sceneView, trigger: 0, keyPress: nil,
                                        keyMap: keyMap, status: SceneRunner.status(paused: false, slow: false, reduceMotion: reduceMotion),
                                        frameStats: nil, pending: pending)
        host = ViewHost(chrome, size: size, environment: environment, scale: scale,
                        textMeasurer: textMeasurer, imageSizer: imageSizer)
    }

    // MARK: State

    /// The current scene (`nil` only when there are no scenes).
    var currentScene: PlayerScene? { scenes.isEmpty ? nil : scenes[sceneIndex] }
    /// The scene clock: seconds of animation time shown so far.
    var time: TimeInterval { host.time }
    /// The layout size in points.
    var size: CGSize { host.size }
    /// Whether Reduce Motion is on in the scene's environment (`R`).
    var reduceMotion: Bool { host.environment.accessibilityReduceMotion }
    /// How fast the scene clock runs: 1, or ``slowMotionFactor`` in slow motion.
    var speed: Double { isSlowMotion ? SceneRunner.slowMotionFactor : 1 }
    /// The current frame's drawing.
    var displayList: DisplayList { host.displayList }
    /// The help line's state words: `"paused · slow ×10 · Reduce Motion"`, or `""`.
    var status: String { SceneRunner.status(paused: isPaused, slow: isSlowMotion, reduceMotion: reduceMotion) }

    // MARK: Clock

    /// Moves to the frame shown at `wallTime` (seconds on the session's clock — the window's
    /// animation time, or the headless virtual clock): the scene clock advances by the step since
    /// the last call times ``speed``, unless paused. The first call only sets the origin.
    func advance(toWallTime wallTime: TimeInterval) {
        guard wallTime.isFinite else { return }
        defer { lastWallTime = max(lastWallTime ?? wallTime, wallTime) }
        guard let last = lastWallTime else { return }
        let step = wallTime - last
        guard step > 0, !isPaused else { return }
        host.renderFrame(at: host.time + step * speed)
    }

    /// While paused, advances the scene clock by one frame (`frameInterval × speed`).
    func step() {
        guard isPaused else { return }
        host.renderFrame(at: host.time + host.frameInterval * speed)
    }

    /// Records a presented frame's timing for the overlay: `interval` since the previous frame and
    /// `work` spent on this one (seconds). The overlay's text changes at most every
    /// ``frameStatsRefreshInterval``.
    func recordFrame(interval: TimeInterval, work: TimeInterval) {
        frameStats.record(interval: interval, work: work)
        guard showsFrameStats else { return }
        if interval.isFinite, interval > 0 { statsAge += interval }
        if statsAge >= SceneRunner.frameStatsRefreshInterval {
            statsAge = 0
            refresh()
        }
    }

    // MARK: Input

    /// Delivers a window event (positions in points). Returns what the session must do, if anything.
    @discardableResult
    func handle(_ event: WindowEvent, modifiers: InputEvent.KeyModifiers = []) -> PlayerRequest? {
        switch event {
        case .mouseDown(let point, button: 1):
            pointerIsDown = true
            send(.pointerDown(point))
        case .mouseUp(let point, button: 1):
            guard pointerIsDown else { return nil }
            pointerIsDown = false
            send(.pointerUp(point))
        case .mouseMoved(let point):
            if pointerIsDown { send(.pointerMoved(point)) }
        case .textInput(let text):
            send(.text(text))
        case .keyDown(let key, let isRepeat):
            if let editing = SceneRunner.editingKey(for: key), send(.key(editing, modifiers: modifiers)) {
                return nil
            }
            if host.focusedText != nil, SceneRunner.isPrintable(key) { return nil }
            guard let action = keyMap.action(for: key, isRepeat: isRepeat) else { return nil }
            return perform(action)
        case .resized(let size):
            resize(to: size)
        default:
            break
        }
        return nil
    }

    /// Carries out a key map action. Returns what the session must do, if anything.
    @discardableResult
    func perform(_ action: PlayerAction) -> PlayerRequest? {
        switch action {
        case .selectScene(let index):
            selectScene(index)
        case .trigger:
            trigger += 1
            refresh()
        case .sceneKey(let key):
            keyPress = SceneKeyPress(key: key, count: (keyPress?.count ?? 0) + 1)
            refresh()
        case .toggleSlowMotion:
            isSlowMotion.toggle()
            refresh()
        case .togglePause:
            isPaused.toggle()
            refresh()
        case .stepFrame:
            step()
        case .toggleReduceMotion:
            host.environment.accessibilityReduceMotion.toggle()
            refresh()
        case .toggleFrameStats:
            showsFrameStats.toggle()
            statsAge = 0
            refresh()
        case .screenshot:
            return .screenshot(path: nil)
        case .quit:
            return .quit
        }
        return nil
    }

    /// Runs one script step through the same input path as real events. Returns what the session
    /// must do (resize, screenshot, quit), if anything.
    ///
    /// - Throws: ``ScriptError`` when `click "TEXT"` finds no such text, or `scene` no such scene.
    @discardableResult
    func run(_ step: PlayerScript.Step) throws -> PlayerRequest? {
        switch step.command {
        case .click(let point):
            click(at: point)
        case .clickText(let text, let occurrence):
            let matches = displayList.texts.filter { $0.text == text }
            guard occurrence <= matches.count else {
                let found = matches.isEmpty ? "none" : "only \(matches.count)"
                throw ScriptError(file: nil, line: step.line,
                                  message: "no text \"\(text)\" number \(occurrence) on screen (\(found))")
            }
            let bounds = matches[occurrence - 1].bounds
            click(at: CGPoint(x: bounds.midX, y: bounds.midY))
        case .press(let point):
            handle(.mouseDown(point, button: 1))
        case .move(let point):
            handle(.mouseMoved(point))
        case .release(let point):
            handle(.mouseUp(point, button: 1))
        case .key(let key):
            let request = handle(.keyDown(key, isRepeat: false))
            handle(.keyUp(key))
            return request
        case .type(let text):
            handle(.textInput(text))
        case .scene(let name):
            guard selectScene(named: name) else {
                throw ScriptError(file: nil, line: step.line, message: "unknown scene '\(name)'")
            }
        case .resize(let size):
            return .resize(size)
        case .screenshot(let path):
            return .screenshot(path: path)
        case .quit:
            return .quit
        }
        return nil
    }

    /// Shows the scene called `name`; false when there is none.
    @discardableResult
    func selectScene(named name: String) -> Bool {
        guard let index = scenes.firstIndex(where: { $0.name == name }) else { return false }
        selectScene(index)
        return true
    }

    /// Lays the player out for a window of `size` points.
    func resize(to size: CGSize) {
        guard size != host.size else { return }
        host.resize(to: size)
    }

    // MARK: Private

    private func click(at point: CGPoint) {
        handle(.mouseDown(point, button: 1))
        handle(.mouseUp(point, button: 1))
    }

    @discardableResult
    private func send(_ event: InputEvent) -> Bool {
        let handled = host.send(event)
        if let index = pendingSelection.index {
            pendingSelection.index = nil
            selectScene(index)
        }
        return handled
    }

    private func selectScene(_ index: Int) {
        guard scenes.indices.contains(index), index != sceneIndex else { return }
        sceneIndex = index
        sceneView = scenes[index].makeView()
        refresh()
    }

    /// Rebuilds the chrome from the runner's state (the scene keeps its state).
    private func refresh() {
        host.content = SceneRunner.chrome(scenes: scenes, index: sceneIndex, view: sceneView, trigger: trigger,
                                          keyPress: keyPress, keyMap: keyMap, status: status,
                                          frameStats: showsFrameStats ? frameStats.text : nil, pending: pendingSelection)
    }

    private static func chrome(scenes: [PlayerScene], index: Int, view: AnyView, trigger: Int, keyPress: SceneKeyPress?,
                               keyMap: KeyMap, status: String, frameStats: String?, pending: PendingSelection) -> PlayerChrome {
        let scene = scenes.isEmpty ? nil : scenes[index]
        return PlayerChrome(titles: scenes.map(\.title), current: index, sceneName: scene?.name ?? "",
                            scene: view, trigger: trigger, keyPress: keyPress,
                            sceneKeys: scene?.keys.joined(separator: " · ") ?? "",
                            playerKeys: keyMap.helpLine, status: status, frameStats: frameStats,
                            select: { [weak pending] in pending?.index = $0 })
    }

    private static func status(paused: Bool, slow: Bool, reduceMotion: Bool) -> String {
        var words: [String] = []
        if paused { words.append("paused") }
        if slow { words.append("slow ×10") }
        if reduceMotion { words.append("Reduce Motion") }
        return words.joined(separator: " · ")
    }

    /// The text-editing key for a keyboard key, or `nil` for keys fields do not take (Space
    /// arrives as text).
    static func editingKey(for key: Key) -> InputEvent.Key? {
        switch key {
        case .tab: return .tab
        case .backspace: return .backspace
        case .delete: return .delete
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        case .home: return .home
        case .end: return .end
        case .enter: return .enter
        case .escape: return .escape
        default: return nil
        }
    }

    /// Whether a key types a printable ASCII character (its text arrives as `textInput`).
    static func isPrintable(_ key: Key) -> Bool {
        (32...126).contains(key.code)
    }
}
