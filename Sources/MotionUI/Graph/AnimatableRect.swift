import Foundation

/// A rectangle as animatable data: origin and size animate together.
struct AnimatableRect: VectorArithmetic, Hashable {
    var data: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    init(_ rect: CGRect) {
        data = AnimatablePair(AnimatablePair(rect.origin.x, rect.origin.y),
                              AnimatablePair(rect.size.width, rect.size.height))
    }

    private init(data: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>) {
        self.data = data
    }

    var rect: CGRect {
        CGRect(x: data.first.first, y: data.first.second, width: data.second.first, height: data.second.second)
    }

    static var zero: AnimatableRect { AnimatableRect(data: .zero) }
    static func + (lhs: Self, rhs: Self) -> Self { Self(data: lhs.data + rhs.data) }
    static func - (lhs: Self, rhs: Self) -> Self { Self(data: lhs.data - rhs.data) }
    mutating func scale(by rhs: Double) { data.scale(by: rhs) }
    var magnitudeSquared: Double { data.magnitudeSquared }
}
