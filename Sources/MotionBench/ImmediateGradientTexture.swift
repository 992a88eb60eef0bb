import CSDL2
import Foundation
import MotionSDL

/// ``ImmediateRenderer``'s gradients: what a hand-written SDL loop does to fill a shape with a
/// gradient — shade every pixel of the shape's pixel bounding box into a texture (the gradient's
/// colour at the pixel's centre, mapped back through the item's transform, or its projection, with
/// ``GradientSampler``), which the shape's triangles are then drawn with (`SDL_RenderGeometry`,
/// texture coordinates = pixel positions within the box).
///
/// A texture is kept while the next frame draws the same gradient under the same mapping over the
/// same box (as the loop keeps its text textures), and destroyed after a frame without it
/// (``endFrame()``). A singular or non-finite mapping, or a box outside the page, gives nil (the
/// shape is not drawn).
///
/// ```swift
/// let gradients = ImmediateGradientTexture(renderer: renderer, width: 1280, height: 800, scale: 1)
/// if let (texture, box) = gradients.shade(item, gradient: paint) { /* draw item's triangles with it */ }
/// gradients.endFrame()
/// ```
final class ImmediateGradientTexture {
    private let renderer: OpaquePointer
    private let width: Int, height: Int
    private let scale: Double

    private struct Key: Hashable {
        let gradient: GradientPaint
        let inverse: ProjectionTransform
        let x: Int32, y: Int32, w: Int32, h: Int32
    }

    private struct Entry {
        let texture: OpaquePointer
        var used: Bool
    }

    private var entries: [Key: Entry] = [:]
    private var pixels: [UInt32] = []

    /// Gradients for `renderer`, whose page is `width × height` pixels at `scale` pixels per point.
    init(renderer: OpaquePointer, width: Int32, height: Int32, scale: Double) {
        self.renderer = renderer
        self.width = Int(width)
        self.height = Int(height)
        self.scale = scale
    }

    deinit {
        entries.values.forEach { SDL_DestroyTexture($0.texture) }
    }

    /// The texture holding `gradient` shaded over `item`'s pixel bounding box, and that box; or nil.
    func shade(_ item: DisplayItem, gradient: GradientPaint) -> (texture: OpaquePointer, box: SDL_Rect)? {
        let s = CGFloat(scale), bounds = item.bounds
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return nil }
        let x0 = max(Int((bounds.minX * s).rounded(.down)), 0), y0 = max(Int((bounds.minY * s).rounded(.down)), 0)
        let x1 = min(Int((bounds.maxX * s).rounded(.up)), width), y1 = min(Int((bounds.maxY * s).rounded(.up)), height)
        var inverse = (item.projection ?? ProjectionTransform(item.transform))
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: s, y: s)))
        guard x1 > x0, y1 > y0, inverse.invert() else { return nil }
        let box = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        let key = Key(gradient: gradient, inverse: inverse, x: box.x, y: box.y, w: box.w, h: box.h)
        if entries[key] != nil {
            entries[key]!.used = true
            return (entries[key]!.texture, box)
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              box.w, box.h) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let w = x1 - x0, h = y1 - y0
        if pixels.count < w * h { pixels = [UInt32](repeating: 0, count: w * h) }
        let sampler = GradientSampler(gradient)
        let m11 = Double(inverse.m11), m12 = Double(inverse.m12), m13 = Double(inverse.m13)
        let m21 = Double(inverse.m21), m22 = Double(inverse.m22), m23 = Double(inverse.m23)
        let m31 = Double(inverse.m31), m32 = Double(inverse.m32), m33 = Double(inverse.m33)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<h {
                let cy = Double(y0 + y) + 0.5
                for x in 0..<w {
                    let cx = Double(x0 + x) + 0.5
                    let q = cx * m13 + cy * m23 + m33
                    let p = sampler.premultipliedComponents(x: (cx * m11 + cy * m21 + m31) / q, y: (cx * m12 + cy * m22 + m32) / q)
                    guard p.a > 0 else {
                        pixels[y * w + x] = 0
                        continue
                    }
                    let k = 255 / p.a
                    pixels[y * w + x] = UInt32(p.a * 255) << 24 | UInt32(p.r * k) << 16 | UInt32(p.g * k) << 8 | UInt32(p.b * k)
                }
            }
        }
        SDL_UpdateTexture(texture, nil, pixels, Int32(w * 4))
        entries[key] = Entry(texture: texture, used: true)
        return (texture, box)
    }

    /// Destroys the textures this frame did not draw; the next frame starts.
    func endFrame() {
        for (key, entry) in entries where !entry.used {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
        for key in entries.keys { entries[key]!.used = false }
    }
}
