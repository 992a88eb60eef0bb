import Foundation

/// Moves an ``AppRunner`` from frame to frame on a session's clock and plays the script: what a
/// window session does in each frame before drawing, and what a headless session does for each
/// virtual frame — and what tests do, so they exercise the same path.
///
/// Each ``frame(at:)`` advances the runner to the frame's time (and lets the F2 inspector, while on,
/// take the frame's animations, so its plots get a sample every frame), then runs the script steps
/// due by then, in order, through ``AppRunner/run(_:)`` (the real input path). Steps that need the
/// session (resize, screenshot, quit) come back as requests, in order; a `quit` ends the frame's
/// steps (later ones stay unplayed).
///
/// ```swift
/// let runner = AppRunner(shell: shell, size: CGSize(width: 800, height: 600))
/// let driver = FrameDriver(runner: runner, script: try AppScript.parse("wait 0.5\nkey p"))
/// for n in 0..<60 { _ = try driver.frame(at: Double(n) / 60) }
/// runner.isPaused   // true: the key went in at 0.5 s
/// ```
package final class FrameDriver {
    /// The runner driven.
    package let runner: AppRunner
    private var playback: ScriptPlayback?

    /// Drives `runner`, playing `script` if given (its time 0 is the first frame).
    package init(runner: AppRunner, script: AppScript? = nil) {
        self.runner = runner
        self.playback = script.map(ScriptPlayback.init)
    }

    /// Whether there is a script with steps or waits left at `time`.
    package func hasScriptLeft(at time: TimeInterval) -> Bool {
        guard let playback else { return false }
        return !playback.isFinished(at: time)
    }

    /// Advances the runner to the frame at `time` (session seconds) and runs the script steps due.
    /// Returns the requests the steps made, in order. With `perform`, each request is carried out
    /// as soon as its step has run, before the next step — so a `screenshot` shows the scene as it
    /// is at that point of the script, not after later steps of the same frame.
    ///
    /// - Throws: ``ScriptError`` from a step that cannot run (no such text on screen).
    @discardableResult
    package func frame(at time: TimeInterval, perform: (AppRequest) throws -> Void = { _ in }) throws -> [AppRequest] {
        runner.advance(toWallTime: time)
        runner.inspectIfNeeded()
        guard var playback else { return [] }
        defer { self.playback = playback }
        var requests: [AppRequest] = []
        for step in playback.due(at: time) {
            guard let request = try runner.run(step) else { continue }
            requests.append(request)
            try perform(request)
            if request == .quit { break }
        }
        return requests
    }
}
