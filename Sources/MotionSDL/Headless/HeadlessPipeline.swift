import Foundation

/// The whole drawing pipeline at one pixel density, without a window: a ``ViewHost`` that measures
/// text with the real fonts at that density (``SDLTextMeasurer``) and sizes images from
/// `Assets/` (``ImageStore``), drawn by a ``DisplayListRenderer`` with an ``SDLTextPainter`` and an
/// ``SDLImagePainter`` on a ``HeadlessCanvas``. What golden images of whole scenes are made with:
/// layout and pixels agree because text is measured at the density it is drawn at.
///
/// The fonts are required (DejaVu Sans from `fonts-dejavu-core`): the initializer throws without
/// them rather than fall back to a monospace measurer and no text. A scale that is not positive
/// and finite reads as 1. One pipeline keeps its painters' caches from frame to frame: use it from
/// one thread at a time.
///
/// ```swift
/// let pipeline = try HeadlessPipeline(scale: 2)
/// let host = pipeline.host(LoginView(), size: CGSize(width: 720, height: 480))
/// host.tap(text: "Login")
/// host.advance(by: 0.25)
/// let image = try pipeline.image(of: host)     // 1440 × 960 pixels
/// ```
public final class HeadlessPipeline {
    /// Pixels per point, for layout (text measurement, curve flattening) and drawing.
    public let scale: Double
    /// The fonts text is measured and drawn with.
    public let fonts: FontLibrary
    /// The images, sized for layout and drawn.
    public let images: ImageStore
    /// Measures text at ``scale``.
    public let textMeasurer: SDLTextMeasurer
    /// Draws display lists with the text and image painters.
    public let renderer: DisplayListRenderer

    /// A pipeline at `scale` pixels per point with `fonts` (DejaVu Sans by default) and `images`.
    ///
    /// ```swift
    /// let pipeline = try HeadlessPipeline(scale: 1, images: ImageStore(warn: { _ in }))
    /// ```
    /// - Throws: what ``FontLibrary/init(regularPath:boldPath:)`` throws when `fonts` is nil.
    public init(scale: Double, fonts: FontLibrary? = nil, images: ImageStore = ImageStore()) throws {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let fonts = try fonts ?? FontLibrary()
        self.fonts = fonts
        self.images = images
        textMeasurer = SDLTextMeasurer(fonts: fonts, density: self.scale)
        renderer = DisplayListRenderer(text: SDLTextPainter(fonts: fonts), images: SDLImagePainter(store: images))
    }

    /// A host for `view` in a window of `size` points at the pipeline's scale, measuring text and
    /// images with the pipeline's fonts and store.
    ///
    /// ```swift
    /// let host = pipeline.host(Text("Hello"), size: CGSize(width: 200, height: 100))
    /// ```
    public func host<V: View>(_ view: V, size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> ViewHost<V> {
        ViewHost(view, size: size, environment: environment, scale: CGFloat(scale), textMeasurer: textMeasurer,
                 imageSizer: images)
    }

    /// `host`'s current display list drawn over `background` at the pipeline's scale (whatever
    /// the host's own: make hosts with ``host(_:size:environment:)``).
    ///
    /// ```swift
    /// let image = try pipeline.image(of: host, background: Color(white: 0.95))
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` throws.
    public func image<V: View>(of host: ViewHost<V>, background: Color = .white) throws -> PixelImage {
        try HeadlessRenderer(size: host.size, scale: scale, renderer: renderer).render(host.displayList, background: background)
    }
}
