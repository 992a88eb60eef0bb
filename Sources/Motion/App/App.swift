import Foundation
import MotionUI

/// An app, as SwiftUI's `App`: a type with an empty initializer whose `body` is its scenes. Mark it
/// `@main` and it runs: ``main()`` makes the app, takes its first ``WindowGroup`` and opens it in a
/// window with Motion's runtime — a vsync'd frame loop, the mouse and keyboard, the developer keys
/// (`S` slow motion, `P` pause, `.` step, `R` Reduce Motion, `F1` frame times, `F12` screenshot,
/// `Esc` quit) and the command-line flags every Motion app has (`--help` lists them; `--headless
/// --frames N --out DIR` renders PNGs instead of opening a window).
///
/// ```swift
/// import Motion
///
/// @main
/// struct PulseApp: App {
///     var body: some Scene {
///         WindowGroup("Pulse") { Circle().fill(Color.orange).frame(width: 60, height: 60) }
///             .defaultSize(width: 480, height: 320)
///     }
/// }
/// ```
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes; Motion shows the first ``WindowGroup``.
    @SceneBuilder var body: Body { get }
    /// Makes the app (``main()`` calls it once).
    init()
}

extension App {
    /// Runs the app with the process's command line and exits with its exit code: 0 when the window
    /// was closed (or the frames were written), 1 when something failed at run time (no display,
    /// no `WindowGroup`), 2 for a bad command line. The program's name in messages and in the
    /// usage is the executable's.
    public static func main() {
        // Lines reach a pipe or a log file as they are printed (where a screenshot went, say).
        setvbuf(stdout, nil, _IOLBF, 0)
        let arguments = CommandLine.arguments
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "motion-app"
        exit(AppLauncher.main(scene: Self().body, program: program, arguments: Array(arguments.dropFirst())))
    }
}
