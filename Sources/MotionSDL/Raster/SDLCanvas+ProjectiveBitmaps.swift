import CSDL2
import Foundation
import MotionUI

extension SDLCanvas {
    /// The most a window canvas's projected bitmap is off from its exact place, in pixels (see
    /// ``drawBitmap(_:texture:projection:tint:clip:)``).
    static let projectiveErrorBound = 0.25
    /// The most cells a side of a projected bitmap is cut into on a window canvas.
    static let projectiveMaximumCells = 64

    /// Draws `bitmap` mapped by `projection` (bitmap pixels → window points, with the perspective
    /// divide) in `tint`, blended over what is there, clipped to `clip` (window points) and to the
    /// renderer's clip rectangle. An affine `projection` is ``drawBitmap(_:texture:transform:tint:clip:)``.
    ///
    /// - A headless canvas (``MeshBackend/exactSoftware``) draws an exact projective texture map:
    ///   every device pixel is mapped back through the inverse projection, its coverage measured
    ///   on the resampler's 4 × 4 grid and its colour bilinearly sampled (``BitmapCompositor``);
    ///   what it gives is kept like any resampled bitmap.
    /// - Any other canvas cuts the bitmap into n × n cells, two triangles each, clipped to the
    ///   front of the camera and drawn with `SDL_RenderGeometry`, which maps texture coordinates
    ///   affinely in each triangle. A texel of a triangle whose vertices project to P₀, P₁, P₂ with
    ///   divisors W₀, W₁, W₂ lands within L · (Wmax − Wmin) / Wmin pixels of its exact place (L the
    ///   longest distance between the projected vertices): with λ its barycentric weights and
    ///   W̄ = Σλᵢ Wᵢ, the exact place is Σλᵢ Wᵢ Pᵢ / W̄ and the drawn one Σλᵢ Pᵢ; their difference is
    ///   Σλᵢ (Wᵢ − W̄) / W̄ · (Pᵢ − P₀). n doubles from 1 until every cell's bound is at most
    ///   ``projectiveErrorBound`` (¼ pixel) or n reaches ``projectiveMaximumCells``.
    ///
    /// Parts of the bitmap behind the camera (W < ``ProjectionTransform/minimumW``) are not drawn;
    /// the back of a bitmap turned past 90° draws mirrored. A singular or non-finite projection
    /// draws nothing.
    ///
    /// ```swift
    /// canvas.drawBitmap(run.mask, texture: run.texture, projection: item.projection!, tint: tint)
    /// ```
    func drawBitmap(_ bitmap: Bitmap, texture: CanvasTexture, projection: ProjectionTransform, tint: PixelColor,
                    clip: CGRect? = nil) {
        if projection.isAffine {
            let affine = CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22,
                                           tx: projection.m31, ty: projection.m32)
            return drawBitmap(bitmap, texture: texture, transform: affine, tint: tint, clip: clip)
        }
        guard !bitmap.isEmpty, tint.a > 0 else { return }
        let s = CGFloat(scale)
        let device = projection.concatenating(ProjectionTransform(CGAffineTransform(scaleX: s, y: s)))
        guard let mapping = ProjectiveBitmapMapping(device) else { return }
        var clipPixels: SDL_Rect?
        if let clip {
            guard let rect = pixelRect(coveringCentresIn: clip) else { return }
            clipPixels = rect
        }
        if meshBackend == .exactSoftware, let surface {
            withLockedSurface(surface) { locked in
                let compositor = BitmapCompositor(surface: locked, clip: SDLCanvas.intersect(rendererClip, clipPixels))
                guard let bounds = locked.bounds(clippedTo: compositor.clip) else { return }
                let key = ResampleKey(texture: ObjectIdentifier(texture), matrix: device, tint: tint,
                                      left: bounds.left, top: bounds.top, right: bounds.right, bottom: bounds.bottom)
                blendResampled(key: key, texture: texture, with: compositor) {
                    compositor.resampled(bitmap, projection: mapping.projection, tint: tint, bounds: bounds)
                }
            }
        } else {
            drawSubdivided(bitmap, texture: texture, projection: device, tint: tint, clip: clipPixels)
        }
    }

    /// Draws `bitmap` placed by `local` (bitmap pixels → the item's local coordinates), then
    /// through `item`'s projection when it has one, else its transform, clipped to its clips: how
    /// text and image painters draw an item.
    ///
    /// ```swift
    /// canvas.drawBitmap(run.mask, texture: run.texture, placing: CGAffineTransform(translationX: 4, y: 2),
    ///                   in: item, tint: .black)
    /// ```
    func drawBitmap(_ bitmap: Bitmap, texture: CanvasTexture, placing local: CGAffineTransform, in item: DisplayItem,
                    tint: PixelColor) {
        let clip = SDLCanvas.clipBox(item.clips)
        if let projection = item.projection {
            drawBitmap(bitmap, texture: texture, projection: ProjectionTransform(local).concatenating(projection),
                       tint: tint, clip: clip)
        } else {
            drawBitmap(bitmap, texture: texture, transform: local.concatenating(item.transform), tint: tint, clip: clip)
        }
    }

    /// How many cells a side of a `width` × `height` bitmap is cut into under `projection` (device
    /// pixels) for the bound of ``drawBitmap(_:texture:projection:tint:clip:)`` to hold.
    static func projectiveCellCount(width: Int, height: Int, projection: ProjectionTransform) -> Int {
        var n = 1
        while n < projectiveMaximumCells {
            if maximumAffineError(width: width, height: height, projection: projection, cells: n) <= projectiveErrorBound {
                return n
            }
            n *= 2
        }
        return n
    }

    /// The largest bound L · (Wmax − Wmin) / Wmin over the cells of an n × n cut, each cell taken
    /// as the part of it in front of the camera.
    static func maximumAffineError(width: Int, height: Int, projection: ProjectionTransform, cells n: Int) -> Double {
        var worst = 0.0
        for cell in cellPolygons(width: width, height: height, cells: n) {
            let front = projection.clippedToFront(cell)
            guard !front.isEmpty else { continue }
            let ws = front.map { Double(projection.divisor(at: $0)) }
            let points = front.map { $0.applying(projection) }
            var longest = 0.0
            for i in points.indices {
                for j in points.indices where j > i {
                    longest = max(longest, Double(hypot(points[i].x - points[j].x, points[i].y - points[j].y)))
                }
            }
            let wMin = ws.min() ?? 1, wMax = ws.max() ?? 1
            worst = max(worst, longest * (wMax - wMin) / wMin)
        }
        return worst
    }

    /// The n × n cells of a `width` × `height` rectangle, each as a closed quad in bitmap pixels.
    private static func cellPolygons(width: Int, height: Int, cells n: Int) -> [[CGPoint]] {
        let w = CGFloat(width) / CGFloat(n), h = CGFloat(height) / CGFloat(n)
        var cells: [[CGPoint]] = []
        cells.reserveCapacity(n * n)
        for j in 0..<n {
            for i in 0..<n {
                let x0 = CGFloat(i) * w, y0 = CGFloat(j) * h, x1 = CGFloat(i + 1) * w, y1 = CGFloat(j + 1) * h
                cells.append([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)])
            }
        }
        return cells
    }

    /// The window path: the bitmap cut into cells, each triangle clipped to the front of the camera,
    /// fanned and drawn with `SDL_RenderGeometry` in one call.
    private func drawSubdivided(_ bitmap: Bitmap, texture: CanvasTexture, projection: ProjectionTransform,
                                tint: PixelColor, clip: SDL_Rect?) {
        guard let sdlTexture = texture.texture(for: self, bitmap: bitmap) else { return }
        let n = SDLCanvas.projectiveCellCount(width: bitmap.width, height: bitmap.height, projection: projection)
        let w = Double(bitmap.width), h = Double(bitmap.height)
        var vertices: [SDL_Vertex] = []
        for cell in SDLCanvas.cellPolygons(width: bitmap.width, height: bitmap.height, cells: n) {
            for triangle in [[cell[0], cell[1], cell[2]], [cell[0], cell[2], cell[3]]] {
                let front = projection.clippedToFront(triangle)
                guard front.count >= 3 else { continue }
                let corners = front.map { local -> SDL_Vertex in
                    let p = local.applying(projection)
                    return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: tint.sdl,
                                      tex_coord: SDL_FPoint(x: Float(Double(local.x) / w), y: Float(Double(local.y) / h)))
                }
                for k in 1..<(corners.count - 1) { vertices += [corners[0], corners[k], corners[k + 1]] }
            }
        }
        guard !vertices.isEmpty, let restoreClip = narrowRendererClip(to: clip) else { return }
        defer { restoreClip() }
        SDL_SetTextureScaleMode(sdlTexture, SDL_ScaleModeLinear)
        SDL_SetTextureColorMod(sdlTexture, 255, 255, 255)
        SDL_SetTextureAlphaMod(sdlTexture, 255)
        if SDL_RenderGeometry(renderer, sdlTexture, vertices, Int32(vertices.count), nil, 0) != 0 {
            lastError = .drawFailed(call: "SDL_RenderGeometry", sdlMessage: SDLError.lastMessage())
        }
    }
}
