import Foundation

/// An anchor's value as geometry that can change coordinate space: a point, a rectangle, a list or
/// an optional of those.
indirect enum AnchorGeometry: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case list([AnchorGeometry])
    case optional(AnchorGeometry?)

    /// The same geometry in the space `transform` maps to; a rectangle becomes the bounding box of
    /// its corners.
    func applying(_ transform: CGAffineTransform) -> AnchorGeometry {
        switch self {
        case .point(let point): .point(point.applying(transform))
        case .rect(let rect): .rect(rect.applying(transform))
        case .list(let items): .list(items.map { $0.applying(transform) })
        case .optional(let item): .optional(item.map { $0.applying(transform) })
        }
    }

    /// The value as the anchor's `Value` sees it (`CGPoint`, `CGRect`, arrays and optionals of them).
    var value: Any {
        switch self {
        case .point(let point): point
        case .rect(let rect): rect
        case .list(let items): items.map { $0.value } as [Any]
        case .optional(let item): item.map { $0.value } as Any
        }
    }
}
