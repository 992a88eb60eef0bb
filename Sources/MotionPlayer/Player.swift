import Foundation
import MotionSDL
import MotionScenes

/// The `motion-player` program: parses the command line, then opens a window (``WindowSession``)
/// or renders headless frames (``HeadlessSession``). `main.swift` only calls ``main(arguments:environment:output:errors:)``.
///
/// Exit codes: 0 done; 1 an SDL, file or script-playing error (one line on stderr); 2 a bad command
/// line — an unknown flag, a bad value, an unknown scene (one line and the usage on stderr) — or a
/// bad script file (one line naming the file and line).
///
/// Reduce Motion starts on with `--reduce-motion` or when `MOTION_REDUCE_MOTION` is `1`, `true`
/// or `yes` (any case).
///
/// ```swift
/// Player.main(arguments: ["--list-scenes"])   // prints the scenes, returns 0
/// ```
enum Player {
    /// A failure outside SDL, as one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What `--help` prints: the flags, then the keys (from the key map) and the scenes.
    static var usage: String {
        CommandLineOptions.usage + "\n\n"
            + "Keys in the window: \(KeyMap.player.helpLine); each scene's own keys are on its help line.\n"
            + "Scenes: \(PlayerScene.all.map(\.name).joined(separator: ", ")) (--list-scenes describes them)."
    }

    /// Runs the program for `arguments` (without the program name) and returns the exit code.
    /// `output` gets what goes to standard output, `errors` what goes to standard error.
    static func main(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                     output: @escaping (String) -> Void = { print($0) },
                     errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        let command: CommandLineOptions.Command
        do {
            command = try CommandLineOptions.parse(arguments)
        } catch {
            errors("\(error)\n\(usage)")
            return 2
        }
        switch command {
        case .help:
            output(usage)
            return 0
        case .version:
            output(CommandLineOptions.versionLine)
            return 0
        case .listScenes:
            output(sceneList)
            return 0
        case .run(let options):
            let scenes = PlayerScene.all
            var sceneIndex = 0
            if let name = options.scene {
                guard let index = scenes.firstIndex(where: { $0.name == name }) else {
                    errors("motion-player: unknown scene '\(name)' (scenes: \(scenes.map(\.name).joined(separator: ", ")))\n\(usage)")
                    return 2
                }
                sceneIndex = index
            }
            var script: PlayerScript?
            if let path = options.scriptPath {
                do {
                    script = try PlayerScript.load(contentsOf: path, sceneNames: scenes.map(\.name))
                } catch let error as ScriptError {
                    errors("motion-player: \(error)")
                    return error.line == 0 ? 1 : 2
                } catch {
                    errors("motion-player: \(error)")
                    return 1
                }
            }
            let reduceMotion = options.reduceMotion || isOn(environment["MOTION_REDUCE_MOTION"])
            do {
                if options.headless {
                    let session = try HeadlessSession(options: options, sceneIndex: sceneIndex, script: script,
                                                      reduceMotion: reduceMotion, log: output)
                    try session.run()
                } else {
                    let session = try WindowSession(options: options, sceneIndex: sceneIndex, script: script,
                                                    reduceMotion: reduceMotion, log: output)
                    output(session.summary)
                    try session.run()
                }
                return 0
            } catch {
                errors("motion-player: \(error)")
                return 1
            }
        }
    }

    /// What `--list-scenes` prints: one line a scene, `name  Title — summary`.
    static var sceneList: String {
        let width = PlayerScene.all.map(\.name.count).max() ?? 0
        return PlayerScene.all.enumerated().map { index, scene in
            let padded = scene.name + String(repeating: " ", count: width - scene.name.count)
            return "\(index + 1)  \(padded)  \(scene.title) — \(scene.summary)"
        }.joined(separator: "\n")
    }

    /// Whether an environment variable's value turns a switch on: `1`, `true` or `yes`, any case.
    static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
