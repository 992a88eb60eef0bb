/// What comparing two images of the same size found: how many pixels differ by more than a
/// per-channel tolerance, the largest channel difference, the first differing pixel, and a diff
/// image (differing pixels in red over a faded grey copy of the expected image).
///
/// A pixel differs when any of its channels (r, g, b, a) is off by more than `tolerance`; a negative
/// tolerance counts as 0. Images of different sizes are compared over the expected image's size,
/// a pixel missing from `actual` counting as transparent black (check the sizes first: ``GoldenImage``
/// reports a size mismatch without comparing).
///
/// ```swift
/// let difference = ImageDifference(expected: golden, actual: rendered, tolerance: 1)
/// difference.differingPixels            // 0 when they match
/// try difference.image.writePNG(to: "/tmp/diff.png")
/// ```
public struct ImageDifference: Sendable {
    /// Pixels where some channel differs by more than the tolerance.
    public private(set) var differingPixels = 0
    /// The largest channel difference anywhere (0…255).
    public private(set) var largestChannelDifference = 0
    /// The first differing pixel, row by row, with both colours.
    public private(set) var first: (x: Int, y: Int, expected: PixelColor, actual: PixelColor)?
    /// Differing pixels in red over a faded copy of the expected image, the expected image's size.
    public private(set) var image: PixelImage

    /// Compares `actual` with `expected`, pixel by pixel.
    ///
    /// ```swift
    /// ImageDifference(expected: a, actual: a, tolerance: 0).differingPixels   // 0
    /// ```
    public init(expected: PixelImage, actual: PixelImage, tolerance: Int) {
        let tolerance = max(tolerance, 0)
        let missing = PixelColor(r: 0, g: 0, b: 0, a: 0)
        var pixels: [PixelColor] = []
        pixels.reserveCapacity(expected.pixels.count)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.pixels[y * expected.width + x]
                let a = actual.pixel(x: x, y: y) ?? missing
                let delta = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)),
                                abs(Int(e.a) - Int(a.a)))
                largestChannelDifference = max(largestChannelDifference, delta)
                if delta > tolerance {
                    differingPixels += 1
                    if first == nil { first = (x, y, e, a) }
                    pixels.append(PixelColor(r: 255, g: 0, b: 0))
                } else {
                    let luminance = (Int(e.r) * 3 + Int(e.g) * 6 + Int(e.b)) / 10
                    let faded = UInt8(160 + luminance * 95 / 255)
                    pixels.append(PixelColor(r: faded, g: faded, b: faded))
                }
            }
        }
        image = PixelImage(width: expected.width, height: expected.height, pixels: pixels)
    }
}
