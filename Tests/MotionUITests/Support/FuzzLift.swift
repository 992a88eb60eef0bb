import Foundation
@testable import MotionUI

/// A geometry effect for `.modifier` transitions: a vertical shift.
struct FuzzLift: GeometryEffect {
    var y: CGFloat
    var animatableData: CGFloat {
        get { y }
        set { y = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 0, y: y))
    }
}
