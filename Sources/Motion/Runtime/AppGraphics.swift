import MotionSDL

/// What the player draws text and images with: DejaVu Sans (when installed), the images of
/// `Assets/`, and a text measurer at the pixel density text is drawn at, so layout matches the
/// pixels. Without the fonts it warns once, measures with a ``MonospaceTextMeasurer`` and draws
/// no text (``FontLibrary/loadDefault(regularPath:boldPath:warn:)``).
///
/// A ``DisplayListRenderer`` keeps caches for one canvas, so each canvas gets its own
/// (``makeRenderer()``); fonts and images are shared.
///
/// ```swift
/// let graphics = AppGraphics(density: 2)
/// let runner = AppRunner(size: size, scale: 2, textMeasurer: graphics.textMeasurer, imageSizer: graphics.images)
/// graphics.makeRenderer().render(runner.displayList, on: canvas)
/// ```
package final class AppGraphics {
    /// The fonts, or `nil` when DejaVu Sans is missing.
    package let fonts: FontLibrary?
    /// The images.
    package let images: ImageStore
    /// Measures text for layout.
    package let textMeasurer: TextMeasurer

    /// Loads the fonts and the image store for text drawn at `density` pixels per point.
    package init(density: Double) {
        fonts = FontLibrary.loadDefault()
        images = ImageStore()
        if let fonts {
            textMeasurer = SDLTextMeasurer(fonts: fonts, density: density)
        } else {
            textMeasurer = MonospaceTextMeasurer()
        }
    }

    /// A renderer with its own text and image painters (their caches belong to one canvas).
    package func makeRenderer() -> DisplayListRenderer {
        DisplayListRenderer(text: fonts.map { SDLTextPainter(fonts: $0) }, images: SDLImagePainter(store: images))
    }
}
