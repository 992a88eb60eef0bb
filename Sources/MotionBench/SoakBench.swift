import Foundation
import MotionScenes
import MotionSDL
import MotionUI

/// `motion-bench soak [--minutes M]`: every scene of the player (``PlayerScene/all``) for M
/// minutes of virtual time (60, one hour, by default) at 60 fps — 3,600 frames a minute — through
/// the full pipeline headless at 1280 × 800 (host, layout, animation, display list, the
/// ``DisplayListRenderer`` on a ``HeadlessCanvas`` repainting only each frame's damage since the
/// frame before, as the player's window does; no image is written), under a seeded random
/// input stream: clicks, drags, keys, typing, scene switches, resizes and Reduce Motion.
///
/// The scenes take turns of one virtual minute each, every scene keeping its host throughout.
/// Figures: `soak.rss_growth_mb`, resident memory after the run minus after the first virtual
/// minute of every scene (goal ≤ 2); `soak.heap_peak_growth_mb`, the most heap in use (malloc's
/// own count, ``SoakMemory``, sampled every 60 frames) in any later minute minus in the first
/// (goal ≤ 2: what the program holds does not grow, whatever malloc keeps); and
/// `soak.frames_per_second`, how fast virtual time runs. After each minute it prints resident
/// memory, the heap in use and free inside malloc's arenas, the minute's peak and the glyph cache;
/// at the end, the same after the hosts are freed and after `malloc_trim(0)`. It fails (exit 1)
/// when an invariant breaks: a non-finite number in a display list, or a host still alive after
/// the soak.
///
/// ```
/// motion-bench soak --minutes 1     # a short soak: 3,600 frames a scene
/// ```
struct SoakBench: BenchSuite {
    let name = "soak"
    let summary = "every scene for an hour of virtual time (--minutes M) at 60 fps, 1280x800 headless, seeded random input: resident memory growth and frames per second"

    let size = CGSize(width: 1280, height: 800)
    let minutes: Double
    let seed: UInt64 = 13

    func run(report: inout BenchReport) {
        let fonts = FontLibrary.loadDefault()
        let images = ImageStore()
        let measurer: TextMeasurer = fonts.map { SDLTextMeasurer(fonts: $0, density: 1) } ?? MonospaceTextMeasurer()
        let text = fonts.map { SDLTextPainter(fonts: $0) }
        let renderer = DisplayListRenderer(text: text, images: SDLImagePainter(store: images))
        let canvas: HeadlessCanvas
        do {
            canvas = try HeadlessCanvas(size: size, scale: 1)
        } catch {
            report.fail("soak: no headless canvas: \(error)")
            return
        }
        let framesPerScene = max(Int((minutes * 3600).rounded()), 1)
        report.note("\(PlayerScene.all.count) scenes × \(framesPerScene) frames (\(minutes.formatted()) virtual minutes each, in turns of one minute), seed \(seed)")
        var random = SoakInput(seed: seed)
        var baseline: SoakMemory?
        /// The most heap in use in each virtual minute (sampled every 60 frames).
        var peaks: [Int] = []
        var frames = 0
        var broken: String?
        var released: [WeakHost] = []
        /// The list on the canvas, which the next frame's damage is computed from.
        var previous: DisplayList?
        let seconds = measure {
            // Every scene keeps its host for the whole soak and runs a minute a turn, so the first
            // turn loads what each scene loads once (fonts, images, glyphs) before the baseline.
            var hosts = PlayerScene.all.map { ViewHost($0.makeView(), size: size, textMeasurer: measurer, imageSizer: images) }
            released = hosts.map { WeakHost(host: $0) }
            var done = 0
            while done < framesPerScene && broken == nil {
                var peak = 0
                let turn = min(3600, framesPerScene - done)
                for (scene, host) in zip(PlayerScene.all, hosts) where broken == nil {
                    for frame in done..<(done + turn) {
                        random.perturb(host, scene: scene, frame: frame)
                        host.advance(by: 1.0 / 60)
                        let list = host.displayList
                        if let bad = list.items.firstIndex(where: { !$0.hasOnlyFiniteNumbers }) {
                            broken = "\(scene.name), frame \(frame): display item \(bad) has a non-finite number"
                            break
                        }
                        let damage = DisplayListDamage(from: previous, to: list, width: canvas.pixelWidth,
                                                       height: canvas.pixelHeight, scale: canvas.canvas.scale)
                        renderer.render(list, on: canvas.canvas, background: .white, damage: damage)
                        canvas.canvas.flush()
                        previous = list
                        frames += 1
                        if frames % 60 == 0 { peak = max(peak, SoakMemory.now().heapInUse) }
                    }
                }
                done += turn
                let memory = SoakMemory.now()
                if baseline == nil { baseline = memory }
                peaks.append(peak)
                report.note("after \(String(format: "%.1f", Double(done) / 3600)) virtual minutes a scene: \(memory.summary) (at most \(String(format: "%.2f", Double(peak) / 1_048_576)) MB in use this minute, sampled every 60 frames), glyph runs \(text?.cachedRunCount ?? 0) (\(String(format: "%.2f", Double(text?.cachedBytes ?? 0) / 1_048_576)) MB)")
            }
            hosts.removeAll()
        }

        if let broken { report.fail("soak: invariant broken: \(broken)") }
        for (scene, weak) in zip(PlayerScene.all, released) where weak.host != nil {
            report.fail("soak: \(scene.name)'s host is still alive after the soak")
        }
        let end = SoakMemory.now()
        let growth = Double(end.resident - (baseline ?? end).resident) / 1_048_576
        report.figure("soak.rss_growth_mb", growth, unit: "MB", target: "<=", 2)
        if let first = peaks.first, let most = peaks.dropFirst().max() {
            report.figure("soak.heap_peak_growth_mb", Double(most - first) / 1_048_576, unit: "MB", target: "<=", 2)
        }
        report.figure("soak.frames_per_second", Double(frames) / max(seconds, 1e-9), unit: "fps", target: ">=", 60)
        SoakMemory.trim()
        report.note("after the hosts are freed: \(end.summary); after malloc_trim(0): \(SoakMemory.now().summary)")
    }

    /// A host the soak checks is freed after it.
    private struct WeakHost {
        weak var host: ViewHost<AnyView>?
    }
}
