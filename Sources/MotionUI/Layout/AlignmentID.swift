import Foundation

/// A type that names an alignment guide and gives its default position in a view, as SwiftUI's
/// `AlignmentID`. Define your own to make a custom ``HorizontalAlignment`` or ``VerticalAlignment``.
///
/// ```swift
/// private enum OneThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
/// }
/// extension HorizontalAlignment {
///     static let oneThird = HorizontalAlignment(OneThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view of these dimensions when the view states no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
