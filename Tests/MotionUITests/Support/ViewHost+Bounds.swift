import Foundation
@testable import MotionUI

extension ViewHost {
    /// The bounds of the first display item drawn in `color`, or nil.
    func bounds(of color: Color) -> CGRect? {
        displayList.items.first { $0.color == color }?.bounds
    }
}
