import CSDL2
import Foundation
import MotionSDL

/// `motion-bench layers`: what an offscreen layer costs, and which way a window should composite
/// one. A 1280 × 800-point frame holds twelve 240 × 160 cards (a rounded rectangle, a disc and a
/// caption bar), each drawn in a compositing group at 50 % opacity; the frame is drawn with
/// ``DisplayListRenderer`` on a headless canvas and on a window (whatever SDL_VIDEODRIVER gives:
/// OpenGL under X, the software framebuffer under the dummy driver).
///
/// Window ways compared, per frame (median ms):
/// - *software layers* — Motion's path (``LayerStack``): each layer is drawn into a software
///   surface, the page beneath is read back (`SDL_RenderReadPixels`), blended on the CPU and drawn
///   back as a texture;
/// - *target texture* — the GPU way, for this case only (a plain group at an opacity, the one
///   thing a target texture can do without reading pixels back): each card drawn into a target
///   texture (`SDL_SetRenderTarget`), then copied with its alpha modulated;
/// - *read back a layer* — what a target texture costs on top for any real effect (blur, colour
///   matrix, most blend modes): reading the layer's pixels back to the CPU.
struct LayerBench: BenchSuite {
    let name = "layers"
    let summary = "12 grouped cards at 1280x800: layers headless and on a window (software layers vs a target texture)"

    let frames = max(Int(ProcessInfo.processInfo.environment["MOTION_BENCH_LAYER_FRAMES"] ?? "") ?? 60, 1)
    let size = CGSize(width: 1280, height: 800)

    private struct Cards: View {
        var grouped: Bool
        var body: some View {
            VStack(spacing: 20) {
                ForEach(0..<3, id: \.self) { row in
                    HStack(spacing: 20) {
                        ForEach(0..<4, id: \.self) { column in
                            card(hue: Double(row * 4 + column) / 12)
                        }
                    }
                }
            }
        }

        @ViewBuilder private func card(hue: Double) -> some View {
            let body = ZStack {
                RoundedRectangle(cornerRadius: 16).fill(Color(hue: hue, saturation: 0.6, brightness: 0.9))
                Circle().fill(Color.white).frame(width: 90, height: 90)
                Rectangle().fill(Color.black.opacity(0.4)).frame(height: 30).offset(y: 50)
            }
            .frame(width: 240, height: 160)
            if grouped { body.compositingGroup().opacity(0.5) } else { body.opacity(0.5) }
        }
    }

    func run(report: inout BenchReport) {
        let grouped = ViewHost(Cards(grouped: true), size: size).displayList
        let plain = ViewHost(Cards(grouped: false), size: size).displayList
        report.note("\(frames) frames each after one warm-up frame; \(grouped.items.filter { $0.kind == .beginLayer }.count) layers; times in ms")
        do {
            let headless = try HeadlessCanvas(size: size, scale: 1)
            let renderer = DisplayListRenderer()
            let layered = time { renderer.render(grouped, on: headless.canvas) }
            let flat = time { renderer.render(plain, on: headless.canvas) }
            report.note(String(format: "headless: layers %.3f, the same items without layers %.3f", layered.median, flat.median))
            report.figure("layers.headless.median", layered.median, unit: "ms", target: "<=", RenderBench.frameBudget)
        } catch {
            report.note("headless: \(error)")
        }
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        guard let window = try? Window(title: "motion-bench layers", size: size, vsync: false) else {
            return report.note("no window: SDL could not open one with this video driver")
        }
        let canvas = window.canvas
        let renderer = DisplayListRenderer()
        let software = time { renderer.render(grouped, on: canvas); canvas.flush() }
        let target = time { drawWithTargetTextures(grouped, on: canvas, renderer: renderer); canvas.flush() }
        let readBack = time { readBackCards(grouped, on: canvas) }
        report.note(String(format: "window (%@): software layers %.3f, target texture %.3f, reading 12 layers back %.3f",
                           canvas.rendererName, software.median, target.median, readBack.median))
        report.figure("layers.window.software.median", software.median, unit: "ms", target: "<=", RenderBench.frameBudget)
    }

    private func time(_ body: () -> Void) -> RenderTiming {
        body()
        return RenderTiming(samples: (0..<frames).map { _ in measure(body) * 1000 })
    }

    /// The frame with each group drawn into a target texture the size of the window and copied back
    /// with its opacity as alpha modulation (premultiplied blending: the target holds
    /// premultiplied colour after straight-alpha drawing onto transparent black).
    private func drawWithTargetTextures(_ list: DisplayList, on canvas: SDLCanvas, renderer: DisplayListRenderer) {
        let pixels = canvas.pixelSize
        guard let texture = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(pixels.width), Int32(pixels.height)) else { return }
        defer { SDL_DestroyTexture(texture) }
        let premultiplied = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                       SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        SDL_SetTextureBlendMode(texture, premultiplied)
        canvas.clear(.white)
        var opacity = 1.0
        var rect = SDL_Rect()
        for item in list.items {
            switch item.kind {
            case .beginLayer:
                opacity = item.opacity
                SDL_SetRenderTarget(canvas.renderer, texture)
                SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 0)
                rect = SDL_Rect(x: Int32(item.bounds.minX), y: Int32(item.bounds.minY),
                                w: Int32(item.bounds.width.rounded(.up)), h: Int32(item.bounds.height.rounded(.up)))
                SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_NONE)
                SDL_RenderFillRect(canvas.renderer, &rect)
                SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND)
            case .endLayer:
                SDL_SetRenderTarget(canvas.renderer, nil)
                let byte = UInt8((opacity * 255).rounded())
                SDL_SetTextureColorMod(texture, byte, byte, byte)
                SDL_SetTextureAlphaMod(texture, byte)
                SDL_RenderCopy(canvas.renderer, texture, &rect, &rect)
            default:
                renderer.draw(item, on: canvas)
            }
        }
    }

    /// Reads back the pixels under every layer of `list` (what a target texture needs for a blur).
    private func readBackCards(_ list: DisplayList, on canvas: SDLCanvas) {
        for item in list.items where item.kind == .beginLayer {
            var rect = SDL_Rect(x: Int32(item.bounds.minX), y: Int32(item.bounds.minY),
                                w: Int32(item.bounds.width.rounded(.up)), h: Int32(item.bounds.height.rounded(.up)))
            var buffer = [UInt32](repeating: 0, count: Int(rect.w * rect.h))
            _ = buffer.withUnsafeMutableBytes {
                SDL_RenderReadPixels(canvas.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, rect.w * 4)
            }
        }
    }
}
