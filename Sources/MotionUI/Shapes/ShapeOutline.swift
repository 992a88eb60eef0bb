import Foundation

/// A shape's last outline (local coordinates) with what it was made for, and its bounding box,
/// which decides whether a frame that leaves out what the window does not show draws it at all
/// (``DisplayListBuilder/isCulled(local:)``). A class: a frame that reuses it reads it in place
/// (as a tuple, each frame copied it through the runtime's generic witnesses).
final class ShapeOutline<Data: Equatable> {
    let data: Data
    let size: CGSize
    let tolerance: CGFloat
    let contours: [[CGPoint]]
    let box: CGRect

    init(data: Data, size: CGSize, tolerance: CGFloat, contours: [[CGPoint]]) {
        self.data = data
        self.size = size
        self.tolerance = tolerance
        self.contours = contours
        box = DisplayItem.boundingBox(of: contours)
    }
}
