import MotionSDL

/// What an app brings to the runtime around it: its root view, its name and window title, and —
/// for a richer app such as `motion-player` — keys, flags and script commands of its own. The
/// ``AppRunner`` asks the shell for its root view whenever the runtime's state changes (pause, slow
/// motion, Reduce Motion…), handing it an ``AppStatus`` to show; a shell whose own state changed
/// asks for the same through ``requestRefresh``.
///
/// A `WindowGroup` becomes a ``WindowGroupShell``: its content, no keys or flags of its own.
///
/// ```swift
/// final class Demo: AppShell {
///     var program: String { "demo" }
///     var windowTitle: String { "Demo" }
///     var requestRefresh: () -> Void = {}
///     func rootView(_ status: AppStatus) -> AnyView { AnyView(Text("Hello")) }
/// }
/// ```
package protocol AppShell: AnyObject {
    /// The program's name: the first word of its messages and usage (`"motion-player"`).
    var program: String { get }
    /// The window's title (ASCII keeps X11 window managers without a UTF-8 locale happy).
    var windowTitle: String { get }
    /// The size in points when `--size` is not given.
    var defaultSize: CGSize { get }
    /// The app's own flags.
    var extraFlags: [CommandLineOptions.ExtraFlag] { get }
    /// What a screenshot's file name starts with (`"shake"` → `shake-0001.png`).
    var screenshotPrefix: String { get }
    /// The names a script's `scene NAME` accepts (none for a plain app).
    var sceneNames: [String] { get }
    /// The words of the help line for the app's own keys (`"1–9 scene"`), or `""`.
    var keyHelp: String { get }
    /// Set by the runner: call it when the shell's state changed and its root view must be asked for again.
    var requestRefresh: () -> Void { get set }

    /// Applies the values of the app's flags (`--scene shake`); a bad value throws a message for the user.
    func configure(with options: CommandLineOptions) throws
    /// What the command flag `flag` (`--list-scenes`) prints.
    func output(ofCommand flag: String) -> String
    /// The root view, showing `status` where the app wants it.
    func rootView(_ status: AppStatus) -> AnyView
    /// Handles one of the app's own keys; false when the key is not the app's.
    func handleKey(_ key: Key, isRepeat: Bool) -> Bool
    /// Shows the scene called `name` (a script's `scene NAME`); false when there is none.
    func selectScene(named name: String) -> Bool
}

extension AppShell {
    package var defaultSize: CGSize { CGSize(width: 800, height: 600) }
    package var extraFlags: [CommandLineOptions.ExtraFlag] { [] }
    package var screenshotPrefix: String { "screenshot" }
    package var sceneNames: [String] { [] }
    package var keyHelp: String { "" }
    package func configure(with options: CommandLineOptions) throws {}
    package func output(ofCommand flag: String) -> String { "" }
    package func handleKey(_ key: Key, isRepeat: Bool) -> Bool { false }
    package func selectScene(named name: String) -> Bool { false }

    /// The command-line grammar of this app.
    package var grammar: CommandLineOptions.Grammar {
        CommandLineOptions.Grammar(program: program, defaultSize: defaultSize, extraFlags: extraFlags)
    }
}
