import Foundation

/// Which parts of a frame `matchedGeometryEffect` copies from the group's source, as SwiftUI's
/// `MatchedGeometryProperties`.
///
/// ```swift
/// Circle().matchedGeometryEffect(id: "dot", in: ns, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// `own` with the chosen properties taken from `source`: the size replaced, then the rect
    /// moved so that its `anchor` point sits at the anchor point of the source (position) or where
    /// it was (size only).
    func matched(own: CGRect, source: CGRect, anchor: UnitPoint) -> CGRect {
        let size = contains(.size) ? source.size : own.size
        let from = contains(.position) ? source : own
        let point = CGPoint(x: from.minX + anchor.x * from.width, y: from.minY + anchor.y * from.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }
}
