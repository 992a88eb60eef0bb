import CSDL2
import Foundation

/// A drawing target over an `SDL_Renderer`: a window's (``Window/canvas``) or an off-screen
/// surface's (``HeadlessCanvas/canvas``).
///
/// Shapes are given in points; ``scale`` (pixels per point) is applied when they are drawn, so
/// edges are feathered by exactly one *pixel* whatever the pixel density. Colours are exact: the
/// renderer blends with `SDL_BLENDMODE_BLEND` (straight alpha: `dst = src·α + dst·(1 − α)`), so an
/// opaque fill gives its colour bit for bit inside the shape (on a window's GPU renderer and on a
/// headless canvas alike; translucent colours are exact on a headless canvas, and as exact as the
/// GPU's blending on a window). A ``Color`` becomes 8-bit channels by
/// ``PixelColor/init(_:)`` (× 255, rounded to nearest).
///
/// Every fill becomes a ``TriangleMesh`` (a triangle list with per-corner coverage);
/// ``draw(_:color:)`` is that primitive, open to callers that build their own meshes. A window's
/// canvas draws meshes with `SDL_RenderGeometry`; a headless canvas rasterizes them exactly
/// into its surface (see ``MeshBackend``). Draw calls do not throw: a call SDL refuses is skipped
/// and recorded in ``lastError``.
///
/// ```swift
/// let headless = try HeadlessCanvas(width: 200, height: 100, scale: 2)
/// let canvas = headless.canvas
/// canvas.clear(.white)
/// canvas.fillPolygon([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 20), CGPoint(x: 40, y: 80)],
///                    color: .blue)
/// canvas.fillCircle(center: CGPoint(x: 150, y: 50), radius: 30, color: .black)
/// ```
public final class SDLCanvas {
    /// How triangle meshes reach the pixels.
    ///
    /// ```swift
    /// headless.canvas.meshBackend = .renderGeometry   // compare with SDL's own rasterizer
    /// ```
    public enum MeshBackend: Equatable, Sendable {
        /// `SDL_RenderGeometry`: the GPU on a window; on SDL's software renderer vertices snap to
        /// whole pixels and blending is approximate (±2 per channel).
        case renderGeometry
        /// Motion's own rasterizer writing into the canvas's surface: sub-pixel positions and
        /// exact straight-alpha blending. Only for canvases that own a surface (headless); others
        /// use ``renderGeometry``.
        case exactSoftware
    }

    /// The `SDL_Renderer*` drawn into. Valid as long as this canvas lives.
    public let renderer: OpaquePointer
    /// Keeps the window or surface under the renderer alive until the renderer is destroyed.
    private let target: AnyObject?
    /// The software renderer's surface, when this canvas owns one (headless).
    let surface: UnsafeMutablePointer<SDL_Surface>?
    /// The streaming texture coverage masks go through on renderers without a surface
    /// (see `SDLCanvas+Coverage.swift`); SDL destroys it with the renderer.
    var coverageTexture = CoverageTexture()

    /// How meshes are drawn: ``MeshBackend/exactSoftware`` by default on a headless canvas,
    /// ``MeshBackend/renderGeometry`` on a window (setting `.exactSoftware` there has no effect).
    public var meshBackend: MeshBackend {
        get { storedBackend }
        set { storedBackend = surface == nil ? .renderGeometry : newValue }
    }
    private var storedBackend: MeshBackend

    /// Pixels per point, applied to every shape at draw time. Non-finite or non-positive values
    /// are ignored (the scale stays as it was).
    public var scale: Double {
        get { storedScale }
        set { if newValue.isFinite && newValue > 0 { storedScale = newValue } }
    }
    private var storedScale: Double

    /// Width in device pixels of the fringe that anti-aliases edges; 0 turns anti-aliasing off.
    /// Negative or NaN values count as 0.
    public var fringeWidth: Double = 1

    /// The largest distance, in pixels, between a curve and the segments drawn for it.
    public var tolerance: Double = Tessellation.defaultTolerance

    /// Whether the renderer is SDL's software renderer. That renderer truncates vertex positions
    /// to whole pixels, so the canvas rounds them itself first (nearest instead of floor).
    public let isSoftware: Bool

    /// Whether ``present()`` can show part of the picture: a window's SDL software renderer, which
    /// draws into the window's own pixels and sends rectangles of them to the display
    /// (`SDL_UpdateWindowSurfaceRects`). A GPU renderer's back buffer is undefined after a present,
    /// so there every present shows a whole frame.
    public let presentsRegions: Bool
    /// How many times ``present()`` was called.
    public private(set) var presentCount = 0
    /// What the last ``present()`` sent to the display, in device pixels: nil for the whole
    /// picture (and before the first present), else only these rectangles.
    public private(set) var lastPresentedRegion: [CGRect]?
    /// The rectangles the next present is limited to (see ``limitNextPresent(to:)``).
    private var presentRegion: [SDL_Rect]?
    /// Whether the next present shows the whole picture, whatever the limit.
    private var presentsWholeNext = false

    /// The last draw call SDL refused, if any. The canvas sets it and never clears it.
    public var lastError: SDLError?

    private var mesh = TriangleMesh()
    private var sdlVertices: [SDL_Vertex] = []
    /// Bitmaps resampled on a headless canvas, kept from frame to frame (see `SDLCanvas+Bitmaps.swift`).
    var resampledBitmaps = LRUCache<ResampleKey, ResampleEntry>(costLimit: SDLCanvas.resampleCacheByteLimit,
                                                               countLimit: SDLCanvas.resampleCacheCountLimit,
                                                               idleFrameLimit: SDLCanvas.resampleCacheIdleFrameLimit)
    /// Gradient colours kept from frame to frame (see `SDLCanvas+Gradient.swift`); nil marks a
    /// gradient seen once.
    var gradientShades = LRUCache<GradientShade.Key, GradientShade.Table?>(costLimit: SDLCanvas.gradientShadeByteLimit,
                                                                           countLimit: SDLCanvas.gradientShadeCountLimit,
                                                                           idleFrameLimit: SDLCanvas.gradientShadeIdleFrameLimit)

    /// Wraps a renderer, which this canvas destroys when it goes away.
    ///
    /// - Parameters:
    ///   - renderer: an `SDL_Renderer*`; the canvas takes ownership.
    ///   - scale: pixels per point.
    ///   - target: the object owning the renderer's window or surface, kept alive by the canvas.
    ///   - surface: the software renderer's surface (ARGB8888 or XRGB8888) for exact rasterizing.
    init(renderer: OpaquePointer, scale: Double, target: AnyObject?,
         surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        self.renderer = renderer
        self.target = target
        self.surface = surface
        self.storedBackend = surface == nil ? .renderGeometry : .exactSoftware
        self.storedScale = scale.isFinite && scale > 0 ? scale : 1
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.isSoftware = info.flags & UInt32(SDL_RENDERER_SOFTWARE.rawValue) != 0
        self.presentsRegions = isSoftware && surface == nil && SDL_RenderGetWindow(renderer) != nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
    }

    /// The renderer's name (`"opengl"`, `"software"` …).
    ///
    /// ```swift
    /// print(canvas.rendererName)
    /// ```
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The output size in device pixels.
    ///
    /// ```swift
    /// let (width, height) = canvas.pixelSize
    /// ```
    public var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The output size in points (pixels ÷ ``scale``).
    ///
    /// ```swift
    /// let bounds = CGRect(origin: .zero, size: canvas.size)
    /// ```
    public var size: CGSize {
        let pixels = pixelSize
        return CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }

    /// Fills the whole output with `color`, replacing what was there (no blending).
    ///
    /// ```swift
    /// canvas.clear(Color(white: 0.12))
    /// ```
    public func clear(_ color: Color) {
        let pixel = PixelColor(color)
        SDL_SetRenderDrawColor(renderer, pixel.r, pixel.g, pixel.b, pixel.a)
        if SDL_RenderClear(renderer) != 0 {
            lastError = .drawFailed(call: "SDL_RenderClear", sdlMessage: SDLError.lastMessage())
        }
    }

    /// Fills a simple polygon (convex or concave, points in points) with anti-aliased edges.
    ///
    /// Fewer than three distinct points, zero area or a non-finite point draw nothing.
    ///
    /// ```swift
    /// canvas.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 25, y: 40)], color: .black)
    /// ```
    public func fillPolygon(_ points: [CGPoint], color: Color) {
        fill(FillGeometry.polygon(points), color: color)
    }

    /// Fills a prepared shape (points in points) with anti-aliased edges.
    ///
    /// ```swift
    /// canvas.fill(FillGeometry.strip(left: outer, right: inner), color: .white)
    /// ```
    public func fill(_ geometry: FillGeometry, color: Color) {
        fill([geometry], color: color)
    }

    /// Fills several prepared shapes (points in points) of one colour in a single draw call.
    /// Where shapes overlap, a translucent colour is blended once per shape.
    ///
    /// ```swift
    /// canvas.fill([band, cap], color: .white)
    /// ```
    public func fill(_ geometries: [FillGeometry], color: Color) {
        mesh.removeAll()
        let factor = CGFloat(scale)
        for geometry in geometries {
            mesh.appendFill(geometry.scaled(by: factor), fringeWidth: fringeWidth)
        }
        draw(mesh, color: color)
    }

    /// Fills a circle (centre and radius in points) with anti-aliased edges. The number of sides
    /// follows ``tolerance`` at the current scale. A radius that is not positive and finite draws
    /// nothing.
    ///
    /// ```swift
    /// canvas.fillCircle(center: CGPoint(x: 50, y: 50), radius: 20, color: .white)
    /// ```
    public func fillCircle(center: CGPoint, radius: Double, color: Color) {
        guard radius.isFinite, radius > 0, center.x.isFinite, center.y.isFinite else { return }
        let sides = max(Tessellation.segmentCount(radius: radius * scale, sweep: 2 * .pi, tolerance: tolerance), 8)
        var points: [CGPoint] = []
        points.reserveCapacity(sides)
        for index in 0..<sides {
            let angle = 2 * Double.pi * Double(index) / Double(sides)
            points.append(CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle)))
        }
        fill(FillGeometry.convex(points), color: color)
    }

    /// Draws a triangle mesh given in *pixels*: each corner gets `color` with its alpha multiplied
    /// by the corner's coverage, interpolated across the triangle and blended.
    ///
    /// This is the primitive every fill ends in.
    ///
    /// ```swift
    /// var mesh = TriangleMesh()
    /// let a = mesh.addVertex(x: 0, y: 0, coverage: 1)
    /// let b = mesh.addVertex(x: 40, y: 0, coverage: 1)
    /// let c = mesh.addVertex(x: 0, y: 40, coverage: 0)
    /// mesh.addTriangle(a, b, c)
    /// canvas.draw(mesh, color: .black)   // fades out towards (0, 40)
    /// ```
    public func draw(_ mesh: TriangleMesh, color: Color) {
        let color = PixelColor(color)
        guard !mesh.isEmpty, color.a > 0 else { return }
        if storedBackend == .exactSoftware, let surface {
            rasterize(mesh, color: color, into: surface)
            return
        }
        sdlVertices.removeAll(keepingCapacity: true)
        sdlVertices.reserveCapacity(mesh.vertices.count)
        let alpha = Float(color.a)
        let snap = isSoftware
        for vertex in mesh.vertices {
            let x = snap ? vertex.x.rounded() : vertex.x
            let y = snap ? vertex.y.rounded() : vertex.y
            let a = UInt8(min(max((alpha * vertex.coverage).rounded(), 0), 255))
            sdlVertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y),
                                          color: SDL_Color(r: color.r, g: color.g, b: color.b, a: a),
                                          tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        let result = mesh.indices.withUnsafeBufferPointer { indices in
            indices.withMemoryRebound(to: Int32.self) { raw in
                SDL_RenderGeometry(renderer, nil, sdlVertices, Int32(sdlVertices.count), raw.baseAddress, Int32(raw.count))
            }
        }
        if result != 0 {
            lastError = .drawFailed(call: "SDL_RenderGeometry", sdlMessage: SDLError.lastMessage())
        }
    }

    private func rasterize(_ mesh: TriangleMesh, color: PixelColor, into surface: UnsafeMutablePointer<SDL_Surface>) {
        var clip: SDL_Rect?
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &rect)
            clip = rect
        }
        withLockedSurface(surface) { locked in
            MeshRasterizer(surface: locked, clip: clip).draw(mesh, color: color)
        }
    }

    /// Runs the renderer's queued commands now (needed before reading pixels back).
    ///
    /// ```swift
    /// canvas.flush()
    /// ```
    public func flush() {
        SDL_RenderFlush(renderer)
    }

    /// Shows what was drawn (a window's back buffer becomes visible; waits for vsync if enabled).
    ///
    /// Where ``presentsRegions``, a present after ``limitNextPresent(to:)`` sends only those
    /// rectangles to the display (none: nothing is sent); any other present shows the whole
    /// window. The limit and ``presentWholeNext()`` last one present.
    ///
    /// ```swift
    /// canvas.present()
    /// ```
    public func present() {
        defer {
            presentRegion = nil
            presentsWholeNext = false
            presentCount += 1
        }
        guard presentsRegions, !presentsWholeNext, var region = presentRegion,
              let window = SDL_RenderGetWindow(renderer) else {
            SDL_RenderPresent(renderer)
            lastPresentedRegion = nil
            return
        }
        lastPresentedRegion = region.map { CGRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) }
        SDL_RenderFlush(renderer)
        if !region.isEmpty, SDL_UpdateWindowSurfaceRects(window, &region, Int32(region.count)) != 0 {
            lastError = .drawFailed(call: "SDL_UpdateWindowSurfaceRects", sdlMessage: SDLError.lastMessage())
        }
    }

    /// Limits the next ``present()`` to `rects` (device pixels) where ``presentsRegions``: the
    /// rectangles drawn since the last present, the caller's promise that nothing else changed.
    /// Calls before one present add up; elsewhere the limit is ignored.
    ///
    /// ```swift
    /// canvas.limitNextPresent(to: damage.rects)
    /// canvas.present()   // on the software renderer: only those rectangles reach the screen
    /// ```
    public func limitNextPresent(to rects: [CGRect]) {
        guard presentsRegions else { return }
        let pixels = rects.compactMap { rect -> SDL_Rect? in
            let whole = rect.integral
            guard !whole.isNull, whole.width > 0, whole.height > 0,
                  [whole.minX, whole.minY, whole.maxX, whole.maxY].allSatisfy({ abs($0) < 1e9 }) else { return nil }
            return SDL_Rect(x: Int32(whole.minX), y: Int32(whole.minY), w: Int32(whole.width), h: Int32(whole.height))
        }
        presentRegion = (presentRegion ?? []) + pixels
    }

    /// Makes the next ``present()`` show the whole picture whatever limit is set: the window was
    /// uncovered, and the display needs all of it again.
    ///
    /// ```swift
    /// case .exposed: canvas.presentWholeNext()
    /// ```
    public func presentWholeNext() {
        presentsWholeNext = true
    }
}
