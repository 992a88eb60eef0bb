import CSDL2
import Foundation

/// Off-screen drawing with no window and no display: a 32-bit `SDL_Surface` and SDL's software
/// renderer over it. Works with `SDL_VIDEODRIVER=dummy` or no `DISPLAY` at all, because it never
/// starts SDL's video subsystem.
///
/// The size is given in points; the surface has `round(points × scale)` pixels each way. An
/// opaque canvas (the default, like a window) is XRGB8888 and always reads back alpha 255; a
/// non-opaque one is ARGB8888, starts fully transparent and keeps the alpha that drawing leaves.
/// Meshes are rasterized exactly (``SDLCanvas/MeshBackend/exactSoftware``).
///
/// ```swift
/// let headless = try HeadlessCanvas(width: 100, height: 100, scale: 2)   // 200×200 pixels
/// headless.canvas.clear(.white)
/// headless.canvas.fillCircle(center: CGPoint(x: 50, y: 50), radius: 40, color: .black)
/// headless.pixel(x: 100, y: 100)          // PixelColor(r: 0, g: 0, b: 0, a: 255)
/// try headless.writePNG(to: "/tmp/circle.png")
/// ```
public final class HeadlessCanvas {
    /// Owns the surface; the canvas's renderer keeps it alive until the renderer is destroyed.
    private final class Surface {
        let pointer: UnsafeMutablePointer<SDL_Surface>
        init(_ pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }
        deinit { SDL_FreeSurface(pointer) }
    }

    private let surface: Surface
    /// Draw here; shapes in points, scaled to pixels.
    public let canvas: SDLCanvas
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int

    /// A canvas of `width × height` points at `scale` pixels per point.
    ///
    /// ```swift
    /// let headless = try HeadlessCanvas(width: 800, height: 600)
    /// ```
    /// - Throws: ``SDLError/invalidSize(width:height:)`` when a pixel dimension is below 1 or above
    ///   ``SDLError/maximumPixelDimension`` (a scale that is not positive and finite counts as 1),
    ///   ``SDLError/surfaceCreationFailed(width:height:sdlMessage:)``,
    ///   ``SDLError/rendererCreationFailed(sdlMessage:)``.
    public convenience init(width: Int, height: Int, scale: Double = 1, opaque: Bool = true) throws {
        try self.init(size: CGSize(width: width, height: height), scale: scale, opaque: opaque)
    }

    /// A canvas of `size` points at `scale` pixels per point; `opaque: false` keeps an alpha channel.
    ///
    /// ```swift
    /// let headless = try HeadlessCanvas(size: CGSize(width: 320, height: 240), scale: 1.5)
    /// ```
    public init(size: CGSize, scale: Double = 1, opaque: Bool = true) throws {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let widthPixels = (Double(size.width) * scale).rounded()
        let heightPixels = (Double(size.height) * scale).rounded()
        let limit = Double(SDLError.maximumPixelDimension)
        guard widthPixels.isFinite, heightPixels.isFinite, widthPixels >= 1, heightPixels >= 1,
              widthPixels <= limit, heightPixels <= limit else {
            throw SDLError.invalidSize(width: widthPixels.isFinite ? Int(max(min(widthPixels, 1e9), -1e9)) : 0,
                                       height: heightPixels.isFinite ? Int(max(min(heightPixels, 1e9), -1e9)) : 0)
        }
        try SDLSession.start()
        pixelWidth = Int(widthPixels)
        pixelHeight = Int(heightPixels)
        let format = opaque ? SDL_PIXELFORMAT_XRGB8888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let raw = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, format) else {
            throw SDLError.surfaceCreationFailed(width: pixelWidth, height: pixelHeight, sdlMessage: SDLError.lastMessage())
        }
        surface = Surface(raw)
        guard let renderer = SDL_CreateSoftwareRenderer(raw) else {
            throw SDLError.rendererCreationFailed(sdlMessage: SDLError.lastMessage())
        }
        canvas = SDLCanvas(renderer: renderer, scale: scale, target: surface, surface: raw)
    }

    /// The pixel at column `x`, row `y` (pixels, not points), or `nil` outside the surface.
    /// Runs pending draw commands first.
    ///
    /// ```swift
    /// headless.pixel(x: 0, y: 0)
    /// ```
    public func pixel(x: Int, y: Int) -> PixelColor? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        canvas.flush()
        let raw = surface.pointer
        SDL_LockSurface(raw)
        defer { SDL_UnlockSurface(raw) }
        guard let locked = LockedSurface(lockedSurface: raw) else { return nil }
        let value = locked.row(y)[x]
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        SDL_GetRGBA(value, raw.pointee.format, &r, &g, &b, &a)
        return PixelColor(r: r, g: g, b: b, a: a)
    }

    /// A copy of every pixel. Runs pending draw commands first.
    ///
    /// ```swift
    /// let before = headless.snapshot()
    /// ```
    public func snapshot() -> PixelImage {
        canvas.flush()
        return PixelImage(surface: surface.pointer)
            ?? PixelImage(width: pixelWidth, height: pixelHeight, pixels: [])
    }

    /// Writes the surface as a PNG with `IMG_SavePNG`. Runs pending draw commands first.
    ///
    /// ```swift
    /// try headless.writePNG(to: "out/frame-0001.png")
    /// ```
    /// - Throws: ``SDLError/imageWriteFailed(path:sdlMessage:)``.
    public func writePNG(to path: String) throws {
        canvas.flush()
        if IMG_SavePNG(surface.pointer, path) != 0 {
            throw SDLError.imageWriteFailed(path: path, sdlMessage: SDLError.lastMessage())
        }
    }
}
