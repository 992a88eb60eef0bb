import Foundation

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
///
/// HStacks align their subviews by one. Text baselines are real guides: a text view states its
/// baselines explicitly (the first line's baseline is its top + the font's ascent, see
/// ``TextLayout/firstBaseline(of:font:proposal:measurer:lineLimit:)``); a view with no text has none,
/// so both baseline guides fall back to its bottom edge — as in SwiftUI.
///
/// ```swift
/// let dims = ViewDimensions(width: 100, height: 20)
/// dims[VerticalAlignment.bottom]              // 20
/// dims[VerticalAlignment.firstTextBaseline]   // 20 (no explicit baseline: the bottom)
/// ```
public struct VerticalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    // A metatype is immutable, hence the unchecked Sendable.
    let id: any AlignmentID.Type

    /// The alignment named by `id`.
    ///
    /// ```swift
    /// enum Middle: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    /// let middle = VerticalAlignment(Middle.self)
    /// ```
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// The top edge (y = 0) by default.
    public static let top = VerticalAlignment(TopID.self)
    /// The middle (y = height / 2) by default.
    public static let center = VerticalAlignment(CenterID.self)
    /// The bottom edge (y = height) by default.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The baseline of the first line of text; the bottom edge for a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The baseline of the last line of text; the bottom edge for a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public var description: String {
        switch self {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        default: return String(describing: id)
        }
    }

    private enum TopID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum CenterID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum BottomID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaselineID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaselineID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
