import Foundation
import MotionTestSupport
@testable import MotionCore

extension SeededRandom {
    /// An affine transform with entries in ±3 and translations in ±100.
    mutating func affineTransform() -> CGAffineTransform {
        CGAffineTransform(a: uniform(-3, 3), b: uniform(-3, 3), c: uniform(-3, 3), d: uniform(-3, 3),
                          tx: uniform(-100, 100), ty: uniform(-100, 100))
    }
}
