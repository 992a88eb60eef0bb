import CGIF
import Foundation

/// A GIF file decoded with giflib (`DGifSlurp`) into whole pictures: each frame composited over
/// the ones before, as a browser shows it, with its delay.
///
/// Rules: the canvas starts transparent; a frame's transparent pixels leave what is below; after
/// a frame, disposal 2 clears its rectangle to transparent and disposal 3 restores what was there
/// before it (0 and 1 leave it). Pixels outside the canvas are dropped; an index outside the
/// palette counts as transparent. A file whose screen has more than
/// ``PixelImage/maximumPixelCount`` pixels is refused before any frame is decoded.
///
/// ```swift
/// let gif = try GIFAnimation(contentsOf: "out/shake.gif")
/// gif.frames.count                       // frames in the file
/// gif.frames.map(\.delay).reduce(0, +)   // hundredths of a second
/// try gif.frames[5].image.writePNG(to: "/tmp/frame-5.png")
/// ```
public struct GIFAnimation: Sendable {
    /// One frame as shown: the whole picture and how long it stays.
    public struct Frame: Sendable {
        /// The canvas after this frame is drawn.
        public var image: PixelImage
        /// How long it shows, in hundredths of a second.
        public var delay: Int
        /// The rectangle the frame's image covered.
        public var rect: PixelRect
    }

    /// The canvas width and height in pixels.
    public let width: Int, height: Int
    /// The frames in order.
    public let frames: [Frame]

    /// Decodes the GIF at `path`.
    ///
    /// - Throws: ``GIFError/readFailed(path:message:)``.
    public init(contentsOf path: String) throws {
        var code: Int32 = 0
        guard let file = DGifOpenFileName(path, &code) else {
            throw GIFError.readFailed(path: path, message: GIFError.message(code))
        }
        defer { DGifCloseFile(file, nil) }
        let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
        guard width > 0, height > 0, width * height <= PixelImage.maximumPixelCount else {
            throw GIFError.readFailed(path: path, message: "its screen of \(width) × \(height) pixels is empty or too large")
        }
        guard DGifSlurp(file) == GIF_OK else {
            throw GIFError.readFailed(path: path, message: GIFError.message(file.pointee.Error))
        }
        var canvas = [PixelColor](repeating: .clear, count: width * height)
        var frames: [Frame] = []
        for index in 0..<Int(file.pointee.ImageCount) {
            let saved = file.pointee.SavedImages[index]
            var control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false,
                                               DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(file, Int32(index), &control)
            let description = saved.ImageDesc
            let rect = PixelRect(x: Int(description.Left), y: Int(description.Top),
                                 width: Int(description.Width), height: Int(description.Height))
            let before = canvas
            if let map = description.ColorMap ?? file.pointee.SColorMap, let bits = saved.RasterBits {
                let colors = UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount))
                for y in 0..<rect.height where (0..<height).contains(rect.y + y) {
                    for x in 0..<rect.width where (0..<width).contains(rect.x + x) {
                        let value = Int(bits[y * rect.width + x])
                        guard value != Int(control.TransparentColor), value < colors.count else { continue }
                        let color = colors[value]
                        canvas[(rect.y + y) * width + rect.x + x] = PixelColor(r: color.Red, g: color.Green, b: color.Blue)
                    }
                }
            }
            frames.append(Frame(image: PixelImage(width: width, height: height, pixels: canvas),
                                delay: Int(control.DelayTime), rect: rect))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                for y in max(rect.y, 0)..<min(rect.y + rect.height, height) {
                    for x in max(rect.x, 0)..<min(rect.x + rect.width, width) { canvas[y * width + x] = .clear }
                }
            case DISPOSE_PREVIOUS:
                canvas = before
            default:
                break
            }
        }
        self.width = width
        self.height = height
        self.frames = frames
    }

    /// The sum of the delays, in hundredths of a second.
    public var centiseconds: Int { frames.reduce(0) { $0 + $1.delay } }
}
