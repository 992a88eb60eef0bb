import Foundation

/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`.
///
/// Reading a guide gives the view's explicit value for it when the view states one (text baselines,
/// a container passing up a child's guide), otherwise the guide's default value
/// (``AlignmentID/defaultValue(in:)``). Two dimensions are equal when their sizes are equal.
///
/// ```swift
/// let d = ViewDimensions(width: 80, height: 20)
/// d[HorizontalAlignment.center]           // 40
/// d[explicit: VerticalAlignment.top]      // nil
/// ```
public struct ViewDimensions: Equatable, CustomStringConvertible {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    private let explicitHorizontal: (HorizontalAlignment) -> CGFloat?
    private let explicitVertical: (VerticalAlignment) -> CGFloat?

    /// Dimensions of a view of this size that states no explicit guide.
    ///
    /// ```swift
    /// ViewDimensions(width: 10, height: 10)[VerticalAlignment.center]   // 5
    /// ```
    public init(width: CGFloat, height: CGFloat) {
        self.init(size: CGSize(width: width, height: height), horizontal: { _ in nil }, vertical: { _ in nil })
    }

    /// Dimensions with explicit guide values given by the closures (`nil`: use the default).
    init(size: CGSize,
         horizontal: @escaping (HorizontalAlignment) -> CGFloat?,
         vertical: @escaping (VerticalAlignment) -> CGFloat?) {
        (width, height) = (size.width, size.height)
        (explicitHorizontal, explicitVertical) = (horizontal, vertical)
    }

    /// The view's size.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The x position of `guide`: explicit if stated, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The y position of `guide`: explicit if stated, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The view's explicit x position for `guide`, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitHorizontal(guide).flatMap { $0.isNaN ? nil : $0 }
    }

    /// The view's explicit y position for `guide`, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitVertical(guide).flatMap { $0.isNaN ? nil : $0 }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }

    public var description: String { "ViewDimensions(\(width) × \(height))" }
}
