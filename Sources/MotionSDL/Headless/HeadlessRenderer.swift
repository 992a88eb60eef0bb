import Foundation

/// A ``DisplayListRenderer`` with its own ``HeadlessCanvas``: display lists in, pixels or PNG
/// files out, with no window and no display. The canvas is kept from frame to frame (and made anew
/// only when the size or scale changes), so rendering many frames allocates little.
///
/// ```swift
/// let host = ViewHost(Loader(), size: CGSize(width: 400, height: 300), scale: 2)
/// let image = try HeadlessRenderer.image(of: host)          // 800 × 600 pixels
/// try HeadlessRenderer.writePNG(of: host, to: "out/loader.png")
///
/// let frames = try HeadlessRenderer(size: host.size, scale: 2)
/// for index in 0..<30 {
///     host.advance(by: 1.0 / 30)
///     try frames.writePNG(host.displayList, to: "out/frame-\(index).png")
/// }
/// ```
///
/// With ``repaintsDamageOnly`` on, each frame repaints only the pixels that differ from the frame
/// drawn before it (``DisplayListDamage``, ``DisplayListRenderer/render(_:on:background:damage:)``):
/// the same pixels for less work. The first frame, a new size or scale, and a new background
/// repaint everything; drawing on ``canvas`` by other means in between is not noticed.
///
/// ```swift
/// frames.repaintsDamageOnly = true
/// _ = frames.render(host.displayList)
/// frames.lastDamage?.area   // the pixels that frame repainted
/// ```
public final class HeadlessRenderer {
    /// Draws the display lists (set its painters for text and images).
    public let renderer: DisplayListRenderer
    /// The canvas drawn on.
    public private(set) var canvas: HeadlessCanvas
    /// Whether a frame repaints only what changed since the last one (off by default).
    public var repaintsDamageOnly = false
    /// What the last frame repainted (the whole canvas unless ``repaintsDamageOnly``); nil before the first.
    public private(set) var lastDamage: DisplayListDamage?
    /// The last frame drawn, which the next one's damage is computed from.
    private var drawn: (list: DisplayList, background: Color)?

    /// A renderer for frames of `size` points at `scale` pixels per point.
    ///
    /// ```swift
    /// let frames = try HeadlessRenderer(size: CGSize(width: 200, height: 100), scale: 2)
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` throws.
    public init(size: CGSize, scale: Double = 1, renderer: DisplayListRenderer = DisplayListRenderer()) throws {
        self.renderer = renderer
        self.canvas = try HeadlessCanvas(size: size, scale: scale)
    }

    /// Changes the frame size or scale (a new canvas when either differs).
    ///
    /// ```swift
    /// try frames.resize(to: CGSize(width: 300, height: 100), scale: 1)
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` throws.
    public func resize(to size: CGSize, scale: Double) throws {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = Int((Double(size.width) * scale).rounded()), height = Int((Double(size.height) * scale).rounded())
        guard width != canvas.pixelWidth || height != canvas.pixelHeight || scale != canvas.canvas.scale else { return }
        canvas = try HeadlessCanvas(size: size, scale: scale)
        drawn = nil
    }

    /// Draws `list` over `background` and returns the pixels.
    ///
    /// ```swift
    /// let image = frames.render(host.displayList)
    /// image.pixel(x: 10, y: 10)
    /// ```
    public func render(_ list: DisplayList, background: Color = .white) -> PixelImage {
        draw(list, background: background)
        return canvas.snapshot()
    }

    /// Draws `list` over `background` and writes it as a PNG.
    ///
    /// ```swift
    /// try frames.writePNG(host.displayList, to: "out/frame-0001.png")
    /// ```
    /// - Throws: ``SDLError/imageWriteFailed(path:sdlMessage:)``.
    public func writePNG(_ list: DisplayList, background: Color = .white, to path: String) throws {
        draw(list, background: background)
        try canvas.writePNG(to: path)
    }

    /// Draws `list` on the canvas: whole, or only its damage since the last frame.
    private func draw(_ list: DisplayList, background: Color) {
        var damage = DisplayListDamage.full(width: canvas.pixelWidth, height: canvas.pixelHeight)
        if repaintsDamageOnly, let drawn, drawn.background == background {
            damage = DisplayListDamage(from: drawn.list, to: list, width: canvas.pixelWidth, height: canvas.pixelHeight,
                                       scale: canvas.canvas.scale)
        }
        if damage.isFull {
            renderer.render(list, on: canvas.canvas, background: background)
        } else {
            renderer.render(list, on: canvas.canvas, background: background, damage: damage)
        }
        lastDamage = damage
        drawn = (list, background)
    }

    /// The pixels of `host`'s current display list at its size and `scale` (by default the
    /// host's own, for which its curves were flattened).
    ///
    /// ```swift
    /// let image = try HeadlessRenderer.image(of: host)
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` throws.
    public static func image<Content: View>(of host: ViewHost<Content>, scale: Double? = nil, background: Color = .white,
                                            renderer: DisplayListRenderer = DisplayListRenderer()) throws -> PixelImage {
        let frames = try HeadlessRenderer(size: host.size, scale: scale ?? Double(host.scale), renderer: renderer)
        return frames.render(host.displayList, background: background)
    }

    /// Writes `host`'s current display list as a PNG at its size and `scale` (by default the host's).
    ///
    /// ```swift
    /// try HeadlessRenderer.writePNG(of: host, to: "/tmp/frame.png")
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` and ``writePNG(_:background:to:)`` throw.
    public static func writePNG<Content: View>(of host: ViewHost<Content>, scale: Double? = nil, background: Color = .white,
                                               renderer: DisplayListRenderer = DisplayListRenderer(), to path: String) throws {
        let frames = try HeadlessRenderer(size: host.size, scale: scale ?? Double(host.scale), renderer: renderer)
        try frames.writePNG(host.displayList, background: background, to: path)
    }
}
