import Foundation

/// Pixels that text and image painters draw under a transform: a coverage mask (a rendered glyph
/// run: alpha only, tinted with the text's colour when drawn) or colour pixels (an image, straight
/// alpha).
///
/// A bitmap pixel `(i, j)` covers the unit square `[i, i+1] × [j, j+1]` of bitmap space, so a
/// transform that is a whole-pixel translation copies pixels one to one.
///
/// ```swift
/// let dot = Bitmap(width: 1, height: 1, coverage: [255])
/// let photo = Bitmap(image: try PixelImage(contentsOfPNG: "Assets/checkmark-true.png"))
/// ```
struct Bitmap {
    /// What the pixels hold.
    enum Pixels {
        /// Alpha only (0…255), row-major; drawn in the tint colour.
        case coverage([UInt8])
        /// Straight-alpha colours, row-major; modulated by the tint.
        case color([PixelColor])
    }

    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The pixels, `width × height` of them.
    let pixels: Pixels

    /// A coverage mask; missing values are 0, extra ones dropped, a negative size counts as 0.
    init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        var stored = Array(coverage.prefix(count))
        if stored.count < count { stored += Array(repeating: 0, count: count - stored.count) }
        pixels = .coverage(stored)
    }

    /// The colour pixels of an image.
    init(image: PixelImage) {
        width = image.width
        height = image.height
        pixels = .color(image.pixels)
    }

    /// Whether there is nothing to draw.
    var isEmpty: Bool { width == 0 || height == 0 }

    /// Bytes held in memory (1 per coverage pixel, 4 per colour pixel).
    var byteCount: Int {
        switch pixels {
        case .coverage(let values): return values.count
        case .color(let values): return values.count * 4
        }
    }

    /// The pixels as packed ARGB8888 values for an SDL texture: a mask becomes white with its
    /// coverage as alpha (the tint then comes from the texture's colour modulation).
    func argb8888() -> [UInt32] {
        switch pixels {
        case .coverage(let values):
            return values.map { UInt32($0) << 24 | 0x00FF_FFFF }
        case .color(let values):
            return values.map { UInt32($0.a) << 24 | UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) }
        }
    }
}
