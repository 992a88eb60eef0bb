import Foundation

/// A description of one column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``), as SwiftUI's
/// `GridItem`: its size, the spacing to the next item, and how cells align inside it.
///
/// ```swift
/// let columns = [
///     GridItem(.fixed(70)),                       // exactly 70 points
///     GridItem(.flexible(minimum: 40), spacing: 4),
///     GridItem(.adaptive(minimum: 50)),           // as many 50-point-or-wider columns as fit
/// ]
/// ```
///
/// How a grid of length `L` sizes its items (SwiftUI's algorithm, as measured by objc.io and others):
/// fixed items take their size; the rest of `L`, less the fixed sizes and the spacing between items,
/// is shared by the flexible and adaptive items in their order, each taking the remaining length
/// divided by the number of such items left, clamped to its bounds. An adaptive item then holds
/// as many cells of at least `minimum` (with its own spacing between them) as its share allows,
/// at least one. A grid is as long as its items; placed in a frame of another length it sizes
/// them again for that length (so `flexible(minimum: 100)` beside `flexible(minimum: 180)` in 300
/// points asks 146 + 8 + 180 = 334 and is then drawn 163 + 8 + 180 wide, as SwiftUI does).
public struct GridItem: Sendable {
    /// How an item's length is decided.
    public enum Size: Sendable {
        /// Exactly `length` points.
        case fixed(CGFloat)
        /// A share of the free length, clamped to `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many cells of at least `minimum` as the item's share holds, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The spacing to the next item; nil means the default, 8 points.
    public var spacing: CGFloat?
    /// How cells align inside this item; nil means the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size`, with optional spacing to the next item and cell alignment.
    ///
    /// ```swift
    /// GridItem(.flexible(), spacing: 2, alignment: .leading)
    /// ```
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
