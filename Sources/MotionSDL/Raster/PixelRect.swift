import Foundation

/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// The region a ``CoverageMask`` covers and a ``PolygonRasterizer`` is limited to. Sizes are never
/// negative: an initializer given a negative width or height stores 0 (an empty rectangle).
///
/// ```swift
/// let canvas = PixelRect(x: 0, y: 0, width: 200, height: 100)
/// let item = PixelRect(covering: CGRect(x: 10.5, y: 3.2, width: 20, height: 5))   // x 10…31, y 3…9
/// canvas.intersection(item)                                                      // (10, 3, 21, 6)
/// ```
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns (≥ 0).
    public var width: Int
    /// The number of rows (≥ 0).
    public var height: Int

    /// A rectangle of `width × height` pixels with its top-left pixel at (`x`, `y`); negative sizes count as 0.
    ///
    /// ```swift
    /// let rect = PixelRect(x: 4, y: 4, width: 8, height: 2)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(width, 0), max(height, 0))
    }

    /// The smallest pixel rectangle holding `rect` (given in pixels): its edges rounded outwards.
    /// A null, empty, or non-finite rectangle gives ``empty``; coordinates beyond ±2³⁰ are clamped.
    ///
    /// ```swift
    /// PixelRect(covering: CGRect(x: 0.5, y: 0, width: 1, height: 1))   // (0, 0, 2, 1)
    /// ```
    public init(covering rect: CGRect) {
        guard !rect.isNull, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        let limit = Double(1 << 30)
        func clamp(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        let left = clamp(Double(rect.minX).rounded(.down)), top = clamp(Double(rect.minY).rounded(.down))
        let right = clamp(Double(rect.maxX).rounded(.up)), bottom = clamp(Double(rect.maxY).rounded(.up))
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// No pixels.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// The number of pixels.
    public var area: Int { width * height }

    /// The pixels in both rectangles (``empty`` when they do not meet).
    ///
    /// ```swift
    /// PixelRect(x: 0, y: 0, width: 10, height: 10).intersection(PixelRect(x: 5, y: 8, width: 10, height: 10))   // (5, 8, 5, 2)
    /// ```
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .empty }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle grown by `amount` pixels on every side (shrunk when negative). An empty
    /// rectangle, or one shrunk to nothing, gives ``empty``.
    ///
    /// ```swift
    /// PixelRect(x: 10, y: 10, width: 5, height: 5).expanded(by: 2)   // (8, 8, 9, 9)
    /// ```
    public func expanded(by amount: Int) -> PixelRect {
        guard !isEmpty else { return .empty }
        let rect = PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
        return rect.isEmpty ? .empty : rect
    }

    /// The same rectangle moved by (`dx`, `dy`) pixels.
    ///
    /// ```swift
    /// PixelRect(x: 1, y: 2, width: 3, height: 4).offsetBy(x: 10, y: -2)   // (11, 0, 3, 4)
    /// ```
    public func offsetBy(x dx: Int, y dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether pixel (`px`, `py`) is inside.
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    public var description: String { "PixelRect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
