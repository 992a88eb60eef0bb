import Foundation

extension Path {
    /// The path flattened to fill contours (each subpath implicitly closed), dropping contours with
    /// fewer than three points, which enclose nothing.
    func flattenedContours(tolerance: CGFloat) -> [[CGPoint]] {
        flattened(tolerance: tolerance).compactMap { $0.points.count >= 3 ? $0.points : nil }
    }
}
