import Foundation

/// Soft shadows for `.shadow` display items: the item's outlines filled (non-zero), blurred
/// like a Gaussian, clipped, ready to blend in the shadow's colour beneath the items it belongs to.
///
/// The blur's standard deviation is half the shadow radius — SwiftUI's `shadow(radius:)` is, like
/// Core Animation's `shadowRadius`, roughly a blur of σ ≈ radius / 2 — in pixels, so
/// σ = radius × scale / 2. From σ = 2 pixels up the blur is three box blurs in each direction
/// (box widths by Kovesi's rule, ``boxWidths(sigma:)``, whose variances add up to σ² within one box
/// step), linear in the image size whatever σ; below that, where boxes are too coarse, it is the
/// sampled Gaussian itself (±3σ, normalized). σ below 0.1 pixel (or not finite) is no blur.
///
/// ```swift
/// var shadows = ShadowRenderer()
/// let clip = ClipMask(clips: item.clips, scale: 2, canvas: canvasRect)
/// let mask = shadows.mask(of: item.polygons, radius: Double(item.shadowRadius), scale: 2, clip: clip)
/// canvas.draw(mask, color: item.color ?? .black, opacity: item.opacity)
/// ```
public struct ShadowRenderer {
    private var rasterizer = PolygonRasterizer()
    private var scratch: [Float] = []
    private var sums: [Float] = []

    /// σ at or above which three box blurs replace the sampled Gaussian, in pixels.
    public static let boxBlurThreshold = 2.0

    /// A shadow renderer with empty buffers (reuse it: it keeps them).
    ///
    /// ```swift
    /// var shadows = ShadowRenderer()
    /// ```
    public init() {}

    /// The blur's standard deviation in pixels for a shadow `radius` in points: radius × scale / 2.
    /// A negative, NaN or infinite radius or scale gives 0.
    ///
    /// ```swift
    /// ShadowRenderer.sigma(radius: 8, scale: 2)   // 8
    /// ```
    public static func sigma(radius: Double, scale: Double) -> Double {
        let value = radius * scale / 2
        return value.isFinite && value > 0 ? value : 0
    }

    /// The widths (odd, ascending) of three box blurs whose variances, (w² − 1) / 12 each, add up
    /// to σ² as closely as whole odd widths allow (Kovesi, "Fast almost-Gaussian filtering", 2010).
    /// σ that is not positive and finite gives `[1, 1, 1]` (no blur).
    ///
    /// ```swift
    /// ShadowRenderer.boxWidths(sigma: 4)   // [7, 7, 9]: variances 4 + 4 + 6.67 = 14.67 ≈ σ² = 16
    /// ```
    public static func boxWidths(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [1, 1, 1] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let w = Double(lower)
        let mIdeal = (n * w * w + 4 * n * w + 3 * n - 12 * sigma * sigma) / (4 * w + 4)
        let m = Int(min(max(mIdeal.rounded(), 0), n))
        return (0..<3).map { $0 < m ? lower : lower + 2 }
    }

    /// How far (pixels) the blur for `sigma` spreads a pixel: the sum of the box radii, or ⌈3σ⌉.
    ///
    /// ```swift
    /// ShadowRenderer.reach(sigma: 8)   // 7 + 7 + 8 = 22 (widths [15, 15, 17])
    /// ```
    public static func reach(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 0.1 else { return 0 }
        if sigma >= boxBlurThreshold { return boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } }
        return Int((3 * sigma).rounded(.up))
    }

    /// The shadow's coverage: `polygons` (window points) filled non-zero, blurred for `radius`
    /// (points) at `scale`, inside `clip`. Empty when nothing shows.
    ///
    /// Blurred masks are cached, least recently used out: at most ``cacheCapacity`` masks and
    /// ``cacheByteLimit`` bytes (4 a pixel), each kept for at most ``cacheIdleFrameLimit`` frames
    /// (``endFrame()``) without use. A shadow whose outline and blur repeat up to a whole-pixel
    /// move — a static screen redrawn every frame, a list of equal cards — is blurred once.
    /// Outlines are compared at 1/1024 pixel; a shape that reaches more than the blur's spread
    /// outside the clip region is drawn without the cache.
    ///
    /// ```swift
    /// let mask = shadows.mask(of: item.polygons, radius: 10, scale: 1, clip: clip)
    /// ```
    public mutating func mask(of polygons: [[CGPoint]], radius: Double, scale: Double, clip: ClipMask) -> CoverageMask {
        guard !clip.isEmpty else { return .empty }
        let factor = scale.isFinite && scale > 0 ? scale : 1
        let sigma = ShadowRenderer.sigma(radius: radius, scale: factor)
        let reach = ShadowRenderer.reach(sigma: sigma)
        guard let bounds = PolygonRasterizer.pixelBounds(of: polygons, factor: factor),
              !bounds.expanded(by: reach).intersection(clip.region).isEmpty else { return .empty }
        // The sharp shape is needed up to `reach` beyond what is visible.
        let sourceRegion = clip.region.expanded(by: reach)
        var blurred: CoverageMask
        if sourceRegion.intersection(bounds) == bounds {
            let key = CacheKey(polygons: polygons, factor: factor, origin: bounds, sigma: sigma)
            if let cached = cache.value(forKey: key) {
                blurred = CoverageMask(uncheckedRect: cached.rect.offsetBy(x: bounds.x, y: bounds.y), values: cached.values)
            } else {
                blurred = blur(rasterizer.rasterize(polygons, scale: factor, fillRule: .nonZero, within: sourceRegion),
                               sigma: sigma, reach: reach)
                let local = CoverageMask(uncheckedRect: blurred.rect.offsetBy(x: -bounds.x, y: -bounds.y), values: blurred.values)
                cache.insert(local, forKey: key, cost: local.values.count * MemoryLayout<Float>.stride)
            }
        } else {
            blurred = blur(rasterizer.rasterize(polygons, scale: factor, fillRule: .nonZero, within: sourceRegion),
                           sigma: sigma, reach: reach)
        }
        blurred = blurred.cropped(to: clip.region)
        if !clip.isRectangular, !blurred.rect.isEmpty {
            blurred.multiply(by: clip.coverage(over: blurred.rect, using: &rasterizer))
        }
        return blurred
    }

    /// How many blurred masks are kept for reuse.
    public static let cacheCapacity = 64
    /// How many bytes of blurred masks are kept: 16 MiB, a full-window shadow at 1280 × 800 × 2²
    /// (a larger mask is still kept alone until the next one comes).
    public static let cacheByteLimit = 16 << 20
    /// How many whole frames a blurred mask is kept without being drawn: 600, ten seconds at 60 fps.
    public static let cacheIdleFrameLimit = 600

    /// The number of blurred masks in the cache.
    public var cachedMaskCount: Int { cache.count }
    /// The bytes of blurred masks in the cache.
    public var cachedBytes: Int { cache.totalCost }

    /// Ends a frame: drops the blurred masks no frame used for more than ``cacheIdleFrameLimit``
    /// frames. ``DisplayListRenderer`` calls it after each frame it renders.
    ///
    /// ```swift
    /// shadows.endFrame()
    /// ```
    public mutating func endFrame() { cache.endFrame() }

    /// An outline (pixels, relative to its bounding box's top-left pixel, in 1/1024 pixel) and a σ.
    struct CacheKey: Hashable {
        var coordinates: [Int64]
        var sigma: Double

        init(polygons: [[CGPoint]], factor: Double, origin: PixelRect, sigma: Double) {
            var coordinates: [Int64] = []
            coordinates.reserveCapacity(polygons.reduce(0) { $0 + 2 * $1.count + 1 })
            for contour in polygons where PolygonRasterizer.isUsable(contour) {
                coordinates.append(Int64(contour.count))
                for point in contour {
                    coordinates.append(Int64(((Double(point.x) * factor - Double(origin.x)) * 1024).rounded()))
                    coordinates.append(Int64(((Double(point.y) * factor - Double(origin.y)) * 1024).rounded()))
                }
            }
            self.coordinates = coordinates
            self.sigma = sigma
        }
    }

    private var cache = LRUCache<CacheKey, CoverageMask>(costLimit: cacheByteLimit, countLimit: cacheCapacity,
                                                         idleFrameLimit: cacheIdleFrameLimit)

    /// `source` blurred for `sigma` over its rectangle grown by `reach`.
    private mutating func blur(_ source: CoverageMask, sigma: Double, reach: Int) -> CoverageMask {
        guard reach > 0, !source.rect.isEmpty else { return source }
        let padded = source.rect.expanded(by: reach)
        var values = [Float](repeating: 0, count: padded.area)
        for row in 0..<source.rect.height {
            let to = (row + reach) * padded.width + reach
            let from = row * source.rect.width
            for column in 0..<source.rect.width { values[to + column] = source.values[from + column] }
        }
        blur(&values, width: padded.width, height: padded.height, sigma: sigma)
        return CoverageMask(uncheckedRect: padded, values: values)
    }

    /// Blurs a row-major image in place for `sigma` pixels (values beyond the edges count as 0).
    mutating func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard width > 0, height > 0, sigma.isFinite, sigma >= 0.1 else { return }
        if sigma >= ShadowRenderer.boxBlurThreshold {
            let radii = ShadowRenderer.boxWidths(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
            boxBlurRows(&values, width: width, height: height, radii: radii)
            for radius in radii { boxBlurColumns(&values, width: width, height: height, radius: radius) }
        } else {
            let kernel = ShadowRenderer.gaussianKernel(sigma: sigma)
            convolveRows(&values, width: width, height: height, kernel: kernel)
            convolveColumns(&values, width: width, height: height, kernel: kernel)
        }
        values.withUnsafeMutableBufferPointer { image in
            for index in 0..<image.count { image[index] = min(max(image[index], 0), 1) }
        }
    }

    /// The sampled, normalized Gaussian at −⌈3σ⌉ … ⌈3σ⌉.
    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }

    /// Every box of `radii` along each row, one row at a time (it stays in cache).
    private mutating func boxBlurRows(_ values: inout [Float], width: Int, height: Int, radii: [Int]) {
        guard !radii.isEmpty else { return }
        if scratch.count < 2 * width { scratch = [Float](repeating: 0, count: 2 * width) }
        scratch.withUnsafeMutableBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { image in
                for y in 0..<height {
                    let row = image.baseAddress! + y * width
                    // Copy the row out, ping-pong between two row buffers, copy the result back.
                    var input = rows.baseAddress!, output = rows.baseAddress! + width
                    for x in 0..<width { input[x] = row[x] }
                    for radius in radii {
                        let scale = 1 / Float(2 * radius + 1)
                        var sum: Float = 0
                        for x in 0..<min(radius, width) { sum += input[x] }
                        for x in 0..<width {
                            if x + radius < width { sum += input[x + radius] }
                            if x - radius - 1 >= 0 { sum -= input[x - radius - 1] }
                            output[x] = sum * scale
                        }
                        swap(&input, &output)
                    }
                    for x in 0..<width { row[x] = input[x] }
                }
            }
        }
    }

    private mutating func boxBlurColumns(_ values: inout [Float], width: Int, height: Int, radius: Int) {
        if scratch.count < width * height { scratch = [Float](repeating: 0, count: width * height) }
        if sums.count < width { sums = [Float](repeating: 0, count: width) }
        let scale = 1 / Float(2 * radius + 1)
        scratch.withUnsafeMutableBufferPointer { copy in
            sums.withUnsafeMutableBufferPointer { sum in
                values.withUnsafeMutableBufferPointer { image in
                    for index in 0..<(width * height) { copy[index] = image[index] }
                    for x in 0..<width { sum[x] = 0 }
                    for y in 0..<min(radius, height) {
                        for x in 0..<width { sum[x] += copy[y * width + x] }
                    }
                    for y in 0..<height {
                        if y + radius < height {
                            let add = (y + radius) * width
                            for x in 0..<width { sum[x] += copy[add + x] }
                        }
                        if y - radius - 1 >= 0 {
                            let remove = (y - radius - 1) * width
                            for x in 0..<width { sum[x] -= copy[remove + x] }
                        }
                        let base = y * width
                        for x in 0..<width { image[base + x] = sum[x] * scale }
                    }
                }
            }
        }
    }

    private mutating func convolveRows(_ values: inout [Float], width: Int, height: Int, kernel: [Float]) {
        if scratch.count < width { scratch = [Float](repeating: 0, count: width) }
        let radius = kernel.count / 2
        scratch.withUnsafeMutableBufferPointer { row in
            values.withUnsafeMutableBufferPointer { image in
                for y in 0..<height {
                    let base = y * width
                    for x in 0..<width { row[x] = image[base + x] }
                    for x in 0..<width {
                        var total: Float = 0
                        for k in max(-radius, -x)...min(radius, width - 1 - x) { total += row[x + k] * kernel[k + radius] }
                        image[base + x] = total
                    }
                }
            }
        }
    }

    private mutating func convolveColumns(_ values: inout [Float], width: Int, height: Int, kernel: [Float]) {
        if scratch.count < width * height { scratch = [Float](repeating: 0, count: width * height) }
        let radius = kernel.count / 2
        scratch.withUnsafeMutableBufferPointer { copy in
            values.withUnsafeMutableBufferPointer { image in
                for index in 0..<(width * height) { copy[index] = image[index] }
                for y in 0..<height {
                    let base = y * width
                    for x in 0..<width { image[base + x] = 0 }
                    for k in max(-radius, -y)...min(radius, height - 1 - y) {
                        let weight = kernel[k + radius]
                        let from = (y + k) * width
                        for x in 0..<width { image[base + x] += copy[from + x] * weight }
                    }
                }
            }
        }
    }
}
