/// Turns a rectangle of a frame into GIF palette indices: an exact palette when the pixels to draw
/// have few enough colours, otherwise a median-cut palette (``MedianCutPalette``) with
/// Floyd–Steinberg error diffusion, so gradients and anti-aliased edges keep their average colour.
///
/// Rules:
/// - Only pixels marked in `changed` are drawn; the others get the transparent index (the frame
///   below shows through). Without a mask every pixel is drawn and no index is reserved.
/// - Exact: when the drawn pixels have at most 256 colours (255 when an index is reserved for
///   transparency), every drawn pixel decodes to its own colour: error 0. The palette lists the
///   colours in increasing 0xRRGGBB order. A user interface frame's changed area almost always
///   fits (flat fills plus the anti-aliased ramps between them).
/// - Otherwise the palette is the median cut of the drawn pixels' colours. A pixel whose colour
///   is in the palette takes it and passes on no error, so flat areas stay clean; any other pixel
///   takes the entry nearest to its colour plus the error diffused from its drawn neighbours
///   (7/16 right, 3/16 down-left, 5/16 down, 1/16 down-right; ``NearestColorCache``).
///   Alpha is ignored: frames are opaque.
/// - A palette of `n` colours is padded with black to a power of two (GIF's rule), at least 2.
///
/// ```swift
/// let frame = GIFQuantizer.quantize(image.pixels, width: image.width, height: image.height)
/// frame.isExact           // true for a frame of 256 colours or fewer
/// frame.colors[Int(frame.indices[0])]   // the top-left pixel's colour
/// ```
public enum GIFQuantizer {
    /// A quantised rectangle: its palette and one index per pixel, row by row.
    public struct Frame: Equatable, Sendable {
        /// The palette, padded to a power of two (2…256 entries).
        public var colors: [PixelColor]
        /// One palette index per pixel, row-major.
        public var indices: [UInt8]
        /// The index of pixels left transparent, or `nil` when every pixel is drawn.
        public var transparentIndex: Int?
        /// Whether every drawn pixel has its exact colour in the palette.
        public var isExact: Bool
    }

    /// Quantises `pixels` (`width × height`, row-major), drawing only those whose flag in
    /// `changed` is set (all when `changed` is nil). A size that does not match the pixels, or a
    /// mask of another length, counts as nothing to draw: the result is all transparent.
    ///
    /// ```swift
    /// let frame = GIFQuantizer.quantize(region, width: 40, height: 10, changed: mask)
    /// ```
    public static func quantize(_ pixels: [PixelColor], width: Int, height: Int, changed: [Bool]? = nil) -> Frame {
        let count = max(width, 0) * max(height, 0)
        guard pixels.count == count, changed.map({ $0.count == count }) ?? true else {
            return Frame(colors: [.black, .black], indices: Array(repeating: 0, count: count), transparentIndex: 0, isExact: true)
        }
        let reserves = changed.map { $0.contains(false) } ?? false
        let limit = reserves ? 255 : 256
        var histogram: [UInt32: Int] = [:]
        for index in pixels.indices where changed?[index] ?? true {
            histogram[key(pixels[index]), default: 0] += 1
        }
        let isExact = histogram.count <= limit
        let palette = isExact
            ? histogram.keys.sorted().map { PixelColor(r: UInt8($0 >> 16), g: UInt8(($0 >> 8) & 0xFF), b: UInt8($0 & 0xFF)) }
            : MedianCutPalette.make(colors: histogram, size: limit)
        let indices = map(pixels, width: width, height: height, changed: changed, palette: palette)
        var size = 2
        while size < palette.count + (reserves ? 1 : 0) { size *= 2 }
        return Frame(colors: palette + Array(repeating: PixelColor.black, count: size - palette.count),
                     indices: indices, transparentIndex: reserves ? palette.count : nil, isExact: isExact)
    }

    private static func key(_ color: PixelColor) -> UInt32 {
        UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// Palette indices for the drawn pixels, left to right, top to bottom: exact colours as they
    /// are, the others Floyd–Steinberg dithered. Undrawn pixels get index `palette.count`.
    private static func map(_ pixels: [PixelColor], width: Int, height: Int, changed: [Bool]?,
                            palette: [PixelColor]) -> [UInt8] {
        var exact: [UInt32: UInt8] = [:]
        for (index, color) in palette.enumerated() where exact[key(color)] == nil {
            exact[key(color)] = UInt8(index)
        }
        var nearest = NearestColorCache(palette: palette)
        var indices = [UInt8](repeating: UInt8(truncatingIfNeeded: palette.count), count: pixels.count)
        // Errors for this row and the next, three channels each, with a pixel of margin either side.
        var current = [Float](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                guard changed?[index] ?? true else { continue }
                let pixel = pixels[index]
                if let match = exact[key(pixel)] {
                    indices[index] = match
                    continue
                }
                let slot = (x + 1) * 3
                let red = Float(pixel.r) + current[slot], green = Float(pixel.g) + current[slot + 1]
                let blue = Float(pixel.b) + current[slot + 2]
                let chosen = nearest.index(red: red, green: green, blue: blue)
                indices[index] = chosen
                let color = palette[Int(chosen)]
                func spread(_ error: Float, channel: Int) {
                    current[slot + 3 + channel] += error * 7 / 16
                    next[slot - 3 + channel] += error * 3 / 16
                    next[slot + channel] += error * 5 / 16
                    next[slot + 3 + channel] += error / 16
                }
                spread(red - Float(color.r), channel: 0)
                spread(green - Float(color.g), channel: 1)
                spread(blue - Float(color.b), channel: 2)
            }
            swap(&current, &next)
            for slot in next.indices { next[slot] = 0 }
        }
        return indices
    }
}
