import CSDL2
import Foundation
import MotionSDL

/// The offscreen layers of ``ImmediateRenderer``: what a hand-written SDL loop does for a
/// `.beginLayer` … `.endLayer` run (a blur, a mask, a colour effect, a group's opacity), with SDL's
/// own render targets and a CPU pass where SDL has no operation for it.
///
/// - begin: a target texture the size of the page (one kept per nesting depth) becomes the render
///   target, cleared to transparent over the layer's extent (its bounds in pixels; a mask's is its
///   content's), and the layer's items draw into it;
/// - end: the extent is read back (`SDL_RenderReadPixels`); a blur runs three box passes each way on
///   each premultiplied channel (σ = radius × scale, the renderer's); a colour matrix maps each
///   pixel; then a mask multiplies the alpha of the layer beneath (written back with
///   `SDL_UpdateTexture`), and any other layer is uploaded to a streaming texture and copied onto
///   the layer beneath or the page with the layer's opacity as alpha mod, inside its clip rectangle,
///   in SDL's blend mode nearest to the layer's (`multiply` → `SDL_BLENDMODE_MUL`, `screen` and
///   `plusLighter` → `SDL_BLENDMODE_ADD`, every other → `SDL_BLENDMODE_BLEND`).
///
/// ```swift
/// let layers = ImmediateLayers(renderer: renderer, width: 1280, height: 800, scale: 1)
/// layers.begin(item, clip: nil)   // draw the layer's items on `renderer`
/// layers.end()
/// ```
final class ImmediateLayers {
    private let renderer: OpaquePointer
    private let width: Int32, height: Int32
    private let scale: Double
    private struct Open {
        let item: DisplayItem
        let extent: SDL_Rect
        let clip: SDL_Rect?
    }

    private var open: [Open] = []
    private var targets: [OpaquePointer] = []
    private var upload: OpaquePointer?
    private var pixels: [UInt32] = []
    private var planes: [Float] = []
    private var temp: [Float] = []

    /// Layers for `renderer`, whose page is `width × height` pixels at `scale` pixels per point.
    init(renderer: OpaquePointer, width: Int32, height: Int32, scale: Double) {
        self.renderer = renderer
        self.width = width
        self.height = height
        self.scale = scale
    }

    deinit {
        targets.forEach { SDL_DestroyTexture($0) }
        if let upload { SDL_DestroyTexture(upload) }
    }

    /// Whether a layer is open.
    var isEmpty: Bool { open.isEmpty }

    /// Opens the layer of a `.beginLayer` item; `clip` is the pixel rectangle of its clips (nil: none).
    func begin(_ item: DisplayItem, clip: SDL_Rect?) {
        let extent: SDL_Rect
        if item.layer?.compositing == .alphaMask {
            extent = open.last?.extent ?? SDL_Rect(x: 0, y: 0, w: width, h: height)
        } else {
            let s = CGFloat(scale), box = item.bounds
            let x0 = box.isNull ? 0 : max(Int32(max((box.minX * s).rounded(.down), -1e9)), 0)
            let y0 = box.isNull ? 0 : max(Int32(max((box.minY * s).rounded(.down), -1e9)), 0)
            let x1 = box.isNull ? 0 : min(Int32(min((box.maxX * s).rounded(.up), 1e9)), width)
            let y1 = box.isNull ? 0 : min(Int32(min((box.maxY * s).rounded(.up), 1e9)), height)
            extent = SDL_Rect(x: x0, y: y0, w: max(x1 - x0, 0), h: max(y1 - y0, 0))
        }
        let depth = open.count
        if depth == targets.count {
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else { return }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            targets.append(texture)
        }
        open.append(Open(item: item, extent: extent, clip: clip))
        SDL_SetRenderTarget(renderer, targets[depth])
        var area = extent
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &area)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Closes the innermost layer: its effect, then onto the layer beneath or the page.
    func end() {
        guard let layer = open.popLast(), let description = layer.item.layer else { return }
        let beneath = open.last.map { _ in targets[open.count - 1] }
        defer { SDL_SetRenderTarget(renderer, beneath) }
        var extent = layer.extent
        let count = Int(extent.w) * Int(extent.h)
        guard count > 0 else { return }
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        guard SDL_RenderReadPixels(renderer, &extent, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, extent.w * 4) == 0 else { return }
        let opacity = layer.item.opacity == layer.item.opacity ? min(max(layer.item.opacity, 0), 1) : 0
        switch description.effect {
        case .none:
            break
        case .blur(let radius, _):
            blur(width: Int(extent.w), height: Int(extent.h), sigma: Double(radius) * scale)
        case .colorMatrix(let matrix):
            for i in 0..<count {
                let p = pixels[i]
                let out = matrix.apply(red: Double((p >> 16) & 0xFF) / 255, green: Double((p >> 8) & 0xFF) / 255,
                                       blue: Double(p & 0xFF) / 255, alpha: Double(p >> 24) / 255)
                pixels[i] = UInt32(out.alpha * 255) << 24 | UInt32(out.red * 255) << 16 | UInt32(out.green * 255) << 8 | UInt32(out.blue * 255)
            }
        }
        SDL_SetRenderTarget(renderer, beneath)
        switch description.compositing {
        case .alphaMask:
            guard let beneath else { return }
            var content = [UInt32](repeating: 0, count: count)
            guard SDL_RenderReadPixels(renderer, &extent, SDL_PIXELFORMAT_ARGB8888.rawValue, &content, extent.w * 4) == 0 else { return }
            for i in 0..<count {
                let alpha = UInt32(Double(content[i] >> 24) * Double(pixels[i] >> 24) / 255 * opacity)
                content[i] = alpha << 24 | (content[i] & 0x00FF_FFFF)
            }
            SDL_UpdateTexture(beneath, &extent, content, extent.w * 4)
        case .blend(let mode):
            guard let texture = uploadTexture() else { return }
            SDL_UpdateTexture(texture, &extent, pixels, extent.w * 4)
            SDL_SetTextureAlphaMod(texture, UInt8((opacity * 255).rounded()))
            switch mode {
            case .multiply: SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_MUL)
            case .screen, .plusLighter: SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_ADD)
            default: SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            }
            if var clip = layer.clip { SDL_RenderSetClipRect(renderer, &clip) }
            SDL_RenderCopy(renderer, texture, &extent, &extent)
            if layer.clip != nil { SDL_RenderSetClipRect(renderer, nil) }
        }
    }

    /// Closes every layer still open.
    func endAll() {
        while !open.isEmpty { end() }
    }

    /// A streaming texture the size of the page.
    private func uploadTexture() -> OpaquePointer? {
        if upload == nil {
            upload = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                       width, height)
        }
        return upload
    }

    /// Three box blurs each way on each premultiplied channel of `pixels` (`width × height`).
    private func blur(width: Int, height: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return }
        let box = max(Int((sqrt(12 * sigma * sigma / 3 + 1) - 1) / 2), 1)   // three boxes ≈ σ
        let count = width * height
        if planes.count < 4 * count { planes = [Float](repeating: 0, count: 4 * count) }
        if temp.count < count + width { temp = [Float](repeating: 0, count: count + width) }
        // Premultiplied planes: alpha, red, green, blue.
        pixels.withUnsafeBufferPointer { pixels in
            planes.withUnsafeMutableBufferPointer { planes in
                for i in 0..<count {
                    let p = pixels[i], alpha = Float(p >> 24), k = alpha / 255
                    planes[i] = alpha
                    planes[count + i] = Float((p >> 16) & 0xFF) * k
                    planes[2 * count + i] = Float((p >> 8) & 0xFF) * k
                    planes[3 * count + i] = Float(p & 0xFF) * k
                }
            }
        }
        planes.withUnsafeMutableBufferPointer { planes in
            temp.withUnsafeMutableBufferPointer { temp in
                for channel in 0..<4 {
                    let plane = planes.baseAddress! + channel * count
                    for _ in 0..<3 {
                        ImmediateRenderer.boxBlur(plane, into: temp.baseAddress!, width: width, height: height, radius: box, horizontal: false)
                        ImmediateRenderer.boxBlur(temp.baseAddress!, into: plane, width: width, height: height, radius: box, horizontal: true)
                    }
                }
            }
        }
        planes.withUnsafeBufferPointer { planes in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<count {
                    let alpha = min(max(planes[i], 0), 255)
                    guard alpha > 0 else {
                        pixels[i] = 0
                        continue
                    }
                    let k = 255 / alpha
                    func byte(_ value: Float) -> UInt32 { UInt32(min(max(value * k, 0), 255)) }
                    pixels[i] = UInt32(alpha) << 24 | byte(planes[count + i]) << 16 | byte(planes[2 * count + i]) << 8
                        | byte(planes[3 * count + i])
                }
            }
        }
    }
}
