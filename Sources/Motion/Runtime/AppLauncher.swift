import Foundation
import MotionSDL

/// Runs a Motion app from its command line: parses the flags (``CommandLineOptions``), reads the
/// script, then opens a window (``WindowSession``) or renders headless frames (``HeadlessSession``).
/// `App.main()` calls it for a user's app; `motion-player` calls it with its own shell.
///
/// Exit codes: 0 done; 1 an SDL, file or script-playing error, or an app with no window group
/// (one line on stderr); 2 a bad command line — an unknown flag, a bad value, a bad value of the
/// app's own flags (one line and the usage on stderr) — or a bad script file (one line naming the
/// file and line), unreadable or binary scripts included, or a `--trace` file that cannot be
/// written (one line naming it and why). The trace is closed as complete JSON however the
/// session ends: done, quit, or an error.
///
/// Reduce Motion starts on with `--reduce-motion` or when `MOTION_REDUCE_MOTION` is `1`, `true`
/// or `yes` (any case).
///
/// ```swift
/// AppLauncher.main(shell: shell, arguments: ["--headless", "--frames", "30"])   // 0
/// ```
package enum AppLauncher {
    /// Runs the first window of `scene` as the program `program`; returns the exit code.
    package static func main(scene: some Scene, program: String, arguments: [String],
                             environment: [String: String] = ProcessInfo.processInfo.environment,
                             output: @escaping (String) -> Void = { print($0) },
                             errors: (String) -> Void = AppLauncher.standardError) -> Int32 {
        guard let window = scene._windows.first else {
            errors("\(program): the app's body has no WindowGroup: nothing to show (write `WindowGroup { ContentView() }`)")
            return 1
        }
        let shell = WindowGroupShell(program: program, title: window.title, defaultSize: window.defaultSize,
                                     content: window.makeContent())
        return main(shell: shell, arguments: arguments, environment: environment, output: output, errors: errors)
    }

    /// Runs `shell` for `arguments` (without the program name) and returns the exit code.
    /// `output` gets what goes to standard output, `errors` what goes to standard error.
    package static func main(shell: AppShell, arguments: [String],
                             environment: [String: String] = ProcessInfo.processInfo.environment,
                             output: @escaping (String) -> Void = { print($0) },
                             errors: (String) -> Void = AppLauncher.standardError) -> Int32 {
        let grammar = shell.grammar
        let usage = self.usage(of: shell)
        let options: CommandLineOptions
        do {
            switch try CommandLineOptions.parse(arguments, grammar: grammar) {
            case .help:
                output(usage)
                return 0
            case .version:
                output(grammar.versionLine)
                return 0
            case .appCommand(let flag):
                output(shell.output(ofCommand: flag))
                return 0
            case .run(let parsed):
                options = parsed
            }
            try shell.configure(with: options)
        } catch {
            errors("\(error)\n\(usage)")
            return 2
        }
        var script: AppScript?
        if let path = options.scriptPath {
            do {
                script = try AppScript.load(contentsOf: path, sceneNames: shell.sceneNames)
            } catch {
                errors("\(grammar.program): \(error)")
                return 2
            }
        }
        var trace: AppTrace?
        if let path = options.tracePath {
            do {
                trace = AppTrace(file: try TraceFile(path: path), program: grammar.program, log: output)
            } catch {
                errors("\(grammar.program): \(error)")
                return 2
            }
        }
        defer { trace?.finish() }
        let reduceMotion = options.reduceMotion || isOn(environment["MOTION_REDUCE_MOTION"])
        do {
            if options.headless {
                let session = try HeadlessSession(shell: shell, options: options, script: script,
                                                  reduceMotion: reduceMotion, trace: trace, log: output)
                try session.run()
            } else {
                let session = try WindowSession(shell: shell, options: options, script: script,
                                                reduceMotion: reduceMotion, trace: trace, log: output)
                output(session.summary)
                try session.run()
            }
            return 0
        } catch {
            errors("\(grammar.program): \(error)")
            return 1
        }
    }

    /// What `--help` prints: the flags, then the keys in the window.
    package static func usage(of shell: AppShell) -> String {
        let keys = [shell.keyHelp, KeyMap<DevAction>.developer.helpLine].filter { !$0.isEmpty }.joined(separator: " · ")
        return shell.grammar.usage + "\n\nKeys in the window: \(keys)."
    }

    /// Whether an environment variable's value turns a switch on: `1`, `true` or `yes`, any case.
    package static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Writes one line to standard error.
    package static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
