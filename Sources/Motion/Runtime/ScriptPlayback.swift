import Foundation

/// Plays a ``AppScript`` on a clock: each frame asks which steps are due.
///
/// A step is due once the clock reaches its time (within 1 µs, so waits that add up to a frame
/// time in floating point still land on that frame). Steps come out once each, in order.
///
/// ```swift
/// var playback = ScriptPlayback(try AppScript.parse("click 10 10\nwait 0.5\nkey p"))
/// playback.due(at: 0).count     // 1: the click
/// playback.due(at: 0.25).count  // 0
/// playback.due(at: 0.5).count   // 1: the key
/// playback.isFinished(at: 0.5)  // true
/// ```
package struct ScriptPlayback {
    /// The script played.
    package let script: AppScript
    private var next = 0

    /// Plays `script` from its start.
    package init(_ script: AppScript) {
        self.script = script
    }

    /// Whether every step has been handed out and no wait is left.
    package func isFinished(at time: TimeInterval) -> Bool {
        next >= script.steps.count && time + 1e-6 >= script.duration
    }

    /// The steps whose time has come by `time`, not handed out before.
    package mutating func due(at time: TimeInterval) -> [AppScript.Step] {
        var steps: [AppScript.Step] = []
        while next < script.steps.count, script.steps[next].time <= time + 1e-6 {
            steps.append(script.steps[next])
            next += 1
        }
        return steps
    }
}
