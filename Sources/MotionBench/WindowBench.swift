import Foundation

/// `motion-bench window`: the real player in a window, so it needs an X display (`DISPLAY`; Xvfb
/// will do). It runs `motion-player` (the executable next to `motion-bench`) twice at 1280 × 800
/// with a script that waits `seconds` (10) and quits, and reads the line the player prints when
/// its loop ends (frames presented, over what span, and the CPU time the process used meanwhile):
///
/// - the `loader` scene, always animating: frames presented per second, target 60 ± 1 (a 60 Hz
///   display, vsync or the player's sleep pacing where vsync does not wait);
/// - the `form` scene at rest (nothing animates, nothing is typed): CPU time over wall time, one
///   core = 100 %. Target ≤ 10 %: the player redraws every frame (it has no idle skip), so this is
///   the cost of one 1280 × 800 frame sixty times a second; a tenth of a core leaves the machine
///   to everything else, and is what an idle window must not exceed to go unnoticed.
///
/// - the `shake` scene, Space pressed at once, for two seconds: the pixels uploaded to the window
///   per redrawn frame (`window.uploaded_pixels.shake`, the player's closing line; the first frame
///   uploads the whole window, every later one only its damage). Target ≤ 102,400, a tenth of the
///   1,024,000-pixel window: the two shaking 200 × 100-point rectangles damage about 45,000 a
///   frame, a full repaint would upload all of it.
///
/// The figures come from the player's own clock and `getrusage`, over its frame loop only (not
/// its start-up); the whole child process's CPU time, start-up included, is noted beside them.
/// Without `DISPLAY` it prints how to run it and gives no figure. `SDL_VIDEODRIVER=dummy` or
/// `offscreen` (what `make bench` sets when unset, for the headless suites) is removed from the
/// player's environment: a window nobody can see measures nothing.
struct WindowBench: BenchSuite {
    let name = "window"
    let summary = "the player's window under X: frames presented per second (loader, 10 s) and CPU used by an idle scene (form at rest)"

    let seconds = Double(ProcessInfo.processInfo.environment["MOTION_BENCH_WINDOW_SECONDS"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 10
    /// The idle scene's CPU target, in percent of one core.
    static let idleCPUTarget = 10.0
    /// The shake's upload target, in pixels per redrawn frame: a tenth of 1280 × 800.
    static let uploadTarget = 102_400.0

    /// What the player said about one session.
    struct Session {
        let frames: Int
        let span: Double
        let fps: Double
        let cpuPercent: Double
        let workMilliseconds: Double
        /// Pixels uploaded per redrawn frame, when the player said.
        let uploadedPixels: Double?
        /// CPU seconds of the whole child process (start-up included) over its wall time, in percent.
        var processCPUPercent: Double
        var line: String
    }

    func run(report: inout BenchReport) {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["DISPLAY"], !display.isEmpty else {
            report.note("no DISPLAY: skipped. Run it under X, e.g. `Xvfb :99 -screen 0 1280x800x24 & DISPLAY=:99 make bench`")
            return
        }
        let player = WindowBench.playerPath()
        guard FileManager.default.isExecutableFile(atPath: player) else {
            report.note("no motion-player next to motion-bench (\(player)): build both (`swift build -c release`)")
            return
        }
        report.note("display \(display), \(player), \(seconds.formatted()) s a scene at 1280x800")
        do {
            let loader = try run(player: player, scene: "loader")
            report.note("loader: \(loader.line) (whole process \(String(format: "%.1f", loader.processCPUPercent)) % CPU)")
            report.figure("window.fps", loader.fps, unit: "fps", target: ">=", 59)
            report.figure("window.fps", loader.fps, unit: "fps", target: "<=", 61)
            let idle = try run(player: player, scene: "form")
            report.note("form at rest: \(idle.line) (whole process \(String(format: "%.1f", idle.processCPUPercent)) % CPU)")
            report.figure("window.idle_cpu", idle.cpuPercent, unit: "%", target: "<=", WindowBench.idleCPUTarget)
            let shake = try run(player: player, scene: "shake", script: "key space\nwait 2\nquit\n")
            report.note("shake after Space: \(shake.line)")
            if let uploaded = shake.uploadedPixels {
                report.figure("window.uploaded_pixels.shake", uploaded, unit: "px", target: "<=", WindowBench.uploadTarget)
            } else {
                report.note("shake: the player reported no uploads")
            }
        } catch {
            report.note("window: \(error)")
        }
    }

    /// `motion-player` in the folder of this executable.
    static func playerPath() -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return ((me as NSString).deletingLastPathComponent as NSString).appendingPathComponent("motion-player")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the player on `scene` with `script` (by default: wait ``seconds`` and quit) and parses its closing line.
    func run(player: String, scene: String, script commands: String? = nil) throws -> Session {
        let script = NSTemporaryDirectory() + "motion-bench-window-\(getpid()).script"
        try (commands ?? "wait \(seconds)\nquit\n").write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = ["--scene", scene, "--size", "1280x800", "--script", script]
        var environment = ProcessInfo.processInfo.environment
        if let driver = environment["SDL_VIDEODRIVER"], ["dummy", "offscreen"].contains(driver.lowercased()) {
            environment["SDL_VIDEODRIVER"] = nil
        }
        process.environment = environment
        // Standard error goes to a file, so a chatty player cannot fill a pipe nobody reads yet.
        let errorPath = NSTemporaryDirectory() + "motion-bench-window-\(getpid()).stderr"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        let before = WindowBench.childrenCPUTime()
        let start = Date()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let problems = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let wall = Date().timeIntervalSince(start)
        let childCPU = WindowBench.childrenCPUTime() - before
        guard process.terminationStatus == 0 else {
            throw Failure(description: "motion-player --scene \(scene) exited with \(process.terminationStatus): \(problems.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        guard let line = text.split(separator: "\n").last(where: { $0.contains(" frames in ") }).map(String.init),
              var session = WindowBench.parse(line) else {
            throw Failure(description: "motion-player --scene \(scene) printed no frame line: \(text)")
        }
        session.processCPUPercent = wall > 0 ? childCPU / wall * 100 : 0
        return session
    }

    /// Reads `"motion-player: 601 frames in 10.000 s: 60.00 fps, CPU 0.850 s = 8.50 %, work 1.20 ms a frame"`,
    /// and the `"…, 48200 px uploaded a redrawn frame"` that may follow.
    static func parse(_ line: String) -> Session? {
        let words = line.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: ":", with: " ")
            .split(separator: " ").map(String.init)
        func number(before word: String, offset: Int = 1) -> Double? {
            guard let index = words.firstIndex(of: word), index >= offset else { return nil }
            return Double(words[index - offset])
        }
        guard let frames = number(before: "frames"), let span = number(before: "s"), let fps = number(before: "fps"),
              let cpu = number(before: "%"), let work = number(before: "ms") else { return nil }
        return Session(frames: Int(frames), span: span, fps: fps, cpuPercent: cpu, workMilliseconds: work,
                       uploadedPixels: number(before: "px"), processCPUPercent: 0, line: line)
    }

    /// CPU seconds (user + system) of the children this process has waited for.
    static func childrenCPUTime() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
