import Foundation
import MotionSDL
import MotionScenes

/// The `render.damage.shake` figure of `motion-bench render`: the `shake` scene headless at
/// 1280 × 800 points, scale 1, while both its rectangles shake (Space at time 0, then frames from
/// 0.1 s to 1 s), each frame drawn twice on two canvases — once whole
/// (``DisplayListRenderer/render(_:on:background:)``), once only its damage since the frame
/// before (``DisplayListDamage`` from the previous list, then
/// ``DisplayListRenderer/render(_:on:background:damage:)``, the damage's computation timed
/// with it). The figure is the damaged repaint's median over the full repaint's: goal ≤ 0.35.
/// The two alternate frame by frame, so both see the same load; a first pass warms the caches
/// and is not measured; the host's own frame (state, layout, display list) is not timed by
/// either. The two pictures are compared once at the end, so the figure is never of a repaint
/// that is wrong.
struct ShakeDamageBench {
    let size = CGSize(width: 1280, height: 800)
    /// Frames from the trigger to the first one measured, and after it.
    let skipped = 6, measured = 54

    /// Runs the measurement and reports the figure.
    func run(fonts: FontLibrary?, images: ImageStore, report: inout BenchReport) {
        guard let scene = PlayerScene.all.first(where: { $0.name == "shake" }) else { return }
        let measurer: TextMeasurer = fonts.map { SDLTextMeasurer(fonts: $0, density: 1) } ?? MonospaceTextMeasurer()
        func renderer() -> DisplayListRenderer {
            DisplayListRenderer(text: fonts.map { SDLTextPainter(fonts: $0) }, images: SDLImagePainter(store: images))
        }
        let whole = renderer(), partial = renderer()
        guard let full = try? HeadlessCanvas(size: size, scale: 1), let damaged = try? HeadlessCanvas(size: size, scale: 1) else {
            report.note("render.damage.shake: no headless canvas")
            return
        }
        var fullTimes: [Double] = [], damagedTimes: [Double] = [], area = 0
        for pass in 0..<2 {
            let host = ViewHost(scene.makeView(), size: size, textMeasurer: measurer, imageSizer: images)
            var previous = host.displayList
            whole.render(previous, on: full.canvas)
            partial.render(previous, on: damaged.canvas)
            RenderBench.startMainAction(of: scene, on: host)
            for frame in 0..<(skipped + measured) {
                host.advance(by: 1.0 / 60)
                let list = host.displayList
                let wholeTime = measure {
                    whole.render(list, on: full.canvas, background: .white)
                    full.canvas.flush()
                }
                var damage = DisplayListDamage.full(width: damaged.pixelWidth, height: damaged.pixelHeight)
                let damagedTime = measure {
                    damage = DisplayListDamage(from: previous, to: list, width: damaged.pixelWidth, height: damaged.pixelHeight, scale: 1)
                    partial.render(list, on: damaged.canvas, background: .white, damage: damage)
                    damaged.canvas.flush()
                }
                previous = list
                guard pass == 1, frame >= skipped else { continue }
                fullTimes.append(wholeTime * 1000)
                damagedTimes.append(damagedTime * 1000)
                area += damage.area
            }
        }
        guard full.snapshot() == damaged.snapshot() else {
            report.fail("render.damage.shake: the damaged repaint differs from the full one")
            return
        }
        let fullTiming = RenderTiming(samples: fullTimes), damagedTiming = RenderTiming(samples: damagedTimes)
        report.note(String(format: "shake mid-shake s1: full repaint median %.3f ms, damaged %.3f ms (%.0f pixels a frame of %d)",
                           fullTiming.median, damagedTiming.median, Double(area) / Double(measured), damaged.pixelWidth * damaged.pixelHeight))
        report.figure("render.damage.shake", fullTiming.median > 0 ? damagedTiming.median / fullTiming.median : .infinity,
                      unit: "x", target: "<=", 0.35)
    }
}
