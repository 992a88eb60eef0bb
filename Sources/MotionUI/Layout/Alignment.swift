import Foundation

/// An alignment in both axes, as SwiftUI's `Alignment`: a ``HorizontalAlignment`` and a
/// ``VerticalAlignment``. Frames and ZStacks place their subviews by one.
///
/// ```swift
/// let a = Alignment.bottomTrailing
/// a.horizontal == .trailing    // true
/// a.vertical == .bottom        // true
/// ```
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide along x.
    public var horizontal: HorizontalAlignment
    /// The guide along y.
    public var vertical: VerticalAlignment

    /// The alignment made of two guides.
    ///
    /// ```swift
    /// Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// ```
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// The top-leading corner, e.g. `FrameLayout(width: 100, height: 50, alignment: .topLeading)`.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The middle of the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// `.leading` across, the first text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// `.center` across, the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// `.trailing` across, the first text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// `.leading` across, the last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// `.center` across, the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// `.trailing` across, the last text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The offset that puts a child of dimensions `child` at this alignment inside `bounds`: the guide's
    /// default position in the bounds minus its position in the child (so the two guides coincide).
    ///
    /// ```swift
    /// Alignment.center.offset(of: ViewDimensions(width: 20, height: 10),
    ///                         in: CGSize(width: 100, height: 50))   // (40, 20)
    /// ```
    public func offset(of child: ViewDimensions, in bounds: CGSize) -> CGPoint {
        let container = ViewDimensions(width: bounds.width, height: bounds.height)
        return CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }

    public var description: String { "Alignment(\(horizontal), \(vertical))" }
}
