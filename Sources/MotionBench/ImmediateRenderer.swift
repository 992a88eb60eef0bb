import CSDL2
import Foundation
import MotionSDL

/// The reference of `motion-bench render`: what drawing a frame costs when a hand-written
/// immediate-mode loop sends its primitives straight to SDL — no view graph, no layout, no display
/// list building, no exact coverage rasterizer. It reads a recorded ``DisplayList`` only as data
/// (outlines, text, image names, colours, transforms) and draws it with SDL's software renderer on
/// a surface of the same size and format as a ``HeadlessCanvas`` (XRGB8888):
///
/// - fills, by ``FillMethod``: either each contour becomes triangles (a fan when it is convex, ear
///   clipping otherwise, a fan again if ear clipping finds no ear), all of an item's contours in one
///   `SDL_RenderGeometry`; or each contour goes to SDL2_gfx's scanline `filledPolygonRGBA`. No
///   anti-aliasing; holes and overlapping contours are drawn over (a ring's inside is filled).
///   Projected items are drawn from their outlines, which the display list already projects;
/// - gradient fills (both methods): the gradient shaded per pixel over the shape's bounding box
///   into a texture (kept while it stays the same), the shape's triangles drawn with it
///   (``ImmediateGradientTexture``);
/// - layers (blur, mask, colour effects, groups): SDL render targets, read back for a box blur, a
///   mask or a colour matrix, copied back with the group's opacity (``ImmediateLayers``);
/// - text: `TTF_RenderUTF8_Blended` in white at `pointSize × scale` pixels, once per string, size
///   and weight, kept as a texture and drawn with `SDL_RenderCopy` under a colour and alpha mod;
/// - images: `IMG_Load` once per name, kept as a texture, `SDL_RenderCopy` over the item's rectangle;
/// - shadows: the outline filled in white on a scratch surface (kept, grown as needed), blurred by
///   three box passes each way (σ = radius × scale / 2, as the renderer's), uploaded to a streaming
///   texture and copied once;
/// - clips: the bounding box of the item's clips as SDL's clip rectangle.
///
/// Rotated or skewed text and images use `SDL_RenderCopyExF`; under a projection they are drawn
/// by their affine part alone (SDL has no projective copy). The pixels are close to the real
/// renderer's but not equal (no coverage anti-aliasing, snapped vertices, box blurs, 8-bit layers):
/// this measures cost only.
///
/// ```swift
/// let reference = try ImmediateRenderer(size: CGSize(width: 1280, height: 800), scale: 1, fillMethod: .gfx)
/// reference.draw(host.displayList)
/// ```
final class ImmediateRenderer {
    /// How fills reach SDL: both are direct SDL calls; which is faster depends on the shapes.
    enum FillMethod: String, CaseIterable {
        /// Triangles (fan or ear clipping) through `SDL_RenderGeometry`.
        case geometry = "SDL_RenderGeometry"
        /// SDL2_gfx's scanline fill, `filledPolygonRGBA`, one call per contour (even-odd within it).
        case gfx = "filledPolygonRGBA"
    }

    /// Pixels per point.
    let scale: Double
    /// How fills are drawn.
    let fillMethod: FillMethod
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let width: Int32, height: Int32
    private let locator = AssetLocator()
    private let layers: ImmediateLayers
    private let gradients: ImmediateGradientTexture

    private struct FontKey: Hashable { let pixels: Int32; let bold: Bool }
    private struct TextKey: Hashable { let text: String; let font: FontKey }
    private struct Texture { let pointer: OpaquePointer; let width: Int32; let height: Int32 }

    private var fonts: [FontKey: OpaquePointer] = [:]
    private var texts: [TextKey: Texture] = [:]
    private var images: [String: Texture?] = [:]
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var ring: [Int] = []
    private var xs: [Int16] = []
    private var ys: [Int16] = []
    private var blur: [Float] = []
    private var blurTemp: [Float] = []
    /// The shadow scratch surface, its renderer, and a streaming texture of its size (grown as needed).
    private var scratch: (surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer, texture: OpaquePointer)?

    /// A surface of `size` points at `scale` pixels per point, with SDL's software renderer.
    init(size: CGSize, scale: Double, fillMethod: FillMethod) throws {
        try SDLSession.start()
        self.scale = scale
        self.fillMethod = fillMethod
        width = Int32((Double(size.width) * scale).rounded())
        height = Int32((Double(size.height) * scale).rounded())
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_XRGB8888.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw SDLError.rendererCreationFailed(sdlMessage: String(cString: SDL_GetError()))
        }
        self.surface = surface
        self.renderer = renderer
        layers = ImmediateLayers(renderer: renderer, width: width, height: height, scale: scale)
        gradients = ImmediateGradientTexture(renderer: renderer, width: width, height: height, scale: scale)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        texts.values.forEach { SDL_DestroyTexture($0.pointer) }
        images.values.forEach { if let texture = $0 { SDL_DestroyTexture(texture.pointer) } }
        if TTF_WasInit() > 0 { fonts.values.forEach { TTF_CloseFont($0) } }
        if let scratch {
            SDL_DestroyTexture(scratch.texture)
            SDL_DestroyRenderer(scratch.renderer)
            SDL_FreeSurface(scratch.surface)
        }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Clears to white, draws every item in order, and runs SDL's queued commands.
    func draw(_ list: DisplayList) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        for item in list.items { draw(item) }
        layers.endAll()
        gradients.endFrame()
        SDL_RenderFlush(renderer)
    }

    private func draw(_ item: DisplayItem) {
        switch item.kind {
        case .beginLayer:
            return layers.begin(item, clip: item.clips.isEmpty ? nil : clipRect(item.clips) ?? SDL_Rect())
        case .endLayer:
            return layers.end()
        default:
            break
        }
        let opacity = item.opacity == item.opacity ? min(max(item.opacity, 0), 1) : 0
        guard opacity > 0 else { return }
        if !item.clips.isEmpty {
            guard var clip = clipRect(item.clips) else { return }
            SDL_RenderSetClipRect(renderer, &clip)
        }
        defer { if !item.clips.isEmpty { SDL_RenderSetClipRect(renderer, nil) } }
        switch item.kind {
        case .fill:
            if let gradient = item.gradient { return fill(item, gradient: gradient, opacity: opacity) }
            guard let color = item.color else { return }
            fill(item.polygons, color: color, opacity: opacity)
        case .shadow:
            guard let color = item.color else { return }
            shadow(item.polygons, radius: Double(item.shadowRadius), color: color, opacity: opacity)
        case .text:
            text(item, opacity: opacity)
        case .image:
            image(item, opacity: opacity)
        case .beginLayer, .endLayer:
            break   // handled above
        }
    }

    // MARK: Fills

    private func fill(_ contours: [[CGPoint]], color: Color, opacity: Double) {
        let c = color.rgba8
        let alpha = UInt8((Double(c.alpha) * opacity).rounded())
        guard alpha > 0 else { return }
        fill(contours, on: renderer, offsetX: 0, offsetY: 0, color: SDL_Color(r: c.red, g: c.green, b: c.blue, a: alpha))
    }

    /// Fills the item's outlines with `gradient` shaded into a texture, as triangles.
    private func fill(_ item: DisplayItem, gradient: GradientPaint, opacity: Double) {
        guard let (texture, box) = gradients.shade(item, gradient: gradient) else { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let tint = SDL_Color(r: 255, g: 255, b: 255, a: UInt8((opacity * 255).rounded()))
        for contour in item.polygons { appendTriangles(contour, offsetX: 0, offsetY: 0, color: tint) }
        guard !indices.isEmpty else { return }
        let x = Float(box.x), y = Float(box.y), w = Float(box.w), h = Float(box.h)
        for i in vertices.indices {
            vertices[i].tex_coord = SDL_FPoint(x: (vertices[i].position.x - x) / w, y: (vertices[i].position.y - y) / h)
        }
        SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// Fills `contours` (points) on `target`, shifted by the offset (pixels), by ``fillMethod``.
    private func fill(_ contours: [[CGPoint]], on target: OpaquePointer, offsetX: Float, offsetY: Float, color: SDL_Color) {
        switch fillMethod {
        case .geometry:
            vertices.removeAll(keepingCapacity: true)
            indices.removeAll(keepingCapacity: true)
            for contour in contours { appendTriangles(contour, offsetX: offsetX, offsetY: offsetY, color: color) }
            guard !indices.isEmpty else { return }
            SDL_RenderGeometry(target, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        case .gfx:
            let s = Double(scale)
            func pixel(_ value: CGFloat, _ offset: Float) -> Int16 {
                Int16(clamping: Int(min(max((Double(value) * s - Double(offset)).rounded(), -32_000), 32_000)))
            }
            for contour in contours where contour.count >= 3 {
                xs.removeAll(keepingCapacity: true)
                ys.removeAll(keepingCapacity: true)
                for p in contour {
                    xs.append(pixel(p.x, offsetX))
                    ys.append(pixel(p.y, offsetY))
                }
                filledPolygonRGBA(target, xs, ys, Int32(xs.count), color.r, color.g, color.b, color.a)
            }
        }
    }

    /// Appends `contour` (points) as triangles in pixels, shifted by the offset (pixels).
    private func appendTriangles(_ contour: [CGPoint], offsetX: Float, offsetY: Float, color: SDL_Color) {
        let n = contour.count
        guard n >= 3 else { return }
        let base = Int32(vertices.count)
        let s = CGFloat(scale)
        for p in contour {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x * s) - offsetX, y: Float(p.y * s) - offsetY),
                                       color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        if ImmediateRenderer.isConvex(contour) || !earClip(contour, base: base) {
            for i in 1..<(n - 1) { indices += [base, base + Int32(i), base + Int32(i + 1)] }
        }
    }

    /// Whether every turn of the contour goes the same way.
    private static func isConvex(_ p: [CGPoint]) -> Bool {
        var sign: CGFloat = 0
        let n = p.count
        for i in 0..<n {
            let a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Ear clipping: O(n²) or so; false when it runs out of ears (a self-intersecting contour).
    private func earClip(_ p: [CGPoint], base: Int32) -> Bool {
        var area: CGFloat = 0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            area += a.x * b.y - b.x * a.y
        }
        let orientation: CGFloat = area >= 0 ? 1 : -1
        ring.removeAll(keepingCapacity: true)
        ring.append(contentsOf: p.indices)
        let start = indices.count
        var misses = 0
        var i = 0
        while ring.count > 3 {
            let n = ring.count
            guard misses < n else {
                indices.removeSubrange(start...)
                return false
            }
            let ia = ring[(i + n - 1) % n], ib = ring[i], ic = ring[(i + 1) % n]
            let a = p[ia], b = p[ib], c = p[ic]
            let cross = ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) * orientation
            var isEar = cross > 0
            if isEar {
                for k in ring where k != ia && k != ib && k != ic {
                    let q = p[k]
                    let d1 = ((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) * orientation
                    let d2 = ((c.x - b.x) * (q.y - b.y) - (c.y - b.y) * (q.x - b.x)) * orientation
                    let d3 = ((a.x - c.x) * (q.y - c.y) - (a.y - c.y) * (q.x - c.x)) * orientation
                    if d1 >= 0 && d2 >= 0 && d3 >= 0 { isEar = false; break }
                }
            }
            if isEar {
                indices += [base + Int32(ia), base + Int32(ib), base + Int32(ic)]
                ring.remove(at: i)
                if i >= ring.count { i = 0 }
                misses = 0
            } else {
                i = (i + 1) % n
                misses += 1
            }
        }
        indices += [base + Int32(ring[0]), base + Int32(ring[1]), base + Int32(ring[2])]
        return true
    }

    // MARK: Shadows

    private func shadow(_ contours: [[CGPoint]], radius: Double, color: Color, opacity: Double) {
        guard radius.isFinite, radius > 0 else { return }
        let sigma = radius * scale / 2
        let box = max(Int((sqrt(12 * sigma * sigma / 3 + 1) - 1) / 2), 1)   // three boxes ≈ σ
        let margin = 3 * box + 1
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, Double(p.x) * scale); maxX = max(maxX, Double(p.x) * scale)
                minY = min(minY, Double(p.y) * scale); maxY = max(maxY, Double(p.y) * scale)
            }
        }
        guard minX <= maxX, minY <= maxY else { return }
        let x0 = Int(minX.rounded(.down)) - margin, y0 = Int(minY.rounded(.down)) - margin
        let w = Int(maxX.rounded(.up)) + margin - x0, h = Int(maxY.rounded(.up)) + margin - y0
        guard w > 0, h > 0, w < 8192, h < 8192, let scratch = scratch(width: w, height: h) else { return }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        SDL_RenderFlush(scratch.renderer)
        SDL_FillRect(scratch.surface, &area, 0)
        fill(contours, on: scratch.renderer, offsetX: Float(x0), offsetY: Float(y0), color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
        SDL_RenderFlush(scratch.renderer)
        // Three box blurs each way on the alpha channel, with running sums.
        let count = w * h
        if blur.count < count + w { blur = [Float](repeating: 0, count: count + w); blurTemp = blur }
        SDL_LockSurface(scratch.surface)
        let pitch = Int(scratch.surface.pointee.pitch) / 4
        let pixels = scratch.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h { for x in 0..<w { blur[y * w + x] = Float(pixels[y * pitch + x] >> 24) } }
        blur.withUnsafeMutableBufferPointer { blur in
            blurTemp.withUnsafeMutableBufferPointer { temp in
                for _ in 0..<3 {
                    ImmediateRenderer.boxBlur(blur.baseAddress!, into: temp.baseAddress!, width: w, height: h, radius: box, horizontal: false)
                    ImmediateRenderer.boxBlur(temp.baseAddress!, into: blur.baseAddress!, width: w, height: h, radius: box, horizontal: true)
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w { pixels[y * pitch + x] = UInt32(min(blur[y * w + x], 255)) << 24 | 0x00FF_FFFF }
        }
        SDL_UpdateTexture(scratch.texture, &area, pixels, Int32(pitch * 4))
        SDL_UnlockSurface(scratch.surface)
        let c = color.rgba8
        SDL_SetTextureColorMod(scratch.texture, c.red, c.green, c.blue)
        SDL_SetTextureAlphaMod(scratch.texture, UInt8((Double(c.alpha) * opacity).rounded()))
        var target = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(w), h: Int32(h))
        SDL_RenderCopy(renderer, scratch.texture, &area, &target)
    }

    /// The scratch surface (ARGB8888, at least `width × height`), its renderer and texture.
    private func scratch(width: Int, height: Int) -> (surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer, texture: OpaquePointer)? {
        if let scratch, scratch.surface.pointee.w >= width, scratch.surface.pointee.h >= height { return scratch }
        let w = Int32(max(width, Int(scratch?.surface.pointee.w ?? 0))), h = Int32(max(height, Int(scratch?.surface.pointee.h ?? 0)))
        if let old = scratch {
            SDL_DestroyTexture(old.texture)
            SDL_DestroyRenderer(old.renderer)
            SDL_FreeSurface(old.surface)
            scratch = nil
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        guard let scratchRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            return nil
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else {
            SDL_DestroyRenderer(scratchRenderer)
            SDL_FreeSurface(surface)
            return nil
        }
        SDL_SetRenderDrawBlendMode(scratchRenderer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        scratch = (surface, scratchRenderer, texture)
        return scratch
    }

    /// One box blur of `radius` along rows (`horizontal`) or columns of a `width × height` image,
    /// with running sums; columns are summed all at once, row by row, in `width` floats past the
    /// end of `target` (which holds `width × (height + 1)`), so both directions walk memory in order.
    static func boxBlur(_ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, width: Int, height: Int,
                        radius: Int, horizontal: Bool) {
        let scale = 1 / Float(2 * radius + 1)
        guard horizontal else {
            let sums = target + width * height
            sums.initialize(repeating: 0, count: width)
            for y in 0...radius where y < height { for x in 0..<width { sums[x] += source[y * width + x] } }
            for y in 0..<height {
                for x in 0..<width { target[y * width + x] = sums[x] * scale }
                let add = y + radius + 1, remove = y - radius
                if add < height { for x in 0..<width { sums[x] += source[add * width + x] } }
                if remove >= 0 { for x in 0..<width { sums[x] -= source[remove * width + x] } }
            }
            return
        }
        for y in 0..<height {
            let row = y * width
            var sum: Float = 0
            for k in 0...radius where k < width { sum += source[row + k] }
            for x in 0..<width {
                target[row + x] = sum * scale
                let add = x + radius + 1, remove = x - radius
                if add < width { sum += source[row + add] }
                if remove >= 0 { sum -= source[row + remove] }
            }
        }
    }

    // MARK: Text and images

    private func text(_ item: DisplayItem, opacity: Double) {
        guard let string = item.text, !string.isEmpty else { return }
        let font = item.font ?? .body
        let key = TextKey(text: string, font: FontKey(pixels: Int32((Double(font.pointSize) * scale).rounded()),
                                                     bold: font.weight.isBold))
        var texture = texts[key]
        if texture == nil {
            guard key.font.pixels > 0, let ttf = ttfFont(key.font),
                  let rendered = TTF_RenderUTF8_Blended(ttf, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return }
            defer { SDL_FreeSurface(rendered) }
            guard let pointer = SDL_CreateTextureFromSurface(renderer, rendered) else { return }
            SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
            texture = Texture(pointer: pointer, width: rendered.pointee.w, height: rendered.pointee.h)
            texts[key] = texture
        }
        guard let texture else { return }
        let c = (item.color ?? .black).rgba8
        // The run at its rendered pixel size, its top-left corner at the local rectangle's.
        copy(texture, color: (c.red, c.green, c.blue), alpha: Double(c.alpha) * opacity, item: item,
             localSize: CGSize(width: Double(texture.width) / scale, height: Double(texture.height) / scale))
    }

    private func ttfFont(_ key: FontKey) -> OpaquePointer? {
        if let font = fonts[key] { return font }
        let path = key.bold ? FontLibrary.defaultBoldPath : FontLibrary.defaultRegularPath
        guard let font = TTF_OpenFont(path, key.pixels) else { return nil }
        fonts[key] = font
        return font
    }

    private func image(_ item: DisplayItem, opacity: Double) {
        guard let name = item.imageName else { return }
        if images[name] == nil {
            var loaded: Texture?
            if let path = locator.path(ofImage: name), let image = IMG_Load(path) {
                if let pointer = SDL_CreateTextureFromSurface(renderer, image) {
                    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
                    loaded = Texture(pointer: pointer, width: image.pointee.w, height: image.pointee.h)
                }
                SDL_FreeSurface(image)
            }
            images[name] = .some(loaded)
        }
        guard let entry = images[name], let texture = entry else { return }
        copy(texture, color: (255, 255, 255), alpha: 255 * opacity, item: item, localSize: item.localRect.size)
    }

    /// Copies `texture` over a rectangle of `localSize` points at the item's local origin, mapped
    /// by its transform: `SDL_RenderCopy` for an axis-aligned transform, `SDL_RenderCopyExF` otherwise.
    private func copy(_ texture: Texture, color: (UInt8, UInt8, UInt8), alpha: Double, item: DisplayItem, localSize: CGSize) {
        let a8 = UInt8(min(max(alpha.rounded(), 0), 255))
        guard a8 > 0 else { return }
        SDL_SetTextureColorMod(texture.pointer, color.0, color.1, color.2)
        SDL_SetTextureAlphaMod(texture.pointer, a8)
        let t = item.transform, s = CGFloat(scale)
        let origin = item.localRect.origin.applying(t)
        if t.b == 0 && t.c == 0 {
            var target = SDL_Rect(x: Int32((origin.x * s).rounded()), y: Int32((origin.y * s).rounded()),
                                  w: Int32((localSize.width * t.a * s).rounded()), h: Int32((localSize.height * t.d * s).rounded()))
            SDL_RenderCopy(renderer, texture.pointer, nil, &target)
        } else {
            let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
            let centre = CGPoint(x: item.localRect.minX + localSize.width / 2, y: item.localRect.minY + localSize.height / 2).applying(t)
            let w = localSize.width * sx * s, h = localSize.height * sy * s
            var target = SDL_FRect(x: Float(centre.x * s - w / 2), y: Float(centre.y * s - h / 2), w: Float(w), h: Float(h))
            SDL_RenderCopyExF(renderer, texture.pointer, nil, &target, Double(atan2(t.b, t.a)) * 180 / .pi, nil, SDL_FLIP_NONE)
        }
    }

    /// The pixel bounding box of the intersection of the clips' bounding boxes, nil when empty.
    private func clipRect(_ clips: [[CGPoint]]) -> SDL_Rect? {
        var box = CGRect.infinite
        for clip in clips {
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for p in clip { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
            guard minX <= maxX, minY <= maxY else { return nil }
            box = box.intersection(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        }
        guard !box.isNull else { return nil }
        let s = CGFloat(scale)
        let x0 = max((box.minX * s).rounded(), 0), y0 = max((box.minY * s).rounded(), 0)
        let x1 = min((box.maxX * s).rounded(), CGFloat(width)), y1 = min((box.maxY * s).rounded(), CGFloat(height))
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }
}
