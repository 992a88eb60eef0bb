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

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
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
