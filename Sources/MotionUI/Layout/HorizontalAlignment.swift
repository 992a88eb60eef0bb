import Foundation

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`: a guide whose
/// x position in a view is the view's explicit value for it, or the guide's default value.
///
/// VStacks align their subviews by one; frames and ZStacks use one inside an ``Alignment``.
///
/// ```swift
/// let dims = ViewDimensions(width: 100, height: 20)
/// dims[HorizontalAlignment.trailing]   // 100
/// dims[HorizontalAlignment.center]     // 50
/// ```
public struct HorizontalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    // A metatype is immutable, hence the unchecked Sendable.
    let id: any AlignmentID.Type

    /// The alignment named by `id`.
    ///
    /// ```swift
    /// enum Quarter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 } }
    /// let quarter = HorizontalAlignment(Quarter.self)
    /// ```
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// The left edge (x = 0) by default.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The middle (x = width / 2) by default.
    public static let center = HorizontalAlignment(CenterID.self)
    /// The right edge (x = width) by default.
    public static let trailing = HorizontalAlignment(TrailingID.self)

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public var description: String {
        switch self {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        default: return String(describing: id)
        }
    }

    private enum LeadingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum CenterID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum TrailingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}
