import Foundation

/// How much of each pixel of a ``PixelRect`` a shape covers, 0 (none) … 1 (all): what
/// ``PolygonRasterizer`` computes, clips multiply, shadows blur, and the renderer blends in a colour.
///
/// Pixels outside ``rect`` count as uncovered.
///
/// ```swift
/// var rasterizer = PolygonRasterizer()
/// let square = [CGPoint(x: 1.5, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 3), CGPoint(x: 1.5, y: 3)]
/// let mask = rasterizer.rasterize([square], fillRule: .nonZero, within: PixelRect(x: 0, y: 0, width: 8, height: 8))
/// mask.rect                     // PixelRect(x: 1, y: 1, width: 3, height: 2)
/// mask.coverage(x: 1, y: 1)     // 0.5: the edge x = 1.5 halves the pixel
/// mask.coverage(x: 2, y: 1)     // 1
/// ```
public struct CoverageMask: Equatable, Sendable {
    /// The pixels the mask holds values for.
    public let rect: PixelRect
    /// Row-major coverage of ``rect``: `values[(y - rect.y) * rect.width + (x - rect.x)]`.
    public internal(set) var values: [Float]

    /// A mask from its values; missing values count as 0, extra ones are dropped, and each value is
    /// clamped to 0…1 (NaN → 0).
    ///
    /// ```swift
    /// let half = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 2, height: 1), values: [0.5, 0.5])
    /// ```
    public init(rect: PixelRect, values: [Float]) {
        self.rect = rect
        var stored = values.prefix(rect.area).map { $0 == $0 ? min(max($0, 0), 1) : 0 }
        if stored.count < rect.area { stored += [Float](repeating: 0, count: rect.area - stored.count) }
        self.values = stored
    }

    /// A mask over `rect` with every pixel at `value` (clamped to 0…1, NaN → 0).
    ///
    /// ```swift
    /// let full = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 4, height: 4), filledWith: 1)
    /// ```
    public init(rect: PixelRect, filledWith value: Float) {
        self.rect = rect
        self.values = [Float](repeating: value == value ? min(max(value, 0), 1) : 0, count: rect.area)
    }

    /// Unchecked: `values.count == rect.area`, all in 0…1.
    init(uncheckedRect rect: PixelRect, values: [Float]) {
        self.rect = rect
        self.values = values
    }

    /// No pixels.
    public static let empty = CoverageMask(uncheckedRect: .empty, values: [])

    /// Whether the mask covers nothing at all (no pixels, or all zero).
    public var isEmpty: Bool { rect.isEmpty || !values.contains { $0 > 0 } }

    /// The coverage of pixel (`x`, `y`) in canvas pixels; 0 outside ``rect``.
    ///
    /// ```swift
    /// mask.coverage(x: 10, y: 4)
    /// ```
    public func coverage(x: Int, y: Int) -> Float {
        guard rect.contains(x: x, y: y) else { return 0 }
        return values[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// The sum of all coverage values: the covered area in square pixels.
    ///
    /// ```swift
    /// mask.area   // ≈ πr² for a disc of radius r pixels
    /// ```
    public var area: Double { values.reduce(0) { $0 + Double($1) } }

    /// The intersection with another mask: each pixel's coverage multiplied by `other`'s (0 where
    /// `other` has no value). The rectangle stays the same.
    ///
    /// ```swift
    /// shape.multiply(by: clip)
    /// ```
    public mutating func multiply(by other: CoverageMask) {
        let overlap = rect.intersection(other.rect)
        guard !overlap.isEmpty else {
            for index in values.indices { values[index] = 0 }
            return
        }
        let width = rect.width
        values.withUnsafeMutableBufferPointer { mine in
            other.values.withUnsafeBufferPointer { theirs in
                for row in 0..<rect.height {
                    let y = rect.y + row
                    let base = row * width
                    guard y >= overlap.y, y < overlap.maxY else {
                        for column in 0..<width { mine[base + column] = 0 }
                        continue
                    }
                    let otherBase = (y - other.rect.y) * other.rect.width - other.rect.x
                    for column in 0..<width {
                        let x = rect.x + column
                        if x >= overlap.x && x < overlap.maxX {
                            mine[base + column] *= theirs[otherBase + x]
                        } else {
                            mine[base + column] = 0
                        }
                    }
                }
            }
        }
    }

    /// The part of the mask inside `region` (pixels outside ``rect`` are 0).
    ///
    /// ```swift
    /// let visible = blurred.cropped(to: canvasRect)
    /// ```
    public func cropped(to region: PixelRect) -> CoverageMask {
        let target = rect.intersection(region)
        guard !target.isEmpty else { return .empty }
        if target == rect { return self }
        var result = [Float](repeating: 0, count: target.area)
        for row in 0..<target.height {
            let sourceBase = (target.y + row - rect.y) * rect.width + (target.x - rect.x)
            for column in 0..<target.width { result[row * target.width + column] = values[sourceBase + column] }
        }
        return CoverageMask(uncheckedRect: target, values: result)
    }

    /// A large rectangle inside `area` where every pixel of `mask` is fully covered (coverage
    /// that rounds to 255/255), or nil. Grown row by row from the middle row's longest full run
    /// while its area grows: the whole inside of a rectangle, most of a rounded rectangle's, a
    /// good part of a disc's. Rectangles smaller than 64 pixels are not worth it (nil).
    static func solidRectangle(in mask: CoverageMask, within area: PixelRect) -> PixelRect? {
        let area = area.intersection(mask.rect)
        guard area.area >= 64 else { return nil }
        let full: Float = 254.5 / 255
        let width = mask.rect.width
        /// The longest run of full pixels in row `y` (canvas pixels), within `lo..<hi`.
        func run(_ y: Int, _ lo: Int, _ hi: Int) -> (Int, Int) {
            let base = (y - mask.rect.y) * width - mask.rect.x
            var best = (lo, lo), start = -1
            for x in lo..<hi {
                if mask.values[base + x] >= full {
                    if start < 0 { start = x }
                    if x + 1 - start > best.1 - best.0 { best = (start, x + 1) }
                } else {
                    start = -1
                }
            }
            return best
        }
        let middle = area.y + area.height / 2
        var (left, right) = run(middle, area.x, area.maxX)
        guard right > left else { return nil }
        var top = middle, bottom = middle + 1
        /// The first stretch of full pixels of row `y` inside `l..<r`.
        func fullStretch(_ y: Int, _ l: Int, _ r: Int) -> (Int, Int) {
            let base = (y - mask.rect.y) * width - mask.rect.x
            var a = max(l, area.x)
            let b = min(r, area.maxX)
            while a < b, mask.values[base + a] < full { a += 1 }
            var x = a
            while x < b, mask.values[base + x] >= full { x += 1 }
            return (a, x)
        }
        var grew = true
        while grew {
            grew = false
            let currentArea = (right - left) * (bottom - top)
            var best: (area: Int, up: Bool, l: Int, r: Int)?
            if top > area.y {
                let (l, r) = fullStretch(top - 1, left, right)
                let candidate = (r - l) * (bottom - top + 1)
                if r > l, candidate > currentArea { best = (candidate, true, l, r) }
            }
            if bottom < area.maxY {
                let (l, r) = fullStretch(bottom, left, right)
                let candidate = (r - l) * (bottom - top + 1)
                if r > l, candidate > currentArea, candidate > (best?.area ?? 0) { best = (candidate, false, l, r) }
            }
            if let best {
                if best.up { top -= 1 } else { bottom += 1 }
                left = best.l
                right = best.r
                grew = true
            }
        }
        let rect = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        return rect.area >= 64 ? rect : nil
    }
}
