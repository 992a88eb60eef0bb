import Foundation
import Motion
import MotionSDL
import MotionScenes

/// `motion-bench scrub`: what the paused timeline (issue 15) costs, both ways of going back.
///
/// Each scene of the player runs in an ``AppRunner`` at 1280 × 800 points for 10 s of frames at
/// 60 Hz, its main action started every 2 s (so it keeps moving); the runner's
/// ``TimelineScrubber`` records every frame, as in the window.
///
/// - Keeping frames (what Motion does): the memory the 10 s history holds — each frame whose
///   display list changed counts its own estimated bytes (``FrameHistory/estimatedBytes(of:)``),
///   an unchanged one shares its predecessor's — and the time to show a past frame with the bar.
///   Target: ≤ 64 MB for 10 s, and a past frame shown in ≤ 2 ms.
/// - Replaying (the other way): the same session run again from a fresh runner, inputs and clock
///   steps replayed — what going back would cost without graph snapshots, per recorded second.
///   Going back 1 s from the end of 10 s replays 9 s. Target (for the record): faster than real
///   time, ≤ 1,000 ms per recorded second.
struct ScrubBench: BenchSuite {
    let name = "scrub"
    let summary = "the paused timeline: memory of 10 s of kept frames and the time to show one, against replaying the session (ms per recorded second)"

    let size = CGSize(width: 1280, height: 800)
    let seconds = 10
    /// How often the scene's main action starts again, in frames.
    let actionEvery = 120

    func run(report: inout BenchReport) {
        report.note("\(seconds) s at 60 Hz per scene, 1280x800 points, main action every \(actionEvery / 60) s; monospace text")
        var slowestShow = 0.0
        for scene in PlayerScene.all {
            var runner = makeRunner(scene)
            let recordSeconds = measure { play(runner, scene) }
            let history = runner.timeline.history
            var bytes = 0, changed = 0
            for index in 0..<history.count where index == 0 || history[index].displayList != history[index - 1].displayList {
                bytes += FrameHistory.estimatedBytes(of: history[index].displayList)
                changed += 1
            }
            runner.perform(.togglePause)
            runner.timeline.scrub(by: -1)
            let shows = 60
            let showSeconds = measure { for _ in 0..<shows { _ = runner.displayList } } / Double(shows)
            slowestShow = max(slowestShow, showSeconds)

            runner = makeRunner(scene)
            let replaySeconds = measure { play(runner, scene) }
            let perSecond = replaySeconds / Double(seconds) * 1e3
            report.note(String(format: "%@: %d frames kept, %d changed, %.1f KB a changed frame; recorded run %.0f ms, replay %.0f ms (%.1f ms per recorded second); showing a past frame %.3f ms",
                               scene.name, history.count, changed, changed > 0 ? Double(bytes) / Double(changed) / 1024 : 0,
                               recordSeconds * 1e3, replaySeconds * 1e3, perSecond, showSeconds * 1e3))
            report.figure("scrub.\(scene.name).history_10s", Double(bytes) / 1_048_576, unit: "MB", target: "<=", 64)
            report.figure("scrub.\(scene.name).replay_per_second", perSecond, unit: "ms", target: "<=", 1000)
        }
        report.figure("scrub.show_past_frame", slowestShow * 1e3, unit: "ms", target: "<=", 2)
    }

    private func makeRunner(_ scene: PlayerScene) -> AppRunner {
        AppRunner(shell: WindowGroupShell(title: scene.title, content: scene.makeView()), size: size)
    }

    /// The session: frames at n/60 s, the main action at every `actionEvery`-th frame.
    private func play(_ runner: AppRunner, _ scene: PlayerScene) {
        for frame in 0...(seconds * 60) {
            runner.advance(toWallTime: Double(frame) / 60)
            if frame % actionEvery == 0 { RenderBench.startMainAction(of: scene, on: runner.host) }
        }
    }
}
