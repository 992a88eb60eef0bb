import Foundation
import MotionSDL

/// A Motion app without its window: the ``ViewHost`` of the app's root view inside the runtime's
/// ``DevChrome``, the app clock (pause, frame step, slow motion), the developer keys, and the input
/// path from ``WindowEvent``s (already in points) to the host. A window session and a headless
/// session both drive one, and so do the tests, through exactly the same calls.
///
/// Input rules:
/// - The left mouse button becomes `pointerDown` / `pointerUp`; motion becomes `pointerMoved` while
///   the button is down and `hover` otherwise; leaving the window ends the hover. The wheel scrolls
///   what is under the pointer. Other buttons are ignored.
/// - Typed text (`textInput`) goes to the host, for the focused text field.
/// - A key goes first to the focused field when it is an editing key (Tab, Backspace, Delete, the
///   arrows, Home, End, Enter, Esc); if the host handles it, that is all. While a field has focus,
///   printable keys do nothing more (their characters arrive as text). Otherwise the app's own
///   keys (``AppShell/handleKey(_:isRepeat:)``) come first, then the developer keys
///   (``KeyMap/developer``), unless they are off (`--no-dev-keys`).
/// - While the inspector is on (`F2`), a left press with Control held selects the animated view
///   under the pointer in the inspector (``AnimationInspector/selectView(at:)``) instead of reaching
///   the app; its release is swallowed too.
///
/// Clock rules: ``advance(toWallTime:)`` moves the app clock by the wall step times the speed
/// (1, or ``slowMotionFactor`` in slow motion), and not at all while paused; ``step()`` moves a
/// paused clock by one frame (the host's `frameInterval` times the speed). The clock never runs
/// backwards and ignores non-finite times.
///
/// ```swift
/// let runner = AppRunner(shell: WindowGroupShell(title: "Pulse", content: AnyView(Pulse())),
///                        size: CGSize(width: 480, height: 320))
/// runner.handle(.keyDown(Key("p"), isRepeat: false))   // pause
/// runner.advance(toWallTime: 0.1)
/// let list = runner.displayList                        // draw it
/// ```
package final class AppRunner {
    /// How fast the app clock runs in slow motion: a tenth of real time.
    package static let slowMotionFactor = 0.1
    /// How often the frame-time strip's text changes, in wall seconds (so it can be read).
    package static let frameStatsRefreshInterval = 0.25

    /// The app.
    package let shell: AppShell
    /// The developer keys, or `nil` when they are off.
    package let developerKeys: KeyMap<DevAction>?
    /// Their help-line words, `""` when they are off.
    private let developerKeyHelp: String
    /// The host of the chrome and the app's root view.
    package let host: ViewHost<DevChrome>
    /// The frames shown so far, and the one shown while paused (``TimelineScrubber``).
    package let timeline: TimelineScrubber

    /// Whether the app clock is stopped (`P`).
    package private(set) var isPaused = false
    /// Whether the app clock runs at ``slowMotionFactor`` (`S`).
    package private(set) var isSlowMotion = false
    /// Whether the frame-time strip is shown (`F1`).
    package private(set) var showsFrameStats = false
    /// Whether a window flashes the rectangles each frame repaints (`F3`); a headless session has
    /// no window and ignores it.
    package private(set) var flashesDamage = false
    /// The frame times recorded so far.
    package private(set) var frameStats = FrameStats()
    /// The animation inspector (`F2`): its rows are taken from each new frame when the display
    /// list is read, while it is on.
    package let inspector = AnimationInspector()

    private var lastWallTime: TimeInterval?
    private var pointerIsDown = false
    /// Where the mouse was last seen (the wheel scrolls what is under it).
    private var lastPointer = CGPoint.zero
    /// Ctrl + wheel and touchpad pinches, as pinch sequences.
    private var pinch = PinchTracker()
    private var statsAge: TimeInterval = 0
    private var refreshRequested = false
    private var isDeliveringInput = false
    /// Set between a Control-press the inspector took and its release.
    private var inspectorHoldsPress = false
    /// The time and rows the inspector last took.
    private var inspectedFrame: (time: TimeInterval, ids: [LiveAnimation.ID])?

    /// The calendar date a session's app clock starts at: the wall clock's, to the second below
    /// (so a `Date()` taken in the app's views and the dates its timelines and live texts see
    /// agree, and schedules aligned to whole seconds keep the phase they have in tests).
    package static func sessionStartDate() -> Date {
        Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    }

    /// A runner showing `shell`'s root view in `size` points at `scale` pixels per point; the app
    /// clock's time 0 is the calendar date `startDate` (``ViewHost/startDate``; the player's
    /// sessions pass ``sessionStartDate()``).
    ///
    /// ```swift
    /// let runner = AppRunner(shell: shell, size: CGSize(width: 800, height: 600), scale: 2)
    /// ```
    package init(shell: AppShell, size: CGSize, scale: CGFloat = 1, reduceMotion: Bool = false,
                 developerKeys: Bool = true, textMeasurer: TextMeasurer = MonospaceTextMeasurer(),
                 imageSizer: ImageSizer? = nil, startDate: Date = Date(timeIntervalSince1970: 0)) {
        self.shell = shell
        self.developerKeys = developerKeys ? KeyMap<DevAction>.developer : nil
        developerKeyHelp = self.developerKeys?.helpLine ?? ""
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let status = AppStatus(keyHelp: developerKeyHelp,
                               words: AppRunner.statusWords(paused: false, slow: false, reduceMotion: reduceMotion))
        let content = UIScreen.openingWindow(of: size) { shell.rootView(status) }
        host = ViewHost(DevChrome(content: content, frameStats: nil), size: size, environment: environment,
                        scale: scale, textMeasurer: textMeasurer, imageSizer: imageSizer, startDate: startDate)
        host.cullsOffscreenItems = true
        timeline = TimelineScrubber(host: host, textMeasurer: textMeasurer)
        shell.requestRefresh = { [unowned self] in self.shellChanged() }
    }

    // MARK: State

    /// The app clock: seconds of animation time shown so far.
    package var time: TimeInterval { host.time }
    /// The layout size in points.
    package var size: CGSize { host.size }
    /// Whether Reduce Motion is on in the app's environment (`R`).
    package var reduceMotion: Bool { host.environment.accessibilityReduceMotion }
    /// What the window shows behind the app: the system background of its appearance (white, or
    /// black when dark).
    package var background: Color { Color(uiColor: .systemBackground).resolved(in: host.environment.colorScheme) }
    /// How fast the app clock runs: 1, or ``slowMotionFactor`` in slow motion.
    package var speed: Double { isSlowMotion ? AppRunner.slowMotionFactor : 1 }
    /// The current frame's drawing (with the inspector's panel brought up to date first, while it
    /// is on); while paused, the frame the timeline shows with the timeline over its bottom.
    package var displayList: DisplayList {
        inspectIfNeeded()
        return isPaused ? timeline.displayList : host.displayList
    }
    /// The runtime's state for the app to show.
    package var status: AppStatus {
        AppStatus(keyHelp: developerKeyHelp,
                  words: AppRunner.statusWords(paused: isPaused, slow: isSlowMotion, reduceMotion: reduceMotion))
    }
    /// The window title: the app's, then the state words (`"Pulse - paused"`). ASCII separators only:
    /// X11 servers without a UTF-8 locale mangle other characters in WM_NAME.
    package var windowTitle: String {
        let words = AppRunner.statusWords(paused: isPaused, slow: isSlowMotion, reduceMotion: reduceMotion)
        return words.isEmpty ? shell.windowTitle : "\(shell.windowTitle) - \(words.replacingOccurrences(of: " · ", with: ", ").replacingOccurrences(of: "×", with: "x"))"
    }

    // MARK: Clock

    /// Moves to the frame shown at `wallTime` (seconds on the session's clock — the window's
    /// animation time, or the headless virtual clock): the app clock advances by the step since
    /// the last call times ``speed``, unless paused. The first call only sets the origin.
    package func advance(toWallTime wallTime: TimeInterval) {
        guard wallTime.isFinite else { return }
        sendAll(pinch.endIfQuiet(at: wallTime))
        defer { lastWallTime = max(lastWallTime ?? wallTime, wallTime) }
        guard let last = lastWallTime else { return }
        let step = wallTime - last
        guard step > 0, !isPaused else { return }
        timeline.recordLiveFrame()
        host.renderFrame(at: host.time + step * speed)
    }

    /// While paused, advances the app clock by one frame (`frameInterval × speed`), from now
    /// (the timeline shows the live frame again).
    package func step() {
        guard isPaused else { return }
        timeline.returnToNow()
        timeline.recordLiveFrame()
        host.renderFrame(at: host.time + host.frameInterval * speed)
    }

    /// Records a presented frame's timing for the strip: `interval` since the previous frame and
    /// `work` spent on this one (seconds), and the pixels it uploaded to the window when known.
    /// The strip's text changes at most every ``frameStatsRefreshInterval``.
    package func recordFrame(interval: TimeInterval, work: TimeInterval, uploadedPixels: Int? = nil) {
        frameStats.record(interval: interval, work: work, uploadedPixels: uploadedPixels)
        guard showsFrameStats else { return }
        if interval.isFinite, interval > 0 { statsAge += interval }
        if statsAge >= AppRunner.frameStatsRefreshInterval {
            statsAge = 0
            refresh()
        }
    }

    // MARK: Input

    /// Delivers a window event (positions in points). Returns what the session must do, if anything.
    @discardableResult
    package func handle(_ event: WindowEvent, modifiers: InputEvent.KeyModifiers = []) -> AppRequest? {
        if isPaused, timeline.handle(event) { return nil }
        switch event {
        case .mouseDown(let point, button: 1) where inspector.isOn && modifiers.contains(.control):
            inspectorHoldsPress = true
            inspector.selectView(at: point)
            refresh()
        case .mouseUp(_, button: 1) where inspectorHoldsPress:
            inspectorHoldsPress = false
        case .mouseDown(let point, button: 1):
            sendAll(pinch.end())
            lastPointer = point
            pointerIsDown = true
            send(.pointerDown(point))
        case .mouseUp(let point, button: 1):
            guard pointerIsDown else { return nil }
            pointerIsDown = false
            send(.pointerUp(point))
        case .mouseMoved(let point):
            lastPointer = point
            send(pointerIsDown ? .pointerMoved(point) : .hover(point))
        case .mouseWheel(let delta) where modifiers.contains(.control):
            sendAll(pinch.wheel(delta, rotates: modifiers.contains(.shift), at: lastPointer, time: frameTime))
        case .mouseWheel(let delta):
            send(.scroll(delta, at: lastPointer))
        case .pinch(let scale, let rotation):
            sendAll(pinch.change(scale: scale, rotation: rotation, at: lastPointer, time: frameTime))
        case .mouseLeft:
            sendAll(pinch.end())
            if !pointerIsDown { send(.hoverEnded) }
        case .textInput(let text):
            send(.text(text))
        case .keyDown(let key, let isRepeat):
            if let editing = AppRunner.editingKey(for: key), send(.key(editing, modifiers: modifiers)) {
                return nil
            }
            if isPaused, modifiers.contains(.shift), key == .left || key == .right {
                timeline.step(by: key == .left ? -1 : 1)
                return nil
            }
            if host.focusedText != nil, AppRunner.isPrintable(key) { return nil }
            if shell.handleKey(key, isRepeat: isRepeat) { return nil }
            guard let action = developerKeys?.action(for: key, isRepeat: isRepeat) else { return nil }
            return perform(action)
        case .resized(let size):
            resize(to: size)
        default:
            break
        }
        return nil
    }

    /// Carries out a developer key's action. Returns what the session must do, if anything.
    @discardableResult
    package func perform(_ action: DevAction) -> AppRequest? {
        switch action {
        case .toggleSlowMotion:
            isSlowMotion.toggle()
            refresh()
        case .togglePause:
            isPaused.toggle()
            timeline.returnToNow()
            refresh()
        case .stepFrame:
            step()
        case .toggleReduceMotion:
            host.environment.accessibilityReduceMotion.toggle()
            refresh()
        case .toggleColorScheme:
            host.environment.colorScheme = host.environment.colorScheme == .dark ? .light : .dark
            refresh()
        case .toggleFrameStats:
            showsFrameStats.toggle()
            statsAge = 0
            refresh()
        case .toggleInspector:
            setInspector(on: !inspector.isOn)
        case .toggleDamageFlash:
            flashesDamage.toggle()
        case .screenshot:
            return .screenshot(path: nil)
        case .toggleRecording:
            return .toggleRecording
        case .quit:
            return .quit
        }
        return nil
    }

    /// Runs one script step through the same input path as real events. Returns what the session
    /// must do (resize, screenshot, quit), if anything.
    ///
    /// - Throws: ``ScriptError`` when `click "TEXT"` finds no such text, `click id:NAME` no element
    ///   it can activate, or `scene` no such scene.
    @discardableResult
    package func run(_ step: AppScript.Step) throws -> AppRequest? {
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
        case .clickIdentifier(let identifier):
            // A control is clicked like a finger would (through the window's input path); an
            // element with its own accessibility action has it performed.
            guard let element = host.accessibilityElement(identifier: identifier), element.isActivatable else {
                let found = host.accessibilityElement(identifier: identifier) == nil ? "none on screen" : "it cannot be activated"
                throw ScriptError(file: nil, line: step.line,
                                  message: "no accessibility element with identifier \"\(identifier)\" to click (\(found))")
            }
            if let point = element.activationPoint {
                click(at: point)
            } else {
                host.activate(element)
            }
        case .press(let point):
            handle(.mouseDown(point, button: 1))
        case .scroll(let delta):
            handle(.mouseWheel(delta))
        case .pinchBegan(let point):
            sendAll(pinch.end())
            send(.pinchBegan(point))
        case .pinchChanged(let scale, let rotation, let point):
            send(.pinchChanged(scale: scale, rotation: rotation, at: point))
        case .pinchEnded(let point):
            send(.pinchEnded(point))
        case .move(let point):
            handle(.mouseMoved(point))
        case .release(let point):
            handle(.mouseUp(point, button: 1))
        case .key(let key):
            let request = handle(.keyDown(key, isRepeat: false))
            handle(.keyUp(key))
            return request
        case .keyChord(let key, let modifiers):
            let request = handle(.keyDown(key, isRepeat: false), modifiers: modifiers)
            handle(.keyUp(key), modifiers: modifiers)
            return request
        case .scrub(let seconds):
            guard isPaused else {
                throw ScriptError(file: nil, line: step.line, message: "scrub needs the app paused ('key p' before it)")
            }
            timeline.scrub(by: seconds)
        case .type(let text):
            handle(.textInput(text))
        case .scene(let name):
            guard shell.selectScene(named: name) else {
                throw ScriptError(file: nil, line: step.line, message: "unknown scene '\(name)'")
            }
        case .resize(let size):
            return .resize(size)
        case .inspector(let on):
            setInspector(on: on)
        case .screenshot(let path):
            return .screenshot(path: path)
        case .quit:
            return .quit
        }
        return nil
    }

    /// Lays the app out for a window of `size` points.
    package func resize(to size: CGSize) {
        guard size != host.size else { return }
        timeline.removeAll()
        host.resize(to: size)
    }

    /// Asks the app for its root view again and shows it with the runtime's current state (the
    /// app's views keep their state: the root keeps its identity).
    package func refresh() {
        host.content = DevChrome(content: shell.rootView(status),
                                 frameStats: showsFrameStats ? DevChrome.stripText(frameStats.text, status: status.words) : nil,
                                 inspector: inspector.isOn ? inspectorPanel : nil)
    }

    // MARK: Inspector

    /// Shows or hides the inspector's panel; turning it on starts from the current frame's rows.
    package func setInspector(on: Bool) {
        inspector.isOn = on
        inspectedFrame = nil
        refresh()
    }

    private var inspectorPanel: InspectorPanel {
        InspectorPanel(inspector: inspector, now: host.time) { [unowned self] node in
            self.inspector.select(node: node)
            self.shellChanged()
        }
    }

    /// The app's running animations, their view paths starting at the app's root view (the
    /// runtime's chrome left out), as the inspector and the trace show them.
    package var appAnimations: [LiveAnimation] { host.liveAnimations.compactMap(InspectedContent.appRow) }

    /// While the inspector is on, gives it the current frame's rows when the time or the running
    /// animations changed since it last took them, and shows its panel anew.
    package func inspectIfNeeded() {
        guard inspector.isOn else { return }
        let rows = host.liveAnimations
        let ids = rows.map(\.id)
        if let last = inspectedFrame, last.time == host.time, last.ids == ids { return }
        inspectedFrame = (host.time, ids)
        inspector.record(rows, at: host.time)
        refresh()
    }

    // MARK: Private

    private func click(at point: CGPoint) {
        handle(.mouseDown(point, button: 1))
        handle(.mouseUp(point, button: 1))
    }

    /// A shell that changes while the host delivers an event (a click on a scene title) is shown
    /// anew once the event is delivered, not in the middle of it.
    private func shellChanged() {
        if isDeliveringInput { refreshRequested = true } else { refresh() }
    }

    /// The session clock's time of the last frame: when input between frames happens.
    private var frameTime: TimeInterval { lastWallTime ?? 0 }

    private func sendAll(_ events: [InputEvent]) {
        for event in events { send(event) }
    }

    @discardableResult
    private func send(_ event: InputEvent) -> Bool {
        isDeliveringInput = true
        let handled = host.send(event)
        isDeliveringInput = false
        if refreshRequested {
            refreshRequested = false
            refresh()
        }
        return handled
    }

    private static func statusWords(paused: Bool, slow: Bool, reduceMotion: Bool) -> String {
        var words: [String] = []
        if paused { words.append("paused") }
        if slow { words.append("slow ×10") }
        if reduceMotion { words.append("Reduce Motion") }
        return words.joined(separator: " · ")
    }

    /// The text-editing key for a keyboard key, or `nil` for keys fields do not take (Space
    /// arrives as text).
    package static func editingKey(for key: Key) -> InputEvent.Key? {
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
    package static func isPrintable(_ key: Key) -> Bool {
        (32...126).contains(key.code)
    }
}
